import Foundation

/// The run loop mode UIKit runs in while a touch tracks a scroll view, as UIKit adds it to
/// Foundation's modes. Nothing scrolls under a finger while a screen is laid out, so the run loop
/// never runs in it here: a timer added for it alone does not fire, as on a device between
/// scrolls.
extension RunLoop.Mode {
  public static let tracking = RunLoop.Mode("UITrackingRunLoopMode")
}
