import Foundation

/// The app, as UIKit's `UIApplication.shared`. Opening a URL is recorded (`openedURLs`), not
/// performed; the settings URL and `canOpenURL` answer as a simulator would (web and settings
/// URLs open, others' apps are not installed).
@preconcurrency @MainActor open class UIApplication {
  /// The app.
  public static let shared = UIApplication()

  /// The URL that opens the app's page in Settings.
  public static let openSettingsURLString = "app-settings:"
  /// The URL that opens the app's notification settings.
  public static let openNotificationSettingsURLString = "app-settings:notifications"

  /// The app's delegate: for an app whose delegate is its entry point (`@main` or
  /// `@UIApplicationMain`), `legible app` makes one before the previews are laid out, as iOS does
  /// when the app starts, and runs its `application(_:didFinishLaunchingWithOptions:)` once before the previews, as Xcode's canvas does; `@UIApplicationDelegateAdaptor`
  /// sets the one it makes.
  public var delegate: (any UIApplicationDelegate)?

  /// The app's quick actions set at run time (kept; no Home Screen shows them here).
  public var shortcutItems: [UIApplicationShortcutItem]?

  /// The URLs the app asked to open, in order.
  public private(set) var openedURLs: [URL] = []

  /// The app's state: active while a screen is shown.
  public var applicationState: State { .active }
  /// The number on the app's icon.
  public var applicationIconBadgeNumber = 0
  /// Whether the idle timer is off.
  public var isIdleTimerDisabled = false
  /// Whether the app is registered for remote notifications (never here).
  public var isRegisteredForRemoteNotifications: Bool { false }
  /// The scenes connected (none: the SwiftUI layer hosts the screens).
  public var connectedScenes: Set<UIScene> { [] }
  /// The app's windows (none).
  public var windows: [UIWindow] { [] }
  /// The direction of the user interface.
  public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    UITraitCollection.current.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
  }
  /// The text size the user chose.
  public var preferredContentSizeCategory: UIContentSizeCategory {
    UITraitCollection.current.preferredContentSizeCategory
  }

  init() {}

  /// Records that the app asked to open `url`; calls `completion` with whether it could.
  public func open(
    _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
    completionHandler completion: ((Bool) -> Void)? = nil
  ) {
    openedURLs.append(url)
    completion?(canOpenURL(url))
  }

  /// Records that the app asked to open `url`; returns whether it could.
  public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool {
    openedURLs.append(url)
    return canOpenURL(url)
  }

  /// The actions sent to the first responder (`sendAction(_:to:from:for:)` with no target), in
  /// order: `resignFirstResponder` is how apps dismiss the keyboard.
  public private(set) var sentActions: [Selector] = []

  /// Sends `action` up the responder chain: recorded. No text is being edited here, so there is no
  /// first responder to take it and the answer is false.
  @discardableResult
  public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool
  {
    sentActions.append(action)
    return false
  }

  /// Whether a URL can be opened: web, mail, phone, message and settings URLs can; another app's
  /// scheme cannot, as on a simulator without it.
  public func canOpenURL(_ url: URL) -> Bool {
    ["http", "https", "mailto", "tel", "sms", "app-settings", "facetime"].contains(
      url.scheme?.lowercased() ?? "")
  }

  /// Asks for remote notifications (nothing is delivered here).
  public func registerForRemoteNotifications() {}
  /// Stops remote notifications.
  public func unregisterForRemoteNotifications() {}
  /// Sets the app's icon (recorded as not supported: false to the handler).
  public var supportsAlternateIcons: Bool { false }
  /// Asks to change the app's icon: fails, as alternate icons are not supported here.
  public func setAlternateIconName(_ name: String?, completionHandler: ((Error?) -> Void)? = nil) {
    completionHandler?(CocoaError(.featureUnsupported))
  }
  /// The app's alternate icon (none).
  public var alternateIconName: String? { nil }

  /// The state of an app.
  public enum State: Int, Sendable {
    case active, inactive, background
  }

  /// Options for opening a URL.
  public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let universalLinksOnly = OpenExternalURLOptionsKey(
      rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
  }

  /// Notifications an app posts.
  public static let didBecomeActiveNotification = Notification.Name(
    "UIApplicationDidBecomeActiveNotification")
  public static let willResignActiveNotification = Notification.Name(
    "UIApplicationWillResignActiveNotification")
  public static let didEnterBackgroundNotification = Notification.Name(
    "UIApplicationDidEnterBackgroundNotification")
  public static let willEnterForegroundNotification = Notification.Name(
    "UIApplicationWillEnterForegroundNotification")
  public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
  public static let didReceiveMemoryWarningNotification = Notification.Name(
    "UIApplicationDidReceiveMemoryWarningNotification")
  public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
  public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
}

/// The direction of the interface.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
  case leftToRight, rightToLeft
}

/// A scene (none are made here; the type is for code that looks them up).
open class UIScene: Hashable, @unchecked Sendable {
  /// Where a scene stands, as UIKit's `UIScene.ActivationState`.
  public enum ActivationState: Int, Sendable {
    case unattached = -1
    case foregroundActive = 0
    case foregroundInactive = 1
    case background = 2
  }

  /// Where the scene stands: in the foreground, in use, as the scene of a screen being audited.
  open var activationState: ActivationState { .foregroundActive }

  public init() {}

  public static func == (lhs: UIScene, rhs: UIScene) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A window scene.
open class UIWindowScene: UIScene, @unchecked Sendable {
  /// Its windows.
  public var windows: [UIWindow] { [] }
  /// Its key window.
  public var keyWindow: UIWindow? { nil }
  /// Its traits: those of the screen being audited (its style, text size, size classes).
  public var traitCollection: UITraitCollection { .current }
  /// Its screen: the one being audited.
  @MainActor public var screen: UIScreen { .main }
  /// Its orientation (portrait).
  public var interfaceOrientation: UIInterfaceOrientation { .portrait }
}

/// The orientation of the interface, as UIKit's `UIInterfaceOrientation`.
public enum UIInterfaceOrientation: Int, Sendable {
  case unknown = 0, portrait = 1, portraitUpsideDown = 2, landscapeLeft = 4, landscapeRight = 3

  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// The device, as UIKit's `UIDevice.current`: the phone being audited, on iOS 18.
@preconcurrency @MainActor open class UIDevice {
  /// The device.
  public static let current = UIDevice()

  init() {}

  /// Its name ("iPhone 15", "iPhone SE"…, the one being audited).
  public var name: String { Self.laidOutName }
  /// The name of the device being laid out, from any thread (for the frameworks that answer by
  /// device, as LocalAuthentication's biometry).
  nonisolated package static var laidOutName: String { CurrentScreen.state.withLock { $0.deviceName } }
  /// Its model.
  public var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
  /// The same, localized.
  public var localizedModel: String { model }
  /// The system's name.
  public var systemName: String { "iOS" }
  /// The system's version.
  public var systemVersion: String { "18.0" }
  /// The kind of device.
  public var userInterfaceIdiom: UIUserInterfaceIdiom {
    CurrentScreen.state.withLock { $0.deviceName.contains("iPad") ? .pad : .phone }
  }
  /// Its orientation (portrait).
  public var orientation: UIDeviceOrientation { .portrait }
  /// An identifier for this app's vendor on this device (the same for the whole run).
  public var identifierForVendor: UUID? { Self.vendor }
  private static let vendor = UUID()
  /// Whether battery monitoring is on.
  public var isBatteryMonitoringEnabled = false
  /// The battery level (-1: unknown, as on a simulator).
  public var batteryLevel: Float { -1 }
  /// The battery state (unknown).
  public var batteryState: BatteryState { .unknown }
  /// Whether multitasking is supported.
  public var isMultitaskingSupported: Bool { true }
  /// Starts orientation notifications.
  public func beginGeneratingDeviceOrientationNotifications() {}
  /// Stops orientation notifications.
  public func endGeneratingDeviceOrientationNotifications() {}

  /// The battery's state.
  public enum BatteryState: Int, Sendable {
    case unknown, unplugged, charging, full
  }

  /// Posted when the orientation changes (never here).
  public static let orientationDidChangeNotification = Notification.Name(
    "UIDeviceOrientationDidChangeNotification")
}

/// A device's orientation.
public enum UIDeviceOrientation: Int, Sendable {
  case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
  public var isFlat: Bool { self == .faceUp || self == .faceDown }
  public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

/// The screen, as UIKit's `UIScreen.main`: the screen being audited (its size in points, its scale).
@preconcurrency @MainActor open class UIScreen {
  /// The screen.
  public static let main = UIScreen()

  init() {}

  /// Its bounds in points.
  public var bounds: CGRect { CurrentScreen.state.withLock { $0.bounds } }
  /// The same, in the screen's fixed coordinates.
  public var nativeBounds: CGRect {
    let scale = self.scale
    return CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
  }
  /// Pixels per point.
  public var scale: CGFloat {
    let scale = UITraitCollection.current.displayScale
    return scale > 0 ? scale : 3
  }
  /// The same.
  public var nativeScale: CGFloat { scale }
  /// Its brightness (0 … 1).
  public var brightness: CGFloat = 0.5
  /// Its traits.
  public var traitCollection: UITraitCollection { .current }
}
