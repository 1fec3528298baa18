/// The Preferences panel from the keyboard: Tab stops once on each group of controls (the
/// binding rows, the selected row's actions, each setting's choices, the double-click time,
/// each button), and the arrows move within a group, changing its setting.
enum PanelKeyGroup: Hashable, Sendable {
    case rows, choices, curve, smoothing, eraser, prediction, shapes, hand, speed, systemSpeed, clearScratch, close

    /// Whether the group is one setting's choices (the arrows pick the neighbouring one).
    var isChoice: Bool {
        switch self {
        case .rows, .choices, .curve, .smoothing, .eraser, .prediction, .shapes, .hand: return true
        case .speed, .systemSpeed, .clearScratch, .close: return false
        }
    }
}

extension PanelControl {
    /// The group the keyboard's Tab stops on; nil for the pen's test areas (the try-it area,
    /// the curve's graph, the scratch area), which only the pen can use.
    var keyGroup: PanelKeyGroup? {
        switch self {
        case .row: return .rows
        case .choice: return .choices
        case .curve: return .curve
        case .smoothing: return .smoothing
        case .eraserMode: return .eraser
        case .prediction: return .prediction
        case .shapes: return .shapes
        case .hand: return .hand
        case .shorter, .longer: return .speed
        case .systemSpeed: return .systemSpeed
        case .clearScratch: return .clearScratch
        case .close: return .close
        case .tryIt, .curveGraph, .scratch: return nil
        }
    }
}

extension PanelLayout {
    /// The controls the keyboard reaches, by group in Tab order (the content from the top, then
    /// the header's, the close button last), each group's controls in the order they are laid out.
    public var keyGroups: [[PanelControl]] {
        var groups: [[PanelControl]] = [], names: [PanelKeyGroup] = []
        let header = controls.prefix(headerCount)
        for c in controls.dropFirst(headerCount) + header.filter({ $0.control != .close }) + header.filter({ $0.control == .close }) {
            guard let g = c.control.keyGroup else { continue }
            if let i = names.firstIndex(of: g) { groups[i].append(c.control) } else { names.append(g); groups.append([c.control]) }
        }
        return groups
    }

    /// Whether a control lies in the header (never scrolled).
    func isInHeader(_ c: PanelControl) -> Bool {
        controls.prefix(headerCount).contains { $0.control == c }
    }
}
