import Foundation

/// An Xcode project's targets, read from its `project.pbxproj` (an old-style property list): for
/// each target, its Swift files and asset catalogs, from its build phases (files the project
/// lists one by one) and from Xcode 16's synchronized folders (every file of the folder, less the
/// target's exceptions). Only what `legible app` needs is read.
struct XcodeProject {
  /// A target of the project.
  struct Target: Equatable {
    var name: String
    /// Whether it builds an iOS app (not a test bundle, a widget or another extension).
    var isApp: Bool
    var swiftFiles: [URL]
    var assetCatalogs: [URL]
    /// The remote Swift packages whose products it uses.
    var packages: [RemotePackage] = []
    /// The build settings of its Debug configuration over the project's (string values only).
    var settings: [String: String] = [:]

    /// Whether Xcode generates asset symbols (`ColorResource.accent`): yes unless turned off.
    var generatesAssetSymbols: Bool { settings["ASSETCATALOG_COMPILER_GENERATE_ASSET_SYMBOLS"] != "NO" }
    /// Whether Xcode also generates them as members of `Color`, `UIColor` and `UIImage`
    /// (`Color.accent`): only where the project turns it on, as new projects do.
    var generatesAssetSymbolExtensions: Bool {
      settings["ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS"] == "YES"
    }
  }

  /// The targets, in the project's order.
  var targets: [Target]
  /// The local Swift packages the project refers to (`XCLocalSwiftPackageReference`), which may
  /// lie outside its folder.
  var localPackages: [URL] = []

  /// Reads the project at `url` (the `.xcodeproj` folder).
  ///
  /// - Throws: `AppError.unreadableProject` when the file is missing or is not a project.
  static func read(_ url: URL) throws(AppError) -> XcodeProject {
    let file = url.appendingPathComponent("project.pbxproj")
    guard let data = FileManager.default.contents(atPath: file.path) else {
      throw .unreadableProject(file.path, reason: "it cannot be read")
    }
    guard let root = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
      let objects = root["objects"] as? [String: [String: Any]],
      let rootID = root["rootObject"] as? String, let project = objects[rootID]
    else {
      throw .unreadableProject(file.path, reason: "it is not a property list of an Xcode project")
    }
    return XcodeProject(objects: objects, project: project, folder: url.deletingLastPathComponent())
  }

  private init(objects: [String: [String: Any]], project: [String: Any], folder: URL) {
    // Where each group and file sits: a child's path is relative to its parent group's.
    var parent: [String: String] = [:]
    for (id, object) in objects {
      for child in object["children"] as? [String] ?? [] { parent[child] = id }
    }
    var resolved: [String: URL?] = [:]
    func path(of id: String) -> URL? {
      if let known = resolved[id] { return known }
      guard let object = objects[id] else { return nil }
      let own = object["path"] as? String
      let location: URL?
      switch object["sourceTree"] as? String ?? "<group>" {
      case "<group>":
        let base = parent[id].flatMap(path(of:)) ?? folder
        location = own.map { base.appendingPathComponent($0) } ?? base
      case "SOURCE_ROOT": location = own.map { folder.appendingPathComponent($0) } ?? folder
      case "<absolute>": location = own.map { URL(fileURLWithPath: $0) }
      default: location = nil
      }
      resolved[id] = location
      return location
    }
    func settings(_ list: Any?) -> [String: String] {
      guard let list = list as? String,
        let configurations = objects[list]?["buildConfigurations"] as? [String]
      else { return [:] }
      let chosen = configurations.first { objects[$0]?["name"] as? String == "Debug" } ?? configurations.first
      let values = chosen.flatMap { objects[$0]?["buildSettings"] as? [String: Any] } ?? [:]
      return values.compactMapValues { $0 as? String }
    }
    let projectSettings = settings(project["buildConfigurationList"])
    var targets: [Target] = []
    for id in project["targets"] as? [String] ?? [] {
      guard let target = objects[id], target["isa"] as? String == "PBXNativeTarget" else { continue }
      var files: [URL] = []
      for phase in target["buildPhases"] as? [String] ?? [] {
        guard let phase = objects[phase],
          ["PBXSourcesBuildPhase", "PBXResourcesBuildPhase"].contains(phase["isa"] as? String ?? "")
        else { continue }
        for buildFile in phase["files"] as? [String] ?? [] {
          if let ref = objects[buildFile]?["fileRef"] as? String, let url = path(of: ref) {
            files.append(url)
          }
        }
      }
      for group in target["fileSystemSynchronizedGroups"] as? [String] ?? [] {
        guard let base = path(of: group) else { continue }
        var excluded: Set<String> = []
        for exception in objects[group]?["exceptions"] as? [String] ?? [] {
          guard let set = objects[exception], set["target"] as? String == id else { continue }
          excluded.formUnion(set["membershipExceptions"] as? [String] ?? [])
        }
        // An exception names a file or a whole folder.
        files += Self.files(in: base).filter { file in
          let relative = String(file.path.dropFirst(base.path.count + 1))
          return !excluded.contains { relative == $0 || relative.hasPrefix($0 + "/") }
        }
      }
      // Files of another target's synchronized folder that this target takes as well.
      for (exceptionID, set) in objects
      where set["isa"] as? String == "PBXFileSystemSynchronizedBuildFileExceptionSet"
        && set["target"] as? String == id
      {
        guard
          let group = parent[exceptionID]
            ?? objects.first(where: {
              ($0.value["exceptions"] as? [String])?.contains(exceptionID) == true
            })?.key,
          !(target["fileSystemSynchronizedGroups"] as? [String] ?? []).contains(group),
          let base = path(of: group)
        else { continue }
        files += (set["membershipExceptions"] as? [String] ?? []).map { base.appendingPathComponent($0) }
      }
      // Its products of remote packages, grouped by package: those it lists, and those its
      // frameworks phase links (projects written by older Xcode versions name them only there).
      var dependencies = target["packageProductDependencies"] as? [String] ?? []
      for phase in target["buildPhases"] as? [String] ?? [] {
        guard let phase = objects[phase], phase["isa"] as? String == "PBXFrameworksBuildPhase" else {
          continue
        }
        for buildFile in phase["files"] as? [String] ?? [] {
          if let product = objects[buildFile]?["productRef"] as? String, !dependencies.contains(product) {
            dependencies.append(product)
          }
        }
      }
      var packages: [RemotePackage] = []
      for dependency in dependencies {
        guard let product = objects[dependency]?["productName"] as? String,
          let reference = objects[dependency]?["package"] as? String,
          var package = RemotePackage(objects[reference] ?? [:])
        else { continue }
        if let index = packages.firstIndex(where: { $0.url == package.url }) {
          packages[index].products.append(product)
        } else {
          package.products = [product]
          packages.append(package)
        }
      }
      let type = target["productType"] as? String ?? ""
      targets.append(
        Target(
          name: target["name"] as? String ?? "App", isApp: type == "com.apple.product-type.application",
          swiftFiles: files.filter { $0.pathExtension == "swift" }.map(\.standardizedFileURL),
          assetCatalogs: files.filter { $0.pathExtension == "xcassets" }.map(\.standardizedFileURL),
          packages: packages,
          settings: projectSettings.merging(settings(target["buildConfigurationList"])) { $1 }))
    }
    self.targets = targets
    localPackages = objects.values.compactMap { object in
      guard object["isa"] as? String == "XCLocalSwiftPackageReference",
        let relative = object["relativePath"] as? String
      else { return nil }
      return folder.appendingPathComponent(relative).standardizedFileURL
    }.sorted { $0.path < $1.path }
  }

  /// The files under `folder`, and its asset catalogs as folders (not their insides); a folder
  /// holding a `Package.swift` below it is a local package, none of a target's files.
  static func files(in folder: URL, depth: Int = 0) -> [URL] {
    var found: [URL] = []
    guard depth < 24, let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
      return []
    }
    if depth > 0, names.contains("Package.swift") { return [] }
    for name in names.sorted() where !name.hasPrefix(".") {
      let url = folder.appendingPathComponent(name)
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { continue }
      if isFolder.boolValue && !name.hasSuffix(".xcassets") {
        found += files(in: url, depth: depth + 1)
      } else {
        found.append(url)
      }
    }
    return found
  }
}
