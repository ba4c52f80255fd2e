import Foundation

/// A spinning activity indicator, as UIKit's: its style, colour and whether it animates are
/// kept. UIKit views are not drawn inside SwiftUI here: shown through a representable, it is a
/// reported placeholder.
@preconcurrency @MainActor open class UIActivityIndicatorView: UIView {
  /// The indicator's size.
  public enum Style: Int, Sendable {
    case medium = 100, large = 101
    @available(*, deprecated, renamed: "large") case whiteLarge = 0
    @available(*, deprecated, renamed: "medium") case white = 1
    @available(*, deprecated, renamed: "medium") case gray = 2
  }

  /// Its size.
  open var style: Style
  /// Its colour (the system's grey when nil).
  open var color: UIColor!
  /// Whether it hides when it stops.
  open var hidesWhenStopped = true
  /// Whether it spins.
  open private(set) var isAnimating = false

  /// An indicator of `style`.
  public init(style: Style) {
    self.style = style
    super.init(frame: .zero)
  }

  /// A medium indicator in `frame`.
  public override init(frame: CGRect) {
    style = .medium
    super.init(frame: frame)
  }

  /// Starts spinning.
  open func startAnimating() { isAnimating = true }
  /// Stops spinning.
  open func stopAnimating() { isAnimating = false }
}
