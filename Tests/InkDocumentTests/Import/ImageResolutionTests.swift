import Foundation
import Testing
@testable import InkDocument
import InkTestSupport

/// The resolution an image states: PNG pHYs, JPEG JFIF density, EXIF when JFIF has no unit;
/// nil when it states none, and never a trap on cut-off or garbage bytes.
@Suite struct ImageResolutionTests {
    typealias S = ImageSamples

    /// A PNG header, then a pHYs chunk (CRC zeros: the parser does not check it), then IDAT.
    static func png(phys x: Int, _ y: Int, unit: UInt8, length: Int = 9) -> Data {
        S.pngHeader(width: 1275, height: 1650, tail: S.be32(length) + Array("pHYs".utf8) + S.be32(x) + S.be32(y) + [unit]
                    + [0, 0, 0, 0] + S.be32(0) + Array("IDAT".utf8) + [0, 0, 0, 0])
    }

    /// An APP0 JFIF segment with `unit` and densities.
    static func jfif(unit: UInt8, _ x: Int, _ y: Int) -> [UInt8] {
        S.segment(0xe0, Array("JFIF\0".utf8) + [1, 2, unit] + S.be16(x) + S.be16(y) + [0, 0])
    }

    /// An APP1 EXIF segment whose IFD0 holds XResolution, YResolution (rationals) and,
    /// if given, ResolutionUnit; little-endian ("II") or big-endian ("MM").
    static func exif(x: (Int, Int), y: (Int, Int), unit: Int?, little: Bool) -> [UInt8] {
        func u16(_ v: Int) -> [UInt8] { little ? S.be16(v).reversed() : S.be16(v) }
        func u32(_ v: Int) -> [UInt8] { little ? S.be32(v).reversed() : S.be32(v) }
        let count = unit == nil ? 2 : 3
        let rationals = 8 + 2 + 12 * count + 4
        var tiff = Array((little ? "II" : "MM").utf8) + u16(42) + u32(8) + u16(count)
        tiff += u16(0x011a) + u16(5) + u32(1) + u32(rationals)
        tiff += u16(0x011b) + u16(5) + u32(1) + u32(rationals + 8)
        if let unit { tiff += u16(0x0128) + u16(3) + u32(1) + u16(unit) + [0, 0] }
        tiff += u32(0) + u32(x.0) + u32(x.1) + u32(y.0) + u32(y.1)
        return S.segment(0xe1, Array("Exif\0\0".utf8) + tiff)
    }

    static func jpeg(_ segments: [[UInt8]]) -> Data { S.jpeg(segments + [S.segment(0xc0, S.sof(width: 16, height: 8))]) }

    @Test func pngPixelsPerMetreAreWholeDPIWhereTheyWereWrittenFromOne() {
        #expect(ImageResolution.of(Self.png(phys: 5906, 5906, unit: 1)) == Resolution(150))
        #expect(ImageResolution.of(Self.png(phys: 11811, 11811, unit: 1)) == Resolution(300))
        #expect(ImageResolution.of(Self.png(phys: 3780, 3780, unit: 1)) == Resolution(96))
        #expect(ImageResolution.of(Self.png(phys: 2835, 2835, unit: 1)) == Resolution(72))
        #expect(ImageResolution.of(Self.png(phys: 1968, 1968, unit: 1)) == Resolution(50), "pdftoppm truncates 1968.5")
        // 4000 px/m is no whole dpi's rounding: kept as it is.
        #expect(ImageResolution.of(Self.png(phys: 4000, 4000, unit: 1)) == Resolution(4000 * 0.0254))
        // Not square: each direction on its own.
        #expect(ImageResolution.of(Self.png(phys: 5906, 11811, unit: 1)) == Resolution(x: 150, y: 300))
    }

    @Test func pngWithoutAUnitStatesOnlyTheAspect() {
        #expect(ImageResolution.of(Self.png(phys: 1, 1, unit: 0)) == nil)
        #expect(ImageResolution.of(Self.png(phys: 1, 2, unit: 0)) == Resolution(x: 96, y: 192))
        #expect(ImageResolution.of(Self.png(phys: 5906, 5906, unit: 7)) == nil, "an unknown unit")
        #expect(ImageResolution.of(S.pngHeader(width: 4, height: 4)) == nil, "no pHYs")
        #expect(ImageResolution.of(S.png3x2) == nil)
    }

    @Test func implausibleDensitiesAreNone() {
        #expect(ImageResolution.of(Self.png(phys: 0, 0, unit: 1)) == nil)
        #expect(ImageResolution.of(Self.png(phys: 39, 39, unit: 1)) == nil, "1 dpi")
        #expect(ImageResolution.of(Self.png(phys: 0xffff_ffff, 0xffff_ffff, unit: 1)) == nil)
        #expect(ImageResolution.of(Self.png(phys: 5906, 0, unit: 1)) == nil)
        #expect(ImageResolution.of(Self.png(phys: 5906, 5906, unit: 1, length: 8)) == nil, "a pHYs of the wrong length")
        #expect(ImageResolution.of(Self.jpeg([Self.jfif(unit: 1, 1, 1)])) == nil, "a writer's 1x1 dpi")
    }

    @Test func aPHYsAfterTheImageDataIsNotRead() {
        let late = S.pngHeader(width: 4, height: 4, tail: S.be32(0) + Array("IDAT".utf8) + [0, 0, 0, 0]
                               + S.be32(9) + Array("pHYs".utf8) + S.be32(5906) + S.be32(5906) + [1, 0, 0, 0, 0])
        #expect(ImageResolution.of(late) == nil)
    }

    @Test func jfifDensityInDPIOrDotsPerCentimetre() {
        #expect(ImageResolution.of(Self.jpeg([Self.jfif(unit: 1, 300, 300)])) == Resolution(300))
        #expect(ImageResolution.of(Self.jpeg([Self.jfif(unit: 2, 59, 59)])) == Resolution(150), "59 dots/cm is 150 dpi rounded")
        #expect(ImageResolution.of(Self.jpeg([Self.jfif(unit: 2, 100, 100)])) == Resolution(254))
        #expect(ImageResolution.of(Self.jpeg([Self.jfif(unit: 0, 1, 1)])) == nil, "aspect only, square")
        #expect(ImageResolution.of(S.jpeg16x8) == nil, "ImageMagick's JFIF 1:1 aspect")
        #expect(ImageResolution.of(Self.jpeg([Self.jfif(unit: 0, 2, 1)])) == Resolution(x: 96, y: 48))
    }

    @Test func exifWhenJFIFStatesNoUnit() {
        let exif300 = Self.exif(x: (300, 1), y: (300, 1), unit: 2, little: true)
        #expect(ImageResolution.of(Self.jpeg([exif300])) == Resolution(300))
        #expect(ImageResolution.of(Self.jpeg([Self.jfif(unit: 0, 1, 1), exif300])) == Resolution(300))
        #expect(ImageResolution.of(Self.jpeg([Self.jfif(unit: 1, 200, 200), exif300])) == Resolution(200), "JFIF's unit wins")
        #expect(ImageResolution.of(Self.jpeg([Self.exif(x: (600, 2), y: (600, 2), unit: nil, little: false)])) == Resolution(300),
                "big-endian, the unit inches by default")
        #expect(ImageResolution.of(Self.jpeg([Self.exif(x: (118, 1), y: (118, 1), unit: 3, little: false)])) == Resolution(300),
                "118 dots/cm is 300 dpi rounded")
        #expect(ImageResolution.of(Self.jpeg([Self.exif(x: (72, 1), y: (72, 0), unit: 2, little: true)])) == nil, "a zero denominator")
        #expect(ImageResolution.of(Self.jpeg([Self.exif(x: (72, 1), y: (72, 1), unit: 1, little: true)])) == nil, "no unit, square")
        #expect(ImageResolution.of(Self.jpeg([Self.exif(x: (72, 1), y: (72, 1), unit: 9, little: true)])) == nil)
    }

    /// Every prefix of every sample, and every sample with bytes overwritten by garbage: no
    /// trap, and a cut-off file never states more than the whole one.
    @Test func truncatedAndGarbledBytesNeverTrap() {
        let samples = [Self.png(phys: 5906, 5906, unit: 1), Self.jpeg([Self.jfif(unit: 1, 300, 300)]),
                       Self.jpeg([Self.exif(x: (300, 1), y: (300, 1), unit: 2, little: true)]),
                       Self.jpeg([Self.exif(x: (300, 1), y: (300, 1), unit: 3, little: false)]), S.jpeg16x8, S.png3x2]
        var generator = SeededRandom(seed: 13)
        for sample in samples {
            let whole = ImageResolution.of(sample)
            for n in 0..<sample.count {
                let cut = ImageResolution.of(sample.prefix(n))
                #expect(cut == nil || cut == whole)
                #expect(ImageResolution.of(sample.dropFirst(n)) == ImageResolution.of(Data(sample.dropFirst(n))))
            }
            for _ in 0..<400 {
                var garbled = [UInt8](sample)
                for _ in 0..<1 + generator.index(below: 4) {
                    garbled[generator.index(below: garbled.count)] = generator.byte()
                }
                if let r = ImageResolution.of(Data(garbled)) { #expect(r.isPlausible) }
            }
        }
        #expect(ImageResolution.of(Data()) == nil)
        #expect(ImageResolution.of(Data([0xff, 0xd8])) == nil)
        #expect(ImageResolution.of(Data([0xff, 0xd8] + [UInt8](repeating: 0xff, count: 5000))) == nil)
    }

    /// A JPEG whose EXIF offsets point anywhere (far past the end, backwards, at themselves).
    @Test func wildExifOffsetsGiveNone() {
        for offset in [0, 1, 7, 0x7fff_ffff, 0xffff_fff0, 0xffff_ffff] {
            var tiff = Array("MM".utf8) + S.be16(42) + S.be32(offset)
            tiff += S.be16(1) + S.be16(0x011a) + S.be16(5) + S.be32(1) + S.be32(offset)
            let data = Self.jpeg([S.segment(0xe1, Array("Exif\0\0".utf8) + tiff)])
            #expect(ImageResolution.of(data) == nil)
        }
    }

    @Test func aStampedPNGReadsBackItsDPI() {
        let stamped = PNGDensity.stamped(S.png3x2, with: Resolution(150))
        #expect(ImageResolution.of(stamped) == Resolution(150))
        #expect(PNGStructure.problem(stamped) == nil, "the chunk's CRC is right")
        #expect(ImageProbe.probe(stamped)?.width == 3)
        #expect(PNGDensity.stamped(stamped, with: Resolution(300)) == stamped, "a pHYs is never doubled")
        #expect(PNGDensity.stamped(Data("no png".utf8), with: Resolution(150)) == Data("no png".utf8))
        #expect(ImageResolution.of(PNGDensity.stamped(S.png3x2, with: Resolution(x: 72, y: 144))) == Resolution(x: 72, y: 144))
    }
}
