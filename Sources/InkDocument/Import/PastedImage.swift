import Foundation
import InkGeometry

/// An image given as bytes (pasted from another app) made into a page, checked as an image
/// file given to `inkstone` is: a PNG or JPEG within `ImageLimits`, its structure sound (`ImageStructure`).
public enum PastedImage {
    /// What messages call it.
    static let name = tr("the pasted image")

    /// A page showing the image at its own size (at the resolution it states), and the key to
    /// store its bytes under in `images` (its hash, unless other bytes already hold it).
    public static func page(from data: Data, storedIn images: [String: Data]) throws -> (page: Page, key: String) {
        guard let probe = ImageProbe.probe(data) else { throw ImportError.notAnImage(path: name) }
        if let reason = ImageLimits.refusal(width: probe.width, height: probe.height) {
            throw ImportError.tooLarge(path: name, reason: reason)
        }
        if let damage = ImageStructure.damage(of: data, format: probe.format) {
            throw ImportError.damagedImage(path: name, reason: damage)
        }
        let base = ImageKey.of(data)
        var key = base, n = 1
        while let held = images[key], held != data {
            n += 1
            key = "\(base)-\(n)"
        }
        let size = Size(Double(probe.width), Double(probe.height))
        return (Page(background: .image(key: key, size: size), resolution: ImageResolution.of(data)), key)
    }
}
