import Foundation
import Typesetting

/// UIKit's text measurement (`NSString`'s and `NSAttributedString`'s `size` and `boundingRect`),
/// with the typesetter of the screen being laid out, as apps size a chat bubble or a cell by hand:
/// the text in its `.font` (UIKit's default, 12 pt, when none), lines as tall as the font's line
/// height, wrapped in the given width with `.usesLineFragmentOrigin` and on one line without it.
/// With no screen being laid out (code run outside a preview), a fixed-advance typesetter
/// measures, half a point size a character.
public enum TextMeasurement {
  private static let current = UIKitLock<(any Typesetter)?>(nil)

  /// Makes `typesetter` measure UIKit's text (the screen being laid out sets its own).
  public static func use(_ typesetter: any Typesetter) { current.withLock { $0 = typesetter } }

  /// The size `string` takes in `font`, wrapped in `width` (nil: on one line), at most `lines`
  /// lines (0: any number).
  static func size(of string: String, font: UIFont, width: CGFloat?, lines: Int = 0) -> CGSize {
    let typesetter: any Typesetter = current.withLock { $0 } ?? FixedAdvanceTypesetter()
    let wrapping = width.flatMap {
      $0.isFinite && $0 > 0 && $0 < CGFloat(TextRequest.maximumWidth) ? $0 : nil
    }
    let request = TextRequest(
      string,
      font: Typesetting.Font(
        family: font.isSystemFont ? Typesetting.Font.defaultFamily : font.familyName,
        weight: font.weight.fontWeight, italic: font.isItalic, pointSize: Double(font.pointSize)),
      lineHeight: Double(font.lineHeight), width: wrapping.map(Double.init), maximumLines: lines)
    let layout = typesetter.layout(request)
    return CGSize(width: CGFloat(layout.size.width), height: CGFloat(layout.size.height))
  }

  /// The font `attributes` give, or UIKit's default.
  static func font(in attributes: [NSAttributedString.Key: Any]?) -> UIFont {
    attributes?[.font] as? UIFont ?? .systemFont(ofSize: 12)
  }
}

/// How text is measured and drawn (`boundingRect(with:options:attributes:context:)`).
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Lines wrapped in the given width, as a paragraph; without it the text is one line.
  public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
  /// The font's leading added between lines (none for the system font).
  public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
  /// The glyphs' own bounds rather than the lines'.
  public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
  /// Cut at the given size with an ellipsis.
  public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// What a measurement says beyond its rectangle (kept, for the calls that pass one).
open class NSStringDrawingContext: @unchecked Sendable {
  /// The smallest scale the text may be shrunk to.
  open var minimumScaleFactor: CGFloat = 0
  /// The scale it was drawn at: 1 here, as measured text is not shrunk.
  open private(set) var actualScaleFactor: CGFloat = 1
  public init() {}
}

extension String {
  /// The size the text takes on one line in `attributes`' font.
  public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    TextMeasurement.size(of: self, font: TextMeasurement.font(in: attributes), width: nil)
  }

  /// The rectangle the text takes in `size`'s width (with `.usesLineFragmentOrigin`; else on one
  /// line), in `attributes`' font, from the origin.
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
    context: NSStringDrawingContext?
  ) -> CGRect {
    let width = options.contains(.usesLineFragmentOrigin) ? size.width : nil
    let measured = TextMeasurement.size(of: self, font: TextMeasurement.font(in: attributes), width: width)
    return CGRect(origin: .zero, size: measured)
  }
}

extension NSString {
  /// The size the text takes on one line in `attributes`' font.
  public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    String(self).size(withAttributes: attributes)
  }

  /// The rectangle the text takes in `size`'s width, as `String`'s.
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
    context: NSStringDrawingContext?
  ) -> CGRect {
    String(self).boundingRect(with: size, options: options, attributes: attributes, context: context)
  }
}

extension NSAttributedString {
  /// The size the text takes on one line, in its first character's font.
  public func size() -> CGSize { string.size(withAttributes: firstAttributes) }

  /// The rectangle the text takes in `size`'s width, in its first character's font.
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?
  ) -> CGRect {
    string.boundingRect(with: size, options: options, attributes: firstAttributes, context: context)
  }

  private var firstAttributes: [NSAttributedString.Key: Any]? {
    length > 0 ? attributes(at: 0, effectiveRange: nil) : nil
  }
}
