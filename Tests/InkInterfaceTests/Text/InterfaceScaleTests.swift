/// The interface scale: the preference first, then GDK_SCALE, then XSETTINGS Xft/DPI, then
/// the X resources' Xft.dpi, then 1; a dpi becomes dpi / 96 to a quarter, within 0.5…4.
import Testing
import InkInput
import InkInterface

@Suite struct InterfaceScaleTests {
    @Test func theSourcesInOrder() {
        #expect(InterfaceScale.resolve(preference: nil, gdkScale: nil, xsettingsDPI1024: nil, resourceDPI: nil) == 1)
        #expect(InterfaceScale.resolve(preference: nil, gdkScale: nil, xsettingsDPI1024: nil, resourceDPI: 192) == 2)
        #expect(InterfaceScale.resolve(preference: nil, gdkScale: nil, xsettingsDPI1024: 144 * 1024, resourceDPI: 192) == 1.5,
                "the running settings manager over the resources read at start")
        #expect(InterfaceScale.resolve(preference: nil, gdkScale: "2", xsettingsDPI1024: 96 * 1024, resourceDPI: 96) == 2)
        #expect(InterfaceScale.resolve(preference: 1.25, gdkScale: "2", xsettingsDPI1024: 192 * 1024, resourceDPI: 192) == 1.25)
        #expect(InterfaceScale.resolve(preference: nil, gdkScale: "", xsettingsDPI1024: nil, resourceDPI: 120) == 1.25, "an empty GDK_SCALE is unset")
        #expect(InterfaceScale.resolve(preference: nil, gdkScale: "x", xsettingsDPI1024: nil, resourceDPI: 96) == 1)
    }

    @Test func dpisRoundToAQuarterWithinLimits() {
        #expect(InterfaceScale.fromDPI(96) == 1 && InterfaceScale.fromDPI(192) == 2 && InterfaceScale.fromDPI(110) == 1.25)
        #expect(InterfaceScale.fromDPI(20) == 0.5 && InterfaceScale.fromDPI(2000) == 4)
    }

    @Test func xftDpiIsReadFromTheResources() {
        #expect(XResourcesParser.dpi(in: "Xft.antialias:\t1\nXft.dpi:\t192\nXft.hinting:\t1\n") == 192)
        #expect(XResourcesParser.dpi(in: "Xft.dpi: 144.5") == 144.5)
        #expect(XResourcesParser.dpi(in: "*.dpi: 192\nXft.dpi: abc\n") == nil)
        #expect(XResourcesParser.dpi(in: "") == nil)
    }
}
