import InkInput
/// One bindable pen gesture: a barrel button (or both together) and how it is pressed.
public struct BindingKey: Hashable, Sendable {
    public var button: PenButton
    public var gesture: ButtonGesture

    public init(_ button: PenButton, _ gesture: ButtonGesture) {
        self.button = button
        self.gesture = gesture
    }

    /// The preference key, e.g. "pen.lower.double-click".
    public var name: String { "pen.\(button.rawValue).\(gesture.rawValue)" }

    /// Every binding key in preference order: lower, upper, both; each as click,
    /// double-click, long press, hold.
    public static let all: [BindingKey] = {
        let buttons: [PenButton] = [.lower, .upper, .both]
        let gestures: [ButtonGesture] = [.click, .doubleClick, .longPress, .hold]
        return buttons.flatMap { b in gestures.map { BindingKey(b, $0) } }
    }()

    /// The key named `name` ("pen.<button>.<gesture>"), if there is one.
    public init?(name: String) {
        guard let key = Self.all.first(where: { $0.name == name }) else { return nil }
        self = key
    }
}
