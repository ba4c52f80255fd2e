import Foundation

extension UIControl {
  /// What happens to a control.
  public struct Event: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let touchDown = Event(rawValue: 1 << 0)
    public static let touchUpInside = Event(rawValue: 1 << 6)
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    public static let touchCancel = Event(rawValue: 1 << 8)
    public static let valueChanged = Event(rawValue: 1 << 12)
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    public static let menuActionTriggered = Event(rawValue: 1 << 14)
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    public static let editingChanged = Event(rawValue: 1 << 17)
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }
}

/// An action with a title and an image, run by a control or a menu (UIKit's closure-based
/// target-action).
@preconcurrency @MainActor open class UIAction {
  /// Its title.
  open var title: String
  /// Its image.
  open var image: UIImage?
  let handler: (UIAction) -> Void

  /// An action that runs `handler`.
  public init(title: String = "", image: UIImage? = nil, handler: @escaping (UIAction) -> Void) {
    self.title = title
    self.image = image
    self.handler = handler
  }
}

/// UIKit's button, as a representable's code makes one: its type, titles and images by state
/// and its actions are kept, and `sendActions(for:)` runs the actions added for those events. It
/// is not drawn here (see `UIView`); a button the audit should judge is SwiftUI's `Button`.
@preconcurrency @MainActor open class UIButton: UIControl {
  /// The kinds of system button.
  public enum ButtonType: Int, Sendable {
    case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
    public static let plain = ButtonType.system
  }

  /// Its kind.
  public let buttonType: ButtonType
  private var titles: [UInt: String] = [:]
  private var titleColors: [UInt: UIColor] = [:]
  private var images: [UInt: UIImage] = [:]
  private var actions: [(action: UIAction, events: UIControl.Event)] = []

  /// A button of `buttonType`.
  public init(type buttonType: ButtonType) {
    self.buttonType = buttonType
    super.init(frame: .zero)
  }
  /// A custom button with `frame`.
  public override init(frame: CGRect) {
    buttonType = .custom
    super.init(frame: frame)
  }
  /// A system button that runs `primaryAction` when tapped.
  public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
    self.init(type: buttonType)
    if let primaryAction {
      setTitle(primaryAction.title, for: .normal)
      setImage(primaryAction.image, for: .normal)
      addAction(primaryAction, for: .primaryActionTriggered)
    }
  }

  /// Sets its title in `state`.
  open func setTitle(_ title: String?, for state: UIControl.State) { titles[state.rawValue] = title }
  /// Its title in `state` (the normal one when none was set for it).
  open func title(for state: UIControl.State) -> String? { titles[state.rawValue] ?? titles[0] }
  /// Its title now.
  open var currentTitle: String? { title(for: isEnabled ? (isSelected ? .selected : .normal) : .disabled) }
  /// Sets its title's colour in `state`.
  open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
    titleColors[state.rawValue] = color
  }
  /// Its title's colour in `state`.
  open func titleColor(for state: UIControl.State) -> UIColor? {
    titleColors[state.rawValue] ?? titleColors[0]
  }
  /// Sets its image in `state`.
  open func setImage(_ image: UIImage?, for state: UIControl.State) { images[state.rawValue] = image }
  /// Its image in `state`.
  open func image(for state: UIControl.State) -> UIImage? { images[state.rawValue] ?? images[0] }
  /// Its image now.
  open var currentImage: UIImage? { image(for: isEnabled ? (isSelected ? .selected : .normal) : .disabled) }

  private var targets: [(target: AnyObject?, action: Selector, events: UIControl.Event)] = []
  /// Adds a target and action for `events`: kept (a selector cannot be called without the
  /// Objective-C runtime, so `sendActions(for:)` runs only the closure-based actions).
  open func addTarget(_ target: Any?, action: Selector, for events: UIControl.Event) {
    targets.append((target.map { $0 as AnyObject }, action, events))
  }
  /// The actions added for `event` on `target`, by name.
  open func actions(forTarget target: Any?, forControlEvent event: UIControl.Event) -> [String]? {
    let names = targets.filter {
      ($0.target === (target.map { $0 as AnyObject })) && !$0.events.isDisjoint(with: event)
    }
    .map(\.action.name)
    return names.isEmpty ? nil : names
  }

  /// Runs `action` on `events`.
  open func addAction(_ action: UIAction, for events: UIControl.Event) { actions.append((action, events)) }
  /// Stops running `action` on `events`.
  open func removeAction(_ action: UIAction, for events: UIControl.Event) {
    actions.removeAll { $0.action === action && !$0.events.isDisjoint(with: events) }
  }
  /// Runs the actions added for any of `events` (a tap is `.touchUpInside` and
  /// `.primaryActionTriggered`).
  open func sendActions(for events: UIControl.Event) {
    guard isEnabled else { return }
    for (action, on) in actions where !on.isDisjoint(with: events) { action.handler(action) }
  }
}
