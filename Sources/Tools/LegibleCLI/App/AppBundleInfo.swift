import Foundation

/// The app's main-bundle information (`Bundle.main.infoDictionary`), as the built app carries it
/// on iOS: the app's `Info.plist` with Xcode's build settings put in (`$(PRODUCT_BUNDLE_IDENTIFIER)`,
/// the `INFOPLIST_KEY_…` settings of generated plists), and the keys Xcode always writes
/// (identifier, name, version, build). Written beside the catalog program, where Foundation's
/// `Bundle.main` reads it on Linux, so that `Bundle.main.bundleIdentifier!` (a logger's
/// subsystem) and the version an About screen shows are the app's.
///
/// Without a project the identifier is `com.example.<module>`, the version 1.0 and the build 1.
struct AppBundleInfo {
  /// The information, as a property list's dictionary.
  var dictionary: [String: Any]

  init(_ sources: AppSources) {
    var settings = sources.buildSettings
    let name =
      settings["PRODUCT_NAME"].flatMap { $0.contains("$") ? nil : $0 } ?? settings["TARGET_NAME"]
      ?? sources.name
    settings["PRODUCT_NAME"] = name
    settings["TARGET_NAME"] = settings["TARGET_NAME"] ?? name
    settings["EXECUTABLE_NAME"] = settings["EXECUTABLE_NAME"] ?? name
    settings["PRODUCT_MODULE_NAME"] = settings["PRODUCT_MODULE_NAME"] ?? sources.name
    settings["DEVELOPMENT_LANGUAGE"] = settings["DEVELOPMENT_LANGUAGE"] ?? "en"
    var info: [String: Any] = [:]
    let plist: URL? =
      settings["INFOPLIST_FILE"].map { path in
        (sources.projectFolder ?? sources.folder).appendingPathComponent(Self.expand(path, settings))
      } ?? (sources.buildSettings.isEmpty ? sources.infoPlists.first : nil)
    if let plist, let data = FileManager.default.contents(atPath: plist.path),
      let read = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
    {
      info = read
    }
    for (key, value) in settings where key.hasPrefix("INFOPLIST_KEY_") {
      info[String(key.dropFirst("INFOPLIST_KEY_".count))] = value
    }
    let defaults: [String: String] = [
      "CFBundleIdentifier": settings["PRODUCT_BUNDLE_IDENTIFIER"] ?? "com.example.\(sources.name)",
      "CFBundleName": name,
      "CFBundleExecutable": name,
      "CFBundleShortVersionString": settings["MARKETING_VERSION"] ?? "1.0",
      "CFBundleVersion": settings["CURRENT_PROJECT_VERSION"] ?? "1",
      "CFBundlePackageType": "APPL",
      "CFBundleDevelopmentRegion": settings["DEVELOPMENT_LANGUAGE"] ?? "en",
    ]
    for (key, value) in defaults where info[key] == nil { info[key] = value }
    dictionary = Self.expanded(info, settings) as? [String: Any] ?? info
  }

  /// The information as an XML property list.
  var plist: Data {
    (try? PropertyListSerialization.data(fromPropertyList: dictionary, format: .xml, options: 0)) ?? Data()
  }

  /// `value` with the build settings put in, through arrays and dictionaries.
  private static func expanded(_ value: Any, _ settings: [String: String]) -> Any {
    switch value {
    case let text as String: expand(text, settings)
    case let list as [Any]: list.map { expanded($0, settings) }
    case let table as [String: Any]: table.mapValues { expanded($0, settings) }
    default: value
    }
  }

  /// `text` with each `$(NAME)`, `${NAME}` and `$(NAME:modifier)` replaced by the setting (an
  /// unknown one by nothing, as Xcode does), settings that name settings expanded in turn.
  static func expand(_ text: String, _ settings: [String: String], depth: Int = 0) -> String {
    guard text.contains("$"), depth < 8 else { return text }
    var result = ""
    var rest = Substring(text)
    while let dollar = rest.firstIndex(of: "$") {
      result += rest[..<dollar]
      let after = rest.index(after: dollar)
      guard after < rest.endIndex, let close = ["(": ")", "{": "}"][rest[after]],
        let end = rest[after...].firstIndex(of: Character(close))
      else {
        result.append("$")
        rest = rest[after...]
        continue
      }
      let reference = rest[rest.index(after: after)..<end]
      let name = reference.split(separator: ":").first.map(String.init) ?? ""
      result += expand(settings[name] ?? "", settings, depth: depth + 1)
      rest = rest[rest.index(after: end)...]
    }
    return result + rest
  }
}
