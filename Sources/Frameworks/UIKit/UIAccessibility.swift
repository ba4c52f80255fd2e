import Foundation

/// The system's accessibility settings and announcements, as UIKit's `UIAccessibility`. The
/// settings are those of the screen being laid out: Bold Text as its traits say; VoiceOver,
/// Switch Control, Guided Access, Reduce Motion, Reduce Transparency, Increase Contrast and the
/// rest off, as on a simulator with nothing set up. Announcements are recorded in `posted`.
public enum UIAccessibility {
  /// Whether Bold Text is on (the legibility weight of the traits laid out).
  @MainActor public static var isBoldTextEnabled: Bool { UITraitCollection.current.legibilityWeight == .bold }
  /// Off: no assistive technology runs here.
  public static var isVoiceOverRunning: Bool { false }
  public static var isSwitchControlRunning: Bool { false }
  public static var isGuidedAccessEnabled: Bool { false }
  public static var isAssistiveTouchRunning: Bool { false }
  public static var isReduceMotionEnabled: Bool { false }
  public static var isReduceTransparencyEnabled: Bool { false }
  public static var isDarkerSystemColorsEnabled: Bool { false }
  public static var isGrayscaleEnabled: Bool { false }
  public static var isInvertColorsEnabled: Bool { false }
  public static var isMonoAudioEnabled: Bool { false }
  public static var isClosedCaptioningEnabled: Bool { false }
  public static var isSpeakScreenEnabled: Bool { false }
  public static var isSpeakSelectionEnabled: Bool { false }
  public static var isShakeToUndoEnabled: Bool { true }
  public static var isOnOffSwitchLabelsEnabled: Bool { false }
  public static var shouldDifferentiateWithoutColor: Bool { false }
  public static var buttonShapesEnabled: Bool { false }
  public static var prefersCrossFadeTransitions: Bool { false }
  public static var isVideoAutoplayEnabled: Bool { true }

  /// An announcement's kind.
  public struct Notification: RawRepresentable, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let screenChanged = Notification(rawValue: 1000)
    public static let layoutChanged = Notification(rawValue: 1001)
    public static let announcement = Notification(rawValue: 1008)
    public static let pageScrolled = Notification(rawValue: 1009)
  }

  /// The announcements posted, in order, with their arguments' descriptions.
  nonisolated(unsafe) public private(set) static var posted: [(Notification, String)] = []
  private static let lock = NSLock()

  /// Records an announcement (no assistive technology speaks it here).
  public static func post(notification: Notification, argument: Any?) {
    lock.withLock { posted.append((notification, argument.map { "\($0)" } ?? "")) }
  }

  /// Posted when a setting changes (never here: the settings do not change while laid out).
  public static let boldTextStatusDidChangeNotification = Foundation.Notification.Name(
    "UIAccessibilityBoldTextStatusDidChangeNotification")
  public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name(
    "UIAccessibilityVoiceOverStatusDidChangeNotification")
  public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name(
    "UIAccessibilityReduceMotionStatusDidChangeNotification")
  public static let guidedAccessStatusDidChangeNotification = Foundation.Notification.Name(
    "UIAccessibilityGuidedAccessStatusDidChangeNotification")
}

/// Whether Guided Access is on (the C function older code calls): off.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func UIAccessibilityIsGuidedAccessEnabled() -> Bool { UIAccessibility.isGuidedAccessEnabled }
