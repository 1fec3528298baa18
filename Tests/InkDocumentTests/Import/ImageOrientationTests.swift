/// A JPEG's EXIF orientation (a phone's portrait photo is stored sideways with orientation 6):
/// read in either byte order, applied to the size the probe gives and to the resolution's
/// directions, and set back to 1 for an image a document shows as stored.
import Foundation
import Testing
@testable import InkDocument
import InkTestSupport

@Suite struct ImageOrientationTests {
    static let photo = ImageSamples.jpeg16x8

    @Test func theTagIsReadInEitherByteOrder() {
        for little in [false, true] {
            for value in 1...8 {
                #expect(ImageOrientation.of(ExifSamples.jpeg(Self.photo, orientation: value, little: little)).rawValue == value)
            }
            #expect(ImageOrientation.of(ExifSamples.jpeg(Self.photo, orientation: 9, little: little)) == .normal, "outside 1-8")
            #expect(ImageOrientation.of(ExifSamples.jpeg(Self.photo, orientation: 0, little: little)) == .normal)
            #expect(ImageOrientation.of(ExifSamples.jpeg(Self.photo, orientation: 6, little: little).prefix(28)) == .normal, "cut short inside the tag")
        }
        #expect(ImageOrientation.of(Self.photo) == .normal, "no EXIF")
        #expect(ImageOrientation.of(ImageSamples.png3x2) == .normal)
    }

    @Test func theProbeGivesTheSizeAsSeen() throws {
        for (value, size) in [(1, (16, 8)), (3, (16, 8)), (5, (8, 16)), (6, (8, 16)), (8, (8, 16))] {
            let probe = try #require(ImageProbe.probe(ExifSamples.jpeg(Self.photo, orientation: value)))
            #expect(probe.width == size.0 && probe.height == size.1 && probe.orientation.rawValue == value, "orientation \(value)")
        }
    }

    @Test func theResolutionTurnsWithTheSides() {
        let upright = ExifSamples.jpeg(ImageSamples.jpeg([ImageSamples.segment(0xc0, ImageSamples.sof(width: 16, height: 8))]),
                                       orientation: 1, resolution: (300, 150))
        #expect(ImageResolution.of(upright) == Resolution(x: 300, y: 150))
        let sideways = ExifSamples.jpeg(ImageSamples.jpeg([ImageSamples.segment(0xc0, ImageSamples.sof(width: 16, height: 8))]),
                                        orientation: 6, resolution: (300, 150))
        #expect(ImageResolution.of(sideways) == Resolution(x: 150, y: 300))
    }

    @Test func shownAsStoredSetsOnlyTheTag() throws {
        for little in [false, true] {
            let turned = ExifSamples.jpeg(Self.photo, orientation: 6, little: little)
            let stored = ImageOrientation.shownAsStored(turned)
            #expect(ImageOrientation.of(stored) == .normal)
            #expect(stored.count == turned.count && zip(stored, turned).filter { $0 != $1 }.count == 1, "one byte of the value changed")
            #expect(ImageProbe.probe(stored)?.width == 16)
        }
        #expect(ImageOrientation.shownAsStored(Self.photo) == Self.photo)
    }

    /// Where the stored corners are shown (EXIF 2.3, table of Orientation: "the 0th row is the
    /// visual right-hand side, the 0th column the visual top" for 6, and so on): the stored
    /// pixel at the shown top-left and top-right corners of a 3x2 image.
    @Test func eachOrientationShowsTheStoredCornersWhereEXIFSays() {
        let w = 3, h = 2
        let expected: [ImageOrientation: ((Int, Int), (Int, Int))] = [
            .normal: ((0, 0), (w - 1, 0)), .mirrored: ((w - 1, 0), (0, 0)),
            .rotated180: ((w - 1, h - 1), (0, h - 1)), .mirroredVertically: ((0, h - 1), (w - 1, h - 1)),
            .transposed: ((0, 0), (0, h - 1)), .rotated90: ((0, h - 1), (0, 0)),
            .transversed: ((w - 1, h - 1), (w - 1, 0)), .rotated270: ((w - 1, 0), (w - 1, h - 1)),
        ]
        for (orientation, corners) in expected {
            let shownWidth = orientation.swapsSides ? h : w
            let topLeft = orientation.storedPixel(x: 0, y: 0, width: w, height: h)
            let topRight = orientation.storedPixel(x: shownWidth - 1, y: 0, width: w, height: h)
            #expect(topLeft == corners.0 && topRight == corners.1, "\(orientation)")
        }
    }
}
