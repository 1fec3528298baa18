/// Zinnia with the Tegaki models reads characters drawn as strokes: 一, 十, 口 and the kana く
/// and し come out among the first candidates; a line of two characters is cut at its gap and
/// read as both; the language follows the locale or `INKSTONE_HANDWRITING`.
import Foundation
import InkGeometry
import InkHandwriting
import InkInterface
import Testing

@Suite struct ZinniaRecognizerTests {
    /// A stroke through the points, with ten points on each straight piece (as a pen reports them).
    static func stroke(_ corners: [(Double, Double)], dx: Double = 0) -> [Point] {
        var points: [Point] = []
        for (a, b) in zip(corners, corners.dropFirst()) {
            for i in 0..<10 {
                let t = Double(i) / 10
                points.append(Point(a.0 + (b.0 - a.0) * t + dx, a.1 + (b.1 - a.1) * t))
            }
        }
        if let last = corners.last { points.append(Point(last.0 + dx, last.1)) }
        return points
    }

    static let one = [stroke([(10, 50), (90, 52)])]
    static let ten = [stroke([(10, 48), (90, 50)]), stroke([(50, 10), (50, 92)])]
    static let mouth = [stroke([(20, 20), (20, 80)]), stroke([(20, 20), (80, 20), (80, 80)]), stroke([(22, 80), (78, 80)])]
    static let ku = [stroke([(70, 10), (30, 50), (70, 90)])]
    static let shi = [stroke([(35, 10), (35, 65), (42, 82), (60, 84), (85, 65)])]

    static var japanese: ZinniaRecognizer? {
        ZinniaRecognizer(model: HandwritingModels.folder + "/" + HandwritingModels.japanese.file, languageName: "Japanese")
    }

    static let modelsInstalled = FileManager.default.fileExists(atPath: HandwritingModels.folder + "/" + HandwritingModels.japanese.file)

    @Test(.enabled(if: modelsInstalled)) func knownCharactersAreAmongTheFirstCandidates() throws {
        let zinnia = try #require(Self.japanese)
        for (strokes, expected, within) in [(Self.one, "一", 3), (Self.ten, "十", 3), (Self.mouth, "口", 3), (Self.ku, "く", 5), (Self.shi, "し", 5)] {
            let found = zinnia.candidates(forCharacter: strokes, limit: 10)
            #expect(found.prefix(within).contains(expected), "\(expected): \(found)")
        }
    }

    @Test(.enabled(if: modelsInstalled)) func aLineIsCutIntoCharactersAtItsGaps() throws {
        let zinnia = try #require(Self.japanese)
        let line = Self.ten + Self.one.map { $0.map { Point($0.x + 120, $0.y) } }
        #expect(HandwritingReader.characters(line).count == 2)
        let readings = HandwritingReader.read(line, with: zinnia)
        #expect(readings.first == "十一", "\(readings)")
    }

    @Test(.enabled(if: modelsInstalled)) func theChineseModelReadsTooAndTheLocaleChoosesIt() throws {
        let chinese = try #require(HandwritingModels.recognizer(environment: ["LANG": "zh_CN.UTF-8"]))
        #expect(chinese.languageName == "Simplified Chinese")
        #expect(chinese.candidates(forCharacter: Self.ten, limit: 5).prefix(3).contains("十"))
        #expect(HandwritingModels.recognizer(environment: ["LANG": "ja_JP.UTF-8"])?.languageName == "Japanese")
        #expect(HandwritingModels.recognizer(environment: ["LANG": "zh_CN.UTF-8", "INKSTONE_HANDWRITING": "off"]) == nil)
        #expect(HandwritingModels.recognizer(environment: [:], folder: "/nonexistent") == nil)
    }
}
