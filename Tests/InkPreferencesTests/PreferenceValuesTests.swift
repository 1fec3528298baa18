/// value(for:), set(_:to:) and reset(_:) for every kind of key: handedness, double-click-ms,
/// the bindings and pen.cycle; refused values change nothing.
import Testing
import InkInput
import InkPreferences

@Suite struct PreferenceValuesTests {
    @Test func allKeysInOrder() {
        #expect(Preferences.allKeys == [
            "handedness", "double-click-ms",
            "pen.lower.click", "pen.lower.double-click", "pen.lower.long-press", "pen.lower.hold",
            "pen.upper.click", "pen.upper.double-click", "pen.upper.long-press", "pen.upper.hold",
            "pen.both.click", "pen.both.double-click", "pen.both.long-press", "pen.both.hold",
            "pen.cycle", "pen.pressure-curve", "pen.smoothing", "pen.prediction", "eraser.mode",
            "colors.recent",
            "touch.draws", "pen.shapes", "pen.priority", "interface.scale", "paste.images",
        ])
        #expect(BindingKey(.lower, .doubleClick).name == "pen.lower.double-click")
        #expect(BindingKey(name: "pen.both.long-press") == BindingKey(.both, .longPress))
        #expect(BindingKey(name: "pen.middle.click") == nil)
    }

    @Test func everyKeyReadsAndTakesItsOwnValueBack() throws {
        var p = Preferences()
        for key in Preferences.allKeys {
            try p.set(key, to: try p.value(for: key))
        }
        #expect(p == Preferences(handedness: .right))
    }

    @Test func handedness() throws {
        var p = Preferences()
        try p.set("handedness", to: "left")
        #expect(p.handedness == .left)
        #expect(try p.value(for: "handedness") == "left")
        try p.reset("handedness")
        #expect(p.handedness == nil)
        #expect(throws: PreferenceError.invalidValue(key: "handedness", value: "Left")) { try p.set("handedness", to: "Left") }
    }

    @Test func shapesOnByDefaultAndValidated() throws {
        var p = Preferences()
        let shown = try p.value(for: "pen.shapes")
        #expect(p.shapes && shown == "on", "a held stroke becomes its shape by default")
        try p.set("pen.shapes", to: "off")
        let off = try p.value(for: "pen.shapes")
        #expect(!p.shapes && off == "off")
        #expect(throws: PreferenceError.invalidValue(key: "pen.shapes", value: "true")) { try p.set("pen.shapes", to: "true") }
        #expect(!p.shapes)
        try p.reset("pen.shapes")
        #expect(p.shapes)
        #expect(Preferences.allowedValues(for: "pen.shapes") == ["off", "on"])
        #expect(throws: PreferenceError.invalidValue(key: "pen.lower.double-click", value: "ruler")) {
            try p.set("pen.lower.double-click", to: "ruler")
        }
    }

    @Test func touchDraws() throws {
        var p = Preferences()
        let shown = try p.value(for: "touch.draws")
        #expect(!p.touchDraws && shown == "off", "fingers navigate by default (G5)")
        try p.set("touch.draws", to: "on")
        #expect(p.touchDraws)
        #expect(throws: PreferenceError.invalidValue(key: "touch.draws", value: "yes")) { try p.set("touch.draws", to: "yes") }
        try p.reset("touch.draws")
        #expect(!p.touchDraws)
        #expect(Preferences.allowedValues(for: "touch.draws") == ["off", "on"])
    }

    @Test func interfaceScale() throws {
        var p = Preferences()
        let shown = try p.value(for: "interface.scale")
        #expect(p.interfaceScale == nil && shown == "auto", "the desktop's dpi by default")
        try p.set("interface.scale", to: "2")
        let two = try p.value(for: "interface.scale")
        #expect(p.interfaceScale == 2 && two == "2")
        try p.set("interface.scale", to: "1.5")
        #expect(try p.value(for: "interface.scale") == "1.5")
        for bad in ["0.4", "4.5", "two", "", "nan", "inf"] {
            #expect(throws: PreferenceError.invalidValue(key: "interface.scale", value: bad)) { try p.set("interface.scale", to: bad) }
        }
        #expect(p.interfaceScale == 1.5, "a refused value changes nothing")
        try p.reset("interface.scale")
        #expect(p.interfaceScale == nil)
        #expect(Preferences.allowedValues(for: "interface.scale") == ["auto", "0.5...4.0"])
        // In the file: a number, or "auto".
        p.interfaceScale = 2
        #expect(try Preferences.read(json: p.jsonData()).preferences.interfaceScale == 2)
    }

    @Test func eraserMode() throws {
        var p = Preferences()
        #expect(p.eraserMode == .stroke)
        #expect(try p.value(for: "eraser.mode") == "stroke")
        try p.set("eraser.mode", to: "area")
        #expect(p.eraserMode == .area)
        #expect(try p.value(for: "eraser.mode") == "area")
        for bad in ["Area", "areas", "", "whole"] {
            #expect(throws: PreferenceError.invalidValue(key: "eraser.mode", value: bad)) { try p.set("eraser.mode", to: bad) }
        }
        #expect(p.eraserMode == .area)
        #expect(Preferences.allowedValues(for: "eraser.mode") == ["stroke", "area"])
        // The file holds it, and reads it back.
        #expect(try Preferences.read(json: p.jsonData()).preferences == p)
        try p.reset("eraser.mode")
        #expect(p.eraserMode == .stroke)
    }

    @Test func doubleClickMs() throws {
        var p = Preferences()
        try p.set("double-click-ms", to: "400")
        #expect(p.doubleClickMs == 400)
        #expect(try p.value(for: "double-click-ms") == "400")
        try p.set("double-click-ms", to: "100")
        try p.set("double-click-ms", to: "2000")
        #expect(p.doubleClickMs == 2000)
        for bad in ["99", "2001", "fast", "", "4e2"] {
            #expect(throws: PreferenceError.invalidValue(key: "double-click-ms", value: bad)) { try p.set("double-click-ms", to: bad) }
        }
        #expect(p.doubleClickMs == 2000)
        try p.set("double-click-ms", to: "system")
        #expect(p.doubleClickMs == nil)
        try p.set("double-click-ms", to: "300")
        try p.reset("double-click-ms")
        #expect(p.doubleClickMs == nil)
    }

    @Test func bindings() throws {
        var p = Preferences()
        try p.set("pen.upper.double-click", to: "previous-tool")
        #expect(p.action(.upper, .doubleClick) == .previousTool)
        #expect(try p.value(for: "pen.upper.double-click") == "previous-tool")
        try p.set("pen.lower.click", to: "clear-page")
        #expect(p.action(.lower, .click) == .clearPage)
        try p.set("pen.both.hold", to: "temporary-pan")
        #expect(p.action(.both, .hold) == .temporaryPan)
        try p.reset("pen.upper.double-click")
        #expect(p.action(.upper, .doubleClick) == .none)
        try p.reset("pen.lower.hold")
        #expect(p.action(.lower, .hold) == .temporaryEraser)
    }

    @Test func refusedBindingsChangeNothing() {
        var p = Preferences()
        let refused = [("pen.lower.double-click", "clear-page"), ("pen.upper.long-press", "clear-page"),
                       ("pen.lower.click", "temporary-eraser"), ("pen.lower.hold", "undo"), ("pen.upper.click", "paste")]
        for (key, value) in refused {
            #expect(throws: PreferenceError.invalidValue(key: key, value: value)) { try p.set(key, to: value) }
        }
        #expect(p == Preferences())
    }

    @Test func cycle() throws {
        var p = Preferences()
        try p.set("pen.cycle", to: "eraser, pen")
        #expect(p.cycleTools == ["eraser", "pen"])
        #expect(try p.value(for: "pen.cycle") == "eraser,pen")
        try p.set("pen.cycle", to: "eraser")
        #expect(p.cycleTools == ["eraser"])
        for bad in ["", "pen,pen", "pen,brush", "pen,,eraser"] {
            #expect(throws: PreferenceError.invalidValue(key: "pen.cycle", value: bad)) { try p.set("pen.cycle", to: bad) }
        }
        try p.reset("pen.cycle")
        #expect(p.cycleTools == ["pen", "eraser"])
    }

    @Test func unknownKeys() {
        var p = Preferences()
        #expect(throws: PreferenceError.unknownKey("pen.lower.tap")) { try p.value(for: "pen.lower.tap") }
        #expect(throws: PreferenceError.unknownKey("colour")) { try p.set("colour", to: "red") }
        #expect(throws: PreferenceError.unknownKey("")) { try p.reset("") }
    }

    @Test func allowedValues() {
        #expect(Preferences.allowedValues(for: "handedness") == ["right", "left"])
        #expect(Preferences.allowedValues(for: "double-click-ms") == ["system", "100...2000"])
        #expect(Preferences.allowedValues(for: "pen.cycle") == ["pen", "eraser"])
        #expect(Preferences.allowedValues(for: "pen.upper.hold") == ["none", "temporary-eraser", "temporary-pan", "temporary-lasso", "ruler"])
        #expect(Preferences.allowedValues(for: "pen.both.click").contains("clear-page"))
        #expect(!Preferences.allowedValues(for: "pen.both.long-press").contains("clear-page"))
        #expect(Preferences.allowedValues(for: "nope") == [])
    }
}
