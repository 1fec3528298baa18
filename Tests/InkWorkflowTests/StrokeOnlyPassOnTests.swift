/// A drawing motion's outcome says only the stroke changed (`Outcome.strokeOnly`), and the
/// platform then draws the scene it kept (`KeptScene`). The workflow passes such an outcome on
/// with the flag only when it did nothing with it; when it acts (effects, journal news) the
/// editor may change, and the flag must not reach the platform.
import Foundation
import InkGeometry
import InkInput
import InkInterface
@testable import InkWorkflow
import Testing

@MainActor @Suite struct StrokeOnlyPassOnTests {
    @Test func aDrawingMotionPassesThroughWithItsFlag() throws {
        let state = try StateFolder()
        var s = Session(state: state)
        let pen = DeviceRef(id: 10, kind: .pen)
        s.show(s.editor.handle(InputEvent(action: .press(.primary), device: pen, position: Point(300, 300), axes: AxisValues(pressure: 0.5))))
        let motion = s.editor.handle(InputEvent(action: .motion, device: pen, position: Point(320, 300), axes: AxisValues(pressure: 0.5), buttons: .primary))
        #expect(motion.strokeOnly)
        let result = s.workflow.carryOut(motion, &s.editor)
        #expect(result.strokeOnly)
        #expect(result.damage == motion.damage)
    }

    @Test func anOutcomeTheWorkflowActsOnLosesTheFlag() throws {
        let state = try StateFolder()
        var s = Session(state: state)
        var outcome = Outcome(damage: Damage(window: Rect(x: 10, y: 10, width: 20, height: 20)), effects: [.documentChanged])
        outcome.strokeOnly = true
        let result = s.workflow.carryOut(outcome, &s.editor)
        #expect(!result.strokeOnly)
        #expect(result.damage.window.covers(Rect(x: 10, y: 10, width: 20, height: 20)))
    }
}
