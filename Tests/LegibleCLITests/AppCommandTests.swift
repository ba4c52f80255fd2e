import Foundation
import Testing

@testable import LegibleCLI

/// `legible app`: an app's folder found, staged, built round after round with what fails left
/// out by cause. The compiler is stood in for by its recorded way of reporting errors; the
/// command itself is run on the fixture app by CI (`scripts/check-app-command`).
@Suite struct AppCommandTests {
  /// The fixture: an app folder laid out as Xcode lays one out, with tests and a widget beside it.
  static let trails = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("AppFixtures/Trails")

  func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "legible-app-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Builds the Trails fixture with a compiler that fails once per entry of `failing` with its
  /// errors (`APP` standing for the app's folder), then builds; the coverage and the rounds run.
  func buildTrails(failing: [String]) throws -> (coverage: AppCoverage, rounds: Int) {
    let root = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let sources = try AppSources.find(in: Self.trails)
    let app = Self.trails.appendingPathComponent("Trails").path
    var round = 0
    let build = AppBuild(
      sources: sources,
      folder: AppBuildFolder(root: root, legible: URL(fileURLWithPath: "/l"), module: "Trails"),
      run: { _, _ in
        round += 1
        guard round <= failing.count else { return (0, "") }
        return (1, failing[round - 1].replacingOccurrences(of: "APP/", with: "\(app)/"))
      })
    return (try build.build().0, round)
  }

  @Test func aRunAgainstAnotherLegibleBuildsEveryModuleAgain() throws {
    // Objects compiled against one Legible are thrown away when another builds the folder, and
    // kept when the same one does.
    let root = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let sources = try AppSources.find(in: Self.trails)
    let marker = root.appendingPathComponent(".build/debug/Trails.build/compiled.o")
    /// Builds with `legible`, then leaves a compiled file behind; says whether the one left by
    /// the run before was still there after this build, and what the build said.
    func build(with legible: String) throws -> (kept: Bool, said: [String]) {
      var said: [String] = []
      let build = AppBuild(
        sources: sources,
        folder: AppBuildFolder(root: root, legible: URL(fileURLWithPath: legible), module: "Trails"),
        run: { _, _ in (0, "Build complete!") }, say: { said.append($0) })
      _ = try build.build()
      let kept = FileManager.default.fileExists(atPath: marker.path)
      try FileManager.default.createDirectory(
        at: marker.deletingLastPathComponent(), withIntermediateDirectories: true)
      #expect(FileManager.default.createFile(atPath: marker.path, contents: Data()))
      return (kept, said)
    }
    _ = try build(with: "/legible-one")
    let same = try build(with: "/legible-one")
    #expect(same.kept)
    #expect(!same.said.contains { $0.contains("Legible changed") })
    let other = try build(with: "/legible-two")
    #expect(!other.kept)
    #expect(other.said.contains { $0.contains("Legible changed since the last run") })
  }

  @Test func theAppsFilesAreFoundWithoutItsTestsAndItsWidget() throws {
    let sources = try AppSources.find(in: Self.trails)
    let names = sources.swiftFiles.map(\.lastPathComponent)
    #expect(names.count == 10)
    #expect(names.contains("TrailsApp.swift") && names.contains("ElevationSnapshot.swift"))
    #expect(!names.contains("TrailTests.swift") && !names.contains("TrailsWidget.swift"))
    #expect(sources.skippedFolders == ["TrailsTests", "TrailsWidget"])
    // The local package the project refers to (and the folder holds): its library, not its tests.
    #expect(sources.localPackages.map(\.lastPathComponent) == ["TrailStyle"])
    #expect(sources.localModules.map(\.name) == ["TrailStyle"])
    #expect(sources.localModules.first?.files.map(\.lastPathComponent) == ["DifficultyLabel.swift"])
    #expect(sources.assetCatalogs.map(\.lastPathComponent) == ["Assets.xcassets"])
    #expect(sources.name == "Trails")
  }

  @Test(arguments: [
    ("Extensions", false), ("Extension", false), ("ShareExtension", true), ("MyAppTests", true),
    ("MyAppUITests", true), ("Latest", false), ("TrailsWidget", true), ("Pods", true), (".build", true),
    ("Watch App", true), ("AppClip", true), ("Views", false),
  ])
  func foldersOfOtherTargetsAreToldApart(name: String, isOther: Bool) {
    #expect(AppSources.isOtherTarget(name) == isOther)
  }

  @Test func aFolderThatIsNoAppIsACleanError() throws {
    let empty = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: empty) }
    #expect(throws: AppError.noSwiftFiles(empty.standardizedFileURL.path)) { try AppSources.find(in: empty) }
    #expect(throws: AppError.noFolder("/no/such/app")) {
      try AppSources.find(in: URL(fileURLWithPath: "/no/such/app"))
    }
    let file = Self.trails.appendingPathComponent("Trails/TrailsApp.swift")
    #expect(throws: AppError.notAFolder(file.path)) { try AppSources.find(in: file) }
  }

  @MainActor @Test func theCommandSaysWhatToGiveIt() {
    let missing = ToolRun.inProcess(["app", "/no/such/app"])
    #expect(missing.status == 64)
    #expect(missing.errors.contains("there is no folder /no/such/app; give the folder of the app's sources"))
    let none = ToolRun.inProcess(["app"])
    #expect(none.status == 64)
    let package = ToolRun.inProcess(["app", Self.trails.path, "--legible-package", "/tmp"])
    #expect(package.status == 64 && package.errors.contains("/tmp is not Legible's package folder"))
  }

  @Test func importsOutsideConditionsAreWhatTheFileNeeds() {
    let text = """
      @preconcurrency import Combine
      import struct StoreKit.Product
      #if canImport(TipKit)
      import TipKit
      #endif
      import SwiftUI
      // import Charts
      """
    #expect(AppBuild.imports(of: text) == ["Combine", "StoreKit", "SwiftUI"])
  }

  @Test func theAppMarkedMainOpensOnAScreenTheCatalogAudits() {
    let file = URL(fileURLWithPath: "/apps/Trails/TrailsApp.swift")
    let screens = AppBuildFolder.launchScreens(in: [
      (
        file,
        "import SwiftUI\n\n@main\nstruct TrailsApp: App {\n  var body: some Scene { WindowGroup { Text(\"Hi\") } }\n}\n"
      ),
      (
        URL(fileURLWithPath: "/apps/Trails/Model.swift"),
        "struct Model: Codable {}\n@MainActor final class App2 {}\n"
      ),
    ])
    #expect(screens == [AppBuildFolder.LaunchScreen(type: "TrailsApp", file: file, line: 3)])
    let folder = AppBuildFolder(
      root: URL(fileURLWithPath: "/tmp/x"), legible: URL(fileURLWithPath: "/l"), module: "Trails")
    let program = folder.catalogProgram(assetCatalogs: [], fonts: [], launchScreens: screens)
    #expect(
      program.contains(
        "DeclaredPreview.launchScreen(of: Trails.TrailsApp.self, file: \"TrailsApp.swift\", line: 3, source: \"/apps/Trails/TrailsApp.swift\", sourceLine: 3)"
      ))
    // Made at the app's line, so the screen's caller is the team's file, not the build folder's.
    #expect(program.contains("#sourceLocation(file: \"/apps/Trails/TrailsApp.swift\", line: 3)\n"))
    #expect(!folder.catalogProgram(assetCatalogs: [], fonts: []).contains("screens.append"))
  }

  @Test func aUIKitAppOpensOnWhatItsSceneDelegatePutsInItsWindow() {
    let file = URL(fileURLWithPath: "/apps/Notes/SceneDelegate.swift")
    let delegate = (
      file,
      "import UIKit\nimport SwiftUI\n\nclass SceneDelegate: UIResponder, UIWindowSceneDelegate {\n  var window: UIWindow?\n}\n"
    )
    let screens = AppBuildFolder.launchScreens(in: [delegate])
    #expect(
      screens == [
        AppBuildFolder.LaunchScreen(type: "SceneDelegate", file: file, line: 4, kind: .sceneDelegate)
      ])
    let folder = AppBuildFolder(
      root: URL(fileURLWithPath: "/tmp/x"), legible: URL(fileURLWithPath: "/l"), module: "Notes")
    #expect(
      folder.catalogProgram(assetCatalogs: [], fonts: [], launchScreens: screens).contains(
        "DeclaredPreview.sceneLaunchScreen(named: \"SceneDelegate\", file: \"SceneDelegate.swift\", line: 4, source: \"/apps/Notes/SceneDelegate.swift\", sourceLine: 4) { Notes.SceneDelegate() }"
      ))
    // An app with a SwiftUI entry point opens on that; a delegate the program cannot make is left.
    let app = (URL(fileURLWithPath: "/apps/Notes/NotesApp.swift"), "@main\nstruct NotesApp: App {}\n")
    #expect(AppBuildFolder.launchScreens(in: [delegate, app]).map(\.kind) == [.app])
    let needsArguments = (
      file, "class SceneDelegate: NSObject, UIWindowSceneDelegate {\n  init(store: Store) {}\n}\n"
    )
    #expect(AppBuildFolder.launchScreens(in: [needsArguments]).isEmpty)
  }

  @Test func aStagedFileNamesTheOriginalAndLosesItsEntryPoint() {
    let file = URL(fileURLWithPath: "/apps/Trails/TrailsApp.swift")
    let staged = AppBuildFolder.staged(
      "@main\nstruct TrailsApp: App {}\n@MainActor final class Model {}\n", from: file)
    let lines = staged.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[0] == "#sourceLocation(file: \"/apps/Trails/TrailsApp.swift\", line: 1)")
    #expect(lines[1] == "     ")
    #expect(lines[2] == "struct TrailsApp: App {}")
    #expect(lines[3] == "@MainActor final class Model {}")
    // A part of a module Legible offers is imported as the module, columns kept.
    let part = AppBuildFolder.staged(
      "import UIKit.UIGestureRecognizerSubclass\nimport class UIKit.UIColor\n", from: file)
    #expect(part.split(separator: "\n")[1] == "import UIKit" + String(repeating: " ", count: 28))
    #expect(part.split(separator: "\n")[2] == "import class UIKit.UIColor")
    // A selector is its name: Linux has no Objective-C runtime.
    let selector = AppBuildFolder.staged(
      "app.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)\n"
        + "b.addTarget(self, action: #selector( tapped(_:) ), for: .touchUpInside)\n", from: file)
    #expect(selector.contains("app.sendAction(Selector(\"UIResponder.resignFirstResponder\"), to: nil"))
    #expect(selector.contains("action: Selector(\"tapped(_:)\"), for:"))
    // `NSLocalizedString` looks in the audited language first; a method of that name does not.
    let localized = AppBuildFolder.staged(
      "let title = NSLocalizedString(\"current_speed\", comment: \"\")\nlet other = strings.NSLocalizedString(\"a\")\n",
      from: file)
    #expect(localized.contains("let title = _localizedString(\"current_speed\", comment: \"\")"))
    #expect(localized.contains("strings.NSLocalizedString(\"a\")"))
    // Core Data's lifecycle overridden in an extension becomes the hook Core Data calls here.
    let lifecycle = AppBuildFolder.staged(
      "extension Ride {\n    public override func awakeFromInsert() {\n        super.awakeFromInsert()\n    }\n"
        + "    func name() -> String { \"\" }\n}\nclass Gear: NSManagedObject {\n    override func willSave() {}\n}\n",
      from: file)
    #expect(
      lifecycle.contains(
        "    public          func _extensionAwakeFromInsert() {\n        super.awakeFromInsert()"))
    #expect(lifecycle.contains("    override func willSave() {}"), "an override in the class itself stays")
    #expect(lifecycle.hasSuffix("extension Ride: CoreData._ManagedObjectExtensionHooks {}\n"))
    // The app's delegate is made and launched, as Xcode's canvas launches it, under an entry the
    // listing can leave out.
    let launch = AppBuildFolder.delegateLaunch(module: "Velik", type: "AppDelegate")
    #expect(launch.contains("UIKit.UIApplication.shared.delegate = Velik.AppDelegate()"))
    #expect(launch.contains("DeclaredPreview.launching(\"AppDelegate.swift/AppDelegate launch\")"))
    #expect(launch.contains("didFinishLaunchingWithOptions: nil"))
    // A `#keyPath` is the string it stands for, without the type it starts from.
    let keyPaths = AppBuildFolder.staged(
      "let a = NSSortDescriptor(key: #keyPath(BikeRide.cyclingDistance), ascending: false)\n"
        + "let b = #keyPath( Ride.route.name ) + #keyPath(title)\n", from: file)
    #expect(keyPaths.contains("NSSortDescriptor(key: \"cyclingDistance\", ascending: false)"))
    #expect(keyPaths.contains("let b = \"route.name\" + \"title\""))
    // The container's folders are the run's, not the user's home.
    let folders = AppBuildFolder.staged(
      "let a = try FileManager.default.url(for: .documentDirectory, in: .userDomainMask, appropriateFor: nil, create: false)\n"
        + "let b = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)\n"
        + "let c = FileManager.default.urls(for: .desktopDirectory, in: .userDomainMask)\n", from: file)
    #expect(folders.contains("default._appContainerURL(for: .documentDirectory, in: .userDomainMask"))
    #expect(folders.contains("default._appContainerURLs(for: .cachesDirectory"))
    #expect(folders.contains("default.urls(for: .desktopDirectory"))
  }

  @Test func aLaunchLeftOutIsSaidApartFromThePreviews() {
    var coverage = AppCoverage()
    coverage.built = ["App/App.swift"]
    coverage.previews = 1
    coverage.launchLeftOut = [
      .init(
        screen: "AppDelegate/AppDelegate launch",
        reason: "crashed: no configuration file while its previews were listed")
    ]
    #expect(coverage.lines[0].hasSuffix("1 preview found in them."))
    #expect(
      coverage.lines.contains {
        $0.hasPrefix("The app delegate's launch was left out")
          && $0.contains("AppDelegate/AppDelegate launch")
          && $0.hasSuffix("the previews were listed without it.")
      })
    #expect(
      (coverage.json["launchLeftOut"] as? [[String: String]])?.first?["launch"]
        == "AppDelegate/AppDelegate launch")
  }

  @Test func aURLLoadingNameQualifiedWithFoundationIsQualifiedWithTheModuleThatHasItHere() {
    let text = """
      final class URLSessionDelegate: NSObject {}
      extension URLSessionDelegate: Foundation.URLSessionDelegate {}
      let request = Foundation.URLRequest(url: url)
      let date = Foundation.Date()
      let mine = MyFoundation.URLRequest()
      """
    let staged = AppBuildFolder.staged(text, from: URL(fileURLWithPath: "/app/Delegate.swift"))
    #expect(staged.contains("extension URLSessionDelegate: FoundationNetworking.URLSessionDelegate {}"))
    #expect(staged.contains("FoundationNetworking.URLRequest(url: url)"))
    #expect(staged.contains("Foundation.Date()") && !staged.contains("FoundationNetworking.Date"))
    #expect(staged.contains("MyFoundation.URLRequest()"))
  }

  @Test func aPrivateViewThatAPreviewShowsIsOpenedAndOtherPrivatesStay() {
    let file = URL(fileURLWithPath: "/apps/Clubs/Header.swift")
    let staged = AppBuildFolder.staged(
      """
      private struct HeaderInPlainList: View { var body: some View { Text("A") } }
      private struct Helper {}
      fileprivate let spacing = 4.0
      #Preview { HeaderInPlainList() }
      """, from: file)
    let lines = staged.split(separator: "\n").dropFirst().map(String.init)
    // Columns are kept: the modifier becomes spaces.
    #expect(lines[0] == "        struct HeaderInPlainList: View { var body: some View { Text(\"A\") } }")
    #expect(lines[1] == "private struct Helper {}")
    #expect(lines[2] == "fileprivate let spacing = 4.0")
    // A file without previews is left as written.
    let plain = AppBuildFolder.staged("private struct Row {}\nlet row = Row()\n", from: file)
    #expect(plain.split(separator: "\n")[1] == "private struct Row {}")
  }

  @Test func aPrivateExtensionWhoseMembersAPreviewUsesIsOpened() {
    let file = URL(fileURLWithPath: "/apps/Movies/Details+Preview.swift")
    let staged = AppBuildFolder.staged(
      """
      private extension Media {
          static let fightClub = Media(id: 550, genres: [18, 80])
      }
      private extension Media {
          static let unused = Media(id: 1, genres: [])
      }
      #Preview { DetailsView(media: .fightClub) }
      """, from: file)
    let lines = staged.split(separator: "\n").dropFirst().map(String.init)
    #expect(lines[0] == "        extension Media {")
    #expect(lines[3] == "private extension Media {")
  }

  @Test func platformConditionsAreAnsweredAsAnIPhoneSimulatorAnswersThem() {
    let file = URL(fileURLWithPath: "/apps/Grocy/PictureView.swift")
    let staged = AppBuildFolder.staged(
      """
      #if os(iOS)
      let image: UIImage? = nil // os(macOS) in a comment stays
      #elseif os(macOS)
      let image: NSImage? = nil
      #endif
        #if os(iOS) && !targetEnvironment(macCatalyst) || os( watchOS )
      #if targetEnvironment(simulator) && canImport(UIKit) && !os(Linux)
      """, from: file)
    let lines = staged.split(separator: "\n").dropFirst().map(String.init)
    #expect(lines[0] == "#if true   ")
    #expect(lines[1] == "let image: UIImage? = nil // os(macOS) in a comment stays")
    #expect(lines[2] == "#elseif false    ")
    #expect(lines[5].split(separator: " ") == ["#if", "true", "&&", "!false", "||", "false"])
    #expect(lines[5].count == "  #if os(iOS) && !targetEnvironment(macCatalyst) || os( watchOS )".count)
    #expect(lines[6].split(separator: " ") == ["#if", "true", "&&", "canImport(UIKit)", "&&", "!false"])
  }

  @Test func twoFilesOfOneNameAreStagedUnderTwo() {
    let folder = AppBuildFolder(
      root: URL(fileURLWithPath: "/b"), legible: URL(fileURLWithPath: "/l"), module: "App")
    let files = [
      URL(fileURLWithPath: "/a/Support/Formatting.swift"), URL(fileURLWithPath: "/a/Views/Formatting.swift"),
    ]
    let names = folder.stagedNames(for: files)
    #expect(Set(names.values) == ["Formatting.swift", "Formatting~2.swift"])
  }

  @Test func compilerErrorsAreReadWithWhatBlocksThem() {
    let log = """
      [3/9] Compiling Trails TrailRow.swift
      /apps/Trails/Store/Store.swift:1:8: error: no such module 'StoreKit'
      /apps/Trails/Views/Badge.swift:12:10: error: value of type 'some View' has no member 'symbolEffect'
      /apps/Trails/Views/Badge.swift:14:3: error: cannot find 'UIGraphicsBeginImageContextWithOptions' in scope
      /apps/Trails/Views/Badge.swift:14:3: error: cannot find 'UIGraphicsBeginImageContextWithOptions' in scope
      /apps/Trails/Views/Shop.swift:4:20: error: cannot find type 'PurchaseStore' in scope
      /apps/Trails/Views/Shop.swift:9:1: error: extra argument 'x' in call
      /apps/Trails/Views/Shop.swift:9:1: warning: unused 'y'
      """
    let errors = BuildDiagnostic.errors(in: log)
    #expect(errors.count == 5)
    #expect(
      errors.map(\.blocker) == [
        .module("StoreKit"), .api("some View.symbolEffect"), .name("UIGraphicsBeginImageContextWithOptions"),
        .name("PurchaseStore"), .other("extra argument '…' in call"),
      ])
    #expect(errors[1].line == 12 && errors[1].column == 10)
  }

  @Test func anErrorsNotesAreReadWithItAndTheTypesTheyQuoteCount() {
    let log = """
      /apps/Movies/Genres.swift:60:61: error: no exact matches in call to instance method 'request'
      /apps/Movies/Client.swift:93:10: note: candidate requires that 'TMDB.MovieGenres' conform to 'Endpoint'
      /apps/Movies/Genres.swift:60:61: error: no exact matches in call to instance method 'request'
      /apps/Movies/Client.swift:93:10: note: candidate requires that 'TMDB.MovieGenres' conform to 'Endpoint'
      /apps/Movies/Row.swift:3:1: error: cannot find 'Poster' in scope
      """
    let errors = BuildDiagnostic.errors(in: log)
    #expect(errors.count == 2)
    #expect(errors[0].notes == ["candidate requires that 'TMDB.MovieGenres' conform to 'Endpoint'"])
    #expect(errors[0].quotedTypeNames == ["TMDB", "MovieGenres", "Endpoint"])
    #expect(errors[1].notes.isEmpty)
  }

  /// Round one: a file imports RevenueCat (a package the team builds from source) (left out before building); the compiler then reports a
  /// missing UIKit function in one file and, in another, the store type of the left-out file.
  /// Round two builds. The second file counts under RevenueCat, through the store's file.
  @Test func filesThatFailOnlyThroughALeftOutFileCountUnderItsCause() throws {
    let root = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let sources = try AppSources.find(in: Self.trails)
    let app = Self.trails.appendingPathComponent("Trails").path
    var rounds: [[String]] = []
    let build = AppBuild(
      sources: sources,
      folder: AppBuildFolder(root: root, legible: URL(fileURLWithPath: "/legible"), module: sources.name),
      run: { program, arguments in
        #expect(program == "swift" && arguments.prefix(3) == ["build", "--package-path", root.path])
        #expect(arguments.contains(root.appendingPathComponent(".build").path))
        rounds.append(
          try FileManager.default.contentsOfDirectory(
            atPath: root.appendingPathComponent("Sources/Trails").path
          ).filter { $0 != AppBuildFolder.assetSymbolsFile && !$0.hasPrefix("LegiblePreviewsOf") }.sorted())
        if rounds.count == 1 {
          return (
            1,
            """
            \(app)/Views/Detail/ElevationSnapshot.swift:6:3: error: cannot find 'UIGraphicsBeginImageContextWithOptions' in scope
            \(app)/Views/PremiumView.swift:4:36: error: cannot find 'PurchaseStore' in scope
            \(app)/Views/PremiumView.swift:6:23: error: failed to produce diagnostic for expression; please submit a bug report
            \(app)/Views/PremiumView.swift:7:40: error: cannot infer contextual base in reference to member 'identifier'
            """
          )
        }
        return (0, "Build complete!")
      })
    let (coverage, program) = try build.build()
    // The stand-in compiler built no program, so the scratch folder's path is given.
    #expect(program.path == root.appendingPathComponent(".build/debug/app-screens").path)
    #expect(rounds.count == 2)
    #expect(rounds[0].count == 9 && !rounds[0].contains("PurchaseStore.swift"))
    #expect(rounds[1].count == 7 && !rounds[1].contains("PremiumView.swift"))
    #expect(coverage.built.count == 8 && coverage.rounds == 2, "the app's 7 and its local package's 1")
    let premium = try #require(coverage.leftOut.first { $0.file.hasSuffix("PremiumView.swift") })
    #expect(premium.through == "Trails/Store/PurchaseStore.swift")
    #expect(coverage.rootBlocker(of: premium) == .module("RevenueCat"))
    let causes = coverage.causes
    #expect(causes.first?.blocker == .module("RevenueCat"))
    #expect(causes.first?.through.map(\.file) == ["Trails/Views/PremiumView.swift"])
    #expect(
      coverage.lines[0] == "Built 8 of the app's 11 Swift files (73%) in 2 rounds; 0 previews found in them.")
    #expect(
      coverage.lines.contains {
        $0.contains(
          "2 files: module RevenueCat is not here: Trails/Store/PurchaseStore.swift; through them: Trails/Views/PremiumView.swift"
        )
      })
    // The package: the app's files in Swift 5 mode with what `import SwiftUI` brings on iOS:
    // Foundation's names from Combine (through LocalizedStrings), not Combine whole, whose
    // `Subscription` or `Future` an app may name a type of its own.
    let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
    #expect(
      manifest.contains(".swiftLanguageMode(.v5)")
        && manifest.contains("\"-import-module\", \"-Xfrontend\", \"LocalizedStrings\""))
    #expect(!manifest.contains("\"-import-module\", \"-Xfrontend\", \"Combine\""))
    let program2 = try String(
      contentsOf: root.appendingPathComponent("Sources/app-screens/main.swift"), encoding: .utf8)
    #expect(program2.contains("LegiblePreviewsOfTrails.all") && program2.contains("Assets.xcassets"))
    // Each module names its previews itself: a module that declares a type of its own name hides
    // `Module.LegiblePreviews` from the program.
    let list = try String(
      contentsOf: root.appendingPathComponent("Sources/Trails/LegiblePreviewsOfTrails+Legible.swift"),
      encoding: .utf8)
    #expect(list.contains("public enum LegiblePreviewsOfTrails") && list.contains("LegiblePreviews.all"))
  }

  /// A file left out stays out while nothing changed; once Legible's own sources change (a new
  /// version may have the API it lacked), it is tried again without `--rebuild`.
  @Test func aFileLeftOutIsTriedAgainWhenLegibleChanges() throws {
    let root = try temporaryFolder()
    let legible = try temporaryFolder()
    defer {
      try? FileManager.default.removeItem(at: root)
      try? FileManager.default.removeItem(at: legible)
    }
    let module = legible.appendingPathComponent("Sources/LegibleUI/Views.swift")
    try FileManager.default.createDirectory(
      at: module.deletingLastPathComponent(), withIntermediateDirectories: true)
    try "struct Gauge {}".write(to: module, atomically: true, encoding: .utf8)
    let sources = try AppSources.find(in: Self.trails)
    let app = Self.trails.appendingPathComponent("Trails").path
    var tried: [Bool] = []
    func build() throws {
      var first = true
      _ = try AppBuild(
        sources: sources,
        folder: AppBuildFolder(root: root, legible: legible, module: sources.name),
        run: { _, _ in
          let staged = try FileManager.default.contentsOfDirectory(
            atPath: root.appendingPathComponent("Sources/Trails").path)
          if first { tried.append(staged.contains("ElevationSnapshot.swift")) }
          defer { first = false }
          return staged.contains("ElevationSnapshot.swift")
            ? (1, "\(app)/Views/Detail/ElevationSnapshot.swift:6:3: error: cannot find 'Gauge' in scope")
            : (0, "Build complete!")
        }
      ).build()
    }
    try build()
    try build()
    try "struct Gauge { var value = 0.5 }".write(to: module, atomically: true, encoding: .utf8)
    try build()
    #expect(tried == [true, false, true])
  }

  /// Two files declaring one name (files of two targets in one folder): the one the compiler
  /// calls a redeclaration is left out, and the files its clash made ambiguous build next round.
  @Test func aRedeclarationLeavesOutOneFileNotItsUsers() throws {
    let (coverage, _) = try buildTrails(failing: [
      """
      APP/Views/Formatting.swift:3:11: error: invalid redeclaration of 'Distance'
      APP/Views/TrailRow.swift:14:14: error: 'Distance' is ambiguous for type lookup in this context
      APP/Views/Detail/TrailDetail.swift:14:17: error: ambiguous use of 'text'
      """
    ])
    let left = coverage.leftOut.filter { $0.through == nil && $0.blocker != .module("RevenueCat") }
    #expect(left.map(\.file) == ["Trails/Views/Formatting.swift"])
    #expect(left.first?.blocker == .duplicate("Distance"))
    #expect(coverage.built.contains("Trails/Views/TrailRow.swift"))
  }

  /// A file whose error names a type of another file failing in the same round waits a round:
  /// once that file is out, it fails through it (or builds).
  @Test func aFileNamingAnotherFailingFilesTypeWaitsARound() throws {
    let (coverage, rounds) = try buildTrails(failing: [
      """
      APP/Models/Trail.swift:4:7: error: cannot find type 'Waypoint' in scope
      APP/Views/TrailRow.swift:4:7: error: referencing subscript 'subscript(dynamicMember:)' requires wrapper 'ObservedObject<Trail>.Wrapper'
      """,
      "APP/Views/TrailRow.swift:4:13: error: cannot find type 'Trail' in scope",
    ])
    #expect(rounds == 3)
    let row = try #require(coverage.leftOut.first { $0.file == "Trails/Views/TrailRow.swift" })
    #expect(row.through == "Trails/Models/Trail.swift")
    #expect(coverage.rootBlocker(of: row) == .name("Waypoint"))
  }

  /// A file that uses a left-out file's type counts under that file's cause, though the compiler
  /// also reports a closure it could not type (a consequence of the unknown type inside it).
  @Test func aFileUsingALeftOutFilesTypeCountsUnderItsCauseWhateverElseFails() throws {
    let (coverage, _) = try buildTrails(failing: [
      "APP/Models/Trail.swift:4:7: error: cannot find type 'Waypoint' in scope",
      """
      APP/Views/TrailRow.swift:9:37: error: contextual closure type '(ScenePhase) -> Void' expects 1 argument, but 2 were used in closure body
      APP/Views/TrailRow.swift:4:13: error: cannot find type 'Trail' in scope
      """,
    ])
    let row = try #require(coverage.leftOut.first { $0.file == "Trails/Views/TrailRow.swift" })
    #expect(row.through == "Trails/Models/Trail.swift")
    #expect(coverage.rootBlocker(of: row) == .name("Waypoint"))
  }

  /// A StoreKit configuration file in the app's folder gives its previews the products, as
  /// Xcode's StoreKit testing does; the catalog program loads the first one and says so.
  @Test func theAppsStoreKitConfigurationIsLoaded() throws {
    let root = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let app = root.appendingPathComponent("Shop")
    try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
    try "struct Shop {}\n".write(
      to: app.appendingPathComponent("Shop.swift"), atomically: true, encoding: .utf8)
    for name in ["Products.storekit", "Other.storekit"] {
      try "{}".write(to: app.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    let sources = try AppSources.find(in: root)
    #expect(
      sources.storeKitConfigurations.map(\.lastPathComponent) == ["Other.storekit", "Products.storekit"])
    #expect(sources.notes.contains { $0.contains("Other.storekit, the first of 2") })
    let folder = AppBuildFolder(root: root, legible: URL(fileURLWithPath: "/l"), module: "Shop")
    let program = folder.catalogProgram(
      assetCatalogs: [], fonts: [], storeKitConfiguration: sources.storeKitConfigurations.first)
    #expect(
      program.contains(
        "StoreKitConfiguration.load(contentsOf: URL(fileURLWithPath: \"\(app.path)/Other.storekit\"))"))
    #expect(!folder.catalogProgram(assetCatalogs: [], fonts: []).contains("StoreKitConfiguration"))
  }

  @Test func aSecondRunLeavesUnchangedFilesAlone() throws {
    let root = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    var folder = AppBuildFolder(root: root, legible: URL(fileURLWithPath: "/legible"), module: "Trails")
    let file = Self.trails.appendingPathComponent("Trails/Models/Trail.swift")
    let names = folder.stagedNames(for: [file])
    try folder.write(files: [file], names: names, assetCatalogs: [], fonts: [])
    let staged = folder.sources.appendingPathComponent("Trail.swift")
    let past = Date(timeIntervalSince1970: 1_000_000)
    try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: staged.path)
    try folder.write(files: [file], names: names, assetCatalogs: [], fonts: [])
    let date = try FileManager.default.attributesOfItem(atPath: staged.path)[.modificationDate] as? Date
    #expect(date == past)
  }

  @Test func aBuildThatNamesNoFileOfTheAppIsAClearError() throws {
    let root = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let sources = try AppSources.find(in: Self.trails)
    let build = AppBuild(
      sources: sources,
      folder: AppBuildFolder(root: root, legible: URL(fileURLWithPath: "/l"), module: "Trails"),
      run: { _, _ in (1, "error: the package manager could not resolve Legible") })
    #expect {
      try build.build()
    } throws: { error in
      (error as? AppError)?.description.contains("could not resolve Legible") == true
    }
  }
}

/// The fixture's Xcode project: an app in a synchronized folder (less one debug file), a second
/// app whose files the project lists one by one through nested groups, a test bundle and a widget.
@Suite struct XcodeProjectTests {
  let folder = AppCommandTests.trails

  @Test func targetsAreReadWithTheirFiles() throws {
    let project = try XcodeProject.read(folder.appendingPathComponent("Trails.xcodeproj"))
    #expect(project.targets.map(\.name) == ["Trails", "TrailsLite", "TrailsTests", "TrailsWidget"])
    #expect(project.targets.map(\.isApp) == [true, true, false, false])
    let trails = project.targets[0]
    #expect(trails.swiftFiles.count == 10)
    #expect(!trails.swiftFiles.contains { $0.lastPathComponent == "InternalMenu.swift" })
    let lite = project.targets[1]
    let root = folder.standardizedFileURL.path
    #expect(
      Set(lite.swiftFiles.map { String($0.path.dropFirst(root.count + 1)) }) == [
        "Trails/Models/Trail.swift", "Trails/Views/TrailRow.swift", "Trails/Support/Formatting.swift",
        "Trails/Views/Formatting.swift",
      ])
    #expect(
      lite.assetCatalogs.map { String($0.path.dropFirst(root.count + 1)) } == ["Trails/Assets.xcassets"])
  }

  /// Writes `text` at `path` in `folder`, making the folders on the way.
  static func write(_ text: String, _ path: String, in folder: URL) throws {
    let url = folder.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: true, encoding: .utf8)
  }

  @Test func aLocalPackagesLibrariesAreFoundAtTheirPathsAndOnlyThoseTheAppImportsAreBuilt() throws {
    let app = FileManager.default.temporaryDirectory.appendingPathComponent(
      "legible-local-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: app) }
    let write = { (text: String, path: String) in try Self.write(text, path, in: app) }
    try write(
      """
      // swift-tools-version: 5.9
      import PackageDescription
      let package = Package(name: "Kit", targets: [
        .target(name: "Models", dependencies: ["Helpers"], path: "Code/Models"),
        .target(name: "Helpers"),
        .target(name: "Unused"),
        .executableTarget(name: "Tool"),
        .testTarget(name: "ModelsTests", dependencies: ["Models"]),
      ])
      """, "Kit/Package.swift")
    try write("import Helpers\npublic struct Walk {}\n", "Kit/Code/Models/Walk.swift")
    try write("public func km(_ x: Double) -> String { \"\\(x) km\" }\n", "Kit/Sources/Helpers/Units.swift")
    try write("public struct Nothing {}\n", "Kit/Sources/Unused/Nothing.swift")
    try write("print(1)\n", "Kit/Sources/Tool/main.swift")
    try write("import XCTest\n", "Kit/Tests/ModelsTests/WalkTests.swift")
    try write(
      "import SwiftUI\nimport Models\nstruct Root: View { var body: some View { Text(\"Hi\") } }\n",
      "App/Root.swift")
    let sources = try AppSources.find(in: app)
    #expect(sources.swiftFiles.map(\.lastPathComponent) == ["Root.swift"])
    #expect(
      sources.localModules.map(\.name) == ["Helpers", "Models"],
      "built before their users; Unused is not needed")
    #expect(sources.localModules.last?.dependencies == ["Helpers"])
    #expect(sources.localModules.last?.files.map(\.lastPathComponent) == ["Walk.swift"])
    var folder = AppBuildFolder(
      root: app.appendingPathComponent("build"), legible: URL(fileURLWithPath: "/l"), module: "App")
    folder.localModules = sources.localModules
    let files = sources.swiftFiles + sources.localModules.flatMap(\.files)
    try folder.write(files: files, names: folder.stagedNames(for: files), assetCatalogs: [], fonts: [])
    #expect(folder.manifest.contains("name: \"Models\",\n      dependencies: [\"Helpers\""))
    #expect(
      FileManager.default.fileExists(
        atPath: folder.root.appendingPathComponent("Sources/Helpers/Units.swift").path))
    // A round in which all of a module's files are left out drops its target and its folder, and
    // what earlier builds made of it (else `#if canImport(Helpers)` would find a stale module).
    let modules = folder.buildProducts.appendingPathComponent("debug/Modules")
    try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
    for file in ["Helpers.swiftmodule", "Helpers.swiftdoc", "Models.swiftmodule", "HelpersKit.swiftmodule"] {
      try Data().write(to: modules.appendingPathComponent(file))
    }
    try FileManager.default.createDirectory(
      at: folder.buildProducts.appendingPathComponent("debug/Helpers.build"),
      withIntermediateDirectories: true)
    try folder.write(
      files: files.filter { $0.lastPathComponent != "Units.swift" }, names: folder.stagedNames(for: files),
      assetCatalogs: [], fonts: [])
    #expect(!folder.manifest.contains("\"Helpers\""))
    #expect(
      !FileManager.default.fileExists(atPath: folder.root.appendingPathComponent("Sources/Helpers").path))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: modules.path).sorted() == [
        "HelpersKit.swiftmodule", "Models.swiftmodule",
      ])
    #expect(
      !FileManager.default.fileExists(
        atPath: folder.buildProducts.appendingPathComponent("debug/Helpers.build").path))
  }

  /// A target whose name is no identifier is imported by the name SwiftPM gives its module.
  @Test func aTargetWithADashIsImportedWithAnUnderscore() throws {
    let app = FileManager.default.temporaryDirectory.appendingPathComponent(
      "legible-dashed-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: app) }
    try Self.write(
      """
      // swift-tools-version: 5.3
      import PackageDescription
      let package = Package(name: "Kit-Prelude", targets: [.target(name: "Kit-Prelude"), .target(name: "3D")])
      """, "Kit/Package.swift", in: app)
    try Self.write("public func id<A>(_ a: A) -> A { a }\n", "Kit/Sources/Kit-Prelude/Id.swift", in: app)
    try Self.write("public let depth = 3\n", "Kit/Sources/3D/Depth.swift", in: app)
    try Self.write("import Kit_Prelude\nimport _3D\nlet x = id(depth)\n", "App/Root.swift", in: app)
    let sources = try AppSources.find(in: app)
    #expect(sources.localModules.map(\.name) == ["Kit_Prelude", "_3D"])
    #expect(sources.localModules.first?.files.map(\.lastPathComponent) == ["Id.swift"])
    #expect(LocalModule.moduleName(ofTarget: "Models") == "Models")
  }

  /// A package written for Swift 6 is built with Swift 6's relaxations (its default arguments
  /// isolated as their function), one that asks for Swift 5 mode, or predates Swift 6, without.
  @Test func aPackageWrittenForSwift6IsBuiltByItsRules() {
    #expect(LocalModule.isSwift6(manifest: "// swift-tools-version: 6.2\nimport PackageDescription\n"))
    #expect(LocalModule.isSwift6(manifest: "// swift-tools-version:6.0\n"))
    #expect(!LocalModule.isSwift6(manifest: "// swift-tools-version: 5.10\n"))
    #expect(
      !LocalModule.isSwift6(
        manifest: "// swift-tools-version: 6.0\nlet p = Package(swiftLanguageModes: [.v5])"))
    #expect(
      !LocalModule.isSwift6(
        manifest: "// swift-tools-version: 6.1\n.target(swiftSettings: [.swiftLanguageMode(.v5)])"))
    let folder = AppBuildFolder(
      root: URL(fileURLWithPath: "/tmp/app"), legible: URL(fileURLWithPath: "/tmp/legible"), module: "App",
      builtModules: [
        LocalModule(name: "Modern", package: URL(fileURLWithPath: "/tmp/m"), files: [], isSwift6: true),
        LocalModule(name: "Older", package: URL(fileURLWithPath: "/tmp/o"), files: []),
      ])
    let manifest = folder.manifest
    #expect(manifest.contains(#"name: "Modern","#) && manifest.contains("swiftSettings: swift6Settings"))
    #expect(manifest.contains(".enableUpcomingFeature($0)") && manifest.contains("IsolatedDefaultValues"))
    let older = manifest.range(of: #"name: "Older","#).map { String(manifest[$0.upperBound...].prefix(4000)) }
    #expect(older?.contains("swiftSettings: settings,") == true)
  }

  /// The app's files are compiled with what Xcode's build settings turn on: bare `/regex/`
  /// literals unless switched off, approachable concurrency, default main-actor isolation.
  @Test func theAppsLanguageOptionsFollowItsBuildSettings() {
    let plain = AppBuildFolder.Language()
    #expect(plain.features == ["BareSlashRegexLiterals"] && !plain.isMainActorByDefault)
    #expect(AppBuildFolder.Language(settings: ["SWIFT_ENABLE_BARE_SLASH_REGEX": "NO"]).features.isEmpty)
    // An app written for Swift 6 gets its relaxations (a main-actor default argument), still in
    // Swift 5 mode.
    let six = AppBuildFolder.Language(settings: ["SWIFT_VERSION": "6.0"])
    #expect(six.features.contains("IsolatedDefaultValues") && six.features.contains("BareSlashRegexLiterals"))
    #expect(
      !AppBuildFolder.Language(settings: ["SWIFT_VERSION": "5.0"]).features.contains("IsolatedDefaultValues"))
    let modern = AppBuildFolder.Language(settings: [
      "SWIFT_APPROACHABLE_CONCURRENCY": "YES", "SWIFT_DEFAULT_ACTOR_ISOLATION": "MainActor",
      "SWIFT_UPCOMING_FEATURE_MEMBER_IMPORT_VISIBILITY": "YES",
    ])
    #expect(modern.features.contains("InferIsolatedConformances") && modern.isMainActorByDefault)
    #expect(!modern.features.contains("MemberImportVisibility"), "an option that refuses code is left off")
    let folder = AppBuildFolder(
      root: URL(fileURLWithPath: "/tmp/app"), legible: URL(fileURLWithPath: "/tmp/legible"), module: "App",
      language: modern)
    #expect(folder.manifest.contains("swift-tools-version: 6.2"))
    #expect(folder.manifest.contains(".defaultIsolation(MainActor.self)"))
    #expect(
      folder.manifest.contains(#""NonisolatedNonsendingByDefault"].map { .enableUpcomingFeature($0) }"#))
  }

  /// A local package's asset catalog gets the symbols Xcode generates into its module
  /// (`Color(.brand)`; not members of `Color`, which the package may declare itself) and
  /// `Bundle.module`, and the program loads the catalog with the app's.
  @Test func aLocalPackagesCatalogGivesItsModuleItsSymbolsAndBundle() throws {
    let app = FileManager.default.temporaryDirectory.appendingPathComponent(
      "legible-local-assets-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: app) }
    let write = { (text: String, path: String) in try Self.write(text, path, in: app) }
    try write(
      """
      // swift-tools-version: 5.9
      import PackageDescription
      let package = Package(name: "Design", targets: [.target(name: "Design")])
      """, "Design/Package.swift")
    try write(
      "import SwiftUI\nextension Color { public static let brand = Color(.brand) }\n",
      "Design/Sources/Design/Colors.swift")
    try write("{}", "Design/Sources/Design/Assets.xcassets/brand.colorset/Contents.json")
    try write("import SwiftUI\nimport Design\nlet tint = Color.brand\n", "App/Root.swift")
    let sources = try AppSources.find(in: app)
    let design = try #require(sources.localModules.first)
    #expect(design.assetCatalogs.map(\.lastPathComponent) == ["Assets.xcassets"])
    var folder = AppBuildFolder(
      root: app.appendingPathComponent("build"), legible: URL(fileURLWithPath: "/l"), module: "App")
    folder.localModules = sources.localModules
    let files = sources.swiftFiles + design.files
    try folder.write(
      files: files, names: folder.stagedNames(for: files), assetCatalogs: design.assetCatalogs, fonts: [])
    let staged = folder.root.appendingPathComponent("Sources/Design")
    let symbols = try String(
      contentsOf: staged.appendingPathComponent(AppBuildFolder.assetSymbolsFile), encoding: .utf8)
    #expect(symbols.contains("static let brand = ColorResource("))
    #expect(!symbols.contains("extension Color {"), "the package declares Color.brand itself")
    let bundle = try String(
      contentsOf: staged.appendingPathComponent("Bundle+module+Legible.swift"), encoding: .utf8)
    #expect(bundle.contains("static let module = Bundle.main"))
    let program = try String(
      contentsOf: folder.root.appendingPathComponent("Sources/app-screens/main.swift"), encoding: .utf8)
    #expect(program.contains("Design/Sources/Design/Assets.xcassets"))
  }

  @Test func theAppTargetDecidesTheFiles() throws {
    let lite = try AppSources.find(in: folder, target: "TrailsLite")
    #expect(lite.swiftFiles.count == 4)
    #expect(lite.target == "Trails.xcodeproj › TrailsLite")
    let first = try AppSources.find(in: folder)
    #expect(first.target == "Trails.xcodeproj › Trails")
    #expect(first.notes.contains { $0.contains("(TrailsLite) can be audited with --target") })
    #expect(
      throws: AppError.noTarget("Trials", available: ["Trails", "TrailsLite", "TrailsTests", "TrailsWidget"])
    ) {
      try AppSources.find(in: folder, target: "Trials")
    }
  }

  @Test func anUnreadableProjectFallsBackToTheFolders() throws {
    let app = FileManager.default.temporaryDirectory.appendingPathComponent(
      "legible-xcodeproj-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: app) }
    try FileManager.default.createDirectory(
      at: app.appendingPathComponent("Broken.xcodeproj"), withIntermediateDirectories: true)
    try "{ objects = (".write(
      to: app.appendingPathComponent("Broken.xcodeproj/project.pbxproj"), atomically: true, encoding: .utf8)
    try "import SwiftUI\n".write(
      to: app.appendingPathComponent("Root.swift"), atomically: true, encoding: .utf8)
    let sources = try AppSources.find(in: app)
    #expect(sources.swiftFiles.map(\.lastPathComponent) == ["Root.swift"])
    #expect(sources.target == nil)
    #expect(sources.notes.first?.contains("cannot read the Xcode project") == true)
  }
}

/// Xcode's generated asset symbols, named as Xcode names them.
@Suite struct AssetSymbolTests {
  @Test(arguments: [
    ("AccentColor", true, "accent"), ("brand_blue", true, "brandBlue"),
    ("ICON-Home", false, "iconHome"), ("2x-logo", false, "_2xLogo"), ("Color", true, "color"),
    ("default", false, "`default`"), ("Hero Image", false, "hero"),
    ("placeholder-image", false, "placeholder"),
    ("Image", false, "image"), ("Top Shelf Image Wide", false, "topShelfImageWide"),
    ("textColorPrimary", true, "textColorPrimary"), ("HNOrange", true, "hnOrange"),
    ("URLBanner", false, "urlBanner"),
    ("HN", true, "hn"),
  ])
  func namesAreXcodes(name: String, isColor: Bool, symbol: String) {
    #expect(AssetSymbols.identifier(name, isColor: isColor) == symbol)
  }

  @Test func theFixturesCatalogGivesItsSymbols() throws {
    let catalog = AppCommandTests.trails.appendingPathComponent("Trails/Assets.xcassets")
    let symbols = AssetSymbols.read([catalog])
    #expect(symbols.colors == ["Moss"] && symbols.images == ["Ridge"])
    let withMembers = try #require(symbols.source(extensions: true))
    #expect(withMembers.contains("static let moss = ColorResource(name: \"Moss\", bundle: .main)"))
    #expect(withMembers.contains("static let ridge = ImageResource(name: \"Ridge\", bundle: .main)"))
    #expect(withMembers.contains("extension ShapeStyle where Self == Color {\n  static var moss: Color"))
    let resourcesOnly = try #require(symbols.source(extensions: false))
    #expect(!resourcesOnly.contains("extension Color {"))
    // The project asks for the members.
    let sources = try AppSources.find(in: AppCommandTests.trails)
    #expect(sources.assetSymbols == (true, true))
  }

  @Test func aNamespaceFolderIsATypeOfItsOwn() throws {
    let symbols = AssetSymbols(colors: ["Accent", "GrocyColors/grocyBlue", "brand/Text/Primary"], images: [])
    let text = try #require(symbols.source(extensions: true))
    #expect(
      text.contains(
        "  enum GrocyColors {\n    static let grocyBlue = ColorResource(name: \"GrocyColors/grocyBlue\""))
    #expect(
      text.contains(
        "  enum Brand {\n    enum Text {\n      static let primary = ColorResource(name: \"brand/Text/Primary\""
      ))
    // Color and UIImage have the namespaces as types of their own, as in Xcode's file
    // (`.tint(.GrocyColors.grocyBlue)` where a `Color?` is asked); ShapeStyle cannot, and UIColor
    // does not, so that `Color(.GrocyColors.grocyBlue)` means the resource alone.
    #expect(text.contains("static var accent: Color"))
    #expect(
      text.contains(
        "extension Color {\n  static var accent: Color { Color(ColorResource.accent) }\n  enum GrocyColors {\n    static var grocyBlue: Color { Color(ColorResource.GrocyColors.grocyBlue) }"
      ))
    #expect(!text.contains("static var grocyBlue: UIColor"))
    let afterShapeStyle = try #require(
      text.components(separatedBy: "extension ShapeStyle where Self == Color {").last)
    let shapeStyle = try #require(afterShapeStyle.components(separatedBy: "extension UIColor").first)
    #expect(shapeStyle.contains("accent") && !shapeStyle.contains("grocyBlue"))
  }

  @Test func membersColorAlreadyHasAreNotGeneratedAgain() throws {
    let symbols = AssetSymbols(colors: ["Red", "Sand"], images: [])
    let text = try #require(symbols.source(extensions: true))
    #expect(text.contains("static let red = ColorResource"))
    #expect(!text.contains("static var red: Color") && text.contains("static var sand: Color"))
  }
}

/// Previews of code nobody here wrote that trap or never return are found before the audit and
/// left out of it; the others are still probed. A stand-in program behaves as the catalog's
/// `probe` does, crashing on the second screen and hanging on the fourth.
@Suite struct PreviewProbeTests {
  /// The failures a probe of five screens finds, run by a stand-in program that does `cases`
  /// (shell lines, one per screen number that misbehaves) and says `ok` after the others.
  private func failures(_ cases: [String], configure: (inout PreviewProbe) -> Void) throws -> [PreviewProbe
    .Failure]
  {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "legible-probe-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let program = folder.appendingPathComponent("app-screens")
    let lines = cases.map { "  \($0)" }.joined(separator: "\n")
    try """
    #!/bin/sh
    i=$3
    while [ "$i" -lt 5 ]; do
    \(lines)
      echo "ok $i Screen$i"
      i=$((i + 1))
    done
    """.write(to: program, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: program.path)
    var probe = PreviewProbe(program: program)
    configure(&probe)
    return probe.failures(of: (0..<5).map { "Screen\($0)" })
  }

  @Test func aPreviewThatCrashesOrHangsIsLeftOutAndTheRestAreProbed() throws {
    let started = Date()
    let found = try failures([
      #"if [ "$i" = 1 ]; then echo "Fatal error: Index out of range" >&2; kill -9 $$; fi"#,
      #"if [ "$i" = 3 ]; then exec sleep 30; fi"#,
    ]) { $0.limits.time = 1 }
    #expect(
      found == [
        .init(screen: "Screen1", reason: "crashed: Fatal error: Index out of range"),
        .init(screen: "Screen3", reason: "did not finish in 1 s"),
      ])
    #expect(Date().timeIntervalSince(started) < 10)
  }

  /// A stand-in that runs out of memory on the second screen (as Swift's runtime says it when an
  /// allocation fails under the probe's limit), and floods its output on the third and fourth:
  /// standard output with one endless line, standard error without end.
  @Test func aPreviewThatRunsOutOfMemoryOrFloodsItsOutputIsLeftOutAndTheRestAreProbed() throws {
    let started = Date()
    let found = try failures([
      #"if [ "$i" = 1 ]; then echo "Could not allocate memory." >&2; kill -9 $$; fi"#,
      #"if [ "$i" = 2 ]; then exec tr '\0' x < /dev/zero; fi"#,
      #"if [ "$i" = 3 ]; then exec yes "Modifying state during view update" >&2; fi"#,
    ]) {
      $0.limits.time = 20
      $0.limits.output = 4 << 20
    }
    #expect(
      found == [
        .init(screen: "Screen1", reason: "crashed: ran out of memory (a preview may use 8 GiB)"),
        .init(screen: "Screen2", reason: "wrote over 4 MiB of output, and was stopped"),
        .init(screen: "Screen3", reason: "wrote over 4 MiB of output, and was stopped"),
      ])
    #expect(Date().timeIntervalSince(started) < 15)
  }
}

extension AppCommandTests {
  @Test func theNamesAFileDeclaresIncludeEachCaseOfALine() {
    let names = BuildDiagnostic.declaredNames(
      in: """
        enum AppViewComponent {
          case searchBar, labelText
          case title(String), body = 3
        }
        extension Int { var string: String { "\\(self)" } }
        func isNotEmpty() {}
        """)
    #expect(
      names.isSuperset(of: [
        "AppViewComponent", "searchBar", "labelText", "title", "body", "string", "isNotEmpty",
      ]))
  }
}

/// The app's bundle information, as the built app carries it: its plist with Xcode's settings
/// put in, and the keys Xcode always writes.
@Suite struct AppBundleInfoTests {
  @Test func settingsArePutInAndXcodesKeysAdded() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "legible-info-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("Shop"), withIntermediateDirectories: true)
    try """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict>
      <key>CFBundleShortVersionString</key><string>$(MARKETING_VERSION)</string>
      <key>UIAppFonts</key><array><string>Brand.ttf</string></array>
    </dict></plist>
    """.write(to: folder.appendingPathComponent("Shop/Info.plist"), atomically: true, encoding: .utf8)
    var sources = AppSources(
      folder: folder, swiftFiles: [], assetCatalogs: [], infoPlists: [], localPackages: [], skippedFolders: []
    )
    sources.projectFolder = folder
    sources.buildSettings = [
      "TARGET_NAME": "Shop", "INFOPLIST_FILE": "Shop/Info.plist", "MARKETING_VERSION": "2.4",
      "PRODUCT_BUNDLE_IDENTIFIER": "com.shop.${PRODUCT_NAME:rfc1034identifier}",
      "INFOPLIST_KEY_CFBundleDisplayName": "Shop & Go",
    ]
    let info = AppBundleInfo(sources).dictionary
    #expect(info["CFBundleIdentifier"] as? String == "com.shop.Shop")
    #expect(info["CFBundleShortVersionString"] as? String == "2.4")
    #expect(info["CFBundleVersion"] as? String == "1")
    #expect(info["CFBundleDisplayName"] as? String == "Shop & Go")
    #expect(info["UIAppFonts"] as? [String] == ["Brand.ttf"])
    #expect(AppBundleInfo.expand("$(UNKNOWN)x$", [:]) == "x$")
  }

  @Test func withoutAProjectTheIdentifierNamesTheModule() {
    let sources = AppSources(
      folder: URL(fileURLWithPath: "/tmp/Trail Guide"), swiftFiles: [], assetCatalogs: [], infoPlists: [],
      localPackages: [], skippedFolders: [])
    #expect(
      AppBundleInfo(sources).dictionary["CFBundleIdentifier"] as? String == "com.example.\(sources.name)")
    #expect(sources.name == "Trail_Guide")
  }

  /// The app's own module is named as Xcode names it, so that code qualifying its names with it
  /// (`WeChat_SwiftUI.Constant`) builds.
  @Test func aProjectsTargetNamesTheModuleAsXcodeDoes() {
    var sources = AppSources(
      folder: URL(fileURLWithPath: "/tmp/wechat"), swiftFiles: [], assetCatalogs: [], infoPlists: [],
      localPackages: [], skippedFolders: [])
    sources.buildSettings = ["TARGET_NAME": "WeChat-SwiftUI", "PRODUCT_NAME": "$(TARGET_NAME)"]
    #expect(sources.name == "WeChat_SwiftUI")
    sources.buildSettings["PRODUCT_NAME"] = "Chat"
    #expect(sources.name == "Chat")
    sources.buildSettings["PRODUCT_MODULE_NAME"] = "ChatCore"
    #expect(sources.name == "ChatCore")
  }
}
