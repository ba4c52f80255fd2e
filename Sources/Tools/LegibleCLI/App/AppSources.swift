import Foundation

/// What `legible app` finds in an app's folder: the Swift files of its app target, its asset
/// catalogs, its Core Data models and the `Info.plist` that lists its fonts. The folder is only read, never written.
///
/// The app's files are every `.swift` file under the folder except those of tests, UI tests,
/// widgets, app extensions, watch apps and clips (folders so named, as Xcode's templates name
/// them), of local Swift packages (a folder with a `Package.swift`, listed apart), of build
/// products and of dependency managers; an Xcode 16 synchronized folder is an ordinary folder
/// here. Paths are sorted, so that two runs see the same files in the same order.
struct AppSources {
  /// The app's folder, absolute and standardized.
  var folder: URL
  /// The Swift files of the app target(s), absolute, sorted.
  var swiftFiles: [URL]
  /// The asset catalogs (`.xcassets` folders).
  var assetCatalogs: [URL]
  /// `Info.plist` files (the first that lists fonts gives the app's fonts).
  var infoPlists: [URL]
  /// String catalogs (`.xcstrings`) and `.strings` files in `.lproj` folders.
  var stringFiles: [URL] = []
  /// The remote Swift packages the app target uses (from its Xcode project).
  var remotePackages: [RemotePackage] = []
  /// Core Data models (`.xcdatamodeld` folders, or `.xcdatamodel` folders on their own).
  var dataModels: [URL] = []
  /// StoreKit configuration files (`.storekit`): the first gives the products the app's previews
  /// find, as Xcode's StoreKit testing does.
  var storeKitConfigurations: [URL] = []
  /// Folders with a `Package.swift` (local packages), in the folder or referred to by its project.
  var localPackages: [URL]
  /// The local packages' modules the app imports, built beside it.
  var localModules: [LocalModule] = []
  /// Folders left out as tests, extensions and the like, relative to `folder`.
  var skippedFolders: [String]
  /// Xcode projects in the folder (`.xcodeproj`).
  var projects: [URL] = []
  /// The project and target the files were read from (`Trails.xcodeproj › Trails`), or nil when
  /// they were found by their folders.
  var target: String?
  /// What to tell the team about how the files were found.
  var notes: [String] = []
  /// Which asset symbols Xcode generates for the app: `ColorResource.accent` (unless the project
  /// turns it off), and `Color.accent` (where it turns it on).
  var assetSymbols = (resources: true, extensions: false)
  /// The app target's build settings (its Debug configuration over the project's), with
  /// `TARGET_NAME`; empty without a project.
  var buildSettings: [String: String] = [:]
  /// The folder of the project the target was read from (where `INFOPLIST_FILE` starts).
  var projectFolder: URL?

  /// The app's module, as Xcode names it (code may qualify its own names with it,
  /// `WeChat_SwiftUI.Constant`): the target's `PRODUCT_MODULE_NAME`, else its product name
  /// (`$(TARGET_NAME)` by default) as a Swift identifier; without a project, the folder's name.
  var name: String {
    let literal = { (key: String) in self.buildSettings[key].flatMap { $0.contains("$") ? nil : $0 } }
    return Self.identifier(
      literal("PRODUCT_MODULE_NAME") ?? literal("PRODUCT_NAME") ?? buildSettings["TARGET_NAME"]
        ?? folder.lastPathComponent)
  }

  /// Whether a folder so named holds another target's files than the app's (tests, a widget, an
  /// app extension, a watch app, a clip) or no source at all (build products, dependency
  /// managers, hidden folders). `Extensions` alone is the app's own extensions of types.
  static func isOtherTarget(_ name: String) -> Bool {
    let lower = name.lowercased()
    if name.hasPrefix(".")
      || ["pods", "carthage", "deriveddata", "derived data", "fastlane", "build"].contains(lower)
    {
      return true
    }
    if name.hasSuffix("Tests") || name.hasSuffix("Test") || lower == "tests" || lower == "test" {
      return true
    }
    if lower.contains("widget") || lower.contains("watchkit") || lower.contains("watch app")
      || lower.hasSuffix("watchapp")
    {
      return true
    }
    if lower.hasSuffix("clip") { return true }
    return lower.hasSuffix("extension") && lower != "extension"
  }

  /// Reads `folder`. Where it holds an Xcode project, the files are those of its app target
  /// (the one named `target`, or the project's first app), else those the folders suggest.
  ///
  /// - Throws: `AppError` when the folder is missing, is not a folder, holds no Swift file, or has
  ///   no target named `target`.
  static func find(in folder: URL, target: String? = nil) throws(AppError) -> AppSources {
    let folder = folder.standardizedFileURL
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) else {
      throw .noFolder(folder.path)
    }
    guard isFolder.boolValue else { throw .notAFolder(folder.path) }
    var sources = AppSources(
      folder: folder, swiftFiles: [], assetCatalogs: [], infoPlists: [], localPackages: [], skippedFolders: []
    )
    sources.walk(folder, relative: "", depth: 0)
    sources.swiftFiles.sort { $0.path < $1.path }
    sources.assetCatalogs.sort { $0.path < $1.path }
    sources.infoPlists.sort { $0.path < $1.path }
    sources.stringFiles.sort { $0.path < $1.path }
    sources.storeKitConfigurations.sort { $0.path < $1.path }
    sources.dataModels.sort { $0.path < $1.path }
    if sources.storeKitConfigurations.count > 1 {
      sources.notes.append(
        "Products come from \(sources.storeKitConfigurations[0].lastPathComponent), the first of "
          + "\(sources.storeKitConfigurations.count) StoreKit configuration files.")
    }
    try sources.readProject(target: target)
    // A package's manifest is never the app's code (a project may list a local package's folder).
    sources.swiftFiles.removeAll { $0.lastPathComponent == "Package.swift" }
    guard !sources.swiftFiles.isEmpty else { throw .noSwiftFiles(folder.path) }
    sources.localModules = LocalModule.needed(
      by: sources.swiftFiles, in: sources.localPackages,
      reserved: AppBuildFolder.availableModules.union([sources.name, "app-screens"]))
    return sources
  }

  /// Takes the files of the project's app target in place of those the folders suggest.
  private mutating func readProject(target wanted: String?) throws(AppError) {
    var names: [String] = []
    for url in projects {
      let project: XcodeProject
      do {
        project = try XcodeProject.read(url)
      } catch {
        notes.append("\(error.description); its files were found by their folders instead.")
        continue
      }
      names += project.targets.map(\.name)
      for package in project.localPackages where !localPackages.contains(package) {
        if FileManager.default.fileExists(atPath: package.appendingPathComponent("Package.swift").path) {
          localPackages.append(package)
        }
      }
      guard
        let chosen = project.targets.first(where: { wanted == nil ? $0.isApp : $0.name == wanted })
      else { continue }
      let existing = chosen.swiftFiles.filter { FileManager.default.fileExists(atPath: $0.path) }
      swiftFiles = Array(Set(existing)).sorted { $0.path < $1.path }
      if !chosen.assetCatalogs.isEmpty { assetCatalogs = chosen.assetCatalogs.sorted { $0.path < $1.path } }
      remotePackages = chosen.packages
      target = "\(url.lastPathComponent) › \(chosen.name)"
      assetSymbols = (chosen.generatesAssetSymbols, chosen.generatesAssetSymbolExtensions)
      buildSettings = chosen.settings.merging(["TARGET_NAME": chosen.name]) { own, _ in own }
      projectFolder = url.deletingLastPathComponent()
      let others = project.targets.filter { $0.isApp && $0.name != chosen.name }.map(\.name)
      if !others.isEmpty {
        notes.append(
          "The project's other apps (\(others.joined(separator: ", "))) can be audited with --target.")
      }
      return
    }
    if let wanted {
      throw .noTarget(wanted, available: names)
    }
  }

  private mutating func walk(_ directory: URL, relative: String, depth: Int) {
    // Deeper than any app's folders: a link loop or a folder that is not an app.
    guard depth < 24 else { return }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    if depth > 0, names.contains("Package.swift") {
      localPackages.append(directory)
      return
    }
    for name in names.sorted() {
      let url = directory.appendingPathComponent(name)
      let path = relative.isEmpty ? name : relative + "/" + name
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { continue }
      if isFolder.boolValue {
        if name.hasSuffix(".xcassets") {
          assetCatalogs.append(url)
        } else if name.hasSuffix(".xcdatamodeld") || name.hasSuffix(".xcdatamodel") {
          dataModels.append(url)
        } else if name.hasSuffix(".xcodeproj") {
          if depth < 3 { projects.append(url) }
        } else if name.hasSuffix(".xcworkspace") {
          continue
        } else if Self.isOtherTarget(name) {
          skippedFolders.append(path)
        } else {
          walk(url, relative: path, depth: depth + 1)
        }
      } else if name.hasSuffix(".swift"), name != "Package.swift" {
        swiftFiles.append(url)
      } else if name == "Info.plist" {
        infoPlists.append(url)
      } else if name.hasSuffix(".xcstrings")
        || (name.hasSuffix(".strings") && directory.pathExtension == "lproj")
      {
        stringFiles.append(url)
      } else if name.hasSuffix(".storekit") {
        storeKitConfigurations.append(url)
      }
    }
  }

  /// `text` as a Swift identifier: letters, digits and underscores, not starting with a digit.
  static func identifier(_ text: String) -> String {
    var name = String(text.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" }.filter(\.isASCII))
    if name.isEmpty || name.first!.isNumber { name = "App" + name }
    return name
  }
}
