import Foundation

// UIKit's appearance proxies, as SwiftUI apps set them at launch (`UINavigationBar.appearance()
// .largeTitleTextAttributes = …`, `UITabBar.appearance().standardAppearance = …`): accepted and
// kept, so that the app's code runs, and not applied: the bars are drawn as iOS draws them by
// default. The README lists them with the other approximations.

extension NSAttributedString.Key {
  /// The font of attributed text (a `UIFont`).
  public static let font = NSAttributedString.Key("NSFont")
  /// The colour of attributed text (a `UIColor`).
  public static let foregroundColor = NSAttributedString.Key("NSColor")
  /// The background colour of attributed text.
  public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
  /// Extra space between characters, in points.
  public static let kern = NSAttributedString.Key("NSKern")
  /// The paragraph style.
  public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
  /// The underline style.
  public static let underlineStyle = NSAttributedString.Key("NSUnderline")
  /// The strikethrough style.
  public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
  /// The offset from the baseline, in points.
  public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
  /// A link: a `URL` or a string of one.
  public static let link = NSAttributedString.Key("NSLink")
}

/// The look of a bar (background, shadow), as UIKit's `UIBarAppearance`: kept, not applied.
@preconcurrency @MainActor open class UIBarAppearance {
  /// The background colour.
  open var backgroundColor: UIColor?
  /// The background image.
  open var backgroundImage: UIImage?
  /// The colour of the line under the bar.
  open var shadowColor: UIColor?
  /// The image of the line under the bar.
  open var shadowImage: UIImage?

  public init() {}

  /// The system's translucent background.
  open func configureWithDefaultBackground() {}
  /// An opaque background of the system's colour.
  open func configureWithOpaqueBackground() {}
  /// No background and no shadow.
  open func configureWithTransparentBackground() {
    backgroundColor = .clear
    shadowColor = .clear
  }
}

/// The look of a bar button item in one state.
@preconcurrency @MainActor open class UIBarButtonItemStateAppearance {
  /// The attributes of its title.
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  public init() {}
}

/// The look of a bar's buttons.
@preconcurrency @MainActor open class UIBarButtonItemAppearance {
  /// Its look at rest.
  open var normal = UIBarButtonItemStateAppearance()
  /// Its look while pressed.
  open var highlighted = UIBarButtonItemStateAppearance()
  /// Its look when disabled.
  open var disabled = UIBarButtonItemStateAppearance()
  public init() {}
}

/// A navigation bar's look, as UIKit's `UINavigationBarAppearance`: kept, not applied.
@preconcurrency @MainActor open class UINavigationBarAppearance: UIBarAppearance {
  /// The attributes of the inline title.
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// The attributes of the large title.
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// The look of its buttons.
  open var buttonAppearance = UIBarButtonItemAppearance()
  /// The look of its back button.
  open var backButtonAppearance = UIBarButtonItemAppearance()
  /// Sets the back indicator's images.
  open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage: UIImage?) {}
}

/// The look of a tab bar item in one state.
@preconcurrency @MainActor open class UITabBarItemStateAppearance {
  /// The attributes of its title.
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// The colour of its icon.
  open var iconColor: UIColor?
  /// The colour of its badge.
  open var badgeBackgroundColor: UIColor?
  public init() {}
}

/// The look of a tab bar's items.
@preconcurrency @MainActor open class UITabBarItemAppearance {
  /// Its look at rest.
  open var normal = UITabBarItemStateAppearance()
  /// Its look when selected.
  open var selected = UITabBarItemStateAppearance()
  /// Its look when disabled.
  open var disabled = UITabBarItemStateAppearance()
  public init() {}
}

/// A tab bar's look, as UIKit's `UITabBarAppearance`: kept, not applied.
@preconcurrency @MainActor open class UITabBarAppearance: UIBarAppearance {
  /// Items stacked (icon above title), as on an iPhone held upright.
  open var stackedLayoutAppearance = UITabBarItemAppearance()
  /// Items side by side.
  open var inlineLayoutAppearance = UITabBarItemAppearance()
  /// Items side by side in a compact bar.
  open var compactInlineLayoutAppearance = UITabBarItemAppearance()
}

/// A navigation bar, for its appearance proxy: the bar itself is the SwiftUI layer's.
@preconcurrency @MainActor open class UINavigationBar: UIView {
  private static let proxy = UINavigationBar()
  /// The proxy whose settings every navigation bar would take (kept, not applied).
  open override class func appearance() -> UINavigationBar { proxy }

  /// Whether titles are large.
  open var prefersLargeTitles = false
  /// The bar's colour.
  open var barTintColor: UIColor?
  /// Whether it is translucent.
  open var isTranslucent = true
  /// The attributes of the inline title.
  open var titleTextAttributes: [NSAttributedString.Key: Any]?
  /// The attributes of the large title.
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
  /// Its look at rest.
  open var standardAppearance = UINavigationBarAppearance()
  /// Its look when content is scrolled to its edge.
  open var scrollEdgeAppearance: UINavigationBarAppearance?
  /// Its look when compact.
  open var compactAppearance: UINavigationBarAppearance?
  /// Its look when compact and scrolled to the edge.
  open var compactScrollEdgeAppearance: UINavigationBarAppearance?
  /// The image of the line under it.
  open var shadowImage: UIImage?
  /// The back button's image.
  open var backIndicatorImage: UIImage?
  /// The back button's transition mask.
  open var backIndicatorTransitionMaskImage: UIImage?
}

/// A tab bar, for its appearance proxy: the bar itself is the SwiftUI layer's.
@preconcurrency @MainActor open class UITabBar: UIView {
  private static let proxy = UITabBar()
  /// The proxy whose settings every tab bar would take (kept, not applied).
  open override class func appearance() -> UITabBar { proxy }

  /// The colour of items that are not selected.
  open var unselectedItemTintColor: UIColor?
  /// The bar's colour.
  open var barTintColor: UIColor?
  /// Whether it is translucent.
  open var isTranslucent = true
  /// Its look at rest.
  open var standardAppearance = UITabBarAppearance()
  /// Its look when content is scrolled to its edge.
  open var scrollEdgeAppearance: UITabBarAppearance?
  /// The image of the line above it.
  open var shadowImage: UIImage?
  /// Its background image.
  open var backgroundImage: UIImage?
}

/// A control, as UIKit's: here for its states, by which controls take attributes.
@preconcurrency @MainActor open class UIControl: UIView {
  /// The states of a control.
  public struct State: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let normal = State([])
    public static let highlighted = State(rawValue: 1 << 0)
    public static let disabled = State(rawValue: 1 << 1)
    public static let selected = State(rawValue: 1 << 2)
    public static let focused = State(rawValue: 1 << 3)
  }
  /// Whether it is enabled.
  open var isEnabled = true
  /// Whether it is selected.
  open var isSelected = false
}

/// A segmented control, for its appearance proxy (SwiftUI's segmented picker is the SwiftUI
/// layer's).
@preconcurrency @MainActor open class UISegmentedControl: UIControl {
  private static let proxy = UISegmentedControl()
  /// The proxy whose settings every segmented control would take (kept, not applied).
  open override class func appearance() -> UISegmentedControl { proxy }

  /// The colour of the selected segment.
  open var selectedSegmentTintColor: UIColor?
  private var attributes: [UInt: [NSAttributedString.Key: Any]] = [:]
  /// Sets the attributes of the titles in `state`.
  open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: State) {
    self.attributes[state.rawValue] = attributes
  }
  /// The attributes of the titles in `state`.
  open func titleTextAttributes(for state: State) -> [NSAttributedString.Key: Any]? {
    attributes[state.rawValue]
  }
}

/// A page control, for its appearance proxy.
@preconcurrency @MainActor open class UIPageControl: UIControl {
  private static let proxy = UIPageControl()
  /// The proxy whose settings every page control would take (kept, not applied).
  open override class func appearance() -> UIPageControl { proxy }

  /// The colour of the current page's dot.
  open var currentPageIndicatorTintColor: UIColor?
  /// The colour of the other dots.
  open var pageIndicatorTintColor: UIColor?
}

/// A switch, for its appearance proxy (SwiftUI's toggles are the SwiftUI layer's).
@preconcurrency @MainActor open class UISwitch: UIControl {
  private static let proxy = UISwitch()
  /// The proxy whose settings every switch would take (kept, not applied).
  open override class func appearance() -> UISwitch { proxy }

  /// Whether it is on.
  open var isOn = false
  /// The track's colour when on.
  open var onTintColor: UIColor?
  /// The thumb's colour.
  open var thumbTintColor: UIColor?
  /// Turns it on or off.
  open func setOn(_ on: Bool, animated: Bool) { isOn = on }
}

/// A table view, for its appearance proxy (SwiftUI's lists are the SwiftUI layer's).
@preconcurrency @MainActor open class UITableView: UIView {
  /// How rows are separated.
  public enum SeparatorStyle: Int, Sendable {
    case none, singleLine
  }
  private static let proxy = UITableView()
  /// The proxy whose settings every table view would take (kept, not applied).
  open override class func appearance() -> UITableView { proxy }

  /// How rows are separated.
  open var separatorStyle: SeparatorStyle = .singleLine
  /// The separators' colour.
  open var separatorColor: UIColor?
  /// The space above each section header (UIKit's automatic value until set).
  open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension
  /// The value UIKit chooses itself.
  public static let automaticDimension: CGFloat = -1
}
