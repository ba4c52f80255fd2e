import Foundation

/// The app's delegate, as UIKit's: its methods are kept, with UIKit's defaults. `legible app`
/// calls `application(_:didFinishLaunchingWithOptions:)` once before the previews, as Xcode's
/// canvas does; no other method is called (the app never goes to the background here).
@preconcurrency @MainActor public protocol UIApplicationDelegate: AnyObject {
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool
  func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration
  func application(
    _ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data)
  func application(
    _ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: Error)
  func applicationDidBecomeActive(_ application: UIApplication)
  func applicationWillResignActive(_ application: UIApplication)
  func applicationDidEnterBackground(_ application: UIApplication)
  func applicationWillEnterForeground(_ application: UIApplication)
}

extension UIApplicationDelegate {
  public func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }
  public func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
  }
  public func application(
    _ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data
  ) {}
  public func application(
    _ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: Error
  ) {}
  public func applicationDidBecomeActive(_ application: UIApplication) {}
  public func applicationWillResignActive(_ application: UIApplication) {}
  public func applicationDidEnterBackground(_ application: UIApplication) {}
  public func applicationWillEnterForeground(_ application: UIApplication) {}
}

extension UIApplication {
  /// A key of the options the app was launched with.
  public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
    public static let remoteNotification = LaunchOptionsKey(
      rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
    public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
  }
}

/// What a background fetch found.
public enum UIBackgroundFetchResult: UInt, Sendable {
  case newData, noData, failed
}

/// A scene's session.
open class UISceneSession: Hashable, @unchecked Sendable {
  /// Its role.
  public let role: UISceneSession.Role
  /// How its scene is made: the app's default configuration for the role.
  public let configuration: UISceneConfiguration
  public init(role: UISceneSession.Role = .windowApplication) {
    self.role = role
    configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: role)
  }

  public static func == (lhs: UISceneSession, rhs: UISceneSession) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

  /// A scene's role.
  public struct Role: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
  }
}

/// How a scene is made.
open class UISceneConfiguration: @unchecked Sendable {
  public let name: String?
  public let role: UISceneSession.Role
  /// The delegate's class.
  public var delegateClass: AnyClass?
  public init(name: String?, sessionRole: UISceneSession.Role) {
    self.name = name
    role = sessionRole
  }
}

extension UIScene {
  /// The options a scene connects with.
  open class ConnectionOptions: @unchecked Sendable {
    /// The URLs it was opened with.
    public var urlContexts: Set<UIOpenURLContext> { [] }
    public init() {}
  }
}

/// A URL a scene was asked to open.
open class UIOpenURLContext: Hashable, @unchecked Sendable {
  /// The URL.
  public let url: URL
  public init(url: URL) { self.url = url }
  public static func == (lhs: UIOpenURLContext, rhs: UIOpenURLContext) -> Bool { lhs.url == rhs.url }
  public func hash(into hasher: inout Hasher) { hasher.combine(url) }
}

/// A scene's delegate, as UIKit's: its methods are kept, with UIKit's defaults (none does
/// anything). `legible app` makes an app's window scene delegate and calls
/// `scene(_:willConnectTo:options:)` once, as iOS does when the app's first window opens, and
/// audits what the window it sets shows; no other method is called.
@preconcurrency @MainActor public protocol UISceneDelegate: AnyObject {
  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions)
  func sceneDidDisconnect(_ scene: UIScene)
  func sceneDidBecomeActive(_ scene: UIScene)
  func sceneWillResignActive(_ scene: UIScene)
  func sceneWillEnterForeground(_ scene: UIScene)
  func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
  public func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {}
  public func sceneDidDisconnect(_ scene: UIScene) {}
  public func sceneDidBecomeActive(_ scene: UIScene) {}
  public func sceneWillResignActive(_ scene: UIScene) {}
  public func sceneWillEnterForeground(_ scene: UIScene) {}
  public func sceneDidEnterBackground(_ scene: UIScene) {}
}
/// A window scene's delegate.
@preconcurrency @MainActor public protocol UIWindowSceneDelegate: UISceneDelegate {
  /// The scene's window (optional in UIKit: a delegate without one has none).
  var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
  /// No window, for a delegate that declares none (the requirement is optional in UIKit).
  public var window: UIWindow? {
    get { nil }
    set {}
  }
}

/// A navigation controller's delegate.
@preconcurrency @MainActor public protocol UINavigationControllerDelegate: AnyObject {}

/// The photo picker of UIKit: a controller kept, never shown here (its representable is a
/// placeholder); it reports that no source is available, as a simulator without photos does.
@preconcurrency @MainActor open class UIImagePickerController: UIViewController {
  /// Where pictures come from.
  public enum SourceType: Int, Sendable {
    case photoLibrary, camera, savedPhotosAlbum
  }
  /// A key of what the picker returns.
  public struct InfoKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
    public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
    public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
  }
  /// The source.
  open var sourceType: SourceType = .photoLibrary
  /// Whether editing is allowed.
  open var allowsEditing = false
  /// The delegate.
  open weak var delegate: (any UIImagePickerControllerDelegate & UINavigationControllerDelegate)?
  /// Whether a source is available (none is here).
  open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { false }
}

/// A photo picker's delegate.
@preconcurrency @MainActor public protocol UIImagePickerControllerDelegate: AnyObject {
  func imagePickerController(
    _ picker: UIImagePickerController,
    didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
  func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
  public func imagePickerController(
    _ picker: UIImagePickerController,
    didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
  ) {}
  public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {}
}
