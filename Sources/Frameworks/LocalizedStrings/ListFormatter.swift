import Foundation

/// Joins items into a list in the words of a language, as Foundation's `ListFormatter`, which
/// Linux's Foundation lacks (this one takes its place wherever `LocalizedStrings` is imported, as
/// `import SwiftUI` and `import Foundation` in an app do): "A, B, and C" in American English,
/// "A, B и C" in Russian, "A、B和C" in Chinese, from the locale's list patterns (Foundation's
/// `ListFormatStyle`). The locale is by default the one text is being laid out in
/// (`StringCatalog.formattingLocale`), as an iPhone set to that language formats.
open class ListFormatter: Formatter, @unchecked Sendable {
  /// The locale the list is written in; by default the one text is laid out in.
  open var locale: Locale! {
    get { chosenLocale ?? StringCatalog.formattingLocale }
    set { chosenLocale = newValue }
  }
  private var chosenLocale: Locale?
  /// Writes each item; without one, an item is written as it describes itself.
  open var itemFormatter: Formatter?

  public override init() { super.init() }
  public required init?(coder: NSCoder) { super.init() }

  /// `strings` joined in the current locale's words.
  open class func localizedString(byJoining strings: [String]) -> String {
    ListFormatter().joined(strings)
  }

  /// `items` joined, each written by `itemFormatter` (or as it describes itself); nil when the
  /// item formatter cannot write one of them.
  open func string(from items: [Any]) -> String? {
    var strings: [String] = []
    for item in items {
      if let itemFormatter {
        guard let written = itemFormatter.string(for: item) else { return nil }
        strings.append(written)
      } else {
        strings.append(item as? String ?? String(describing: item))
      }
    }
    return joined(strings)
  }

  /// `obj` joined, when it is an array; nil otherwise.
  open override func string(for obj: Any?) -> String? {
    guard let items = obj as? [Any] else { return nil }
    return string(from: items)
  }

  private func joined(_ strings: [String]) -> String {
    strings.formatted(.list(type: .and).locale(locale))
  }
}
