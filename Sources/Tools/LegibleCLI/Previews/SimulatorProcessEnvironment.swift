import Foundation
import Legible

/// The process environment app code reads to tell where it runs, as an iPhone simulator gives it
/// to an app: `SIMULATOR_DEVICE_NAME` names the device laid out, and while a preview is made,
/// `XCODE_RUNNING_FOR_PREVIEWS` is `1`, as Xcode's canvas sets it (apps read it to show sample
/// data and stand-in services in previews). A launch screen is the app running, not a preview:
/// the preview variable is unset. Set on the main actor, before a screen is made; each worker of
/// a parallel audit is a process of its own.
@MainActor enum SimulatorProcessEnvironment {
  /// The variable Xcode sets in a preview's process.
  static let previewVariable = "XCODE_RUNNING_FOR_PREVIEWS"
  /// The variable a simulator sets to its device's name.
  static let deviceVariable = "SIMULATOR_DEVICE_NAME"

  /// Sets the environment of a screen of `device`, a preview or the app running.
  static func enter(device: Device, preview: Bool) {
    setenv(deviceVariable, device.name, 1)
    if preview {
      setenv(previewVariable, "1", 1)
    } else {
      unsetenv(previewVariable)
    }
  }
}
