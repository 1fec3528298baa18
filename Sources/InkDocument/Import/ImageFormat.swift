/// The image formats a page background may be stored in.
public enum ImageFormat: String, Hashable, Sendable, Codable {
    case png
    case jpeg
}
