/// PreferencesStore(environment:): $XDG_CONFIG_HOME/inkstone/preferences.json, else
/// $HOME/.config/inkstone/preferences.json (a relative XDG_CONFIG_HOME is ignored).
import Testing
import InkInput
import InkPreferences

@Suite struct PreferencesStoreLocationTests {
    @Test func xdgConfigHomeWins() {
        let store = PreferencesStore(environment: ["XDG_CONFIG_HOME": "/tmp/cfg", "HOME": "/home/ada"])
        #expect(store.url.path == "/tmp/cfg/inkstone/preferences.json")
    }

    @Test func homeWhenXDGIsUnsetEmptyOrRelative() {
        for xdg in [nil, "", "relative/cfg"] {
            var env = ["HOME": "/home/ada"]
            env["XDG_CONFIG_HOME"] = xdg
            #expect(PreferencesStore(environment: env).url.path == "/home/ada/.config/inkstone/preferences.json")
        }
    }
}
