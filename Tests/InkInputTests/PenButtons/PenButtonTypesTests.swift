/// PenButton, ButtonGesture and GestureEvent: which pointer buttons are barrel buttons, binding names, Codable.
import Foundation
import Testing
import InkInput

@Suite struct PenButtonTypesTests {
    @Test func theBarrelPointerButtonsAreThePenButtons() {
        #expect(PenButton(.lowerBarrel) == .lower)
        #expect(PenButton(.upperBarrel) == .upper)
        for other in [PointerButton.primary, .secondary, .middle] { #expect(PenButton(other) == nil) }
    }

    @Test func bindingNames() {
        #expect(PenButton.allCases.map(\.rawValue) == ["lower", "upper", "both"])
        #expect(ButtonGesture.allCases.map(\.rawValue) == ["click", "double-click", "long-press", "hold"])
        #expect(ButtonGesture(rawValue: "double-click") == .doubleClick)
    }

    @Test func codableRoundTrip() throws {
        let data = try JSONEncoder().encode([ButtonGesture.longPress, .doubleClick])
        #expect(String(decoding: data, as: UTF8.self) == #"["long-press","double-click"]"#)
        #expect(try JSONDecoder().decode([PenButton].self, from: Data(#"["both","lower"]"#.utf8)) == [.both, .lower])
    }

    @Test func defaultTiming() {
        let t = GestureTiming()
        #expect(t.doubleClickInterval == 300)
        #expect(t.longPressThreshold == 500)
        #expect(PenButtonRecognizer().timing == t)
        #expect(PenButtonRecognizer().doubleClickBound.isEmpty)
    }

    @Test func eventButton() {
        #expect(GestureEvent.pressed(.upper).button == .upper)
        #expect(GestureEvent.released(.both).button == .both)
        #expect(GestureEvent.gesture(.lower, .click).button == .lower)
    }
}
