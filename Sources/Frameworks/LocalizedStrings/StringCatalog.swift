import Foundation

/// An app's translations, read from its string catalogs (`Localizable.xcstrings`, Xcode 15's
/// JSON) and its `.strings` files (`ru.lproj/Localizable.strings`): what `String(localized:)`,
/// `LocalizedStringResource` and SwiftUI's `Text("key")` look keys up in, in the language being
/// laid out (`StringCatalog.language`, which a catalog program sets for each configuration).
///
/// A key with no translation in that language shows its source text, as iOS does. A catalog's
/// plural variations are chosen by the first whole-number argument and the language's plural
/// rules (one, few, many, other).
public final class StringCatalog: @unchecked Sendable {
  /// One translation: a text, or texts by plural category.
  struct Entry: Equatable {
    var value: String?
    var plural: [String: String] = [:]
  }

  private let lock = NSLock()
  /// Translations by table, key and language.
  private var tables: [String: [String: [String: Entry]]] = [:]
  /// The languages the files hold, the source language first.
  public private(set) var languages: [String] = []
  /// The language the catalogs were written in.
  public private(set) var sourceLanguage: String?
  /// Files that could not be read, and why.
  public private(set) var problems: [String] = []

  /// A catalog with no translations.
  public init() {}

  /// The translations in `files` (`.xcstrings` and `.strings`; a `.strings` file's language is
  /// its `.lproj` folder's). A file that cannot be read is noted in `problems`, not thrown.
  public init(files: [URL]) {
    for file in files {
      let table = file.deletingPathExtension().lastPathComponent
      switch file.pathExtension {
      case "xcstrings": readCatalog(file, table: table)
      case "strings": readStrings(file, table: table)
      default: problems.append("\(file.path): not a string catalog or a .strings file")
      }
    }
    if let source = sourceLanguage, let index = languages.firstIndex(of: source) {
      languages.remove(at: index)
      languages.insert(source, at: 0)
    }
  }

  nonisolated(unsafe) private static var shared = StringCatalog()
  nonisolated(unsafe) private static var currentLanguage: String?
  nonisolated(unsafe) private static var currentRegion: String? = ProcessInfo.processInfo.environment[
    regionVariable
  ].flatMap { try? checkedRegion($0) }
  private static let sharedLock = NSLock()

  /// The catalog keys are looked up in.
  public static var current: StringCatalog {
    get { sharedLock.withLock { shared } }
    set { sharedLock.withLock { shared = newValue } }
  }

  /// The language text is being laid out in (a code, `ru`); nil for the source language.
  public static var language: String? {
    get { sharedLock.withLock { currentLanguage } }
    set { sharedLock.withLock { currentLanguage = newValue } }
  }

  /// The region values are formatted for (`DE`, `IN`, `419`), whatever the language; nil for each
  /// language's usual region. Starts as the `LEGIBLE_REGION` environment variable says (so that a
  /// command's worker processes format as the command does); `legible --region` sets it.
  /// Within `withRegion(_:_:)`, the region that work formats for.
  public static var region: String? {
    get {
      if let scoped = scopedRegion { return scoped }
      return sharedLock.withLock { currentRegion }
    }
    set { sharedLock.withLock { currentRegion = newValue } }
  }

  /// Runs `work` with values formatted for `region` (nil: each language's usual region) in this
  /// task only, leaving `region` as it is for other tasks and threads.
  public static func withRegion<T>(_ region: String?, _ work: () throws -> T) rethrows -> T {
    try $scopedRegion.withValue(.some(region), operation: work)
  }

  @TaskLocal private static var scopedRegion: String?? = nil

  /// The environment variable that gives `region` in a new process.
  public static let regionVariable = "LEGIBLE_REGION"

  /// `code` as a region (`de` is `DE`), or an error that says what a region is.
  public static func checkedRegion(_ code: String) throws(RegionError) -> String {
    let upper = code.uppercased()
    let shaped =
      (upper.count == 2 && upper.allSatisfy { $0.isASCII && $0.isLetter })
      || (upper.count == 3 && upper.allSatisfy { $0.isASCII && $0.isNumber })
    guard shaped, upper != "ZZ", Locale.Region(upper).isISORegion else { throw RegionError(code: code) }
    return upper
  }

  /// The locale values are formatted in while text is laid out: the language being laid out (or
  /// English) in `region`, or else in the language's usual region (`en` in the United States,
  /// `hi` in India, `zh-Hans` in China), as a phone set to that language is. (This machine's own
  /// locale is not a phone's: it writes a dollar price "US$189.99" where an American iPhone writes
  /// "$189.99".)
  public static var formattingLocale: Locale {
    let language = Locale.Language(identifier: language ?? "en")
    guard let region else { return Locale(identifier: language.maximalIdentifier) }
    let parts = [language.languageCode?.identifier ?? "en", language.script?.identifier, region]
    return Locale(identifier: parts.compactMap { $0 }.joined(separator: "-"))
  }

  /// `key` in `language` (default: the current one), with `arguments` put in its placeholders;
  /// nil when the catalog has no translation of it there.
  public func localized(
    _ key: String, arguments: [LocalizationArgument] = [], table: String? = nil, language: String? = nil
  ) -> String? {
    guard let language = language ?? Self.language else { return nil }
    let entry = lock.withLock { () -> Entry? in
      let candidates = [language, String(language.prefix { $0 != "-" && $0 != "_" })]
      let entries = tables[table ?? "Localizable"]?[key]
      return candidates.lazy.compactMap { entries?[$0] }.first
    }
    guard let entry else { return nil }
    var text = entry.value
    if !entry.plural.isEmpty {
      let count = arguments.lazy.compactMap(\.wholeNumber).first ?? 0
      text = entry.plural[PluralCategory(count, language: language).rawValue] ?? entry.plural["other"] ?? text
    }
    return text.map { LocalizationFormat.apply($0, arguments) }
  }

  private func add(_ entry: Entry, table: String, key: String, language: String) {
    tables[table, default: [:]][key, default: [:]][language] = entry
    if !languages.contains(language) { languages.append(language) }
  }

  private func readCatalog(_ file: URL, table: String) {
    guard let data = FileManager.default.contents(atPath: file.path),
      let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let strings = root["strings"] as? [String: Any]
    else {
      problems.append("\(file.path): not a string catalog (JSON with a \"strings\" dictionary)")
      return
    }
    if let source = root["sourceLanguage"] as? String {
      sourceLanguage = sourceLanguage ?? source
      if !languages.contains(source) { languages.append(source) }
    }
    for (key, value) in strings {
      let localizations = (value as? [String: Any])?["localizations"] as? [String: Any] ?? [:]
      for (language, localization) in localizations {
        guard let localization = localization as? [String: Any] else { continue }
        var entry = Entry(value: Self.unitValue(localization))
        if let plural = (localization["variations"] as? [String: Any])?["plural"] as? [String: Any] {
          for (category, variation) in plural {
            if let text = (variation as? [String: Any]).flatMap(Self.unitValue) {
              entry.plural[category] = text
            }
          }
        }
        if entry.value != nil || !entry.plural.isEmpty {
          add(entry, table: table, key: key, language: language)
        }
      }
    }
  }

  private static func unitValue(_ localization: [String: Any]) -> String? {
    (localization["stringUnit"] as? [String: Any])?["value"] as? String
  }

  private func readStrings(_ file: URL, table: String) {
    let folder = file.deletingLastPathComponent()
    guard folder.pathExtension == "lproj" else {
      problems.append("\(file.path): a .strings file outside a language's .lproj folder")
      return
    }
    var language = folder.deletingPathExtension().lastPathComponent
    if language == "Base" { language = sourceLanguage ?? "en" }
    guard let data = FileManager.default.contents(atPath: file.path),
      let pairs = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String]
    else {
      problems.append("\(file.path): not a .strings file (\"key\" = \"value\"; lines)")
      return
    }
    for (key, value) in pairs { add(Entry(value: value), table: table, key: key, language: language) }
  }
}
