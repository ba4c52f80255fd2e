import Foundation

/// A font read from a font file's bytes, as Core Graphics's `CGFont`: what an app hands Core Text
/// to register a font it bundles (`CTFontManagerRegisterGraphicsFont`). Only TrueType, OpenType
/// and collection files make one; its names are read from the file's `name` table.
public final class CGFont: @unchecked Sendable {
  /// The bytes it was read from.
  public let provider: CGDataProvider
  /// Its PostScript name (`Onest-Bold`), the name `UIFont(name:size:)` and `Font.custom` take.
  public let postScriptName: CFString?
  /// Its full name (`Onest Bold`).
  public let fullName: CFString?

  /// The font in `provider`'s bytes; nil when they are not a font file.
  public init?(_ provider: CGDataProvider) {
    let bytes = [UInt8](provider.data.prefix(4))
    guard Self.isFontFile(bytes) else { return nil }
    self.provider = provider
    let names = FontNameTable(provider.data)
    postScriptName = names.string(id: 6)
    fullName = names.string(id: 4)
  }

  /// Whether `head` (a file's first four bytes) starts a TrueType, OpenType, collection or WOFF file.
  static func isFontFile(_ head: [UInt8]) -> Bool {
    guard head.count == 4 else { return false }
    if head == [0, 1, 0, 0] { return true }
    return ["true", "typ1", "OTTO", "ttcf", "wOFF", "wOF2"].contains(String(decoding: head, as: UTF8.self))
  }
}

/// The strings of an sfnt font's `name` table (of its first face, for a collection), read
/// without trusting any offset in the file.
struct FontNameTable {
  private var strings: [Int: String] = [:]

  init(_ data: Data) {
    let bytes = [UInt8](data)
    func u16(_ at: Int) -> Int? {
      at >= 0 && at + 2 <= bytes.count ? Int(bytes[at]) << 8 | Int(bytes[at + 1]) : nil
    }
    func u32(_ at: Int) -> Int? {
      guard let high = u16(at), let low = u16(at + 2) else { return nil }
      return high << 16 | low
    }
    var face = 0
    if bytes.starts(with: Array("ttcf".utf8)), let first = u32(12) { face = first }
    guard let tables = u16(face + 4) else { return }
    for index in 0..<min(tables, 512) {
      let record = face + 12 + index * 16
      guard record + 16 <= bytes.count, String(decoding: bytes[record..<record + 4], as: UTF8.self) == "name",
        let table = u32(record + 8), let count = u16(table + 2), let storage = u16(table + 4)
      else { continue }
      for entry in 0..<min(count, 4096) {
        let at = table + 6 + entry * 12
        guard let platform = u16(at), let nameID = u16(at + 6), let length = u16(at + 8),
          let offset = u16(at + 10)
        else { break }
        let start = table + storage + offset
        guard start >= 0, start + length <= bytes.count, strings[nameID] == nil else { continue }
        let raw = Array(bytes[start..<start + length])
        // Windows and Unicode names are UTF-16 big-endian; Macintosh ones are single bytes.
        let text =
          platform == 1
          ? String(decoding: raw, as: UTF8.self)
          : String(
            decoding: stride(from: 0, to: raw.count - 1, by: 2).map {
              UInt16(raw[$0]) << 8 | UInt16(raw[$0 + 1])
            },
            as: UTF16.self)
        if !text.isEmpty { strings[nameID] = text }
      }
      return
    }
  }

  /// The string of name `id` (4 the full name, 6 the PostScript name).
  func string(id: Int) -> String? { strings[id] }
}
