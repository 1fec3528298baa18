import Foundation
import InkGeometry

/// The preferences file: one flat, human-readable JSON object, pretty-printed with sorted
/// keys and a final newline:
///
///     {
///       "double-click-ms" : "system",
///       "eraser.mode" : "stroke",
///       "handedness" : "left",
///       "pen.both.click" : "undo",
///       …
///       "pen.cycle" : [
///         "pen",
///         "eraser"
///       ],
///       …
///       "pen.prediction" : "off",
///       "pen.pressure-curve" : "medium",
///       "pen.priority" : "on",
///       "pen.shapes" : "on",
///       "pen.smoothing" : "low",
///       …
///       "colors.recent" : [
///         "#3a7bd5"
///       ],
///       "interface.scale" : "auto",
///       "touch.draws" : "off",
///       "version" : 1
///     }
///
/// Keys are `Preferences.allKeys` plus "version" (1 when left out). Values are the texts of
/// `Preferences.value(for:)`, except: double-click-ms is a number when set ("system"
/// otherwise), pen.cycle and colors.recent are arrays (of tool names, of "#rrggbb" colours,
/// newest first), handedness is left out while not chosen and colors.recent while empty.
/// Reading also takes a numeric string for double-click-ms and a comma-separated string for
/// pen.cycle and colors.recent; a missing key keeps its default; unknown keys are ignored when
/// read and kept as they are when the file is saved again (`PreferencesStore.save`).
extension Preferences {
    /// The file format version this build writes and the newest it reads.
    public static let fileVersion = 1

    /// The file's bytes.
    public func jsonData() -> Data { jsonData(keeping: [:]) }

    /// The file's bytes, with `unknown` entries (keys this build does not know, kept from the
    /// file being replaced, e.g. written by a newer version) carried over as they were.
    func jsonData(keeping unknown: [String: JSONValue]) -> Data {
        var object: [String: JSONValue] = unknown.filter { !Self.allKeys.contains($0.key) }
        object["version"] = .int(Self.fileVersion)
        if let handedness { object[Self.handednessKey] = .string(handedness.rawValue) }
        object[Self.doubleClickKey] = doubleClickMs.map { .int($0) } ?? .string("system")
        for key in BindingKey.all { object[key.name] = .string(action(key.button, key.gesture).rawValue) }
        object[Self.cycleKey] = .array(cycleTools.map { .string($0) })
        object[Self.eraserModeKey] = .string(eraserMode.rawValue)
        object[Self.pressureCurveKey] = .string(pressureCurve.text)
        object[Self.smoothingKey] = .string(smoothing.rawValue)
        object[Self.predictionKey] = .string(prediction.rawValue)
        object[Self.touchDrawsKey] = .string(touchDraws ? "on" : "off")
        object[Self.shapesKey] = .string(shapes ? "on" : "off")
        object[Self.priorityKey] = .string(drawingPriority ? "on" : "off")
        object[Self.interfaceScaleKey] = interfaceScale.map { .double($0) } ?? .string("auto")
        object[Self.pasteImagesKey] = .string(pasteImages.rawValue)
        if !recentColors.isEmpty { object[Self.recentColorsKey] = .array(recentColors.map { .string($0.hex) }) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let body = (try? encoder.encode(JSONValue.object(object))) ?? Data("{}".utf8)
        return body + Data("\n".utf8)
    }

    /// Reads a file's bytes; throws `PreferencesProblem` when they cannot be used.
    /// `ignoredKeys` are the unknown keys, sorted.
    public static func read(json data: Data) throws -> (preferences: Preferences, ignoredKeys: [String]) {
        let root: JSONValue
        do {
            root = try JSONDecoder().decode(JSONValue.self, from: data)
        } catch {
            throw PreferencesProblem.invalidJSON(parserDetail(data))
        }
        guard case .object(let object) = root else { throw PreferencesProblem.notAnObject }
        // A file written by hand may leave the version out: it is this build's first.
        let version = object["version"] ?? .int(1)
        guard case .int(let number) = version, number >= 1 else { throw PreferencesProblem.invalidVersion(version.text) }
        guard number <= fileVersion else { throw PreferencesProblem.newerVersion(number) }

        var preferences = Preferences()
        for key in allKeys {
            guard let value = object[key] else { continue }
            do {
                try preferences.set(key, to: try text(of: value, for: key))
            } catch let error as PreferenceError {
                throw PreferencesProblem.invalidValue(error)
            }
        }
        let ignored = object.keys.filter { $0 != "version" && !allKeys.contains($0) }.sorted()
        return (preferences, ignored)
    }

    /// The entries of a file's bytes whose keys this build does not know ("version" aside);
    /// empty when the bytes are not a JSON object.
    static func unknownEntries(json data: Data) -> [String: JSONValue] {
        guard case .object(let object)? = try? JSONDecoder().decode(JSONValue.self, from: data) else { return [:] }
        return object.filter { $0.key != "version" && !allKeys.contains($0.key) }
    }

    /// The value of `key` in the file as the text `set(_:to:)` takes.
    private static func text(of value: JSONValue, for key: String) throws -> String {
        switch (key, value) {
        case (_, .string(let s)): return s
        case (doubleClickKey, .int(let ms)): return String(ms)
        case (interfaceScaleKey, .int(let n)): return String(n)
        case (interfaceScaleKey, .double(let n)): return String(n)
        case (cycleKey, .array(let items)):
            let names = items.compactMap { item -> String? in
                if case .string(let s) = item { return s } else { return nil }
            }
            guard names.count == items.count else { throw PreferencesProblem.wrongType(key: key, expected: tr("a list of tool names")) }
            return names.joined(separator: ",")
        case (recentColorsKey, .array(let items)):
            let colors = items.compactMap { item -> String? in
                if case .string(let s) = item { return s } else { return nil }
            }
            guard colors.count == items.count else { throw PreferencesProblem.wrongType(key: key, expected: tr("a list of \"#rrggbb\" colours")) }
            return colors.isEmpty ? "none" : colors.joined(separator: ",")
        case (recentColorsKey, _): throw PreferencesProblem.wrongType(key: key, expected: tr("a list of \"#rrggbb\" colours"))
        case (doubleClickKey, _): throw PreferencesProblem.wrongType(key: key, expected: tr("\"system\" or a number of milliseconds"))
        case (cycleKey, _): throw PreferencesProblem.wrongType(key: key, expected: tr("a list of tool names"))
        default: throw PreferencesProblem.wrongType(key: key, expected: "a string")
        }
    }

    /// The parser's complaint on one line ("Invalid value around character 14."): JSONDecoder
    /// only says the data is not JSON, JSONSerialization says where.
    private static func parserDetail(_ data: Data) -> String {
        var detail = tr("the data is not JSON")
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            if let text = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String, !text.isEmpty { detail = text }
        }
        if detail.hasSuffix(".") { detail.removeLast() }
        return detail.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
