import Foundation

/// A button of a UIKit bar, as apps make one or style all of them through the appearance proxy:
/// its title, image, style, tint and title attributes by state are kept. SwiftUI's toolbars are
/// drawn by the SwiftUI layer as iOS draws them by default; these settings are not applied to
/// them.
@preconcurrency @MainActor open class UIBarButtonItem {
  /// How a bar button is drawn.
  public enum Style: Int, Sendable {
    case plain, bordered, done
  }
  /// The system's bar buttons.
  public enum SystemItem: Int, Sendable {
    case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize,
      bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, close
  }

  private static let proxy = UIBarButtonItem()
  /// The proxy whose settings every bar button would take (kept, not applied).
  open class func appearance() -> UIBarButtonItem { proxy }

  open var title: String?
  open var image: UIImage?
  open var style: Style = .plain
  open var tintColor: UIColor?
  open var isEnabled = true
  /// The system item it was made as, if any.
  public private(set) var systemItem: SystemItem?
  /// Its target and action (kept: see `Selector`).
  open var target: AnyObject?
  open var action: Selector?
  /// Its closure-based action.
  open var primaryAction: UIAction?
  private var attributes: [UInt: [NSAttributedString.Key: Any]] = [:]

  public init() {}
  /// A button titled `title`.
  public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
    self.init()
    self.title = title
    self.style = style
    self.target = target.map { $0 as AnyObject }
    self.action = action
  }
  /// A button showing `image`.
  public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
    self.init()
    self.image = image
    self.style = style
    self.target = target.map { $0 as AnyObject }
    self.action = action
  }
  /// One of the system's buttons.
  public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
    self.init()
    self.systemItem = systemItem
    self.target = target.map { $0 as AnyObject }
    self.action = action
  }
  /// A button that runs `primaryAction`, titled and pictured as it is.
  public convenience init(primaryAction: UIAction?) {
    self.init()
    self.primaryAction = primaryAction
    title = primaryAction?.title
    image = primaryAction?.image
  }

  /// Sets the attributes of its title in `state`.
  open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
    self.attributes[state.rawValue] = attributes
  }
  /// The attributes of its title in `state`.
  open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
    attributes[state.rawValue]
  }
}
