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

  /// The glyph outlines of an SVG font, by glyph name. Read as bytes: the font is 1.8 MB, and a
  /// program reads it once at start-up.
  public init(svgFont data: Data) {
    let bytes = [UInt8](data)
    var position = 0
    while let start = Self.find(Array("<glyph".utf8), in: bytes, from: position) {
      let tagStart = start + 6
      guard let end = Self.find(Array("/>".utf8), in: bytes, from: tagStart) else { break }
      let tag = bytes[tagStart..<end]
      if let name = Self.attribute("glyph-name", in: tag), let path = Self.attribute("d", in: tag) {
        glyphs[name] = path
      }
      position = end + 2
    }
  }

  /// No icon set: every symbol is a placeholder.
  public init() {}

  /// The path of Debian's Material Design Icons SVG font.
  public static let debianFont = URL(
    fileURLWithPath: "/usr/share/fonts/svg/materialdesignicons-webfont/materialdesignicons-webfont.svg")

  /// Where `needle` first occurs in `bytes` at or after `from`.
  private static func find(_ needle: [UInt8], in bytes: [UInt8], from: Int) -> Int? {
    guard let first = needle.first else { return nil }
    var index = max(from, 0)
    let last = bytes.count - needle.count
    while index <= last {
      if bytes[index] == first {
        var matched = 1
        while matched < needle.count, bytes[index + matched] == needle[matched] { matched += 1 }
        if matched == needle.count { return index }
      }
      index += 1
    }
    return nil
  }

  /// The value of the attribute `name` in a tag's bytes: `name="value"` after a space, a tab or a
  /// line break.
  private static func attribute(_ name: String, in tag: ArraySlice<UInt8>) -> String? {
    let key = Array("\(name)=\"".utf8)
    var index = tag.startIndex
    while index + key.count <= tag.endIndex {
      let preceded = index > tag.startIndex && [0x20, 0x0A, 0x09, 0x0D].contains(tag[index - 1])
      if preceded && tag[index..<index + key.count].elementsEqual(key) {
        let valueStart = index + key.count
        guard let close = tag[valueStart...].firstIndex(of: 0x22) else { return nil }
        return String(decoding: tag[valueStart..<close], as: UTF8.self)
      }
      index += 1
    }
    return nil
  }

  nonisolated(unsafe) private static var shared: SymbolSet?
  nonisolated(unsafe) private static var loader: (@Sendable () -> SymbolSet)?
  private static let sharedLock = NSLock()

  /// The set symbols are drawn from (none until one is set or loaded).
  public static var current: SymbolSet {
    get {
      sharedLock.withLock {
        if let shared { return shared }
        let loaded = loader?() ?? SymbolSet()
        (shared, loader) = (loaded, nil)
        return loaded
      }
    }
    set { sharedLock.withLock { (shared, loader) = (newValue, nil) } }
  }

  /// Makes the set `load` gives the current one, loaded when a symbol is first asked for: a
  /// process that draws no symbol (a parent starting its workers, a command without screens)
  /// does not read the icon font.
  public static func loadCurrent(whenFirstUsed load: @escaping @Sendable () -> SymbolSet) {
    sharedLock.withLock { (shared, loader) = (nil, load) }
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
  static func icon(named name: String, variant: SymbolVariants = .none) -> VectorIcon {
    found(named: name, variant: variant) ?? missing(name)
  }

  /// The symbol set's icon for `name` in `variant` (the nearest variant it has), or nil. Each name
  /// is looked up once: making an icon is not free, and images update often.
  static func found(named name: String, variant: SymbolVariants) -> VectorIcon? {
    variant == .none
      ? SymbolSet.current.icon(systemName: name)
      : variant.candidates(for: name).lazy.compactMap { SymbolSet.current.icon(systemName: $0) }.first
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
