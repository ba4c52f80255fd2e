import Foundation

/// The Swift symbols Xcode generates for an app's asset catalogs (Xcode 15 and later), written
/// into the app's module as Xcode writes them into its own: a static `ColorResource` per colour
/// set and `ImageResource` per image set (`Color(.accent)`, `Image(.logo)`), and, where the
/// project asks for them, members of `Color`, `ShapeStyle`, `UIColor` and `UIImage`
/// (`Color.accent`, `.foregroundStyle(.accent)`).
///
/// Names follow Xcode's: the set's name in lower camel case, its separators dropped
/// (`brand_blue` → `brandBlue`), a colour's trailing `Color` dropped (`AccentColor` → `accent`),
/// a namespace folder's name first (`Brand/Blue` → `brandBlue`), a name starting with a digit
/// after an underscore.
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
      case "imageset": images.append(namespace + stem)
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
      (first == first.uppercased() ? first.lowercased() : first.prefix(1).lowercased() + first.dropFirst())
      + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    if isColor, identifier.hasSuffix("Color"), identifier.count > 5 { identifier.removeLast(5) }
    if identifier.first?.isNumber == true { identifier = "_" + identifier }
    return keywords.contains(identifier) ? "`\(identifier)`" : identifier
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

  /// The generated file; nil when there is nothing to generate.
  func source(extensions: Bool) -> String? {
    guard !colors.isEmpty || !images.isEmpty else { return nil }
    let literal = { (text: String) in "\"" + text.replacingOccurrences(of: "\"", with: "\\\"") + "\"" }
    var colorNames: [(symbol: String, name: String)] = []
    var seen: Set<String> = []
    for name in colors where seen.insert(Self.identifier(name, isColor: true)).inserted {
      colorNames.append((Self.identifier(name, isColor: true), name))
    }
    seen = []
    var imageNames: [(symbol: String, name: String)] = []
    for name in images where seen.insert(Self.identifier(name, isColor: false)).inserted {
      imageNames.append((Self.identifier(name, isColor: false), name))
    }
    var text = """
      // The asset symbols Xcode generates for the app's catalogs, written by `legible app`.
      import Foundation
      import SwiftUI
      import UIKit

      extension ColorResource {

      """
    for (symbol, name) in colorNames {
      text += "  static let \(symbol) = ColorResource(name: \(literal(name)), bundle: .main)\n"
    }
    text += "}\n\nextension ImageResource {\n"
    for (symbol, name) in imageNames {
      text += "  static let \(symbol) = ImageResource(name: \(literal(name)), bundle: .main)\n"
    }
    text += "}\n"
    guard extensions else { return text }
    let members = colorNames.filter { !Self.existingColorMembers.contains($0.symbol) }
    text += "\nextension Color {\n"
    for (symbol, _) in members {
      text += "  static var \(symbol): Color { Color(ColorResource.\(symbol)) }\n"
    }
    text += "}\n\nextension ShapeStyle where Self == Color {\n"
    for (symbol, _) in members {
      text += "  static var \(symbol): Color { Color(ColorResource.\(symbol)) }\n"
    }
    text += "}\n\nextension UIColor {\n"
    for (symbol, _) in members {
      text += "  static var \(symbol): UIColor { UIColor(resource: ColorResource.\(symbol)) }\n"
    }
    text += "}\n\nextension UIImage {\n"
    for (symbol, _) in imageNames {
      text += "  static var \(symbol): UIImage { UIImage(resource: ImageResource.\(symbol)) }\n"
    }
    text += "}\n"
    return text
  }
}
