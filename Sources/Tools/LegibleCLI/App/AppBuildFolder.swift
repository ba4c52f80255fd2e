import Foundation

/// The package `legible app` builds an app in, in a folder of its own (never the app's): the
/// app's files as one target, compiled as Xcode compiles them for iOS (Swift 5 mode, with the
/// modules `import SwiftUI` and `import Foundation` bring there), with the preview plugin, and a
/// catalog program over the previews they declare.
///
/// Each app file is copied with a `#sourceLocation` line on top naming the original, so the
/// compiler's errors and the audit's findings point at the team's own file and line. An `@main`
/// is blanked (the catalog program has the entry point), keeping every column where it was. A
/// file is only written when its text changed, so a second run rebuilds what was edited.
struct AppBuildFolder {
  /// The build folder.
  var root: URL
  /// Legible's package folder, which the package depends on by path.
  var legible: URL
  /// The app's name, the module its files make.
  var module: String
  /// The local packages' modules built beside the app's (each a target the app's depends on).
  var localModules: [LocalModule] = []
  /// Those of them with files to build this round (a target cannot be empty).
  var builtModules: [LocalModule] = []
  /// How the app's own files are compiled beyond Swift 5 mode, from its build settings.
  var language = Language()

  /// The compiler's options Xcode's build settings turn on for the app's files: bare `/regex/`
  /// literals (on unless `SWIFT_ENABLE_BARE_SLASH_REGEX` is `NO`, as Xcode builds), Xcode 26's
  /// approachable concurrency (`SWIFT_APPROACHABLE_CONCURRENCY`) and default main-actor
  /// isolation (`SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor`). Options that would refuse code
  /// (`MemberImportVisibility`) are left off: checking the team's code is not the audit's work.
  struct Language: Equatable {
    /// Upcoming features turned on.
    var features = ["BareSlashRegexLiterals"]
    /// Whether declarations are isolated to the main actor unless they say otherwise.
    var isMainActorByDefault = false

    /// The options `settings` (a target's build settings) ask for.
    init(settings: [String: String] = [:]) {
      if settings["SWIFT_ENABLE_BARE_SLASH_REGEX"] == "NO" { features = [] }
      if settings["SWIFT_APPROACHABLE_CONCURRENCY"] == "YES" {
        features += [
          "DisableOutwardActorInference", "GlobalActorIsolatedTypesUsability", "InferIsolatedConformances",
          "InferSendableFromCaptures", "NonisolatedNonsendingByDefault",
        ]
      }
      // An app written for Swift 6 (`SWIFT_VERSION = 6.0`) is built in Swift 5 mode here (checking
      // the team's concurrency is not the audit's work), with Swift 6's relaxations its code may
      // rely on: a default argument isolated as its function is, and the rest.
      if settings["SWIFT_VERSION"]?.hasPrefix("6") == true {
        for feature in [
          "IsolatedDefaultValues", "GlobalActorIsolatedTypesUsability", "InferSendableFromCaptures",
        ]
        where !features.contains(feature) {
          features.append(feature)
        }
      }
      isMainActorByDefault = settings["SWIFT_DEFAULT_ACTOR_ISOLATION"] == "MainActor"
    }

    /// The Swift settings of a manifest, added to `base`.
    func swiftSettings(base: String) -> String {
      var settings = base
      if !features.isEmpty {
        let names = features.map { "\"\($0)\"" }.joined(separator: ", ")
        settings += " + [\(names)].map { .enableUpcomingFeature($0) }"
      }
      if isMainActorByDefault { settings += " + [.defaultIsolation(MainActor.self)]" }
      return settings
    }
  }
  /// The scratch folder builds go to. Each app has its own: two packages sharing one
  /// scratch folder can reuse each other's stale build of a module of the same name.
  var buildProducts: URL { root.appendingPathComponent(".build") }

  /// The modules Legible offers under Apple's names (its products), and what the toolchain has.
  static let legibleModules = [
    "SwiftUI", "Combine", "UIKit", "OSLog", "os", "SwiftData", "MapKit", "WebKit", "PhotosUI",
    "UniformTypeIdentifiers", "UserNotifications", "CoreLocation", "LocalizedStrings", "StoreKit",
    "AuthenticationServices", "CoreData", "CoreGraphics", "CoreText", "Security", "EventKit", "Network",
    "CryptoKit",
    "Contacts", "AVFoundation", "AudioToolbox", "AVKit", "SafariServices", "WidgetKit", "Charts", "TipKit",
    "PDFKit", "EventKitUI", "WeatherKit", "AppIntents", "ImageIO", "MobileCoreServices", "simd", "Accelerate",
    "BackgroundTasks", "CoreTransferable", "Accessibility", "CloudKit",
    "LocalAuthentication", "MessageUI", "CoreMotion", "Speech", "WatchConnectivity", "SQLite3", "MediaPlayer",
    "HealthKit", "CommonCrypto", "CoreBluetooth", "QuartzCore", "ActivityKit",
    "NaturalLanguage", "LinkPresentation", "CoreSpotlight",
  ]
  static let toolchainModules = [
    "Foundation", "FoundationEssentials", "FoundationNetworking", "FoundationXML", "Observation", "Dispatch",
    "Swift",
    "RegexBuilder", "Synchronization", "_Concurrency", "Glibc", "Darwin", "CoreFoundation",
  ]
  /// What an app may import and still build here.
  static var availableModules: Set<String> { Set(legibleModules + toolchainModules) }

  /// What `import SwiftUI` and `import Foundation` bring on iOS beyond their own names: imported
  /// into every file, as the SDK's overlays do. (URL loading and `XMLParser` are in Foundation on
  /// Apple's platforms and in modules of their own here; CoreData holds what Foundation's
  /// key-value coding gives on iOS: `NSPredicate(format:)`, `NSSortDescriptor(key:ascending:)`,
  /// `NSSet` as an array literal.)
  static let implicitImports = [
    "FoundationNetworking", "FoundationXML", "Observation", "LocalizedStrings", "CoreData",
  ]

  /// The file the app's asset symbols are generated in (a name no staged app file has).
  static let assetSymbolsFile = "GeneratedAssetSymbols+Legible.swift"

  /// The target's folder of app files.
  var sources: URL { root.appendingPathComponent("Sources/\(module)") }
  /// The folder of a local module's files.
  func sources(of local: LocalModule) -> URL { root.appendingPathComponent("Sources/\(local.name)") }
  /// The catalog program's folder.
  var program: URL { root.appendingPathComponent("Sources/app-screens") }

  /// The staged path of each app file (unique file names: a target cannot hold two files of one
  /// name), by original file.
  func stagedNames(for files: [URL]) -> [URL: String] {
    var taken: Set<String> = []
    var names: [URL: String] = [:]
    for file in files {
      let stem = file.deletingPathExtension().lastPathComponent
      var name = file.lastPathComponent
      var index = 2
      while !taken.insert(name.lowercased()).inserted {
        name = "\(stem)~\(index).swift"
        index += 1
      }
      names[file] = name
    }
    return names
  }

  /// Writes the package for `files` (the app files to build this round), removes staged files no
  /// longer in it, and leaves unchanged files untouched.
  mutating func write(
    files: [URL], names: [URL: String], generated: [String: String] = [:], assetCatalogs: [URL], fonts: [URL],
    strings: [URL] = [], storeKitConfiguration: URL? = nil, dataModels: [URL] = [],
    applicationDelegates: [String] = [], launchScreens: [LaunchScreen] = []
  ) throws(AppError) {
    let building = Set(files)
    builtModules = localModules.map { local in
      var local = local
      local.files = local.files.filter(building.contains)
      return local
    }.filter { !$0.files.isEmpty }
    let kept = Set(builtModules.map(\.name))
    for index in builtModules.indices { builtModules[index].dependencies.removeAll { !kept.contains($0) } }
    var folders: [(folder: URL, files: [URL], generated: [String: String])] = builtModules.map {
      (sources(of: $0), $0.files, Self.previewList(of: $0.name).merging($0.resourceAccessors) { $1 })
    }
    let local = Set(builtModules.flatMap(\.files))
    folders.append(
      (sources, files.filter { !local.contains($0) }, generated.merging(Self.previewList(of: module)) { $1 }))
    do {
      try FileManager.default.createDirectory(at: program, withIntermediateDirectories: true)
      for (folder, files, generated) in folders {
        try stage(files, names: names, generated: generated, in: folder)
      }
      // The folders of local modules not built this round go: SwiftPM would take them for targets.
      // So do their build products: a file that imports one under `#if canImport(…)` would
      // compile against an earlier round's (or run's) module and then fail to link.
      let all = try FileManager.default.contentsOfDirectory(
        atPath: root.appendingPathComponent("Sources").path)
      for name in all where name != module && name != "app-screens" && !kept.contains(name) {
        try FileManager.default.removeItem(at: root.appendingPathComponent("Sources/\(name)"))
        removeBuildProducts(ofModule: name)
      }
      try writeIfChanged(manifest, to: root.appendingPathComponent("Package.swift"))
      try writeIfChanged(
        catalogProgram(
          assetCatalogs: assetCatalogs, fonts: fonts, strings: strings,
          storeKitConfiguration: storeKitConfiguration, dataModels: dataModels,
          applicationDelegates: applicationDelegates, launchScreens: launchScreens),
        to: program.appendingPathComponent("main.swift"))
    } catch let error as AppError {
      throw error
    } catch {
      throw .cannotWrite(root.path, reason: (error as NSError).localizedDescription)
    }
  }

  /// Removes what earlier builds made of the module `name`: its compiled interface (the
  /// `.swiftmodule` that `canImport` finds and an `import` compiles against) and its objects.
  func removeBuildProducts(ofModule name: String) {
    let products = buildProducts.appendingPathComponent("debug")
    let modules = products.appendingPathComponent("Modules")
    let files = (try? FileManager.default.contentsOfDirectory(atPath: modules.path)) ?? []
    for file in files where file.hasPrefix(name + ".") {
      try? FileManager.default.removeItem(at: modules.appendingPathComponent(file))
    }
    try? FileManager.default.removeItem(at: products.appendingPathComponent("\(name).build"))
  }

  /// Writes `files` staged, and `generated`, into `folder`, and removes what else it holds.
  private func stage(_ files: [URL], names: [URL: String], generated: [String: String], in folder: URL) throws
  {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    var kept = Set(generated.keys)
    for (name, text) in generated { try writeIfChanged(text, to: folder.appendingPathComponent(name)) }
    for file in files {
      guard let name = names[file] else { continue }
      kept.insert(name)
      let text =
        (try? String(contentsOf: file, encoding: .utf8))
        ?? String(decoding: (try? Data(contentsOf: file)) ?? Data(), as: UTF8.self)
      try writeIfChanged(Self.staged(text, from: file), to: folder.appendingPathComponent(name))
    }
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where !kept.contains(name) {
      try FileManager.default.removeItem(at: folder.appendingPathComponent(name))
    }
  }

  private func writeIfChanged(_ text: String, to url: URL) throws {
    if (try? String(contentsOf: url, encoding: .utf8)) == text { return }
    try text.write(to: url, atomically: true, encoding: .utf8)
  }

  /// The names FoundationNetworking declares that Apple's Foundation has, as an alternation.
  static let networkingNames =
    "(?:URLSession[A-Za-z]*|URLRequest|URLResponse|HTTPURLResponse|CachedURLResponse|URLCache|URLCredential"
    + "|URLCredentialStorage|URLProtectionSpace|URLAuthenticationChallenge|URLProtocol|HTTPCookie"
    + "|HTTPCookieStorage|NSURLRequest|NSMutableURLRequest|NSHTTPURLResponse|NSURLResponse)"

  /// An app file as the build folder holds it: the original's path and lines, `@main` blanked.
  static func staged(_ text: String, from file: URL) -> String {
    let path = file.path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
      of: "\"", with: "\\\"")
    var body = text
    for attribute in ["@main", "@UIApplicationMain"] {
      body = body.replacing(try! Regex("(?m)(^|[\\s;])\(attribute)(?![A-Za-z0-9_])")) { match in
        String(match.output[1].substring ?? "") + String(repeating: " ", count: attribute.count)
      }
    }
    // `@objc` needs the Objective-C runtime: it is blanked. `@NSManaged` becomes `@Managed` on a
    // property and `@ManagedAccessor` on a relationship accessor, Core Data's stand-ins here.
    if body.contains("@objc") {
      body = body.replacing(try! Regex(#"@objc(?:Members)?(?:\([^)\n]*\))?(?![A-Za-z0-9_])"#)) { match in
        String(repeating: " ", count: match.output[0].substring?.count ?? 0)
      }
    }
    // `#selector` needs it too: a selector is its name here (`Selector("dismiss(_:)")`), which
    // UIKit's target-action keeps.
    if body.contains("#selector") {
      body = body.replacing(try! Regex(#"#selector\(\s*((?:[^()\n]|\([^()\n]*\))*?)\s*\)"#)) { match in
        let name = String(match.output[1].substring ?? "").replacingOccurrences(of: "\"", with: "")
        return "Selector(\"\(name)\")"
      }
    }
    // `#keyPath` needs it too: it is the string it stands for, the key path without the type
    // it starts from (`#keyPath(Ride.route.name)` is "route.name").
    if body.contains("#keyPath") {
      body = body.replacing(
        try! Regex(#"#keyPath\(\s*([A-Za-z_][A-Za-z0-9_]*(?:\s*\.\s*[A-Za-z_][A-Za-z0-9_]*)*)\s*\)"#)
      ) { match in
        var parts = (match.output[1].substring ?? "").split(separator: ".").map {
          $0.trimmingCharacters(in: .whitespaces)
        }
        if parts.count > 1, parts[0].first?.isUppercase == true { parts.removeFirst() }
        return "\"" + parts.joined(separator: ".") + "\""
      }
    }
    // `NSLocalizedString` looks the key up in the language audited (`_localizedString`), not
    // only in Foundation's bundle, which knows one language here.
    if body.contains("NSLocalizedString(") {
      body = body.replacing(try! Regex(#"(^|[^A-Za-z0-9_.])NSLocalizedString\("#)) { match in
        String(match.output[1].substring ?? "") + "_localizedString("
      }
    }
    // The container's folders asked of FileManager are the run's container's, never the user's
    // home folder, which Linux's Foundation gives (see `FileManager._appContainerURL`).
    if body.contains("Directory") {
      let folders =
        "(?:FileManager\\.SearchPathDirectory)?\\.(?:documentDirectory|applicationSupportDirectory|cachesDirectory|libraryDirectory)\\b"
      body = body.replacing(try! Regex(#"\.url\(\s*for:(\s*)(?=\#(folders))"#)) { match in
        "._appContainerURL(for:\(match.output[1].substring ?? "")"
      }
      body = body.replacing(try! Regex(#"\.urls\(\s*for:(\s*)(?=\#(folders))"#)) { match in
        "._appContainerURLs(for:\(match.output[1].substring ?? "")"
      }
    }
    if body.contains("@NSManaged") {
      body = body.replacing(
        try! Regex(
          #"@NSManaged(?![A-Za-z0-9_])(?=(?:\s+(?:public|open|internal|private|fileprivate|final|dynamic|nonisolated|@nonobjc))*\s+func\b)"#
        )
      ) { _ in
        "@ManagedAccessor"
      }
      body = body.replacing(try! Regex(#"@NSManaged(?![A-Za-z0-9_])"#)) { _ in "@Managed  " }
    }
    // A fetch request cast to another result type (`Item.fetchRequest() as! NSFetchRequest<Item>`)
    // is a copy of another type here: Swift cannot cast between a generic class's arguments.
    if body.contains("NSFetchRequest<") {
      body = body.replacing(try! Regex(#"\s+as!\s*NSFetchRequest<\s*([A-Za-z_][A-Za-z0-9_.]*)\s*>"#)) {
        match in
        "._retyped(as: \(match.output[1].substring ?? "").self)"
      }
    }
    // URL loading is in Foundation on Apple's platforms and in FoundationNetworking here: a name
    // qualified with Foundation (`Foundation.URLSessionDelegate`, as code does beside a type of its
    // own of that name) is qualified with the module that has it.
    if body.contains("Foundation.") {
      body = body.replacing(try! Regex(#"(?m)(^|[^A-Za-z0-9_.])Foundation\.(?=\#(networkingNames)\b)"#)) {
        match in
        String(match.output[1].substring ?? "") + "FoundationNetworking."
      }
    }
    body = ExtensionOverrides.rewritten(body)
    body = previewedTypesOpened(body)
    // `ProcessInfo()`, whose initializer Foundation keeps internal here, is the process's info.
    if body.contains("ProcessInfo()") {
      body = body.replacingOccurrences(of: "ProcessInfo()", with: "ProcessInfo.processInfo")
    }
    // A submodule import (`import UIKit.UIGestureRecognizerSubclass`) of a module Legible offers
    // imports the module: its parts are not modules of their own here.
    let modules = legibleModules.joined(separator: "|")
    body = body.replacing(
      try! Regex("(?m)^(\\s*(?:@[A-Za-z_]+\\s+)*import\\s+(?:\(modules)))(\\.[A-Za-z0-9_.]+)")
    ) { match in
      String(match.output[1].substring ?? "")
        + String(repeating: " ", count: match.output[2].substring?.count ?? 0)
    }
    return "#sourceLocation(file: \"\(path)\", line: 1)\n" + iPhoneConditions(body)
  }

  /// `body` with the file's own private declarations that its previews use made internal: the
  /// catalog lists a preview by copying its body into a file of its own, which could not see
  /// them (a `#Preview` showing a `private struct Row` of the same file). Only names used after
  /// the first preview are opened, so that private helpers of the same name in two files do not
  /// meet.
  static func previewedTypesOpened(_ body: String) -> String {
    let starts = ["#Preview", "PreviewProvider"].compactMap { body.range(of: $0)?.lowerBound }
    guard let start = starts.min() else { return body }
    let previews = String(body[start...])
    let declaration = try! Regex(
      #"(?m)^(private|fileprivate)(\s+(?:final\s+)?(?:struct|class|enum|actor|func|let|var)\s+([A-Za-z_][A-Za-z0-9_]*))"#
    )
    func used(_ name: String, declaredAs whole: String) -> Bool {
      let uses = previews.ranges(of: try! Regex("(?:^|[^A-Za-z0-9_])\(name)(?![A-Za-z0-9_])")).count
      return uses > (previews.contains(whole) ? 1 : 0)
    }
    let opened = body.replacing(declaration) { match in
      let whole = String(match.output[0].substring ?? "")
      let name = String(match.output[3].substring ?? "")
      let uses = previews.ranges(of: try! Regex("(?:^|[^A-Za-z0-9_.])\(name)(?![A-Za-z0-9_])")).count
      let declaredThere = previews.contains(whole) ? 1 : 0
      guard uses > declaredThere else { return whole }
      let modifier = String(match.output[1].substring ?? "")
      return String(repeating: " ", count: modifier.count) + String(match.output[2].substring ?? "")
    }
    // A private extension whose members a preview uses (`private extension Media { static let
    // sample = … }` and `#Preview { Row(media: .sample) }`) is opened whole.
    let privateExtension = try! Regex(#"(?m)^(private|fileprivate)(\s+extension\s+[^{\n]*\{)"#)
    let member = try! Regex(
      #"(?:let|var|func|struct|class|enum|case)\s+([A-Za-z_][A-Za-z0-9_]*)"#)
    return opened.replacing(privateExtension) { match in
      let whole = String(match.output[0].substring ?? "")
      let members = EnclosedText.text(in: opened, from: match.range.upperBound, opening: "{", closing: "}")
      let names = members.matches(of: member).compactMap { $0.output[1].substring.map(String.init) }
      guard names.contains(where: { used($0, declaredAs: whole) }) else { return whole }
      let modifier = String(match.output[1].substring ?? "")
      return String(repeating: " ", count: modifier.count) + String(match.output[2].substring ?? "")
    }
  }

  /// The platforms a compilation condition names, as an iPhone simulator answers them: the app
  /// is laid out as on an iPhone, so `#if os(iOS)` and `targetEnvironment(simulator)` hold and
  /// other platforms' branches (`os(macOS)`, `os(watchOS)`, `targetEnvironment(macCatalyst)`, and
  /// `os(Linux)`, which would otherwise hold here) do not. Only `#if` and `#elseif` lines change;
  /// each condition is replaced by `true` or `false` padded to its length, so columns are kept.
  static func iPhoneConditions(_ text: String) -> String {
    guard text.contains("os(") || text.contains("targetEnvironment(") else { return text }
    let condition = try! Regex(#"\b(os|targetEnvironment)\(\s*([A-Za-z_]+)\s*\)"#)
    return text.replacing(try! Regex(#"(?m)^[ \t]*#(?:if|elseif)\b[^\n]*"#)) { line in
      String(line.output[0].substring ?? "").replacing(condition) { match in
        let written = String(match.output[0].substring ?? "")
        let kind = match.output[1].substring ?? ""
        let name = match.output[2].substring ?? ""
        let holds = kind == "os" ? name == "iOS" : name == "simulator"
        let value = holds ? "true" : "false"
        return value + String(repeating: " ", count: max(0, written.count - value.count))
      }
    }
  }

  /// A file giving a module's previews under a name of its own, for the catalog program: a module
  /// that declares a type of its own name (`AlertToast.AlertToast`) hides `AlertToast.LegiblePreviews`.
  static func previewList(of module: String) -> [String: String] {
    [
      "\(previewListName(of: module))+Legible.swift": """
      // Written by `legible app`: this module's previews, for the catalog program.
      import LegibleUI

      public enum \(previewListName(of: module)) {
        @MainActor public static var all: [DeclaredPreview] { LegiblePreviews.all }
      }

      """
    ]
  }

  /// The name of `module`'s list of previews.
  static func previewListName(of module: String) -> String { "LegiblePreviewsOf\(module)" }

  /// The package's manifest.
  var manifest: String {
    let products = Self.legibleModules.map { ".product(name: \"\($0)\", package: \"Legible\")" }
    let flags = Self.implicitImports.flatMap { ["-Xfrontend", "-import-module", "-Xfrontend", $0] }
    let literal = Self.literalString
    // The local modules are compiled as the app is, in Swift 5 mode (checking the team's
    // concurrency is not the audit's work), with Swift 6's relaxations for a package written
    // for Swift 6 (a default argument isolated as its function is),
    // which Swift 5 mode would refuse.
    let locals = builtModules.map { local in
      """
          .target(
            name: \(literal(local.name)),
            dependencies: [\((local.dependencies.map(literal) + products).joined(separator: ", "))],
            swiftSettings: \(local.isSwift6 ? "swift6Settings" : "settings")\(local.isMainActorByDefault ? " + [.defaultIsolation(MainActor.self)]" : ""),
            plugins: [.plugin(name: "LegiblePreviews", package: "Legible")]),
      """
    }.joined(separator: "\n")
    return """
      // swift-tools-version: 6.2
      // Written by `legible app` for the app's files; it is written again at every run.
      import PackageDescription

      let settings: [SwiftSetting] = [.swiftLanguageMode(.v5), .unsafeFlags([\(flags.map(literal).joined(separator: ", "))])]
      let swift6Settings = settings + ["IsolatedDefaultValues", "GlobalActorIsolatedTypesUsability", "InferSendableFromCaptures", "BareSlashRegexLiterals"].map { .enableUpcomingFeature($0) }

      let package = Package(
        name: "legible-app",
        dependencies: [.package(name: "Legible", path: \(literal(legible.path)))],
        targets: [
      \(locals)
          .target(
            name: \(literal(module)),
            dependencies: [\((builtModules.map { literal($0.name) } + products).joined(separator: ", "))],
            swiftSettings: \(language.swiftSettings(base: "settings")),
            plugins: [.plugin(name: "LegiblePreviews", package: "Legible")]),
          .executableTarget(
            name: "app-screens",
            dependencies: [\(literal(module)), .product(name: "LegibleCLI", package: "Legible"), .product(name: "LegibleUI", package: "Legible")]),
        ]
      )

      """
  }

  /// The catalog program: the app's previews, its asset catalogs, its fonts, its strings, its
  /// Core Data models (where `NSPersistentContainer(name:)` finds them) and its StoreKit configuration (a file that cannot be read is said on standard error; no product is
  /// found then, as on a simulator without one).
  func catalogProgram(
    assetCatalogs: [URL], fonts: [URL], strings: [URL] = [], storeKitConfiguration: URL? = nil,
    dataModels: [URL] = [], applicationDelegates: [String] = [], launchScreens: [LaunchScreen] = []
  ) -> String {
    let literal = { (url: URL) in "URL(fileURLWithPath: \(Self.literalString(url.path)))" }
    return """
      // Written by `legible app`: the app's previews as a catalog, with its assets and fonts.
      import CoreData
      import Foundation
      import LegibleCLI
      import LegibleUI
      import LocalizedStrings
      import StoreKit
      import UIKit
      @testable import \(module)
      \(builtModules.map { "import \($0.name)" }.joined(separator: "\n"))

      enum AppCatalog: LegibleCatalog {
        @MainActor static var previews: [DeclaredPreview] { \(([module] + builtModules.map(\.name)).map { "\(Self.previewListName(of: $0)).all" }.joined(separator: " + ")) + launchScreens }
        /// The screen each app opens on (its first window's content), audited beside the previews.
        @MainActor static var launchScreens: [DeclaredPreview] {
          var screens: [DeclaredPreview] = []
      \(launchScreens.map { screen in
        // Made at the app's line, so findings name it as the screen's caller.
        """
        #sourceLocation(file: \(Self.literalString(screen.file.path)), line: \(screen.line))
                  screens.append(\(launchScreenCall(screen)))
        #sourceLocation()
        """
      }.joined(separator: "\n"))
          return screens
        }
        static var appFonts: [URL] { [\(fonts.map(literal).joined(separator: ", "))] }
      }

      AssetCatalog.current = AssetCatalog(folders: [\(assetCatalogs.map(literal).joined(separator: ", "))])
      StringCatalog.current = StringCatalog(files: [\(strings.map(literal).joined(separator: ", "))])
      NSManagedObjectModel.appModels = [\(dataModels.map(literal).joined(separator: ", "))]
      \(applicationDelegates.prefix(1).map { Self.delegateLaunch(module: module, type: $0) }.joined())
      \(storeKitConfiguration.map { storeKitLoad($0, literal) } ?? "")
      AppCatalog.main()

      """
  }

  /// The call that lists `screen` as a preview: its place in the team's file, and how to open it.
  private func launchScreenCall(_ screen: LaunchScreen) -> String {
    let place =
      "file: \(Self.literalString(screen.file.lastPathComponent)), line: \(screen.line), source: \(Self.literalString(screen.file.path)), sourceLine: \(screen.line)"
    switch screen.kind {
    case .app:
      return "DeclaredPreview.launchScreen(of: \(module).\(screen.type).self, \(place))"
    case .sceneDelegate:
      return
        "DeclaredPreview.sceneLaunchScreen(named: \(Self.literalString(screen.type)), \(place)) { \(module).\(screen.type)() }"
    }
  }

  /// The catalog program's lines that make the app's delegate of `type` and launch it, as iOS
  /// does when the app starts and Xcode's canvas does before its previews: the delegate's
  /// `application(_:didFinishLaunchingWithOptions:)` runs once, listed as an entry of its own
  /// (`DeclaredPreview.launching`), so that a launch that traps or hangs is left out, named,
  /// and the previews are still listed without it.
  static func delegateLaunch(module: String, type: String) -> String {
    """
    UIKit.UIApplication.shared.delegate = \(module).\(type)()  // as iOS makes it when the app starts
    DeclaredPreview.launching("\(type).swift/\(type) launch") {
      _ = UIKit.UIApplication.shared.delegate?.application(UIKit.UIApplication.shared, didFinishLaunchingWithOptions: nil)
    }
    """
  }

  /// An app type the program can open, in `file` at `line`: a SwiftUI `App` marked `@main`, or
  /// the window scene delegate of a UIKit app.
  struct LaunchScreen: Equatable {
    let type: String
    let file: URL
    let line: Int
    var kind = Kind.app

    enum Kind: Equatable {
      /// A SwiftUI `App`: its first window's content.
      case app
      /// A `UIWindowSceneDelegate`: what the window it sets when its scene connects shows.
      case sceneDelegate
    }
  }

  /// The SwiftUI apps marked `@main` in `files` (their URLs and texts): each opens on a screen
  /// `legible app` audits beside the previews. An app without one (a UIKit app) opens on what its
  /// window scene delegate puts in its window: the first such delegate with an `init()` the
  /// program can call.
  static func launchScreens(in files: [(URL, String)]) -> [LaunchScreen] {
    let entry = try! Regex(
      #"@main\s+(?:(?:public|internal|final)\s+)*struct\s+([A-Za-z_][A-Za-z0-9_]*)\s*:\s*(?:SwiftUI\.)?App\b"#
    )
    let apps = matches(of: entry, in: files, kind: .app)
    guard apps.isEmpty else { return apps }
    let sceneDelegate = try! Regex(
      #"\bclass\s+([A-Za-z_][A-Za-z0-9_]*)\s*:[^{]*\bUIWindowSceneDelegate\b"#)
    let delegates = matches(of: sceneDelegate, in: files, kind: .sceneDelegate).filter { screen in
      files.first(where: { $0.0 == screen.file }).map { canMake(in: $0.1) } ?? false
    }
    return Array(delegates.prefix(1))
  }

  /// The types `pattern` names (its first capture) in `files`, with their lines.
  private static func matches(
    of pattern: Regex<AnyRegexOutput>, in files: [(URL, String)], kind: LaunchScreen.Kind
  ) -> [LaunchScreen] {
    files.flatMap { file, text in
      text.matches(of: pattern).map { match in
        let line = text[..<match.range.lowerBound].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
        return LaunchScreen(type: String(match.output[1].substring ?? ""), file: file, line: line, kind: kind)
      }
    }
  }

  /// `text` as a Swift string literal.
  private static func literalString(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
      + "\""
  }

  /// The app's UIKit delegate classes in `texts` (the app's files that build): the class marked
  /// `@main` or `@UIApplicationMain`, then those `@UIApplicationDelegateAdaptor` names, each
  /// declared in one of the files with an `init()` the program can call.
  static func applicationDelegates(in texts: [String]) -> [String] {
    var names: [String] = []
    let entry = try! Regex(
      #"@(?:main|UIApplicationMain)\s+(?:(?:final|public|open|internal)\s+)*class\s+([A-Za-z_][A-Za-z0-9_]*)"#
    )
    let adaptor = try! Regex(#"@UIApplicationDelegateAdaptor\s*\(\s*([A-Za-z_][A-Za-z0-9_]*)\.self"#)
    for text in texts {
      for match in text.matches(of: entry) { names.append(String(match.output[1].substring ?? "")) }
    }
    for text in texts {
      for match in text.matches(of: adaptor) { names.append(String(match.output[1].substring ?? "")) }
    }
    var seen: Set<String> = []
    return names.filter { name in
      guard seen.insert(name).inserted else { return false }
      let declaration = try! Regex("\\bclass\\s+\(name)\\b[^{]*\\{")
      guard let text = texts.first(where: { $0.contains(declaration) }) else { return false }
      return canMake(in: text)
    }
  }

  /// Whether the program can make the class declared in `text` with `Type()`: the file has an
  /// `init()`, or no initializer with parameters (a designated one with parameters and no
  /// `init()` would leave none it could call).
  private static func canMake(in text: String) -> Bool {
    text.contains("init()") || !text.contains(try! Regex(#"\binit\s*\(\s*[A-Za-z_]"#))
  }

  /// The program's line loading the StoreKit configuration at `url`.
  private func storeKitLoad(_ url: URL, _ literal: (URL) -> String) -> String {
    """
    do { try StoreKit.StoreKitConfiguration.load(contentsOf: \(literal(url))) } catch { FileHandle.standardError.write(Data("warning: \\(error); the previews find no product\\n".utf8)) }
    """
  }
}
