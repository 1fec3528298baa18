/// Writes the kept corpus of malformed journals and documents (`Tests/Corpus/journals`,
/// `Tests/Corpus/documents`) that found crashes and data loss; `CorpusTests` (in
/// InkInterfaceTests) reads every file there. Run only on demand, to add a case:
/// `INKSTONE_WRITE_CORPUS=1 swift test --filter CorpusWriter`, then add its README line.
import Foundation
import Testing
@testable import InkDocument
import InkGeometry

@Suite struct CorpusWriter {
    static var folder: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Corpus")
    }

    /// A header naming a writer that is certainly gone (another boot, a pid above pid_max).
    static func header(path: String? = nil, unsavedBase: Bool? = true) -> JournalHeader {
        JournalHeader(pid: 2_147_483_646, processStart: nil, bootID: "corpus-not-this-boot", documentPath: path,
                      created: Date(timeIntervalSince1970: 1_790_000_000), unsavedBase: unsavedBase)
    }

    static func journal(_ header: JournalHeader, base: Document?, edits: [Edit] = []) throws -> Data {
        var data = Journal.filePrefix
        data.append(try Journal.frame(.header, try Journal.Packing.encode(header)))
        if let base { data.append(try Journal.frame(.base, try Journal.Packing.encode(base))) }
        for edit in edits { data.append(try Journal.frame(.edit, try Journal.Packing.encode(edit))) }
        return data
    }

    static func line(_ id: UInt64, y: Double) -> Stroke {
        Stroke(id: StrokeID(id), points: (0..<8).map { StrokePoint(Point(100 + Double($0) * 20, y), pressure: 0.5) },
               color: InkColor(rgb: 0x202020), outline: OutlineOptions(width: 4))
    }

    static func journals() throws -> [String: Data] {
        let inked = Document(pages: [Page(strokes: [line(1, y: 100), line(2, y: 140)])])
        var noPages = Document()
        noPages.pages = []
        let atMax = Document(pages: [Page(strokes: [line(5, y: 100)])], images: [:], nextStrokeID: .max)
        let nearMax = Document(pages: [Page(strokes: [line(7, y: 100)])], images: [:], nextStrokeID: .max - 1)
        let maxEdit = Edit(page: 0, change: .add([PlacedStroke(index: 2, stroke: line(.max, y: 180))]))
        var duplicated = inked
        duplicated.pages[0].strokes[1].id = StrokeID(1)
        var newer = try journal(header(), base: inked)
        newer[8] = 3
        return [
            "recovered-base-no-edits.journal": try journal(header(), base: inked),
            "legacy-untitled-base-no-edits.journal": try journal(header(unsavedBase: nil), base: inked),
            "saved-base-no-edits.journal": try journal(header(path: "/nonexistent/saved.inkstone", unsavedBase: false), base: inked),
            "zero-pages.journal": try journal(header(), base: noPages),
            "next-stroke-id-max.journal": try journal(header(), base: atMax),
            "next-stroke-id-max-minus-1.journal": try journal(header(), base: nearMax),
            "stroke-id-max-in-edit.journal": try journal(header(), base: inked, edits: [maxEdit]),
            "duplicate-stroke-ids.journal": try journal(header(), base: duplicated),
            "torn-header.journal": Journal.filePrefix + Data([40, 0, 0, 0, 1, 2]),
            "not-a-journal.journal": Data("This is not a journal.\n".utf8),
            "edit-before-base.journal": try journal(header(), base: nil, edits: [maxEdit]),
            "newer-version.journal": newer,
        ]
    }

    static func documents() throws -> [String: Data] {
        let near = Document(pages: [Page(strokes: [line(3, y: 100)])], images: [:], nextStrokeID: .max - 1)
        func crafted(_ change: (inout DocumentFile.Manifest) -> Void) throws -> Data {
            var manifest = DocumentFile.Manifest(Document(pages: [Page(strokes: [line(1, y: 100), line(2, y: 140)])]), imageOrder: [])
            change(&manifest)
            var writer = DocumentFile.SectionWriter(version: 1)
            writer.append(.manifest, try DocumentFile.ManifestCoding.encode(manifest))
            return writer.finish()
        }
        return [
            "next-stroke-id-max-minus-1.inkstone": try DocumentFile.encode(near, version: 1),
            "next-stroke-id-max.inkstone": try crafted { $0.nextStrokeID = .max },
            "zero-pages.inkstone": try crafted { $0.pages = [] },
            "stroke-id-not-below-next.inkstone": try crafted { $0.nextStrokeID = 2 },
            "duplicate-stroke-ids.inkstone": try crafted { $0.pages[0].strokes[1].id = 1 },
            "points-section-cut-short.inkstone": try DocumentFileVersion3DamageTests.crafted { _, values in values.removeLast(80) },
            "points-overlapping.inkstone": try DocumentFileVersion3DamageTests.crafted { m, _ in m.pages[0].strokes[1].values?.offset = 3 },
            "points-out-of-range.inkstone": try DocumentFileVersion3DamageTests.crafted { m, _ in m.pages[0].strokes[0].values?.offset = .max },
            "points-count-out-of-range.inkstone": try DocumentFileVersion3DamageTests.crafted { m, _ in m.pages[0].strokes[1].values?.points = .max },
            "points-section-missing.inkstone": try DocumentFileVersion3DamageTests.crafted(pointsSection: false),
            "packed-points-cut-short.inkstone": try DocumentFileVersion4DamageTests.crafted { _, words in words.removeLast(40) },
            "packed-points-overlapping.inkstone": try DocumentFileVersion4DamageTests.crafted { m, _ in m.pages[0].strokes[1].values?.offset = 3 },
            "packed-points-out-of-range.inkstone": try DocumentFileVersion4DamageTests.crafted { m, _ in m.pages[0].strokes[0].values?.offset = .max },
            "packed-points-count-too-large.inkstone": try DocumentFileVersion4DamageTests.crafted { m, _ in m.pages[0].strokes[1].values?.points = 21 },
            "packed-points-ragged.inkstone": try DocumentFileVersion4DamageTests.crafted { _, words in words.append(7) },
            "packed-points-left-over.inkstone": try DocumentFileVersion4DamageTests.crafted { _, words in words.append(Data(count: 12)) },
            "packed-points-unknown-grid.inkstone": try DocumentFileVersion4DamageTests.crafted { m, _ in m.pages[0].strokes[0].values?.grid = 17 },
        ]
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment["INKSTONE_WRITE_CORPUS"] != nil))
    func writeCorpus() throws {
        for (kind, files) in [("journals", try Self.journals()), ("documents", try Self.documents())] {
            let dir = Self.folder.appendingPathComponent(kind)
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            for (name, data) in files { try data.write(to: dir.appendingPathComponent(name)) }
        }
    }
}
