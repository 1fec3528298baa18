/// Issue 18: every string the person sees goes through `tr`/`trn`, filled in after lookup.
import Testing
import InkGeometry

@Suite struct TranslationTests {
    @Test func valuesFillTheirPlacesInOrderOrByPosition() {
        #expect(Translation.fill("Could not save %@: %@", ["a.inkstone", "no room"]) == "Could not save a.inkstone: no room")
        #expect(Translation.fill("%2$@ を保存できません: %1$@", ["no room", "a.inkstone"]) == "a.inkstone を保存できません: no room")
        #expect(Translation.fill("%d pages", ["3"]) == "3 pages")
        #expect(Translation.fill("100 % and 50%% done", []) == "100 % and 50% done")
        #expect(Translation.fill("%", ["x"]) == "%")
    }

    @Test func withoutATranslatorStringsStayEnglishWithTheirPlural() {
        #expect(Translation.lookup("%d page", plural: "%d pages", count: 1) == "%d page")
        #expect(trn("%d page", "%d pages", 4) == "4 pages")
        #expect(tr("Page %@ of %@", "2", "5") == "Page 2 of 5")
    }
}
