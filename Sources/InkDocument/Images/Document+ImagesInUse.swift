import Foundation

extension Document {
    /// The keys of the images the pages show: page backgrounds (images and PDFs) and placed
    /// images. The others (an image pasted, then undone) stay in `images` while the document is
    /// open, for a redo, but a saved file leaves them out.
    public var imageKeysInUse: Set<String> {
        var keys = Set<String>()
        for page in pages {
            if let key = page.embeddedKey { keys.insert(key) }
            for image in page.images { keys.insert(image.key) }
        }
        return keys
    }

    /// `images` but those no page shows (what a saved file holds).
    public var imagesInUse: [String: Data] {
        let used = imageKeysInUse
        return images.filter { used.contains($0.key) }
    }
}
