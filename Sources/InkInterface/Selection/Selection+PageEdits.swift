import InkDocument

extension Selection {
    /// The selection after `edits` (just applied, in order) moved pages about: each part goes
    /// with its page (`Edit.index(ofPage:)`); a part whose page went is dropped. Placed images'
    /// and text boxes' ids are unique within a page only, so a part left on a page number that
    /// now names another page would act on that page's objects.
    func followingPages(_ edits: some Collection<Edit>) -> Selection {
        func follow<V>(_ parts: [Int: V]) -> [Int: V] {
            var out: [Int: V] = [:]
            for (page, value) in parts {
                var index: Int? = page
                for edit in edits { index = index.flatMap { edit.index(ofPage: $0) } }
                if let index { out[index] = value }
            }
            return out
        }
        return Selection(parts: follow(parts), imageParts: follow(imageParts), textParts: follow(textParts))
    }
}
