import Foundation
import InkDocument
import InkGeometry

extension Preferences {
    /// The value of `key` as text, as `inkstone prefs get` prints it: handedness reads
    /// "right" when not chosen, double-click-ms "system" when following the desktop,
    /// pen.cycle a comma-separated list ("pen,eraser"), pen.pressure-curve a preset's name or
    /// "x1,y1,x2,y2", colors.recent "#rrggbb,…" newest first or "none".
    public func value(for key: String) throws -> String {
        switch key {
        case Self.handednessKey: return effectiveHandedness.rawValue
        case Self.doubleClickKey: return doubleClickMs.map(String.init) ?? "system"
        case Self.cycleKey: return cycleTools.joined(separator: ",")
        case Self.eraserModeKey: return eraserMode.rawValue
        case Self.pressureCurveKey: return pressureCurve.text
        case Self.smoothingKey: return smoothing.rawValue
        case Self.predictionKey: return prediction.rawValue
        case Self.touchDrawsKey: return touchDraws ? "on" : "off"
        case Self.shapesKey: return shapes ? "on" : "off"
        case Self.priorityKey: return drawingPriority ? "on" : "off"
        case Self.interfaceScaleKey: return interfaceScale.map(Self.scaleText) ?? "auto"
        case Self.pasteImagesKey: return pasteImages.rawValue
        case Self.recentColorsKey: return recentColors.isEmpty ? "none" : recentColors.map(\.hex).joined(separator: ",")
        default:
            guard let binding = BindingKey(name: key) else { throw PreferenceError.unknownKey(key) }
            return action(binding.button, binding.gesture).rawValue
        }
    }

    /// Sets `key` from text; throws `PreferenceError` (and changes nothing) for an unknown
    /// key or a value the key does not allow.
    public mutating func set(_ key: String, to value: String) throws {
        let invalid = PreferenceError.invalidValue(key: key, value: value)
        switch key {
        case Self.handednessKey:
            guard let hand = Handedness(rawValue: value) else { throw invalid }
            handedness = hand
        case Self.doubleClickKey:
            if value == "system" {
                doubleClickMs = nil
            } else {
                guard let ms = Int(value), Self.doubleClickRange.contains(ms) else { throw invalid }
                doubleClickMs = ms
            }
        case Self.cycleKey:
            guard let tools = Self.cycleTools(from: value) else { throw invalid }
            cycleTools = tools
        case Self.eraserModeKey:
            guard let mode = EraserMode(rawValue: value) else { throw invalid }
            eraserMode = mode
        case Self.pressureCurveKey:
            guard let curve = PressureCurve(text: value) else { throw invalid }
            pressureCurve = curve
        case Self.smoothingKey:
            guard let level = Smoothing(rawValue: value) else { throw invalid }
            smoothing = level
        case Self.predictionKey:
            guard let level = Prediction(rawValue: value) else { throw invalid }
            prediction = level
        case Self.touchDrawsKey:
            guard value == "on" || value == "off" else { throw invalid }
            touchDraws = value == "on"
        case Self.shapesKey:
            guard value == "on" || value == "off" else { throw invalid }
            shapes = value == "on"
        case Self.priorityKey:
            guard value == "on" || value == "off" else { throw invalid }
            drawingPriority = value == "on"
        case Self.interfaceScaleKey:
            if value == "auto" {
                interfaceScale = nil
            } else {
                guard let scale = Double(value), scale.isFinite, Self.interfaceScaleRange.contains(scale) else { throw invalid }
                interfaceScale = scale
            }
        case Self.pasteImagesKey:
            guard let choice = PasteImages(rawValue: value) else { throw invalid }
            pasteImages = choice
        case Self.recentColorsKey:
            guard let colors = Self.recentColors(from: value) else { throw invalid }
            recentColors = colors
        default:
            guard let binding = BindingKey(name: key) else { throw PreferenceError.unknownKey(key) }
            guard let action = PenAction(rawValue: value), action.isAllowed(for: binding.gesture) else { throw invalid }
            bindings[binding] = action
        }
    }

    /// Puts `key` back to its default (handedness back to not chosen).
    public mutating func reset(_ key: String) throws {
        let defaults = Preferences()
        switch key {
        case Self.handednessKey: handedness = defaults.handedness
        case Self.doubleClickKey: doubleClickMs = defaults.doubleClickMs
        case Self.cycleKey: cycleTools = defaults.cycleTools
        case Self.eraserModeKey: eraserMode = defaults.eraserMode
        case Self.pressureCurveKey: pressureCurve = defaults.pressureCurve
        case Self.smoothingKey: smoothing = defaults.smoothing
        case Self.predictionKey: prediction = defaults.prediction
        case Self.recentColorsKey: recentColors = defaults.recentColors
        case Self.touchDrawsKey: touchDraws = defaults.touchDraws
        case Self.shapesKey: shapes = defaults.shapes
        case Self.priorityKey: drawingPriority = defaults.drawingPriority
        case Self.interfaceScaleKey: interfaceScale = defaults.interfaceScale
        case Self.pasteImagesKey: pasteImages = defaults.pasteImages
        default:
            guard let binding = BindingKey(name: key) else { throw PreferenceError.unknownKey(key) }
            bindings[binding] = defaults.bindings[binding]
        }
    }

    /// The tool list in "pen,eraser": known names, each at most once, at least one; spaces
    /// around the names are ignored. Nil when the text is not such a list.
    static func cycleTools(from text: String) -> [String]? {
        let names = text.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        guard !names.isEmpty, names.allSatisfy(cycleToolNames.contains), Set(names).count == names.count else { return nil }
        return names
    }

    /// A scale as `prefs get` prints it: "2", "1.5".
    static func scaleText(_ scale: Double) -> String {
        scale == scale.rounded() ? String(Int(scale)) : String(scale)
    }

    /// At most this many recent colours are kept.
    public static let recentColorLimit = 8

    /// The list in "#1f5fd6,#d7263d" ("none" or nothing: empty): "#rrggbb" colours, each at
    /// most once, at most `recentColorLimit`; spaces around them are ignored. Nil when the text
    /// is not such a list.
    static func recentColors(from text: String) -> [InkColor]? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty || trimmed == "none" { return [] }
        let colors = trimmed.split(separator: ",", omittingEmptySubsequences: false)
            .map { InkColor(hex: $0.trimmingCharacters(in: .whitespaces)) }
        guard colors.count <= recentColorLimit, colors.allSatisfy({ $0 != nil }) else { return nil }
        let list = colors.compactMap { $0 }
        guard Set(list).count == list.count else { return nil }
        return list
    }

    /// Puts a colour chosen in the picker first in `recentColors` (opaque, rounded to 8 bits;
    /// moved there if it was already in the list), dropping the oldest beyond the limit.
    public mutating func rememberRecent(_ color: InkColor) {
        var c = color.quantised
        c.alpha = 1
        recentColors.removeAll { $0 == c }
        recentColors.insert(c, at: 0)
        if recentColors.count > Self.recentColorLimit { recentColors.removeLast(recentColors.count - Self.recentColorLimit) }
    }
}
