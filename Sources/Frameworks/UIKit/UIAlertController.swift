import Foundation

/// UIKit's alert and action sheet, as apps build them: the title, message, style, actions and
/// text fields are kept, and presenting one records it as the presented controller. UIKit's
/// controllers are not drawn here, so the alert is not shown and not audited; SwiftUI's
/// `.alert` and `.confirmationDialog` are drawn. `_tap(_:)` runs an action's handler as a tap
/// would, for a test of what the handler does.
@preconcurrency @MainActor open class UIAlertController: UIViewController {
  /// How it is shown.
  public enum Style: Int, Sendable {
    case actionSheet, alert
  }

  /// The text under the title.
  open var message: String?
  /// How it is shown.
  public let preferredStyle: Style
  /// Its buttons, in order.
  open private(set) var actions: [UIAlertAction] = []
  /// The action drawn in bold (the default one).
  open var preferredAction: UIAlertAction?
  /// The text fields of an alert (their text, placeholder and keyboard are kept).
  open private(set) var textFields: [UITextField]?

  /// An alert or sheet with `title` and `message`.
  public init(title: String?, message: String?, preferredStyle: Style) {
    self.message = message
    self.preferredStyle = preferredStyle
    super.init()
    self.title = title
  }

  /// Adds a button.
  open func addAction(_ action: UIAlertAction) { actions.append(action) }
  /// Adds a text field to an alert, configured by `configurationHandler`.
  open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
    let field = UITextField()
    configurationHandler?(field)
    textFields = (textFields ?? []) + [field]
  }
  /// Runs `action`'s handler and dismisses the alert, as a tap on its button does.
  public func _tap(_ action: UIAlertAction) {
    guard action.isEnabled else { return }
    presentingViewController?.dismiss(animated: true)
    action.handler?(action)
  }
}

/// A button of an alert: its title, style and handler are kept.
@preconcurrency @MainActor open class UIAlertAction {
  /// How an action is drawn.
  public enum Style: Int, Sendable {
    case `default`, cancel, destructive
  }

  /// Its title.
  public let title: String?
  /// How it is drawn.
  public let style: Style
  /// Whether it can be tapped.
  open var isEnabled = true
  let handler: ((UIAlertAction) -> Void)?

  /// A button titled `title` that runs `handler` when tapped.
  public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
    self.title = title
    self.style = style
    self.handler = handler
  }
}
