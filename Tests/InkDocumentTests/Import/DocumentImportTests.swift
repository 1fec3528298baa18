import Foundation
import Testing
import InkDocument
import InkGeometry
import InkTestSupport

/// Images, folders and their errors becoming a document of image pages.
@Suite struct DocumentImportTests {
    @Test func aFolderInNaturalOrderOfNames() throws {
        let s = try TemporaryFolder("import")
        try s.write(ImageSamples.png3x2, to: "doc-10.png")
        try s.write(ImageSamples.jpeg16x8, to: "doc-2.jpg")
        try s.write(ImageSamples.png3x2, to: "doc-1.PNG")
        try s.write(Data("notes".utf8), to: "readme.txt")
        try s.write(ImageSamples.png3x2, to: ".hidden.png")
        try s.write(ImageSamples.png3x2, to: "sub/doc-0.png")
        let document = try DocumentImport.document(from: [s.path])
        #expect(document.pages.map(\.size) == [Size(3, 2), Size(16, 8), Size(3, 2)])
        #expect(document.pages.allSatisfy { $0.strokes.isEmpty && $0.imageKey != nil })
        // The two PNG pages hold the same bytes: stored once, under their content key.
        #expect(document.images.count == 2)
        #expect(document.pages[0].imageKey == ImageKey.of(ImageSamples.png3x2))
        #expect(document.images[ImageKey.of(ImageSamples.jpeg16x8)] == ImageSamples.jpeg16x8)
    }

    @Test func listedFilesInTheGivenOrder() throws {
        let s = try TemporaryFolder("import")
        let b = try s.write(ImageSamples.jpeg16x8, to: "b-1.jpeg")
        let a = try s.write(ImageSamples.png3x2, to: "a-2")  // no extension: the bytes decide
        let document = try DocumentImport.document(from: [b, a, b])
        #expect(document.pages.map(\.size) == [Size(16, 8), Size(3, 2), Size(16, 8)])
        #expect(document.images.count == 2)
    }

    @Test func foldersAndFilesTogether() throws {
        let s = try TemporaryFolder("import")
        try s.write(ImageSamples.png3x2, to: "pages/p-1.png")
        let extra = try s.write(ImageSamples.jpeg16x8, to: "extra.jpg")
        let document = try DocumentImport.document(from: [s.path + "/pages/", extra])
        #expect(document.pages.count == 2)
    }

    @Test func errorsNameTheFile() throws {
        let s = try TemporaryFolder("import")
        let missing = s.path + "/nope.png"
        #expect(throws: ImportError.unreadable(path: missing, reason: "No such file or directory")) {
            try DocumentImport.document(from: [missing])
        }
        let text = try s.write(Data("hello".utf8), to: "fake.png")
        #expect(throws: ImportError.notAnImage(path: text)) { try DocumentImport.document(from: [text]) }
        #expect(ImportError.notAnImage(path: text).description.contains(text))

        let huge = try s.write(ImageSamples.pngHeader(width: 20_000, height: 20_000), to: "huge.png")
        do {
            _ = try DocumentImport.document(from: [huge])
            Issue.record("a 400-megapixel image was taken")
        } catch let error as ImportError {
            guard case .tooLarge(let path, _) = error else { Issue.record("\(error)"); return }
            #expect(path == huge)
            #expect(error.description.contains("20000x20000"))
        }
        #expect(throws: ImportError.noInputs) { try DocumentImport.document(from: []) }
    }

    @Test func aFolderWithoutImages() throws {
        let s = try TemporaryFolder("import")
        #expect(throws: ImportError.emptyFolder(path: s.path)) { try DocumentImport.document(from: [s.path]) }
        try s.write(Data("x".utf8), to: "notes.txt")
        try FileManager.default.createDirectory(at: s.url.appendingPathComponent("folder.png"), withIntermediateDirectories: true)
        #expect(throws: ImportError.emptyFolder(path: s.path)) { try DocumentImport.document(from: [s.path]) }
        #expect(ImportError.emptyFolder(path: s.path).description.contains(s.path))
    }

    @Test func aBrokenImageInAFolderIsNamed() throws {
        let s = try TemporaryFolder("import")
        try s.write(ImageSamples.png3x2, to: "p-1.png")
        let bad = try s.write(Data([0xff, 0xd8, 0xff]), to: "p-2.jpg")
        #expect(throws: ImportError.notAnImage(path: bad)) { try DocumentImport.document(from: [s.path]) }
    }

    @Test func inkstoneDocumentsAloneOnly() throws {
        let s = try TemporaryFolder("import")
        let png = try s.write(ImageSamples.png3x2, to: "a.png")
        do {
            _ = try DocumentImport.document(from: [png, s.path + "/notes.inkstone"])
            Issue.record("an .inkstone document with other inputs was taken")
        } catch let error as ImportError {
            #expect(error.description.contains("notes.inkstone"))
            #expect(error.description.contains("only input"))
        }
    }

    @Test func aSavedDocumentIsOpened() throws {
        let s = try TemporaryFolder("import")
        var document = try DocumentImport.document(from: [try s.write(ImageSamples.jpeg16x8, to: "p.jpg")])
        document.pages[0].strokes = [Fixtures.line(document.makeStrokeID().raw, y: 4, x0: 1, x1: 12)]
        let file = s.url.appendingPathComponent("notes.inkstone")
        try DocumentFile.save(document, to: file)
        #expect(try DocumentImport.document(from: [file.path]) == document)
    }

    @Test func aBrokenSavedDocumentIsNamed() throws {
        let s = try TemporaryFolder("import")
        let fake = try s.write(ImageSamples.png3x2, to: "fake.inkstone")
        do {
            _ = try DocumentImport.document(from: [fake])
            Issue.record("a PNG named .inkstone was opened")
        } catch let error as ImportError {
            #expect(error.description.hasPrefix("cannot read \(fake): this file is not an Inkstone document"))
            #expect(!error.description.hasSuffix("."))
        }
        let missing = s.path + "/gone.inkstone"
        #expect(throws: ImportError.unreadable(path: missing, reason: "No such file or directory")) {
            try DocumentImport.document(from: [missing])
        }
    }
}
