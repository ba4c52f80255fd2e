extension ContentSizeCategory {
  /// Every spelling a user may meet for this category: the Swift name, the short name, Apple's raw
  /// value, the SwiftUI `DynamicTypeSize` name and the Objective-C constant name
  /// (`UIContentSizeCategoryAccessibilityExtraLarge`).
  public var spellings: [String] {
    let objectiveCName = "UIContentSizeCategory" + name.prefix(1).uppercased() + name.dropFirst()
    return [name, shortName, appleRawValue, swiftUIName, objectiveCName]
  }

  /// Reads a category from any of its `spellings`, ignoring case and surrounding spaces.
  ///
  /// - Throws: `UnknownContentSizeCategory`, whose message lists the accepted forms.
  public init(parsing text: String) throws(UnknownContentSizeCategory) {
    let key = text.trimmingSpaces().lowercased()
    for category in ContentSizeCategory.allCases
    where category.spellings.contains(where: { $0.lowercased() == key }) {
      self = category
      return
    }
    throw UnknownContentSizeCategory(input: text)
  }
}

/// A string that names no content size category.
public struct UnknownContentSizeCategory: Error, Hashable, Sendable, CustomStringConvertible {
  /// The text as the user gave it.
  public let input: String

  /// An error for the text that could not be read.
  public init(input: String) { self.input = input }

  /// What was wrong, and the names that are understood.
  public var description: String {
    let what = input.trimmingSpaces().isEmpty ? "An empty string" : "'\(input)'"
    let short = ContentSizeCategory.allCases.map(\.shortName).joined(separator: ", ")
    let long = ContentSizeCategory.allCases.map(\.name).joined(separator: ", ")
    return """
      \(what) is not a content size category. Use a short name (\(short)), a Swift name (\(long)), \
      a SwiftUI name (xSmall … xxxLarge, accessibility1 … accessibility5) or an Apple raw value \
      (UICTContentSizeCategoryXS … UICTContentSizeCategoryAccessibilityXXXL); case does not matter.
      """
  }
}

extension StringProtocol {
  /// The text without leading and trailing spaces, tabs and line breaks (no Foundation needed).
  func trimmingSpaces() -> String {
    let isSpace: (Character) -> Bool = { $0.isWhitespace }
    guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(self[first...last])
  }
}
