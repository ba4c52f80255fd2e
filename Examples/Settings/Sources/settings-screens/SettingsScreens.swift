import Audit
import LegibleCLI
import Settings

/// The command line over this app's screens: `swift run settings-screens audit`, `render`,
/// `simulate`, `demo`, `dump`, … as `legible` has them for its own. It has no live window, so it
/// links no window system (`settings-preview` is the same catalog with the window).
@main enum SettingsScreens: LegibleCatalog {
  static let screens: [AuditScreen] = [.settings]
}
