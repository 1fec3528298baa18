import InkGeometry
import InkInput

/// A question the app asks with a few answers (recover unsaved work? save before closing?),
/// shown as a card over the canvas; a tap on an answer (pen or mouse) or Escape answers it.
public struct Prompt: Hashable, Sendable {
    /// What is being asked, so the owner knows what an answer means.
    public enum Topic: Hashable, Sendable { case recovery, closeUnsaved, overwrite, openUnsaved, dropNewerParts, closeDocumentUnsaved, password, quitDuringExport,
                                               replaceChanged, stopExport, savedNotebook }

    public var topic: Topic
    public var message: String
    public var detail: String
    public var choices: [String]
    /// The choice Escape gives (the harmless one).
    public var escapeChoice: Int
    /// A hidden text field under the detail (a password being typed, shown as one dot per
    /// character): typing fills it, Backspace takes the last character, Enter gives the first
    /// choice. Nil: the prompt has no field.
    public var secret: String?
    /// The answer Enter gives, ringed; Tab and Shift+Tab move it (the first at first).
    public var focus = 0
    /// Whether the focus ring shows (once Tab has moved it).
    public var focusShown = false

    public init(topic: Topic, message: String, detail: String = "", choices: [String], escapeChoice: Int, secret: String? = nil) {
        self.topic = topic; self.message = message; self.detail = detail; self.choices = choices; self.escapeChoice = escapeChoice
        self.secret = secret
    }

    /// The height the field adds to the card.
    static let fieldRoom = 40.0

    /// The card's size in a roomy canvas with a one-line detail.
    public static let size = Size(520, 150)
    /// The detail's font size and line height.
    public static let detailSize = 12.0, detailLine = 16.0

    /// How the card fits a canvas: its width and height, the detail's lines shown, and how the
    /// answers stand.
    struct Fit {
        var width: Double
        var height: Double
        /// The question's lines: two where one line of the card's width cannot hold it.
        var questionLines: Int
        /// Two lines in the least room (a 400x300 window at interface scale 2): the question
        /// nearer the card's top and the answers nearer its bottom.
        var tight = false
        /// The margin under the answers.
        var bottom: Double { tight ? 8 : 16 }
        /// The band at the card's top the question takes.
        var questionBand: Double { questionLines > 1 ? (tight ? 60 : 64) : 40 }
        var detailLines: Int
        var answers: Arrangement
    }

    /// How the answer buttons stand at the bottom of the card.
    enum Arrangement {
        /// Side by side at the right, each as wide as its label needs (96 at least).
        case row
        /// One above the other, each the card's width: the row is wider than the card.
        case stacked
        /// Side by side, sharing the card's width equally (their labels fitted to them): the
        /// row is wider than the card and the stack taller than the canvas.
        case shared
    }

    /// The card in a canvas: as wide as it can be up to 520, as tall as its detail needs (150 at
    /// least). In a canvas too small for it (a small window, a large interface scale) the answers
    /// stack, or share the width, and the detail shows only the lines there is room for (the
    /// painter fits the text to them; none in the smallest), so that the question and every
    /// answer stay on screen.
    func fit(in canvas: Rect, measure: any TextMeasure) -> Fit {
        // 12 from each side of the canvas, 4 in a narrow one (every unit to the labels there).
        let width = Swift.min(Self.size.width, Swift.max(0, canvas.width - (canvas.width < 300 ? 8 : 24)))
        // A question too long for one line (a narrow card, a long translation) takes two,
        // rather than be cut short (it is what the answers answer), where the card stays inside
        // the canvas with them; else one line, its end ellipsized.
        if measure.lines(message, width: width - 40, TextStyle(size: 15, bold: true)).count > 1 {
            for tight in [false, true] {
                let two = fit(in: canvas, width: width, questionLines: 2, tight: tight, measure: measure)
                if two.height <= canvas.height { return two }
            }
        }
        return fit(in: canvas, width: width, questionLines: 1, tight: false, measure: measure)
    }

    /// `fit(in:measure:)` with the card's width, the question's lines and the spacing chosen.
    private func fit(in canvas: Rect, width: Double, questionLines: Int, tight: Bool, measure: any TextMeasure) -> Fit {
        let shape = Fit(width: width, height: 0, questionLines: questionLines, tight: tight, detailLines: 0, answers: .row)
        let widths = buttonWidths(measure), n = Double(choices.count)
        let field = secret == nil ? 0 : Self.fieldRoom
        // The question (40, or 64 on two lines), the detail's padding (16), the gap above the
        // answers (6), the margin under them (16, 8 when tight) and the field; then the answers.
        let chrome = shape.questionBand + 22 + shape.bottom + field
        let room = canvas.height - 16
        let natural = detailLines(width: width, measure: measure)
        let stackHeight = n * 36 + Swift.max(0, n - 1) * 8
        // Stacked where that leaves the whole detail room (each answer the card's width); else
        // sharing the width where every label fits its share whole (a 400x300 window's three
        // answers), so the detail keeps its lines; else stacked while a line of it shows.
        let share = (width - 16 - Swift.max(0, n - 1) * 4) / Swift.max(1, n)
        let labelsFitShares = choices.allSatisfy { measure.width($0, TextStyle(size: 13, bold: true)) + 12 <= share }
        let answers: Arrangement = widths.reduce(0, +) + Swift.max(0, n - 1) * 10 + 32 <= width ? .row
            : chrome + stackHeight + Double(natural) * Self.detailLine <= room ? .stacked
            : labelsFitShares ? .shared
            : chrome + stackHeight + Double(Swift.min(1, natural)) * Self.detailLine <= room ? .stacked : .shared
        let fixed = chrome + (answers == .stacked ? stackHeight : 36)
        let lines = fixed + Double(natural) * Self.detailLine <= room ? natural : Swift.max(0, Int((room - fixed) / Self.detailLine))
        // No detail shown (the smallest canvases): no room kept for its padding either, unless
        // a field stands there (it lies under the detail's place).
        let content = fixed + Double(lines) * Self.detailLine - (lines == 0 && secret == nil ? 16 : 0)
        let height = Swift.max(content, Swift.min(Swift.max(Self.size.height + field, content), room))
        return Fit(width: width, height: height, questionLines: questionLines, tight: tight, detailLines: lines, answers: answers)
    }

    /// The card, centred on the canvas (its top at the canvas's top when it is taller).
    public func frame(in canvas: Rect, measure: any TextMeasure) -> Rect { frame(of: fit(in: canvas, measure: measure), in: canvas) }

    /// The card of a fit worked out already (each of the card's parts needs it: worked out once).
    private func frame(of f: Fit, in canvas: Rect) -> Rect {
        let y = Swift.max(canvas.minY, (canvas.center.y - f.height / 2).rounded())
        return Rect(x: (canvas.center.x - f.width / 2).rounded(), y: y, width: f.width, height: f.height)
    }

    /// The area the question is drawn in (with the renderer's padding inside it), and whether
    /// it takes two lines there.
    public func questionFrame(in canvas: Rect, measure: any TextMeasure) -> (frame: Rect, twoLines: Bool) {
        let fit = fit(in: canvas, measure: measure), f = frame(of: fit, in: canvas)
        return fit.questionLines > 1 ? (Rect(x: f.minX + 12, y: f.minY + fit.questionBand - 54, width: f.width - 24, height: 56), true)
            : (Rect(x: f.minX + 12, y: f.minY + 14, width: f.width - 24, height: 28), false)
    }

    /// The area the detail is drawn in (with the renderer's padding inside it).
    public func detailFrame(in canvas: Rect, measure: any TextMeasure) -> Rect {
        let fit = fit(in: canvas, measure: measure), f = frame(of: fit, in: canvas)
        return Rect(x: f.minX + 12, y: f.minY + fit.questionBand, width: f.width - 24,
                    height: Double(fit.detailLines) * Self.detailLine + 16)
    }

    /// Whether the detail is shown (not in a canvas with no room for a line of it).
    public func showsDetail(in canvas: Rect, measure: any TextMeasure) -> Bool {
        !detail.isEmpty && fit(in: canvas, measure: measure).detailLines > 0
    }

    /// The hidden text field, under the detail; nil when there is none.
    public func fieldFrame(in canvas: Rect, measure: any TextMeasure) -> Rect? {
        guard secret != nil else { return nil }
        let f = frame(in: canvas, measure: measure), d = detailFrame(in: canvas, measure: measure)
        return Rect(x: f.minX + 16, y: d.maxY - 2, width: f.width - 32, height: 32)
    }

    /// How many lines the detail takes in a card of this width.
    func detailLines(width: Double, measure: any TextMeasure) -> Int {
        measure.lines(detail, width: width - 40, TextStyle(size: Self.detailSize)).count
    }

    /// Each answer button's width when side by side.
    private func buttonWidths(_ measure: any TextMeasure) -> [Double] {
        choices.map { Swift.max(96, measure.width($0, TextStyle(size: 13, bold: true)) + 32) }
    }

    /// The answer buttons at the bottom of the card (`Arrangement`): right-aligned side by side,
    /// stacked (the first on top), or sharing the card's width.
    public func choiceFrames(in canvas: Rect, measure: any TextMeasure) -> [Rect] {
        let fit = fit(in: canvas, measure: measure), f = frame(of: fit, in: canvas)
        switch fit.answers {
        case .row: break
        case .stacked:
            let top = f.maxY - fit.bottom - Double(choices.count) * 36 - Double(Swift.max(0, choices.count - 1)) * 8
            return choices.indices.map { Rect(x: f.minX + 16, y: top + Double($0) * 44, width: Swift.max(0, f.width - 32), height: 36) }
        case .shared:
            // Narrower margins and gaps: every unit goes to the labels (`fit`'s share).
            let n = Double(choices.count), w = Swift.max(0, (f.width - 16 - Swift.max(0, n - 1) * 4) / Swift.max(1, n))
            return choices.indices.map { Rect(x: f.minX + 8 + Double($0) * (w + 4), y: f.maxY - fit.bottom - 36, width: w, height: 36) }
        }
        var x = f.maxX - 16
        var frames: [Rect] = []
        for w in buttonWidths(measure).reversed() {
            x -= w
            frames.insert(Rect(x: x, y: f.maxY - fit.bottom - 36, width: w, height: 36), at: 0)
            x -= 10
        }
        return frames
    }
}

extension Editor {
    /// Shows a prompt (replacing any other).
    public mutating func ask(_ prompt: Prompt) -> Outcome {
        var damage = closeMenu()
        damage.formUnion(closePopup())
        self.prompt = prompt
        damage.region.add(windowFrame)  // the canvas dims behind the card
        return outcome(damage)
    }

    /// Input while a prompt is up: only its answers act (hover only highlights, H5).
    mutating func promptHandles(_ e: InputEvent) -> Damage {
        guard let p = prompt, let outcome = runSurface(\.prompt, e) else { return .none }
        switch outcome {
        case .passThrough, .handled(redraw: false): return .none
        case .handled(redraw: true): return Damage(window: p.frame(in: canvasFrame, measure: textMeasure).insetBy(-8))
        case .act(let choice): return answer(choice)
        }
    }

    /// Keys while a prompt with a field is up: typing, Backspace, Enter (the first choice) and
    /// Escape; other keys do nothing.
    mutating func promptFieldHandles(_ key: KeyChord) -> Damage {
        guard var p = prompt, var secret = p.secret else { return .none }
        switch key.key {
        case .escape: return answer(p.escapeChoice)
        case .backspace: if !secret.isEmpty { secret.removeLast() }
        case .character(let text) where !key.modifiers.contains(.control):
            secret += key.text ?? (key.modifiers.contains(.shift) ? text.uppercased() : text)
        default: return .none
        }
        p.secret = secret
        prompt = p
        return Damage(window: p.frame(in: canvasFrame, measure: textMeasure).insetBy(-8))
    }

    mutating func answer(_ choice: Int) -> Damage {
        guard let p = prompt else { return .none }
        prompt = nil
        hoveredChoice = nil
        if let secret = p.secret, choice == 0 { outbox.answers.append(.secretGiven(secret)) }
        outbox.answers.append(.promptAnswered(p.topic, choice: choice))
        return Damage(window: windowFrame)
    }
}
