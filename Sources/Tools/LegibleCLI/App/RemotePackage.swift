import Foundation

/// A Swift package fetched from a repository: one a project names (`XCRemoteSwiftPackageReference`),
/// with the version rule Xcode's package settings give it and the products a target uses, or one
/// a fetched package's manifest depends on (`.package(url:…)`).
struct RemotePackage: Equatable {
  /// The repository's URL.
  var url: String
  /// Which version to take.
  var rule: Rule
  /// The products used.
  var products: [String] = []

  /// A version rule of Xcode's package settings.
  enum Rule: Equatable {
    /// Up to the next major version from this one.
    case from(String)
    /// Up to the next minor version from this one.
    case upToNextMinor(String)
    /// From the first version up to (not including) the second.
    case range(String, String)
    case exact(String)
    case branch(String)
    case revision(String)
  }

  /// The package's name: its repository's last path component, without `.git`.
  var identity: String {
    var name = url.split(separator: "/").last.map(String.init) ?? url
    if name.hasSuffix(".git") { name.removeLast(4) }
    return name
  }

  init(url: String, rule: Rule, products: [String] = []) {
    self.url = url
    self.rule = rule
    self.products = products
  }

  /// The package an `XCRemoteSwiftPackageReference` describes, or nil for another object.
  init?(_ object: [String: Any]) {
    guard object["isa"] as? String == "XCRemoteSwiftPackageReference",
      let url = object["repositoryURL"] as? String
    else { return nil }
    let rule = object["requirement"] as? [String: Any] ?? [:]
    let value = { (key: String) in rule[key] as? String ?? "" }
    let made: Rule =
      switch rule["kind"] as? String {
      case "exactVersion": .exact(value("version"))
      case "branch": .branch(value("branch"))
      case "revision": .revision(value("revision"))
      case "upToNextMinorVersion": .upToNextMinor(value("minimumVersion"))
      case "versionRange": .range(value("minimumVersion"), value("maximumVersion"))
      default: .from(value("minimumVersion"))
      }
    self.init(url: url, rule: made)
  }

  /// The remote packages the manifest in `folder` depends on (none without a readable one).
  static func dependencies(ofPackage folder: URL) -> [RemotePackage] {
    guard
      let manifest = try? String(contentsOf: folder.appendingPathComponent("Package.swift"), encoding: .utf8)
    else { return [] }
    return dependencies(ofManifest: manifest)
  }

  /// The remote packages a manifest's `.package(url:…)` calls name, read as text: each with its
  /// rule (`from:`, `exact:`, `branch:`, `revision:`, `.upToNextMajor(from:)`,
  /// `.upToNextMinor(from:)`, `"1.0.0"..<"2.0.0"`; any other is taken as from its first version)
  /// and the products the manifest's targets use from it (its identity when none is named).
  static func dependencies(ofManifest manifest: String) -> [RemotePackage] {
    let calls = manifest.ranges(of: ".package(")
    return calls.compactMap { call in
      let arguments = ManifestText.arguments(in: manifest, from: call.upperBound)
      guard let url = ManifestText.quoted(after: "url:", in: arguments) else { return nil }
      let afterURL = arguments[(arguments.range(of: "\"\(url)\"")?.upperBound ?? arguments.startIndex)...]
      let rule: Rule
      if let version = ManifestText.quoted(after: "exact:", in: afterURL) {
        rule = .exact(version)
      } else if let branch = ManifestText.quoted(after: "branch:", in: afterURL) {
        rule = .branch(branch)
      } else if let revision = ManifestText.quoted(after: "revision:", in: afterURL) {
        rule = .revision(revision)
      } else if afterURL.contains(".upToNextMinor("),
        let version = ManifestText.quoted(after: "from:", in: afterURL)
      {
        rule = .upToNextMinor(version)
      } else if let version = ManifestText.quoted(after: "from:", in: afterURL) {
        rule = .from(version)
      } else {
        let versions = afterURL.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
          .filter { $0.offset % 2 == 1 }.map { String($0.element) }
        guard let low = versions.first else { return nil }
        rule = afterURL.contains("..<") && versions.count > 1 ? .range(low, versions[1]) : .from(low)
      }
      var package = RemotePackage(url: url, rule: rule)
      package.products = Self.products(from: package.identity, in: manifest)
      return package
    }
  }

  /// The products the manifest's targets take from the package `identity`.
  private static func products(from identity: String, in manifest: String) -> [String] {
    var names: [String] = []
    for call in manifest.ranges(of: ".product(") {
      let arguments = ManifestText.arguments(in: manifest, from: call.upperBound)
      guard let name = ManifestText.quoted(after: "name:", in: arguments),
        ManifestText.quoted(after: "package:", in: arguments)?.lowercased() == identity.lowercased(),
        !names.contains(name)
      else { continue }
      names.append(name)
    }
    return names.isEmpty ? [identity] : names
  }
}
