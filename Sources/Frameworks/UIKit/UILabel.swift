import Foundation

/// How a label's text that does not fit is wrapped or cut, as UIKit's `NSLineBreakMode`.
public enum NSLineBreakMode: Int, Sendable {
  case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail,
    byTruncatingMiddle
}

/// A UIKit label, as `UILabel`: its text, font and lines are kept and measure it
/// (`intrinsicContentSize`, `sizeThatFits`) with the typesetter of the screen being laid out, as
/// an app sizes a cell by hand. UIKit's views are not drawn here: a label inside a
/// `UIViewRepresentable` is part of the placeholder the audit reports (`unrendered-content`).
@preconcurrency @MainActor open class UILabel: UIView {
  /// The text shown.
  open var text: String?
  /// The text with its attributes (its string is `text`).
  open var attributedText: NSAttributedString? {
    get { text.map { NSAttributedString(string: $0, attributes: [.font: font as Any]) } }
    set { text = newValue?.string }
  }
  /// The font (UIKit's default: the system font at 17 pt).
  open var font: UIFont! = .systemFont(ofSize: 17)
  /// The text's colour.
  open var textColor: UIColor! = .label
  /// How lines are aligned.
  open var textAlignment: NSTextAlignment = .natural
  /// The most lines shown (0: as many as the text needs).
  open var numberOfLines = 1
  /// How text that does not fit is wrapped or cut.
  open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
  /// Whether the font follows the reader's text size (a `preferredFont` font).
  open var adjustsFontForContentSizeCategory = false
  /// Whether the text is shrunk to fit its width (kept: the label is not drawn here).
  open var adjustsFontSizeToFitWidth = false
  /// How far the text may be shrunk to fit (kept).
  open var minimumScaleFactor: CGFloat = 0
  /// Whether letters may be set closer before the text is cut (kept).
  open var allowsDefaultTighteningForTruncation = false
  /// The width a multi-line label wraps at when laid out by constraints (0: its own width).
  open var preferredMaxLayoutWidth: CGFloat = 0
  /// Whether it is drawn as enabled.
  open var isEnabled = true

  /// The size of its text on `numberOfLines` lines wrapped in `size`'s width.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    guard let text, !text.isEmpty else { return .zero }
    let width: CGFloat? = numberOfLines == 1 ? nil : size.width
    return TextMeasurement.size(
      of: text, font: font ?? .systemFont(ofSize: 17), width: width, lines: numberOfLines)
  }

  /// The size of its text, wrapped at `preferredMaxLayoutWidth` when it has more than one line.
  open override var intrinsicContentSize: CGSize {
    let width = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : CGFloat.greatestFiniteMagnitude
    return sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
  }
}
