import InkGeometry
import InkInput

/// A question the app asks with a few answers (recover unsaved work? save before closing?),
/// shown as a card over the canvas; a tap on an answer (pen or mouse) or Escape answers it.
public struct Prompt: Hashable, Sendable {
    /// What is being asked, so the owner knows what an answer means.
    public enum Topic: Hashable, Sendable { case recovery, closeUnsaved, overwrite, discardForOpen, closeDocumentUnsaved, password }

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

    /// The card, centred on the canvas: narrower in a narrow canvas, taller for each line the
    /// detail needs there.
    public func frame(in canvas: Rect, measure: any TextMeasure) -> Rect {
        let width = Swift.min(Self.size.width, Swift.max(0, canvas.width - 24))
        let height = Swift.max(Self.size.height, 114 + Double(detailLines(width: width, measure: measure)) * Self.detailLine) + (secret == nil ? 0 : Self.fieldRoom)
        return Rect(x: (canvas.center.x - width / 2).rounded(), y: (canvas.center.y - height / 2).rounded(), width: width, height: height)
    }

    /// The area the detail is drawn in (with the renderer's padding inside it).
    public func detailFrame(in canvas: Rect, measure: any TextMeasure) -> Rect {
        let f = frame(in: canvas, measure: measure)
        return Rect(x: f.minX + 12, y: f.minY + 40, width: f.width - 24, height: Double(detailLines(width: f.width, measure: measure)) * Self.detailLine + 16)
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

    /// The answer buttons, right-aligned at the bottom of the card.
    public func choiceFrames(in canvas: Rect, measure: any TextMeasure) -> [Rect] {
        let f = frame(in: canvas, measure: measure)
        var x = f.maxX - 16
        var frames: [Rect] = []
        for choice in choices.reversed() {
            let w = Swift.max(96, measure.width(choice, TextStyle(size: 13, bold: true)) + 32)
            x -= w
            frames.insert(Rect(x: x, y: f.maxY - 16 - 36, width: w, height: 36), at: 0)
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
