import InkGeometry
import InkInput
import InkPreferences

extension PanelLayout {
    /// The panel's content laid out from its top-left corner (0, 0) for a card width.
    struct Body {
        var controls: [Control] = []
        var labels: [Label] = []
        var height = 0.0
        let wide: Bool

        init(width: Double, wide: Bool, selected: BindingKey, measure: any TextMeasure) {
            self.wide = wide
            let pad = PanelLayout.padding, inner = width - 2 * pad
            var y = 8.0
            for line in measure.lines(PanelLayout.hint, width: inner - 8, TextStyle(size: 11.5)) {
                labels.append(Label(text: line, at: Point(pad + 4, y + 12), style: .hint, width: inner - 8))
                y += 16
            }
            y += 8
            let rowsTop = y
            let rowWidth = wide ? 330 : inner
            for button in PenButton.allCases {
                labels.append(Label(text: PanelLayout.buttonName(button),
                                    at: Point(pad + 4, y + 16), style: .heading, width: rowWidth - 8))
                y += 24
                for gesture in ButtonGesture.allCases {
                    let key = BindingKey(button, gesture)
                    controls.append(Control(control: .row(key), frame: Rect(x: pad, y: y, width: rowWidth, height: 28)))
                    y += 30
                    if !wide && key == selected {
                        // Narrow: the actions open under the selected row.
                        y += 2
                        for action in PenAction.allowed(for: gesture) {
                            controls.append(Control(control: .choice(action), frame: Rect(x: pad + 16, y: y, width: inner - 16, height: 30)))
                            y += 32
                        }
                        y += 6
                    }
                }
            }
            if wide {
                let x = pad + rowWidth + 16
                labels.append(Label(text: tr("Action for %@ · %@", PanelLayout.buttonName(selected.button).lowercased(), PanelLayout.title(selected.gesture)),
                                    at: Point(x + 4, rowsTop + 16), style: .heading, width: width - pad - x - 8))
                // Spaced as the binding rows (under the heading, 28 px tall, 30 apart): the
                // click's ten actions and the curve under them keep the card wide where it was.
                var choiceY = rowsTop + 24
                for action in PenAction.allowed(for: selected.gesture) {
                    controls.append(Control(control: .choice(action), frame: Rect(x: x, y: choiceY, width: width - pad - x, height: 28)))
                    choiceY += 30
                }
                // The pressure curve under the actions, at the foot of the rows when there is room.
                let curveTop = Swift.max(choiceY + 8, y - curveHeight)
                addCurve(at: Point(x, curveTop), width: width - pad - x)
                y = Swift.max(y, choiceY, curveTop + curveHeight)
            }
            y += wide ? 4 : 12
            if !wide {
                // Narrow: the pressure curve under the rows (the wide card has it beside them).
                addCurve(at: Point(pad, y), width: inner)
                y += curveHeight + 12
            }
            y = addPresets(at: y, width: width, measure: measure)
            addSettings(at: y, width: width)
        }

        /// The writing hand, the double-click time and the try-it area (last: a scrolled-down
        /// narrow card shows them).
        private mutating func addSettings(at top: Double, width: Double) {
            let pad = PanelLayout.padding
            var y = top
            labels.append(Label(text: tr("Writing hand"), at: Point(pad + 4, y + 20), style: .heading, width: 126))
            controls.append(Control(control: .hand(.right), frame: Rect(x: pad + 134, y: y, width: 80, height: 30)))
            controls.append(Control(control: .hand(.left), frame: Rect(x: pad + 220, y: y, width: 80, height: 30)))
            if wide {
                labels.append(Label(text: tr("Double-click time"), at: Point(pad + 4, y + 60), style: .heading, width: 146))
                addSpeed(at: Point(pad + 154, y + 40))
                controls.append(Control(control: .tryIt, frame: Rect(x: width - pad - 224, y: y - 2, width: 224, height: 78)))
                height = y + 76
                return
            }
            y += 44
            labels.append(Label(text: tr("Double-click time"), at: Point(pad + 4, y + 16), style: .heading, width: width - 2 * pad - 8))
            y += 26
            addSpeed(at: Point(pad, y))
            y += 44
            controls.append(Control(control: .tryIt, frame: Rect(x: pad, y: y, width: width - 2 * pad, height: 72)))
            height = y + 72 + 12
        }

        /// The height of the pressure curve, with the scratch area under it in the narrow card
        /// (the wide one has it in its header: beside the actions there is no room for it).
        var curveHeight: Double { wide ? 100 : 104 + Self.scratchHeight }
        static let scratchHeight = 64.0

        /// "Pressure curve": the four presets in two rows and the graph (its live test) to their
        /// right, under them the scratch area and its Clear button, in `width` from `origin`.
        private mutating func addCurve(at origin: Point, width: Double) {
            let graph = Swift.min(94, Swift.max(60, width - 180))
            labels.append(Label(text: tr("Pressure curve"), at: Point(origin.x + 4, origin.y + 16), style: .heading,
                                width: Swift.max(40, width - graph - 12)))
            let buttonWidth = ((width - graph - 12 - 6) / 2).rounded(.down)
            for (i, preset) in PressureCurve.Preset.allCases.enumerated() {
                let frame = Rect(x: origin.x + Double(i % 2) * (buttonWidth + 6), y: origin.y + 28 + Double(i / 2) * 34,
                                 width: buttonWidth, height: 30)
                controls.append(Control(control: .curve(preset), frame: frame))
            }
            controls.append(Control(control: .curveGraph, frame: Rect(x: origin.x + width - graph, y: origin.y + 2, width: graph, height: graph)))
            guard !wide else { return }
            let clear = 64.0, scratchY = origin.y + 104
            controls.append(Control(control: .scratch, frame: Rect(x: origin.x, y: scratchY, width: width - clear - 6, height: Self.scratchHeight)))
            controls.append(Control(control: .clearScratch, frame: Rect(x: origin.x + width - clear, y: scratchY + (Self.scratchHeight - 30) / 2,
                                                                       width: clear, height: 30)))
        }

        /// "Smoothing" and "Eraser" with their preset buttons: side by side in one row in the wide
        /// card (its buttons aligned with the writing hand's), then "Prediction" under
        /// "Smoothing" and "Shapes" under "Eraser" (both rows as tall as the binding rows, so the
        /// wide card keeps fitting where it did); each under its heading in the narrow one.
        /// Returns the top of what follows.
        private mutating func addPresets(at top: Double, width: Double, measure: any TextMeasure) -> Double {
            let pad = PanelLayout.padding, inner = width - 2 * pad
            let smoothing = Smoothing.allCases.map { PanelControl.smoothing($0) }
            let eraser = EraserMode.allCases.map { PanelControl.eraserMode($0) }
            let prediction = Prediction.allCases.map { PanelControl.prediction($0) }
            if wide {
                labels.append(Label(text: tr("Smoothing"), at: Point(pad + 4, top + 19), style: .heading, width: 126))
                for (i, preset) in smoothing.enumerated() {
                    controls.append(Control(control: preset, frame: Rect(x: pad + 134 + Double(i) * 74, y: top, width: 68, height: 28)))
                }
                let eraserX = pad + 134 + Double(smoothing.count) * 74 + 6
                labels.append(Label(text: tr("Eraser"), at: Point(eraserX + 4, top + 19), style: .heading, width: 50))
                let columns = Self.columns(width - pad - eraserX - 54, needs: [
                    [PanelLayout.title(EraserMode.stroke), tr("Off")], [PanelLayout.title(EraserMode.area), tr("On")],
                ].map { titles in titles.map { measure.width($0, TextStyle(size: 12.5)) + 12 }.max() ?? 0 })
                for (i, preset) in eraser.enumerated() {
                    controls.append(Control(control: preset, frame: Rect(x: eraserX + 54 + columns.x[i], y: top, width: columns.width[i], height: 28)))
                }
                labels.append(Label(text: tr("Prediction"), at: Point(pad + 4, top + 51), style: .heading, width: 126))
                for (i, preset) in prediction.enumerated() {
                    controls.append(Control(control: preset, frame: Rect(x: pad + 134 + Double(i) * 74, y: top + 32, width: 68, height: 28)))
                }
                // "Shapes" (pen.shapes) beside "Prediction", under "Eraser".
                labels.append(Label(text: tr("Shapes"), at: Point(eraserX + 4, top + 51), style: .heading, width: 50))
                for (i, on) in [false, true].enumerated() {
                    controls.append(Control(control: .shapes(on), frame: Rect(x: eraserX + 54 + columns.x[i], y: top + 32,
                                                                              width: columns.width[i], height: 28)))
                }
                return top + 64
            }
            var y = top
            let shapes = [false, true].map { PanelControl.shapes($0) }
            for (title, presets) in [(tr("Smoothing"), smoothing), (tr("Eraser"), eraser), (tr("Prediction"), prediction), (tr("Shapes"), shapes)] {
                labels.append(Label(text: title, at: Point(pad + 4, y + 16), style: .heading, width: inner - 8))
                let count = Double(presets.count)
                let buttonWidth = ((inner - 6 * (count - 1)) / count).rounded(.down)
                for (i, preset) in presets.enumerated() {
                    controls.append(Control(control: preset, frame: Rect(x: pad + Double(i) * (buttonWidth + 6), y: y + 26, width: buttonWidth, height: 30)))
                }
                y += 26 + 30 + 14
            }
            return y
        }

        /// Two columns of buttons sharing `available` (6 px between them): equal when each label
        /// fits half of it, else each as wide as its widest label needs (`needs`, padding
        /// included) and the rest shared, so that a long label ("ストローク") keeps its size beside
        /// a short one ("部分"); equal again when they need more than there is.
        static func columns(_ available: Double, needs: [Double]) -> (x: [Double], width: [Double]) {
            let inner = available - 6, half = (inner / 2).rounded(.down)
            var widths = [half, half]
            let need = needs.reduce(0, +)
            if needs.contains(where: { $0 > half }), need <= inner {
                widths = needs.map { ($0 + (inner - need) / 2).rounded(.down) }
            }
            return ([0, widths[0] + 6], widths)
        }

        /// Shorter (−), (the time,) longer (+) and "System" in a row from `origin`: the
        /// buttons change the number shown between them as they say.
        private mutating func addSpeed(at origin: Point) {
            controls.append(Control(control: .shorter, frame: Rect(x: origin.x, y: origin.y, width: 30, height: 30)))
            controls.append(Control(control: .longer, frame: Rect(x: origin.x + 116, y: origin.y, width: 30, height: 30)))
            controls.append(Control(control: .systemSpeed, frame: Rect(x: origin.x + 152, y: origin.y, width: 80, height: 30)))
        }

        /// Moves everything by `d` (to window coordinates, scrolled).
        mutating func move(by d: Point) {
            for i in controls.indices { controls[i].frame = controls[i].frame.offsetBy(d) }
            for i in labels.indices { labels[i].at = labels[i].at + d }
        }
    }
}
