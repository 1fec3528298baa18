import Foundation

/// Image bytes for the import tests: headers built by hand, and tiny real files.
enum ImageSamples {
    /// A real 3x2 RGB PNG, all #336699 (made with ImageMagick).
    static let png3x2 = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAIAAAASFvFNAAAAFUlEQVQI12M0TpvJwMDAwMDAxAADABVaATa39w9MAAAAAElFTkSuQmCC")!

    /// A real 16x8 baseline JPEG: left half red, right half blue (made with ImageMagick).
    static let jpeg16x8 = Data(base64Encoded: "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAIBAQEBAQIBAQECAgICAgQDAgICAgUEBAMEBgUGBgYFBgYGBwkIBgcJBwYGCAsICQoKCgoKBggLDAsKDAkKCgr/2wBDAQICAgICAgUDAwUKBwYHCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgr/wAARCAAIABADAREAAhEBAxEB/8QAFAABAAAAAAAAAAAAAAAAAAAACP/EABQQAQAAAAAAAAAAAAAAAAAAAAD/xAAWAQEBAQAAAAAAAAAAAAAAAAAKCAn/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwAXpTb+CGVQNe//2Q==")!

    /// The same picture as a progressive JPEG.
    static let progressive16x8 = Data(base64Encoded: "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAIBAQEBAQIBAQECAgICAgQDAgICAgUEBAMEBgUGBgYFBgYGBwkIBgcJBwYGCAsICQoKCgoKBggLDAsKDAkKCgr/2wBDAQICAgICAgUDAwUKBwYHCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgr/wgARCAAIABADAREAAhEBAxEB/8QAFAABAAAAAAAAAAAAAAAAAAAAB//EABYBAQEBAAAAAAAAAAAAAAAAAAkHCP/aAAwDAQACEAMQAAABF5Tv4hVQ1//EABQQAQAAAAAAAAAAAAAAAAAAABD/2gAIAQEAAQUCP//EABQRAQAAAAAAAAAAAAAAAAAAABD/2gAIAQMBAT8BP//EABQRAQAAAAAAAAAAAAAAAAAAABD/2gAIAQIBAT8BP//EABQQAQAAAAAAAAAAAAAAAAAAABD/2gAIAQEABj8CP//EABQQAQAAAAAAAAAAAAAAAAAAABD/2gAIAQEAAT8hP//aAAwDAQACAAMAAAAQA//EABQRAQAAAAAAAAAAAAAAAAAAABD/2gAIAQMBAT8QP//EABQRAQAAAAAAAAAAAAAAAAAAABD/2gAIAQIBAT8QP//EABQQAQAAAAAAAAAAAAAAAAAAABD/2gAIAQEAAT8QP//Z")!

    static func be16(_ v: Int) -> [UInt8] { [UInt8((v >> 8) & 0xff), UInt8(v & 0xff)] }
    static func be32(_ v: Int) -> [UInt8] { be16(v >> 16) + be16(v) }

    /// A PNG signature and IHDR chunk (CRC not checked by the probe: zeros), then `tail`.
    static func pngHeader(width: Int, height: Int, depth: UInt8 = 8, colorType: UInt8 = 6, tail: [UInt8] = []) -> Data {
        Data([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] + be32(13) + Array("IHDR".utf8)
             + be32(width) + be32(height) + [depth, colorType, 0, 0, 0] + [0, 0, 0, 0] + tail)
    }

    /// A JPEG segment: marker, length, payload.
    static func segment(_ marker: UInt8, _ payload: [UInt8]) -> [UInt8] {
        [0xff, marker] + be16(payload.count + 2) + payload
    }

    /// A frame header payload: precision 8, height, width, three components.
    static func sof(width: Int, height: Int) -> [UInt8] {
        [8] + be16(height) + be16(width) + [3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]
    }

    /// SOI, the given segments, then a scan start and EOI.
    static func jpeg(_ segments: [[UInt8]]) -> Data {
        Data([0xff, 0xd8] + segments.flatMap { $0 } + segment(0xda, [1, 1, 0, 0, 0x3f, 0]) + [0x12, 0x34, 0xff, 0xd9])
    }
}
