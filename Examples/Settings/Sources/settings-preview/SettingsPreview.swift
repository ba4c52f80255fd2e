import Audit
import LegibleCLI
import Preview
import Settings

/// The same screens with the live window: `swift run settings-preview preview --screen settings`.
/// Only this program links SDL2; `settings-screens`, which CI runs, does not.
@main enum SettingsPreview: LegibleCatalog {
  static let screens: [AuditScreen] = [.settings]
  static let liveWindow: (any LiveWindow.Type)? = PreviewWindow.self
}
