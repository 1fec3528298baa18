import InkGeometry

/// Reads one handwritten character: its strokes (each a list of points, in page units, in the
/// order they were written) in, candidates out, best first. An implementation lives outside the
/// engine (Zinnia with the Tegaki models, `InkHandwriting`); others can be added beside it.
public protocol HandwritingRecognizer: Sendable {
    /// The language it reads, for people ("Japanese").
    var languageName: String { get }
    /// Up to `limit` readings of the strokes as one character, best first.
    func candidates(forCharacter strokes: [[Point]], limit: Int) -> [String]
}

/// Reads a line of handwriting with a recogniser of single characters: the strokes are cut
/// into characters where a horizontal gap separates them (strokes whose extents across
/// overlap, or nearly touch, belong to one character; the gap that splits is a fifth of the
/// writing's height), and each character is read on its own.
public enum HandwritingReader {
    /// The characters' strokes, left to right.
    public static func characters(_ strokes: [[Point]]) -> [[[Point]]] {
        let written = strokes.filter { !$0.isEmpty }
        guard !written.isEmpty else { return [] }
        let spans = written.map { s in (min: s.map(\.x).min() ?? 0, max: s.map(\.x).max() ?? 0) }
        let top = written.flatMap { $0.map(\.y) }.min() ?? 0, bottom = written.flatMap { $0.map(\.y) }.max() ?? 0
        let gap = Swift.max(bottom - top, 1) / 5
        var groups: [(min: Double, max: Double, strokes: [Int])] = []
        for i in spans.indices.sorted(by: { spans[$0].min < spans[$1].min }) {
            if var last = groups.last, spans[i].min <= last.max + gap {
                last.max = Swift.max(last.max, spans[i].max)
                last.strokes.append(i)
                groups[groups.count - 1] = last
            } else {
                groups.append((spans[i].min, spans[i].max, [i]))
            }
        }
        // Within a character, the strokes in the order they were written.
        return groups.map { $0.strokes.sorted().map { written[$0] } }
    }

    /// Readings of the whole writing, best first: the best reading of every character, then
    /// readings that differ in one character (its second, third… candidate), at most `limit`.
    public static func read(_ strokes: [[Point]], with recognizer: any HandwritingRecognizer, limit: Int = 6) -> [String] {
        let perCharacter = characters(strokes).map { recognizer.candidates(forCharacter: $0, limit: limit) }
        guard !perCharacter.isEmpty, perCharacter.allSatisfy({ !$0.isEmpty }) else { return [] }
        let best = perCharacter.map { $0[0] }
        var readings = [best.joined()]
        var rank = 1
        while readings.count < limit {
            var grew = false
            for (c, options) in perCharacter.enumerated() where options.count > rank && readings.count < limit {
                var reading = best
                reading[c] = options[rank]
                let text = reading.joined()
                if !readings.contains(text) { readings.append(text) }
                grew = true
            }
            if !grew { break }
            rank += 1
        }
        return readings
    }
}
