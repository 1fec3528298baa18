import Foundation
import Testing
import InkDocument
import InkRender
import InkTestSupport

/// Decoding page images: exact pixels, the right sizes, and errors (never a crash) for
/// corrupt data.
@Suite struct PageImageDecoderTests {
    @Test func pngPixelsAreTheFilesPixels() throws {
        let image = try PageImageDecoder.decode(ExportSamples.png(width: 40, height: 30))
        #expect(image.width == 40 && image.height == 30 && !image.hasAlpha)
        #expect(image.pixel(x: 0, y: 0) == 0xff00_0000)
        #expect(image.pixel(x: 10, y: 20) == 0xff46_641e) // 70, 100, 30
        #expect(image.pixel(x: 39, y: 29) == 0xff11_9144)
    }

    @Test func pngWithAlphaKeepsIt() throws {
        let image = try PageImageDecoder.decode(ExportSamples.png(width: 8, height: 8, alpha: true))
        #expect(image.hasAlpha)
        #expect(image.pixel(x: 1, y: 1) >> 24 == 0x80)
        #expect(image.pixel(x: 1, y: 6) >> 24 == 0xff)
    }

    /// A photo stored sideways (EXIF orientation, as phones write) is decoded upright: the
    /// 16x8 picture (red left, blue right) turned a quarter clockwise is 8x16, red on top.
    @Test func aJPEGIsTurnedAsItsEXIFOrientationSays() throws {
        func isRed(_ p: UInt32) -> Bool { (p >> 16) & 0xff > 220 && p & 0xff < 40 }
        for (orientation, size, redAt) in [(1, (16, 8), (2, 4)), (3, (16, 8), (13, 4)), (6, (8, 16), (4, 2)), (8, (8, 16), (4, 13))] {
            for little in [false, true] {
                let image = try PageImageDecoder.decode(ExifSamples.jpeg(ExportSamples.jpeg16x8, orientation: orientation, little: little))
                #expect(image.width == size.0 && image.height == size.1, "orientation \(orientation)")
                #expect(isRed(image.pixel(x: redAt.0, y: redAt.1)), "orientation \(orientation): red at \(redAt)")
                #expect(!isRed(image.pixel(x: size.0 - 1 - redAt.0, y: size.1 - 1 - redAt.1)), "orientation \(orientation): blue opposite")
            }
        }
    }

    @Test func jpegSizeAndColours() throws {
        for data in [ExportSamples.jpeg16x8, ExportSamples.progressive16x8] {
            let image = try PageImageDecoder.decode(data)
            #expect(image.width == 16 && image.height == 8 && !image.hasAlpha)
            let red = image.pixel(x: 2, y: 4), blue = image.pixel(x: 13, y: 4)
            #expect((red >> 16) & 0xff > 220 && (red >> 8) & 0xff < 40 && red & 0xff < 40, "red: \(String(red, radix: 16))")
            #expect((blue >> 16) & 0xff < 40 && blue & 0xff > 220, "blue: \(String(blue, radix: 16))")
        }
        let grey = try PageImageDecoder.decode(ExportSamples.grey4x3)
        #expect(grey.width == 4 && grey.height == 3)
        let g = grey.pixel(x: 1, y: 1)
        #expect((g >> 16) & 0xff == g & 0xff && (g >> 8) & 0xff == g & 0xff && abs(Int(g & 0xff) - 0x80) <= 3)
    }

    @Test func corruptJPEGsThrow() {
        let jpeg = ExportSamples.jpeg16x8
        // Cut inside the scan (the header is intact, so the probe passes).
        #expect(throws: ImageDecodeError.self) { try PageImageDecoder.decode(jpeg.prefix(jpeg.count - 12)) }
        // Headers only.
        #expect(throws: ImageDecodeError.self) { try PageImageDecoder.decode(jpeg.prefix(200)) }
        // A broken Huffman table.
        var broken = [UInt8](jpeg)
        if let dht = (0..<broken.count - 1).first(where: { broken[$0] == 0xff && broken[$0 + 1] == 0xc4 }) {
            for i in dht + 5..<dht + 21 { broken[i] = 0xff }
        }
        #expect(throws: ImageDecodeError.self) { try PageImageDecoder.decode(Data(broken)) }
        #expect(throws: ImageDecodeError.self) { try PageImageDecoder.decode(Data("not an image".utf8)) }
    }

    @Test func mutatedJPEGsNeverCrash() {
        var random = SeededRandom(seed: 42)
        for sample in [ExportSamples.jpeg16x8, ExportSamples.progressive16x8] {
            for _ in 0..<300 {
                var bytes = [UInt8](sample)
                for _ in 0..<3 { bytes[random.index(below: bytes.count)] = random.byte() }
                if let image = try? PageImageDecoder.decode(Data(bytes)) { #expect(image.width > 0) }
            }
        }
    }

    @Test func corruptPNGsThrow() {
        let png = ExportSamples.png(width: 40, height: 30)
        #expect(throws: ImageDecodeError.self) { try PageImageDecoder.decode(png.prefix(png.count - 20)) }
        #expect(throws: ImageDecodeError.self) { try PageImageDecoder.decode(png.prefix(40)) }
        var garbled = [UInt8](png)
        for i in 45..<min(70, garbled.count) { garbled[i] ^= 0x5a }
        #expect(throws: ImageDecodeError.self) { try PageImageDecoder.decode(Data(garbled)) }
    }

    @Test func oversizedHeadersAreRefusedBeforeDecoding() {
        var png = [UInt8](ExportSamples.png(width: 4, height: 4))
        png[16...19] = [0, 0, 0x60, 0] // width 24576
        do {
            _ = try PageImageDecoder.decode(Data(png))
            Issue.record("decoded")
        } catch {
            #expect("\(error)".contains("24576x4"))
        }
    }
}
