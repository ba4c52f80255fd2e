import DynamicType
import Foundation
import Geometry
import Legible

/// One cell of an audit matrix: a text size, a device, a language and a variant of the screen.
public struct AuditConfiguration: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The text size.
  public var category: ContentSizeCategory
  /// The phone.
  public var device: Device
  /// The language the screen is shown in (a code such as "en", "ru", "hi", "zh").
  public var language: String
  /// The screen's variant ("firstApproach", "adapted"), or "default" for a screen with one.
  public var variant: String

  /// A configuration of the given size, device, language and variant.
  public init(
    category: ContentSizeCategory, device: Device, language: String = "en", variant: String = "default"
  ) {
    self.category = category
    self.device = device
    self.language = language
    self.variant = variant
  }

  /// `AX3 · iPhone 6S · en · adapted`
  public var description: String { "\(category.shortName) · \(device.name) · \(language) · \(variant)" }

  /// A name safe for files: `adapted-en-6s-AX3`.
  public var slug: String {
    [variant, language, device.shortName, category.shortName].map(Self.safeName).joined(separator: "-")
  }

  /// `text` with every character but ASCII letters, digits, `.`, `_` and `-` replaced by `_`, so
  /// that any name a catalog gives its languages and variants makes a file name and an anchor.
  public static func safeName(_ text: String) -> String {
    String(
      text.unicodeScalars.map { scalar in
        scalar.isASCII
          && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
            || "._-".unicodeScalars.contains(scalar))
          ? Character(scalar) : "_"
      })
  }
}

/// The configurations to audit: every combination of its categories, devices, languages and
/// variants, in a fixed order (variant, language, device, then category, smallest first).
public struct AuditMatrix: Hashable, Sendable, Codable {
  /// The text sizes to audit.
  public var categories: [ContentSizeCategory]
  /// The phones to audit on.
  public var devices: [Device]
  /// The languages to audit in.
  public var languages: [String]
  /// The variants to audit.
  public var variants: [String]

  /// A matrix of every combination of the given sizes, devices, languages and variants.
  public init(
    categories: [ContentSizeCategory] = ContentSizeCategory.allCases, devices: [Device] = [.iPhone6S],
    languages: [String] = ["en"], variants: [String] = ["default"]
  ) {
    self.categories = categories
    self.devices = devices
    self.languages = languages
    self.variants = variants
  }

  /// Every combination, variant by variant, then language, device and size.
  public var configurations: [AuditConfiguration] {
    variants.flatMap { variant in
      languages.flatMap { language in
        devices.flatMap { device in
          categories.map {
            AuditConfiguration(category: $0, device: device, language: language, variant: variant)
          }
        }
      }
    }
  }

  /// Reads categories: `all`, a list (`L,AX3`), a range (`L...AX5`), or a mix (`XS,L...XXXL`).
  public static func categories(_ text: String) throws(UnknownContentSizeCategory) -> [ContentSizeCategory] {
    if text.lowercased() == "all" { return ContentSizeCategory.allCases }
    var result: [ContentSizeCategory] = []
    for part in text.split(separator: ",") {
      let bounds = part.components(separatedBy: "...")
      if bounds.count == 2 {
        let low = try ContentSizeCategory(parsing: bounds[0])
        let high = try ContentSizeCategory(parsing: bounds[1])
        result += ContentSizeCategory.allCases.filter { $0 >= min(low, high) && $0 <= max(low, high) }
      } else {
        result.append(try ContentSizeCategory(parsing: String(part)))
      }
    }
    guard !result.isEmpty else { throw UnknownContentSizeCategory(input: text) }
    return result.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }.sorted()
  }

  /// Reads devices: `all` or a list of preset names (`6s,4s`).
  public static func devices(_ text: String) throws(UnknownDevice) -> [Device] {
    if text.lowercased() == "all" { return Device.presets }
    var devices: [Device] = []
    for part in text.split(separator: ",") {
      let device = try Device.named(String(part))
      if !devices.contains(device) { devices.append(device) }
    }
    guard !devices.isEmpty else { throw UnknownDevice(input: text) }
    return devices
  }
}
