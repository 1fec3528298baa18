/// Whether `a` sorts before `b` the way people number files: runs of ASCII digits compare as
/// numbers, so `page-2.png` comes before `page-10.png` (pdftoppm, ImageMagick and scanners
/// name pages so). Everything else compares by Unicode scalar. Names equal as numbers
/// (`p-01`, `p-1`) fall back to plain comparison, so the order is total.
public func naturalOrder(_ a: String, _ b: String) -> Bool {
    let x = Array(a.unicodeScalars), y = Array(b.unicodeScalars)
    func isDigit(_ s: Unicode.Scalar) -> Bool { s.value >= 48 && s.value <= 57 }
    var i = 0, j = 0
    while i < x.count, j < y.count {
        guard isDigit(x[i]), isDigit(y[j]) else {
            if x[i] != y[j] { return x[i].value < y[j].value }
            i += 1; j += 1
            continue
        }
        // Two digit runs: skip leading zeros, then the longer number is larger, then digit by digit.
        var si = i, sj = j
        while i < x.count, isDigit(x[i]) { i += 1 }
        while j < y.count, isDigit(y[j]) { j += 1 }
        while si < i - 1, x[si] == "0" { si += 1 }
        while sj < j - 1, y[sj] == "0" { sj += 1 }
        if i - si != j - sj { return i - si < j - sj }
        for (p, q) in zip(x[si..<i], y[sj..<j]) where p != q { return p.value < q.value }
    }
    if i < x.count || j < y.count { return i == x.count }
    return a.unicodeScalars.lexicographicallyPrecedes(b.unicodeScalars) { $0.value < $1.value }
}
