import Foundation

/// The Swift symbols Xcode generates for an app's asset catalogs (Xcode 15 and later), written
/// into the app's module as Xcode writes them into its own: a static `ColorResource` per colour
/// set and `ImageResource` per image set and custom symbol set (`Color(.accent)`, `Image(.logo)`),
/// and, where the
/// project asks for them, members of `Color`, `ShapeStyle`, `UIColor` and `UIImage`
/// (`Color.accent`, `.foregroundStyle(.accent)`).
///
/// Names follow Xcode's: the set's name in lower camel case, its separators dropped
/// (`brand_blue` → `brandBlue`), a colour's trailing `Color` and an image's trailing `Image`
/// dropped (`AccentColor` → `accent`, `placeholder-image` → `placeholder`),
/// a name starting with a digit after an underscore. A set in a folder that provides a namespace
/// is a member of a type named for the folder in upper camel case (`Brand/Blue` →
/// `ColorResource.Brand.blue`, written `Color(.Brand.blue)`), and so are the members of `Color`
/// and `UIImage` (`.tint(.Brand.blue)`); `ShapeStyle` and `UIColor` have the sets outside
/// namespaces only.
struct AssetSymbols: Equatable {
  /// Colour sets, by their names in the catalog.
  var colors: [String] = []
  /// Image sets, by their names in the catalog.
  var images: [String] = []

  /// The sets of `catalogs`.
  static func read(_ catalogs: [URL]) -> AssetSymbols {
    var symbols = AssetSymbols()
    for catalog in catalogs { symbols.walk(catalog, namespace: "", depth: 0) }
    symbols.colors = Array(Set(symbols.colors)).sorted()
    symbols.images = Array(Set(symbols.images)).sorted()
    return symbols
  }

  private mutating func walk(_ folder: URL, namespace: String, depth: Int) {
    guard depth < 16, let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
      return
    }
    for name in names.sorted() {
      let url = folder.appendingPathComponent(name)
      let stem = (name as NSString).deletingPathExtension
      switch (name as NSString).pathExtension {
      case "colorset": colors.append(namespace + stem)
      case "imageset", "symbolset": images.append(namespace + stem)
      case "":
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue
        else {
          continue
        }
        walk(
          url, namespace: Self.providesNamespace(url) ? namespace + name + "/" : namespace, depth: depth + 1)
      default: continue
      }
    }
  }

  /// Whether a folder of a catalog puts its name before its sets' (`provides-namespace`).
  static func providesNamespace(_ folder: URL) -> Bool {
    guard
      let data = FileManager.default.contents(atPath: folder.appendingPathComponent("Contents.json").path),
      let contents = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let properties = contents["properties"] as? [String: Any]
    else { return false }
    return properties["provides-namespace"] as? Bool == true
  }

  /// The symbol Xcode names a set by.
  static func identifier(_ name: String, isColor: Bool) -> String {
    let words = name.split { !($0.isLetter || $0.isNumber) }.map(String.init)
    guard let first = words.first else { return "_" }
    var identifier =
      lowerCamel(first)
      + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    // A colour's trailing "Color" and an image's trailing "Image" are dropped (`Hero image` →
    // `hero`), as Xcode drops them, when something is left.
    let suffix = isColor ? "Color" : "Image"
    if identifier.hasSuffix(suffix), identifier.count > suffix.count { identifier.removeLast(suffix.count) }
    if identifier.first?.isNumber == true { identifier = "_" + identifier }
    return keywords.contains(identifier) ? "`\(identifier)`" : identifier
  }

  /// `word` with its leading capitals lowered as Swift names an acronym (`HNOrange` → `hnOrange`,
  /// `URL` → `url`, `Brand` → `brand`): a run of capitals followed by a small letter keeps its last
  /// capital, which starts the next word.
  static func lowerCamel(_ word: String) -> String {
    let capitals = word.prefix { $0.isUppercase }.count
    guard capitals > 1, let next = word.dropFirst(capitals).first, next.isLowercase else {
      // No capital run before a small letter: the capitals are lowered (`URL`, `HN2`, `Brand`).
      return word.prefix(max(capitals, 1)).lowercased() + word.dropFirst(max(capitals, 1))
    }
    return word.prefix(capitals - 1).lowercased() + word.dropFirst(capitals - 1)
  }

  static let keywords: Set<String> = [
    "as", "break", "case", "catch", "class", "continue", "default", "defer", "do", "else", "enum",
    "extension",
    "false", "for", "func", "guard", "if", "import", "in", "init", "internal", "is", "let", "nil", "operator",
    "private", "protocol", "public", "repeat", "return", "self", "static", "struct", "subscript", "super",
    "switch", "throw", "throws", "true", "try", "var", "where", "while",
  ]

  /// Members `Color` and `UIColor` already have, which Xcode does not generate again.
  static let existingColorMembers: Set<String> = [
    "accentColor", "black", "blue", "brown", "clear", "cyan", "gray", "green", "indigo", "mint", "orange",
    "pink",
    "primary", "purple", "red", "secondary", "teal", "white", "yellow", "label", "link", "separator",
    "darkGray", "lightGray", "magenta", "systemBackground", "tint",
  ]

  /// The name of a namespace folder's type: its words in upper camel case (`iconPreviews` →
  /// `IconPreviews`).
  static func namespaceIdentifier(_ name: String) -> String {
    let words = name.split { !($0.isLetter || $0.isNumber) }
    let identifier = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    guard let first = identifier.first else { return "_" }
    return first.isNumber ? "_" + identifier : identifier
  }

  /// The static members for `names` (full names in the catalog, namespaces separated by `/`),
  /// those in namespaces inside nested types, indented for `depth`: `line` writes a member from
  /// its symbol, its name in the catalog and its path from the extended type
  /// (`GrocyColors.grocyBlue`), or nil to leave it out.
  static func members(
    _ names: [String], isColor: Bool, prefix: String = "", path: String = "", depth: Int = 1,
    line: (_ symbol: String, _ name: String, _ path: String) -> String?
  ) -> String {
    let indent = String(repeating: "  ", count: depth)
    var text = ""
    var seen: Set<String> = []
    var namespaces: [String] = []
    for name in names {
      let relative = String(name.dropFirst(prefix.count))
      if let slash = relative.firstIndex(of: "/") {
        let folder = String(relative[..<slash])
        if !namespaces.contains(folder) { namespaces.append(folder) }
        continue
      }
      let symbol = identifier(relative, isColor: isColor)
      guard seen.insert(symbol).inserted, let member = line(symbol, name, path + symbol) else { continue }
      text += "\(indent)\(member)\n"
    }
    for folder in namespaces {
      let inner = prefix + folder + "/"
      let type = namespaceIdentifier(folder)
      text += "\(indent)enum \(type) {\n"
      text += members(
        names.filter { $0.hasPrefix(inner) }, isColor: isColor, prefix: inner, path: path + type + ".",
        depth: depth + 1, line: line)
      text += "\(indent)}\n"
    }
    return text
  }

  /// The generated file; nil when there is nothing to generate.
  func source(extensions: Bool) -> String? {
    guard !colors.isEmpty || !images.isEmpty else { return nil }
    let literal = { (text: String) in "\"" + text.replacingOccurrences(of: "\"", with: "\\\"") + "\"" }
    var text = """
      // The asset symbols Xcode generates for the app's catalogs, written by `legible app`.
      import Foundation
      import SwiftUI
      import UIKit

      extension ColorResource {

      """
    text += Self.members(colors, isColor: true) { symbol, name, _ in
      "static let \(symbol) = ColorResource(name: \(literal(name)), bundle: .main)"
    }
    text += "}\n\nextension ImageResource {\n"
    text += Self.members(images, isColor: false) { symbol, name, _ in
      "static let \(symbol) = ImageResource(name: \(literal(name)), bundle: .main)"
    }
    text += "}\n"
    guard extensions else { return text }
    // A member Color or UIColor already has (`red`) is not generated, as Xcode leaves it out; a
    // namespace is a nested type of Color and UIImage, as in Xcode's file, but not of ShapeStyle
    // (a protocol's extension cannot hold a type) nor of UIColor: here `Color(_:)` takes a
    // UIColor as readily as a resource, so `Color(.Brand.blue)` would mean two things.
    func fresh(_ path: String) -> Bool { path.contains(".") || !Self.existingColorMembers.contains(path) }
    let topLevelColors = colors.filter { !$0.contains("/") }
    text += "\nextension Color {\n"
    text += Self.members(colors, isColor: true) { symbol, _, path in
      fresh(path) ? "static var \(symbol): Color { Color(ColorResource.\(path)) }" : nil
    }
    text += "}\n\nextension ShapeStyle where Self == Color {\n"
    text += Self.members(topLevelColors, isColor: true) { symbol, _, path in
      fresh(path) ? "static var \(symbol): Color { Color(ColorResource.\(path)) }" : nil
    }
    text += "}\n\nextension UIColor {\n"
    text += Self.members(topLevelColors, isColor: true) { symbol, _, path in
      fresh(path) ? "static var \(symbol): UIColor { UIColor(resource: ColorResource.\(path)) }" : nil
    }
    text += "}\n\nextension UIImage {\n"
    text += Self.members(images, isColor: false) { symbol, _, path in
      "static var \(symbol): UIImage { UIImage(resource: ImageResource.\(path)) }"
    }
    text += "}\n"
    return text
  }
}
