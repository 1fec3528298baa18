/// Content rules: an intact file whose manifest says something impossible (bad numbers,
/// duplicate ids, mismatched images, a malformed manifest) is refused as invalid content.
import Foundation
import Testing
@testable import InkDocument

@Suite struct DocumentFileContentRuleTests {
    private func refusal(_ change: (inout DocumentFile.Manifest, inout [Data]) -> Void) throws -> DocumentFileError? {
        var (manifest, images) = DocumentFileSamples.parts
        change(&manifest, &images)
        let file = try DocumentFileSamples.file(manifest: manifest, images: images)
        return DocumentFileSamples.error { _ = try DocumentFile.decode(file) }
    }

    @Test func outOfRangeNumbersAreInvalid() throws {
        #expect(try refusal { m, _ in m.pages[0].strokes[0].points?[2] = 1.5 }
                == .invalidContent("page 1, stroke 1 has a pressure outside 0...1"))
        #expect(try refusal { m, _ in m.pages[1].strokes[0].color.alpha = -0.1 }
                == .invalidContent("page 2, stroke 1 has a colour component outside 0...1"))
        #expect(try refusal { m, _ in m.pages[1].blankSize?.width = 0 }
                == .invalidContent("page 2's blank size is not a positive finite size"))
        #expect(try refusal { m, _ in m.pages[2].strokes[0].outline.width = -1 }
                == .invalidContent("page 3, stroke 1 has an outline width, thinning or minimum width that is not a sane number"))
        #expect(try refusal { m, _ in _ = m.pages[0].strokes[0].points?.removeLast() }
                == .invalidContent("page 1, stroke 1 has points that are not (x, y, pressure) triples"))
    }

    @Test func strokeIDsMustBeUniqueAndBelowTheCounter() throws {
        #expect(try refusal { m, _ in m.pages[1].strokes[0].id = 1 }
                == .invalidContent("page 2, stroke 1 has the same id (1) as another stroke"))
        #expect(try refusal { m, _ in m.nextStrokeID = 5 }
                == .invalidContent("page 2, stroke 1 has the id 5, not below the next stroke id 5"))
        #expect(try refusal { m, _ in m.nextStrokeID = 0 }
                == .invalidContent("its next stroke id (0) is out of range"))
        // Used up is not out of range: the next new stroke renumbers every stroke.
        #expect(try refusal { m, _ in m.nextStrokeID = .max } == nil)
    }

    @Test func imagesMustMatchTheirEntries() throws {
        #expect(try refusal { m, _ in m.images[0].byteCount += 1 }
                == .invalidContent("image \"photos/photo é.jpg\" should be 73 bytes but its section holds 72"))
        #expect(try refusal { m, _ in m.images[0].format = "png" }
                == .invalidContent("image \"photos/photo é.jpg\" is not the png image the manifest says it is"))
        #expect(try refusal { m, _ in m.images[0].key = "scan-1.png" }
                == .invalidContent("two images have the key \"scan-1.png\""))
        #expect(try refusal { m, _ in m.pages[0].background = "pattern" }
                == .invalidContent("page 1 has a background \"pattern\" that is not \"blank\", a complete \"image\" or a complete \"pdf\""))
        #expect(try refusal { m, _ in m.pages = [] } == .invalidContent("it has no pages"))
    }

    @Test func aManifestThatIsNotTheExpectedJSONIsInvalid() {
        for json in ["", "[]", "{\"images\":[],\"pages\":[]}", "{\"nextStrokeID\":-1,\"images\":[],\"pages\":[]}",
                     "{\"nextStrokeID\":1,\"images\":[],\"pages\":[{\"background\":\"blank\",\"strokes\":[{\"id\":1e999}]}]}"] {
            var writer = DocumentFile.SectionWriter(version: 1)
            writer.append(.manifest, Data(json.utf8))
            let file = writer.finish()
            guard case .invalidContent(let what)? = DocumentFileSamples.error({ _ = try DocumentFile.decode(file) }) else {
                Issue.record("\(json) was not refused as invalid")
                continue
            }
            #expect(what.hasPrefix("the manifest"))
        }
    }

    @Test func aDocumentThatBreaksARuleIsNotEncoded() {
        var doc = DocumentFileSamples.document
        doc.pages[0].strokes[0].points[0].position.x = .nan
        #expect(DocumentFileSamples.error { _ = try DocumentFile.encode(doc) }
                == .invalidContent("page 1, stroke 1 has a point whose position is not a finite number"))
        // An image a page shows whose bytes are no image (one no page shows is not written:
        // `DocumentFileUnusedImageTests`).
        doc = DocumentFileSamples.document
        doc.images["scan-1.png"] = Data("hello".utf8)
        #expect(DocumentFileSamples.error { _ = try DocumentFile.encode(doc) }
                == .invalidContent("image \"scan-1.png\" is neither PNG, JPEG nor PDF"))
    }
}
