import Foundation

extension Document {
    /// Makes the pages of `other` (a document read from dropped files) ready to be inserted
    /// here: its images and PDFs join this document's (bytes held already are shared; a key
    /// this document gives to other bytes is renamed), with the passwords that opened its PDFs.
    /// Returns its pages, keyed as in this document, and the renamed keys (old to new).
    public mutating func takeImages(of other: Document) -> (pages: [Page], renamed: [String: String]) {
        var renamed: [String: String] = [:]
        for (key, data) in other.images.sorted(by: { $0.key < $1.key }) {
            var newKey = key, n = 1
            while let held = images[newKey], held != data {
                n += 1
                newKey = "\(key)-\(n)"
            }
            images[newKey] = data
            if newKey != key { renamed[key] = newKey }
            if let password = other.pdfPasswords[key] { pdfPasswords[newKey] = password }
        }
        let pages = other.pages.map { page in
            var page = page
            switch page.background {
            case .image(let key, let size): page.background = .image(key: renamed[key] ?? key, size: size)
            case .pdf(let key, let index, let size): page.background = .pdf(key: renamed[key] ?? key, index: index, size: size)
            case .blank: break
            }
            return page
        }
        return (pages, renamed)
    }
}
