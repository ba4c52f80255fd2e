import Foundation

/// UIKit's one-line text field, as alerts, representables and appearance proxies configure it: its text,
/// placeholder, font, alignment and keyboard settings are kept; nobody types into it here.
@preconcurrency @MainActor open class UITextField: UIControl {
  open var text: String?
  open var placeholder: String?
  open var font: UIFont?
  open var textColor: UIColor?
  open var textAlignment: NSTextAlignment = .natural
  open var isSecureTextEntry = false
  open var keyboardType: UIKeyboardType = .default
  open var autocapitalizationType: UITextAutocapitalizationType = .sentences
  open var clearButtonMode: ViewMode = .never
  open var borderStyle: BorderStyle = .none
  /// Whether its text is empty.
  open var hasText: Bool { !(text ?? "").isEmpty }

  private static let proxy = UITextField()
  /// The proxy whose settings every text field would take (kept, not applied).
  open override class func appearance() -> UITextField { proxy }

  /// When an overlay view shows.
  public enum ViewMode: Int, Sendable {
    case never, whileEditing, unlessEditing, always
  }
  /// The border drawn around it.
  public enum BorderStyle: Int, Sendable {
    case none, line, bezel, roundedRect
  }
}

/// UIKit's multi-line text view, as representables and appearance proxies configure it: its
/// text, font, colours, insets and editing settings are kept; nobody types into it here, and it
/// is not drawn (see `UIView`).
@preconcurrency @MainActor open class UITextView: UIView {
  open var text: String!
  open var attributedText: NSAttributedString!
  open var font: UIFont?
  open var textColor: UIColor?
  open var textAlignment: NSTextAlignment = .natural
  open var isEditable = true
  open var isSelectable = true
  open var isScrollEnabled = true
  open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
  open var keyboardType: UIKeyboardType = .default
  open var autocapitalizationType: UITextAutocapitalizationType = .sentences
  /// Whether its font follows the text size (kept with the font).
  open var adjustsFontForContentSizeCategory = false
  /// Whether it has text.
  open var hasText: Bool { !(text ?? "").isEmpty }

  private static let proxy = UITextView()
  /// The proxy whose settings every text view would take (kept, not applied).
  open override class func appearance() -> UITextView { proxy }
}
