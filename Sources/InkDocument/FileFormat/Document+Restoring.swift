import Foundation

extension Document {
    /// A document as it was saved, with its stroke counter as it was (which may be past the
    /// highest stroke id, e.g. after strokes were erased).
    ///
    /// `Document` offers no initialiser that takes the counter, so it is set through the
    /// type's own `Decodable` conformance; should that ever fail, the counter falls back to
    /// the one `init(pages:images:)` computes (one past the highest id).
    static func restoredFromFile(pages: [Page], images: [String: Data], nextStrokeID: UInt64) -> Document {
        let counter = Data("{\"pages\":[],\"images\":{},\"nextStrokeID\":\(nextStrokeID)}".utf8)
        guard var document = try? JSONDecoder().decode(Document.self, from: counter) else {
            return Document(pages: pages, images: images)
        }
        document.pages = pages
        document.images = images
        return document
    }
}
