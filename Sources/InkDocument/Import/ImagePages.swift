import Foundation
import InkGeometry

/// Image pages being collected for a new document: each file read, checked from its header
/// and stored once under its content key.
struct ImagePages {
    private(set) var pages: [Page] = []
    private(set) var images: [String: Data] = [:]
    /// The file each image was read from, by key.
    private(set) var origins: [String: String] = [:]

    /// Adds the image file at `path` as a new page at the image's own size, at `resolution`
    /// when given, else at the resolution the image states (if any).
    mutating func add(_ path: String, resolution: Resolution? = nil) throws {
        let data = try ImageFileReader.read(path)
        guard let probe = ImageProbe.probe(data) else { throw ImportError.notAnImage(path: path) }
        if let reason = ImageLimits.refusal(width: probe.width, height: probe.height) {
            throw ImportError.tooLarge(path: path, reason: reason)
        }
        if probe.format == .png, let damage = PNGStructure.problem(data) {
            throw ImportError.damagedImage(path: path, reason: "corrupt PNG (\(damage))")
        }
        let size = Size(Double(probe.width), Double(probe.height))
        let key = store(data)
        origins[key] = origins[key] ?? path
        pages.append(Page(background: .image(key: key, size: size), resolution: resolution ?? ImageResolution.of(data)))
    }

    /// The key the bytes are stored under: their hash, unless other bytes already hold it.
    private mutating func store(_ data: Data) -> String {
        let base = ImageKey.of(data)
        var key = base, n = 1
        while let held = images[key], held != data {
            n += 1
            key = "\(base)-\(n)"
        }
        images[key] = data
        return key
    }
}
