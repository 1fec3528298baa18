/// A page whose image is not in the file: refused on opening, and never written on saving.
import Foundation
import Testing
@testable import InkDocument
import InkGeometry

@Suite struct DocumentFileMissingImageTests {
    @Test func aManifestReferringToAMissingImageIsInvalid() throws {
        var (manifest, images) = DocumentFileSamples.parts
        manifest.pages[2].image?.key = "gone.png"
        let file = try DocumentFileSamples.file(manifest: manifest, images: images)
        let error = DocumentFileSamples.error { _ = try DocumentFile.decode(file) }
        #expect(error == .invalidContent("page 3 refers to a missing image \"gone.png\""))
        #expect(error?.description == "The document is not valid: page 3 refers to a missing image \"gone.png\".")
    }

    @Test func aFileWithoutTheImagesSectionIsInvalid() throws {
        let (manifest, images) = DocumentFileSamples.parts
        let file = try DocumentFileSamples.file(manifest: manifest, images: Array(images.dropLast()))
        #expect(DocumentFileSamples.error { _ = try DocumentFile.decode(file) }
                == .invalidContent("the manifest lists 2 images but the file holds 1"))
    }

    @Test func aDocumentWithAMissingImageIsNotEncoded() {
        var doc = DocumentFileSamples.document
        doc.images["scan-1.png"] = nil
        #expect(DocumentFileSamples.error { _ = try DocumentFile.encode(doc) }
                == .invalidContent("page 3 refers to a missing image \"scan-1.png\""))
    }
}
