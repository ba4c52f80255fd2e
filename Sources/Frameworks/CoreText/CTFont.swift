/// A font, as Core Text's `CTFont`: a PostScript name and a size in points. UIKit's `UIFont` is
/// one (on iOS the two are the same object), so `uiFont as CTFont` holds, and SwiftUI's
/// `Font(_:)` given it reads the `UIFont` back, text style included. A font made here by name is
/// drawn in the font that stands in for that name, as any other.
///
/// Invariant: the size is finite and not negative (anything else is kept as 0).
open class CTFont: NSObject, @unchecked Sendable {
  /// The name the font was asked for by.
  public let _postScriptName: String
  /// Its size in points.
  public let _size: CGFloat

  /// The font named `name` at `size` points.
  public init(_postScriptName name: String, size: CGFloat) {
    _postScriptName = name
    _size = size.isFinite ? max(0, size) : 0
    super.init()
  }
}

/// The font named `name` at `size` points (12, Core Text's default, when `size` is 0); the
/// transform is not applied here.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CTFontCreateWithName(
  _ name: CFString, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?
) -> CTFont {
  CTFont(_postScriptName: name, size: size == 0 ? 12 : size)
}

/// `font` at another size (its own when `size` is 0); the transform and attributes are not
/// applied here.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CTFontCreateCopyWithAttributes(
  _ font: CTFont, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?, _ attributes: AnyObject?
) -> CTFont {
  CTFont(_postScriptName: font._postScriptName, size: size == 0 ? font._size : size)
}

/// The font's size in points.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CTFontGetSize(_ font: CTFont) -> CGFloat { font._size }

/// The font's PostScript name.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CTFontCopyPostScriptName(_ font: CTFont) -> CFString { font._postScriptName }

/// The font's family: its name before the first `-` (`Avenir` for `Avenir-Heavy`).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CTFontCopyFamilyName(_ font: CTFont) -> CFString {
  font._postScriptName.split(separator: "-").first.map(String.init) ?? font._postScriptName
}
