import DynamicType
import Foundation

/// The content size category the user wants, and where that wish came from.
///
/// Order of precedence: an explicit command-line option; the `LEGIBLE_CONTENT_SIZE` variable (a
/// category in any spelling, or a scale factor such as `1.5`, mapped to the nearest category); the
/// GNOME desktop's `text-scaling-factor`; otherwise `large`.
public struct PreferredContentSize: Sendable, Equatable {
  /// Where the wish came from.
  public enum Source: Sendable, Equatable, CustomStringConvertible {
    /// A command-line option.
    case option
    /// The `LEGIBLE_CONTENT_SIZE` environment variable.
    case environmentVariable
    /// The desktop's text-scaling factor.
    case desktop(factor: Double)
    /// Nothing asked for: the default size, L.
    case `default`

    /// Where the wish came from, in words.
    public var description: String {
      switch self {
      case .option: "command-line option"
      case .environmentVariable: "\(Environment.contentSizeVariable) environment variable"
      case .desktop(let factor): "desktop text-scaling-factor \(factor)"
      case .default: "default"
      }
    }
  }

  /// The size the user wants.
  public let category: ContentSizeCategory
  /// Where that came from.
  public let source: Source

  /// A wish for `category` that came from `source`.
  public init(category: ContentSizeCategory, source: Source) {
    self.category = category
    self.source = source
  }

  /// Resolves the preferred size.
  ///
  /// - Throws: `UsageError` when the option or the variable is set to something that is neither a
  ///   category nor a usable factor. A desktop value that cannot be read is ignored: it is not
  ///   something the user typed for Legible.
  public static func resolve(option: String?, environment: Environment) throws(UsageError)
    -> PreferredContentSize
  {
    if let option {
      return PreferredContentSize(
        category: try parse(option, from: "--content-size"), source: .option)
    }
    if let value = environment.variables[Environment.contentSizeVariable] {
      return PreferredContentSize(
        category: try parse(value, from: Environment.contentSizeVariable), source: .environmentVariable)
    }
    if let text = environment.desktopTextScalingFactor(), let factor = Double(text),
      let category = try? ContentSizeCategory.nearest(toScaleFactor: factor)
    {
      return PreferredContentSize(category: category, source: .desktop(factor: factor))
    }
    return PreferredContentSize(category: .default, source: .default)
  }

  /// A category in any spelling, or a positive factor mapped to the nearest category.
  static func parse(_ text: String, from origin: String) throws(UsageError) -> ContentSizeCategory {
    if let factor = Double(text.trimmingCharacters(in: .whitespaces)) {
      do {
        return try ContentSizeCategory.nearest(toScaleFactor: factor)
      } catch {
        throw UsageError("\(origin): \(error)")
      }
    }
    do {
      return try ContentSizeCategory(parsing: text)
    } catch {
      throw UsageError("\(origin): \(error)")
    }
  }
}
