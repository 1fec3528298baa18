/// The hot text block (issue 20): the functions a drawing motion runs are laid out together by
/// the linker (Sources/CHotText/hot-text.order), and the event loop reads them into the caches
/// when input wakes it. Guards the layout, which a change to Package.swift's linker settings or
/// a lost `-function-sections` would undo without failing anything else.
import Foundation
import Testing

@Suite struct HotTextTests {
    /// Functions every drawing motion runs, named as in both debug and release builds: the
    /// event loop, the editor's drawing route, the stroke model, the fill and the show.
    static let drawingPath = [
        "$s11InkPlatform6X11AppC3runs5Int32VyF",
        "$s12InkInterface6EditorV12strokeMotionyAA6DamageVSg0A5Input0G5EventVF",
        "$s11InkGeometry11StrokeCurveV3addyAC6UpdateVSgAA0C5PointVF",
        "$s9InkRender12CoverageFillC5paint_2onSb0A8Document0A5ColorV_AA12ImageSurfaceCtF",
        "$s11InkPlatform6X11AppC4showyy0A9Interface7OutcomeVF",
    ]

    /// The binary's defined text symbols and their addresses.
    private func symbols(of binary: String) throws -> [String: UInt64] {
        let nm = try runProgram("/usr/bin/nm", ["--defined-only", binary])
        #expect(nm.status == 0, "\(nm.output.prefix(500))")
        var addresses: [String: UInt64] = [:]
        for line in nm.output.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count == 3, "tT".contains(fields[1]), let address = UInt64(fields[0], radix: 16) else { continue }
            addresses[String(fields[2])] = address
        }
        return addresses
    }

    @Test func theDrawingPathLiesInsideTheBlock() throws {
        let addresses = try symbols(of: inkstoneBinaryPath())
        let begin = try #require(addresses["inkstone_hot_text_begin"]), end = try #require(addresses["inkstone_hot_text_end"])
        #expect(begin < end && end - begin < UInt64(1 << 20), "the block: \(begin) ..< \(end)")
        for name in Self.drawingPath {
            let address = try #require(addresses[name], "\(name) is not in the binary (renamed? update hot-text.order)")
            #expect(address >= begin && address < end, "\(name) lies outside the hot text block")
        }
        // Most of the binary lies outside: the block is the drawing path, not everything.
        let inside = addresses.values.filter { $0 >= begin && $0 < end }.count
        #expect(inside * 5 < addresses.count, "\(inside) of \(addresses.count) functions in the block")
    }

    @Test func theOrderNamesTheDrawingPath() throws {
        let order = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/CHotText/hot-text.order")
        let names = Set(try String(contentsOf: order, encoding: .utf8).split(separator: "\n").map(String.init))
        for name in Self.drawingPath + ["inkstone_hot_text_begin", "inkstone_hot_text_touch", "inkstone_hot_text_end"] {
            #expect(names.contains(name), "\(name)")
        }
    }

    @MainActor @Test func theAppReadsTheBlock() throws {
        let s = try AppSession(arguments: ["--debug-input"])
        s.check(waitUntil { s.log.contains("hot text:") }, "no hot text line in the log: \(s.log.prefix(500))")
        let line = s.log.split(separator: "\n").first { $0.contains("hot text:") }.map(String.init) ?? ""
        let numbers = line.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
        // "hot text: K KB laid out together, L lines read a wake"
        #expect(numbers.count == 2, "\(line)")
        if numbers.count == 2 {
            #expect(numbers[0] > 16, "the block is laid out: \(line)")
            // Read line by line, at most its first 256 KB (a debug build's block is larger).
            let read = Swift.min(numbers[0], 256) * 1024 / 64
            #expect(numbers[1] >= read && numbers[1] <= read + 17, "and read, line by line: \(line)")
        }
    }
}
