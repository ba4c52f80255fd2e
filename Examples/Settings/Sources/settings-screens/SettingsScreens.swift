import Audit
import LegibleCLI
import Settings

/// The command line over this app's screens: `swift run settings-screens audit`, `render`,
/// `simulate`, `preview`, `demo`, `dump`, … as `legible` has them for its own.
@main enum SettingsScreens: LegibleCatalog {
  static let screens: [AuditScreen] = [.settings]
}
