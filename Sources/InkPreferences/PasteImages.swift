/// What a pasted image (PNG or JPEG from another app) becomes: the `paste.images` preference.
public enum PasteImages: String, Hashable, Sendable, CaseIterable {
    /// An image object on the page, moved and scaled with the lasso (the default).
    case object
    /// A new page showing the image, after the current one.
    case page
}
