import Foundation

/// A library target of one of the app's local Swift packages, built beside the app as a module of
/// its own, so that the app's `import` of it resolves as it does in Xcode.
///
/// The manifest is read as text, not run: each `.target(name:)` it declares, at the `path:` it
/// gives or where SwiftPM's conventions put it (`Sources/<name>`); a manifest that declares its
/// targets some other way (through helper functions) gives every folder under `Sources`. Test,
/// executable, binary, macro and plugin targets are not libraries an app imports, and are left
/// alone. Files are absolute and sorted.
struct LocalModule: Equatable {
  /// The module's name, as the app imports it.
  var name: String
  /// The package's folder.
  var package: URL
  /// Its Swift files.
  var files: [URL]
  /// The other local modules its files import (outside `#if` blocks), so built before it.
  var dependencies: [String] = []
  /// The asset catalogs among its resources (its `.xcassets` folders).
  var assetCatalogs: [URL] = []
  /// What SwiftPM and Xcode generate into the module for its resources (see `accessors`), made
  /// once when the module is found.
  var resourceAccessors: [String: String] = [:]
  /// Whether its package is written for Swift 6 (tools version 6 or later, not asking for Swift 5
  /// mode), whose rules let code build that Swift 5 mode refuses (a default argument isolated
  /// as its function is).
  var isSwift6 = false
  /// Whether its manifest isolates its declarations to the main actor by default
  /// (`.defaultIsolation(MainActor.self)`).
  var isMainActorByDefault = false

  /// The library targets of the package in `folder` (empty when it has no readable manifest).
  static func modules(ofPackage folder: URL) -> [LocalModule] {
    guard
      let manifest = try? String(contentsOf: folder.appendingPathComponent("Package.swift"), encoding: .utf8)
    else { return [] }
    var declared: [(name: String, path: String)] = []
    let call = try! Regex(
      #"\.(target|testTarget|executableTarget|binaryTarget|macro|plugin|systemLibrary)\s*\("#)
    let matches = manifest.matches(of: call)
    for (index, match) in matches.enumerated() where match.output[1].substring == "target" {
      let end = index + 1 < matches.count ? matches[index + 1].range.lowerBound : manifest.endIndex
      let arguments = manifest[match.range.upperBound..<end]
      guard let name = ManifestText.quoted(after: "name:", in: arguments) else { continue }
      declared.append((name, ManifestText.quoted(after: "path:", in: arguments) ?? "Sources/\(name)"))
    }
    if declared.isEmpty {
      let sources = folder.appendingPathComponent("Sources")
      let names = (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []
      declared = names.sorted().filter { !$0.hasPrefix(".") }.map { ($0, "Sources/\($0)") }
    }
    return declared.compactMap { name, path in
      let all = XcodeProject.files(in: folder.appendingPathComponent(path)).map(\.standardizedFileURL)
      // A target at the package's root (`path: "."`) holds the manifest too, which is not code.
      let files = all.filter { $0.pathExtension == "swift" && $0.lastPathComponent != "Package.swift" }
      guard !files.isEmpty else { return nil }
      let catalogs = all.filter { $0.pathExtension == "xcassets" }
      return LocalModule(
        name: moduleName(ofTarget: name), package: folder, files: files, assetCatalogs: catalogs,
        resourceAccessors: accessors(files: files, assetCatalogs: catalogs),
        isSwift6: isSwift6(manifest: manifest),
        isMainActorByDefault: manifest.filter { !$0.isWhitespace }.contains(
          "defaultIsolation(MainActor.self)"))
    }
  }

  /// Whether a manifest builds its targets in Swift 6 mode: its tools version is 6 or later and
  /// it asks nowhere for Swift 5 mode (`swiftLanguageModes: [.v5]`, `.swiftLanguageMode(.v5)`).
  static func isSwift6(manifest: String) -> Bool {
    guard let line = manifest.split(separator: "\n", maxSplits: 1).first,
      let version = line.firstMatch(of: #/swift-tools-version\s*:\s*(\d+)/#).flatMap({ Int($0.1) }),
      version >= 6
    else { return false }
    let compact = manifest.filter { !$0.isWhitespace }
    return ![
      "swiftLanguageModes:[.v5", "swiftLanguageVersions:[.v5", "swiftLanguageMode(.v5",
      "swiftLanguageVersion(.v5",
    ]
    .contains { compact.contains($0) }
  }

  /// The name code imports a target by, as SwiftPM makes it: each character that cannot be in an
  /// identifier becomes `_` (`import Kickstarter_Prelude` for the target `Kickstarter-Prelude`),
  /// and a name that starts with a digit gets `_` in front.
  static func moduleName(ofTarget target: String) -> String {
    var name = String(
      target.unicodeScalars.map { scalar -> Character in
        scalar.properties.isXIDContinue ? Character(scalar) : "_"
      })
    if let first = name.unicodeScalars.first, !first.properties.isXIDStart, first != "_" { name = "_" + name }
    return name
  }

  /// The modules of `packages` that `files` need: those they import, and those these import in
  /// turn, each with its dependencies among them (never a cycle). A module named as one of the
  /// app's own or Legible's is left out.
  static func needed(by files: [URL], in packages: [URL], reserved: Set<String>) -> [LocalModule] {
    var all: [String: LocalModule] = [:]
    for package in packages {
      for module in modules(ofPackage: package)
      where all[module.name] == nil && !reserved.contains(module.name) {
        all[module.name] = module
      }
    }
    func imports(_ files: [URL]) -> [String] {
      files.flatMap { AppBuild.imports(of: (try? String(contentsOf: $0, encoding: .utf8)) ?? "") }
        .filter { all[$0] != nil }
    }
    var chosen: [LocalModule] = []
    var pending = imports(files)
    var visited: Set<String> = []
    while let name = pending.popLast() {
      guard visited.insert(name).inserted, var module = all[name] else { continue }
      let used = imports(module.files).filter { $0 != name }
      module.dependencies = Array(Set(used)).sorted()
      pending += used
      chosen.append(module)
    }
    // Dependencies that would close a cycle are dropped (a valid package has none).
    var ordered: [LocalModule] = []
    var placed: Set<String> = []
    var remaining = chosen.sorted { $0.name < $1.name }
    while !remaining.isEmpty {
      if let index = remaining.firstIndex(where: { Set($0.dependencies).isSubset(of: placed) }) {
        let module = remaining.remove(at: index)
        placed.insert(module.name)
        ordered.append(module)
      } else {
        var module = remaining.removeFirst()
        module.dependencies = module.dependencies.filter(placed.contains)
        placed.insert(module.name)
        ordered.append(module)
      }
    }
    return ordered
  }

  /// What SwiftPM and Xcode generate into the module for its resources, so that its code finds
  /// them as on iOS: the asset symbols of its catalogs (`Color(.brand)`, `Image(.logo)`; a
  /// package's target gets the resource types, not members of `Color`) and `Bundle.module`,
  /// which is the main bundle here (the program loads every module's catalogs with the app's).
  static func accessors(files: [URL], assetCatalogs: [URL]) -> [String: String] {
    var generated: [String: String] = [:]
    if let symbols = AssetSymbols.read(assetCatalogs).source(extensions: false) {
      generated[AppBuildFolder.assetSymbolsFile] = symbols
    }
    let usesModuleBundle = files.contains { file in
      guard let text = try? String(contentsOf: file, encoding: .utf8) else { return false }
      return text.contains(".module") && !text.contains("static let module")
        && !text.contains("static var module")
    }
    if !assetCatalogs.isEmpty || usesModuleBundle {
      generated["Bundle+module+Legible.swift"] = """
        // The bundle of the module's resources, as SwiftPM generates it; written by `legible app`.
        import Foundation

        extension Bundle {
          /// The module's resources: the main bundle here, where its catalogs are loaded with the app's.
          static let module = Bundle.main
        }

        """
    }
    return generated
  }
}
