import Foundation
import Testing
import InkTestSupport

/// `inkstone prefs set pen.pressure-curve …` on the real binary: the presets and the
/// four-number form are taken and read back as written; anything else is refused with exit 2,
/// a message naming what is allowed, and the file untouched.
@Suite struct PressureCurvePrefsTests {
    @Test(arguments: ["soft", "medium", "firm", "linear", "0.2,0.6,0.5,1", "0,1,0,1", "0.25,0.125,1,0.5"])
    func acceptedFormsRoundTrip(value: String) throws {
        let c = try PrefsCommandTests.Config()
        let set = try c.run("set", "pen.pressure-curve", value)
        #expect(set.status == 0 && set.output == "")
        #expect(try c.run("get", "pen.pressure-curve").output == "\(value)\n")
        let file = try String(contentsOf: c.file, encoding: .utf8)
        #expect(file.contains("\"pen.pressure-curve\" : \"\(value)\""))
        #expect(try c.run("list").output.contains("pen.pressure-curve = \(value)\n"))
    }

    @Test func spacesAroundTheNumbersAreTakenAndWrittenTidily() throws {
        let c = try PrefsCommandTests.Config()
        #expect(try c.run("set", "pen.pressure-curve", " 0.2, 0.6 ,0.5,1 ").status == 0)
        #expect(try c.run("get", "pen.pressure-curve").output == "0.2,0.6,0.5,1\n")
    }

    @Test(arguments: ["hard", "Soft", "", "0.2,0.6,0.5", "0.2,0.6,0.5,1,1", "0.2,0.6,1.5,1", "-0.2,0.6,0.5,1",
                      "0.2;0.6;0.5;1", "x,y,z,w", "nan,0,1,1"])
    func otherFormsAreRefusedWithExit2(value: String) throws {
        let c = try PrefsCommandTests.Config()
        #expect(try c.run("set", "pen.pressure-curve", "firm").status == 0)
        let before = try Data(contentsOf: c.file)
        let r = try c.run("set", "pen.pressure-curve", value)
        #expect(r.status == 2)
        #expect(r.output.contains("'\(value)' is not allowed for pen.pressure-curve"))
        #expect(r.output.contains("soft, medium, firm, linear, or four numbers x1,y1,x2,y2 from 0 to 1"))
        #expect(try Data(contentsOf: c.file) == before)
        #expect(try c.run("get", "pen.pressure-curve").output == "firm\n")
    }

    @Test func resetGoesBackToMedium() throws {
        let c = try PrefsCommandTests.Config()
        #expect(try c.run("get", "pen.pressure-curve").output == "medium\n")
        #expect(try c.run("set", "pen.pressure-curve", "0.2,0.6,0.5,1").status == 0)
        #expect(try c.run("reset", "pen.pressure-curve").status == 0)
        #expect(try c.run("get", "pen.pressure-curve").output == "medium\n")
    }
}
