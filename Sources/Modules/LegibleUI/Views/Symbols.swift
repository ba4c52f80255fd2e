import Drawing
import Foundation

/// The drawings `Image(systemName:)` shows: SF Symbols' names mapped to the open icon set the
/// project uses (Material Design Icons, Debian's `fonts-materialdesignicons-webfont`), read from
/// its SVG font by a catalog program or a test (`SymbolSet.current`). A name with no mapping, or
/// no icon set loaded, shows a placeholder (a crossed box) that the audit reports
/// (`unmapped-symbol`).
public final class SymbolSet: @unchecked Sendable {
  private var glyphs: [String: String] = [:]
  private let lock = NSLock()

  /// The glyph outlines of an SVG font, by glyph name.
  public init(svgFont data: Data) {
    guard let text = String(data: data, encoding: .utf8) else { return }
    var rest = text[...]
    while let start = rest.range(of: "<glyph") {
      guard let end = rest[start.upperBound...].range(of: "/>") else { break }
      let tag = rest[start.upperBound..<end.lowerBound]
      if let name = Self.attribute("glyph-name", in: tag), let path = Self.attribute("d", in: tag) {
        glyphs[name] = path
      }
      rest = rest[end.upperBound...]
    }
  }

  /// No icon set: every symbol is a placeholder.
  public init() {}

  /// The path of Debian's Material Design Icons SVG font.
  public static let debianFont = URL(
    fileURLWithPath: "/usr/share/fonts/svg/materialdesignicons-webfont/materialdesignicons-webfont.svg")

  private static func attribute(_ name: String, in tag: Substring) -> String? {
    guard
      let key = tag.range(of: " \(name)=\"") ?? tag.range(of: "\n\(name)=\"") ?? tag.range(of: "\t\(name)=\"")
    else {
      return nil
    }
    let value = tag[key.upperBound...]
    guard let close = value.firstIndex(of: "\"") else { return nil }
    return String(value[..<close])
  }

  nonisolated(unsafe) private static var shared = SymbolSet()
  private static let sharedLock = NSLock()

  /// The set symbols are drawn from.
  public static var current: SymbolSet {
    get { sharedLock.withLock { shared } }
    set { sharedLock.withLock { shared = newValue } }
  }

  /// How many glyphs the set has.
  public var count: Int { glyphs.count }

  /// The SF Symbol names this set can draw, sorted.
  public var mappedNames: [String] {
    let glyphs = lock.withLock { self.glyphs }
    return SymbolNames.all.filter { SymbolNames.materialName(for: $0).map { glyphs[$0] != nil } ?? false }
  }

  /// The icon of the SF Symbol `name`, or nil when it has no mapping or the set lacks the glyph.
  public func icon(systemName name: String) -> VectorIcon? {
    guard let glyph = SymbolNames.materialName(for: name), let path = lock.withLock({ glyphs[glyph] }) else {
      return nil
    }
    // The font's glyphs are 512 units a side, y up from the baseline 64 units above the bottom.
    return VectorIcon(
      name: name,
      svg:
        "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 -448 512 512'><path transform='scale(1,-1)' d='\(path)'/></svg>"
    )
  }
}

enum Symbols {
  /// The icon of an SF Symbol, or the placeholder.
  static func icon(named name: String) -> VectorIcon {
    SymbolSet.current.icon(systemName: name) ?? missing(name)
  }

  /// A crossed box, for a symbol or an image that cannot be drawn.
  static func missing(_ name: String) -> VectorIcon {
    VectorIcon(
      name: "missing:\(name)",
      svg:
        "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='#000' stroke-width='2'><rect x='3' y='3' width='18' height='18'/><path d='M3 3 L21 21 M21 3 L3 21'/></svg>"
    )
  }
}
