/// A drawing motion's frame reuses the scene last built (`KeptScene`, `Outcome.strokeOnly`):
/// the platform brings the kept scene up to date (`Editor.update(_:)`) instead of building `Editor.scene`. That is
/// right only while a motion flagged `strokeOnly` changes nothing in the scene but its pages
/// and its stroke in progress. Random sessions (StrokeMotionTests' events: pen, eraser, mouse,
/// touch, popups, bars, proximity, with the editor's timers run now and then; on the endless
/// canvas and on pages) hold every
/// flagged motion to it, the kept scene carried over a whole run of them as the platform does.
import Testing
import InkGeometry
import InkInput
@testable import InkInterface
import InkTestSupport

@Suite struct SceneKeptTests {
    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func aDrawingMotionChangesOnlyTheStroke(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        // Odd seeds on the endless canvas, even ones on pages (scroll bars, the page button).
        var editor = seed % 2 == 1 ? Editor.fresh() : ScrollbarTests.tallDocument()
        var time: UInt64 = 1000
        // As in the platform: kept when a scene is built, dropped by any outcome not flagged.
        var kept: KeptScene? = KeptScene(editor.scene)
        var flagged = 0, reused = 0
        for _ in 0..<1500 {
            time += 1 + UInt64(random.index(below: 40))
            let outcome: Outcome
            if !editor.surfaces.isEmpty, editor.session.isIdle, random.index(below: 2) == 0 {
                outcome = editor.handle(KeyChord(.escape))
            } else if random.index(below: 12) == 0 {
                time += UInt64(random.index(below: 1500))
                outcome = editor.advance(to: time)
            } else {
                let event = StrokeMotionTests.event(&random, time: time, editor: editor)
                outcome = editor.handle(event)
                if outcome.strokeOnly {
                    flagged += 1
                    #expect(outcome.effects.isEmpty, "seed \(seed), event \(event)")
                    if var k = kept {
                        reused += 1
                        editor.update(&k)
                        #expect(Self.dump(k.scene) == Self.dump(editor.scene), "seed \(seed), event \(event)")
                        k.letGo()
                        kept = k
                    }
                    if kept == nil { kept = KeptScene(editor.scene) }
                    continue
                }
            }
            #expect(!outcome.strokeOnly)
            kept = outcome.isEmpty ? nil : KeptScene(editor.scene)
        }
        // The sessions drew: many motions reused a scene kept over others.
        #expect(flagged > 50)
        #expect(reused > 40)
    }

    /// The scroll bars linger a while after the view moved (`scrollbarsShown` reads the
    /// editor's clock): a stroke drawn meanwhile whose motion outlives them leaves the route
    /// for that motion, so a kept scene never shows bars that are gone.
    @Test func scrollBarsThatStopLingeringMidStrokeAreNotKept() {
        var editor = ScrollbarTests.tallDocument()
        let pen = DeviceFixtures.pen
        var time: UInt64 = 5000
        var event = PointerEvents.hover(Point(300, 300), pen); event.time = time
        _ = editor.handle(event)
        _ = editor.view(.zoom(by: 3, around: Point(500, 300)))
        _ = editor.view(.scroll(by: Point(0, 60)))
        #expect(editor.scene.scrollbars != nil)
        event = PointerEvents.press(Point(300, 300), pen, pressure: 0.5); event.time = time
        _ = editor.handle(event)
        var kept = KeptScene(editor.scene)
        var flagged = 0, unflagged = 0
        for i in 1...40 {
            time += 50
            event = PointerEvents.drag(Point(300 + Double(i) * 4, 300), pen, pressure: 0.5); event.time = time
            let outcome = editor.handle(event)
            if outcome.strokeOnly {
                flagged += 1
                editor.update(&kept)
                #expect(Self.dump(kept.scene) == Self.dump(editor.scene), "motion \(i)")
                kept.letGo()
            } else {
                unflagged += 1
                kept = KeptScene(editor.scene)
            }
        }
        // The bars went during the stroke, and the motion they went with was not flagged.
        #expect(editor.scene.scrollbars == nil)
        #expect(flagged > 30 && unflagged >= 1)
    }

    /// What is kept holds no reference to the document or the stroke: the editor changes them
    /// in place, and a second reference would make every change copy them.
    @Test func theKeptSceneHoldsNeitherPagesNorStroke() {
        var editor = Editor.fresh()
        let pen = DeviceFixtures.pen
        _ = editor.handle(PointerEvents.press(Point(300, 300), pen, pressure: 0.5))
        _ = editor.handle(PointerEvents.drag(Point(320, 300), pen, pressure: 0.5))
        let scene = editor.scene
        #expect(scene.stroke != nil && !scene.pages.pages.isEmpty)
        let kept = KeptScene(editor.scene)
        for name in ["StrokeInProgress", "InkDocument.Page"] {
            #expect(Self.dump(scene).contains(name))
            #expect(!Self.dump(kept).contains(name))
        }
        // And brought up to date, it is the editor's scene again.
        var updated = kept
        editor.update(&updated)
        #expect(Self.dump(updated.scene) == Self.dump(scene))
    }

    static func dump<T>(_ value: T) -> String {
        var text = ""
        Swift.dump(value, to: &text)
        return text
    }
}
