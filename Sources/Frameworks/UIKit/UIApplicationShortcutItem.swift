import Foundation

/// A Home Screen quick action, as UIKit's: what the app declares (its `Info.plist`'s
/// `UIApplicationShortcutItems`, or `UIApplication.shortcutItems` set at run time) is kept as
/// data. No Home Screen shows them here, so a scene never connects with one
/// (`UIScene.ConnectionOptions.shortcutItem` is nil) and `windowScene(_:performActionFor:…)` is
/// never called: the screens a quick action opens are audited as the app's other screens are.
open class UIApplicationShortcutItem: NSObject, @unchecked Sendable {
  /// The app's own name for the action.
  public let type: String
  /// The title the Home Screen shows.
  public let localizedTitle: String
  /// The line under the title, if any.
  public let localizedSubtitle: String?
  /// The icon beside the title, if any.
  public let icon: UIApplicationShortcutIcon?
  /// What the app keeps with the action.
  public let userInfo: [String: any NSSecureCoding]?

  /// A quick action of type `type`, titled `localizedTitle`.
  public init(
    type: String, localizedTitle: String, localizedSubtitle: String? = nil,
    icon: UIApplicationShortcutIcon? = nil, userInfo: [String: any NSSecureCoding]? = nil
  ) {
    self.type = type
    self.localizedTitle = localizedTitle
    self.localizedSubtitle = localizedSubtitle
    self.icon = icon
    self.userInfo = userInfo
  }
}

/// A Home Screen quick action that can be changed after it is made, as UIKit's.
open class UIMutableApplicationShortcutItem: UIApplicationShortcutItem, @unchecked Sendable {}

/// The icon of a quick action, as UIKit's: a system icon, an SF Symbol or an image of the app's
/// asset catalog, by name (kept as data: quick actions are not shown here).
open class UIApplicationShortcutIcon: NSObject, @unchecked Sendable {
  /// What the icon is made from.
  public enum Source: Hashable, Sendable {
    case system(IconType)
    case systemImage(String)
    case templateImage(String)
  }

  /// What the icon is made from.
  public let source: Source

  /// One of the system's quick action icons.
  public init(type: IconType) { source = .system(type) }
  /// The SF Symbol named `systemImageName`.
  public init(systemImageName: String) { source = .systemImage(systemImageName) }
  /// The image of the app's asset catalog named `templateImageName`, drawn as a template.
  public init(templateImageName: String) { source = .templateImage(templateImageName) }

  /// The system's quick action icons, as UIKit's `UIApplicationShortcutIcon.IconType`.
  public enum IconType: Int, Sendable {
    case compose, play, pause, add, location, search, share, prohibit, contact, home, markLocation
    case favorite, love, cloud, invitation, confirmation, mail, message, date, time, capturePhoto
    case captureVideo, task, taskCompleted, alarm, bookmark, shuffle, audio, update
  }
}

extension UIScene.ConnectionOptions {
  /// The quick action the scene was opened with: none here (no Home Screen).
  public var shortcutItem: UIApplicationShortcutItem? { nil }
}
