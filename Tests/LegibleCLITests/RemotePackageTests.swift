import Foundation
import Testing

@testable import LegibleCLI

/// The remote Swift packages an app's project uses: read from the project, fetched at the
/// version Xcode would take, and named when they cannot be fetched.
@Suite("An app's remote packages", .serialized)
struct RemotePackageTests {
  func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "legible-packages-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// A project whose app target uses the products `Badges` and `BadgeStyles` of the package at
  /// `url`, from 1.0.0: listed as the target's package products, or (`linkedOnly`, as older Xcode
  /// versions wrote them) only linked in its frameworks phase.
  func project(in folder: URL, url: String, linkedOnly: Bool = false) throws -> URL {
    let project = folder.appendingPathComponent("Shop.xcodeproj")
    try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
    let target =
      linkedOnly ? "buildPhases = (S1, K1);" : "buildPhases = (S1); packageProductDependencies = (D1, D2);"
    let text = """
      // !$*UTF8*$!
      {
        archiveVersion = 1;
        objectVersion = 77;
        objects = {
          P1 = {isa = PBXProject; targets = (T1); mainGroup = G1; };
          G1 = {isa = PBXGroup; children = (F1); sourceTree = "<group>"; };
          F1 = {isa = PBXFileReference; path = Shop.swift; sourceTree = "<group>"; };
          B1 = {isa = PBXBuildFile; fileRef = F1; };
          S1 = {isa = PBXSourcesBuildPhase; files = (B1); };
          T1 = {isa = PBXNativeTarget; name = Shop; productType = "com.apple.product-type.application"; \(target) };
          K1 = {isa = PBXFrameworksBuildPhase; files = (L1, L2); };
          L1 = {isa = PBXBuildFile; productRef = D1; };
          L2 = {isa = PBXBuildFile; productRef = D2; };
          D1 = {isa = XCSwiftPackageProductDependency; package = R1; productName = Badges; };
          D2 = {isa = XCSwiftPackageProductDependency; package = R1; productName = BadgeStyles; };
          R1 = {isa = XCRemoteSwiftPackageReference; repositoryURL = "\(url)"; requirement = {kind = upToNextMajorVersion; minimumVersion = 1.0.0; }; };
        };
        rootObject = P1;
      }
      """
    try text.write(to: project.appendingPathComponent("project.pbxproj"), atomically: true, encoding: .utf8)
    try "import Badges\nstruct Shop {}\n".write(
      to: folder.appendingPathComponent("Shop.swift"), atomically: true, encoding: .utf8)
    return project
  }

  /// A git repository of a package with the library `Badges`, tagged 1.0.0, 1.4.0 and 2.0.0
  /// (or `tags`, the first of them the first commit).
  func repository(in folder: URL, tags: [String] = ["1.0.0", "1.4.0", "2.0.0"]) throws -> URL {
    let repository = folder.appendingPathComponent("badges.git")
    let sources = repository.appendingPathComponent("Sources/Badges")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    try """
    // swift-tools-version: 5.9
    import PackageDescription
    let package = Package(name: "Badges", products: [.library(name: "Badges", targets: ["Badges"])],
      targets: [.target(name: "Badges")])
    """.write(to: repository.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    for version in tags {
      try "public let badgesVersion = \"\(version)\"\n".write(
        to: sources.appendingPathComponent("Badges.swift"), atomically: true, encoding: .utf8)
      for command in [
        ["init", "--quiet"], ["add", "."],
        [
          "-c", "user.name=Legible", "-c", "user.email=legible@example.com", "commit", "--quiet", "-m",
          version,
        ],
        ["tag", version],
      ] where !(command == ["init", "--quiet"] && version != tags.first) {
        let run = try Subprocess.run("git", ["-C", repository.path] + command)
        try #require(run.status == 0, "git \(command): \(run.errors)")
      }
    }
    return repository
  }

  @Test func theProjectNamesItsPackagesTheirRulesAndTheProductsTheAppUses() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let project = try XcodeProject.read(try project(in: folder, url: "https://github.com/shop/Badges.git"))
    let package = try #require(project.targets.first?.packages.first)
    #expect(package.url == "https://github.com/shop/Badges.git")
    #expect(package.identity == "Badges")
    #expect(package.rule == .from("1.0.0"))
    #expect(package.products == ["Badges", "BadgeStyles"])
    #expect(try AppSources.find(in: folder).remotePackages == [package])
  }

  @Test func productsLinkedOnlyInTheFrameworksPhaseAreTheTargetsPackagesToo() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let project = try XcodeProject.read(
      try project(in: folder, url: "https://github.com/shop/Badges.git", linkedOnly: true))
    let package = try #require(project.targets.first?.packages.first)
    #expect(package.url == "https://github.com/shop/Badges.git")
    #expect(package.products == ["Badges", "BadgeStyles"])
  }

  @Test func aPackageIsFetchedAtTheHighestVersionItsRuleAllowsAndReused() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let repository = try repository(in: folder)
    let package = RemotePackage(url: "file://\(repository.path)", rule: .from("1.0.0"), products: ["Badges"])
    let fetch = PackageFetch(folder: folder.appendingPathComponent("packages"))
    #expect(try fetch.reference(for: package) == .tag("1.4.0"))
    #expect(try fetch.reference(for: RemotePackage(url: package.url, rule: .exact("2.0.0"))) == .tag("2.0.0"))
    var said: [String] = []
    let result = fetch.fetch([package]) { said.append($0) }
    #expect(result.failed.isEmpty)
    let checkedOut = try #require(result.fetched.first)
    let text = try String(
      contentsOf: checkedOut.appendingPathComponent("Sources/Badges/Badges.swift"), encoding: .utf8)
    #expect(text.contains("1.4.0"))
    #expect(LocalModule.modules(ofPackage: checkedOut).map(\.name) == ["Badges"])
    // Fetched again at the same version: reused, without git.
    said = []
    _ = fetch.fetch([package]) { said.append($0) }
    #expect(said.isEmpty)
    // A pin wins over the rule.
    var pinned = fetch
    pinned.pins = [PackageFetch.normalized(package.url): .init(version: "1.0.0")]
    #expect(try pinned.reference(for: package) == .tag("1.0.0"))
  }

  @Test func aManifestsRemoteDependenciesAreReadWithTheirRulesAndProducts() {
    let manifest = """
      // swift-tools-version: 5.9
      import PackageDescription
      let package = Package(
        name: "Shop",
        dependencies: [
          .package(path: "../Local"),
          .package(url: "https://github.com/a/Images.git", from: "1.1.0"),
          .package(url: "https://github.com/a/Exact", exact: "2.0.1"),
          .package(url: "https://github.com/a/Minor", .upToNextMinor(from: "0.3.0")),
          .package(url: "https://github.com/a/Major", .upToNextMajor(from: "4.0.0")),
          .package(url: "https://github.com/a/Ranged", "1.0.0"..<"3.0.0"),
          .package(url: "https://github.com/a/Branch", branch: "main"),
          .package(name: "Old", url: "https://github.com/a/Old", from: "1.0.0"),
        ],
        targets: [
          .target(name: "Shop", dependencies: [
            .product(name: "CachedImage", package: "Images"), .product(name: "ImageKit", package: "images"),
            "Exact",
          ])
        ]
      )
      """
    let found = RemotePackage.dependencies(ofManifest: manifest)
    #expect(found.map(\.identity) == ["Images", "Exact", "Minor", "Major", "Ranged", "Branch", "Old"])
    #expect(
      found.map(\.rule) == [
        .from("1.1.0"), .exact("2.0.1"), .upToNextMinor("0.3.0"), .from("4.0.0"), .range("1.0.0", "3.0.0"),
        .branch("main"), .from("1.0.0"),
      ])
    #expect(found[0].products == ["CachedImage", "ImageKit"])
    #expect(found[1].products == ["Exact"], "a package no product names gives its identity")
  }

  /// A fetched package's own remote dependencies are fetched with it, at the version their rule
  /// allows, each repository once.
  @Test func aFetchedPackagesDependenciesAreFetchedToo() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let badges = try repository(in: folder)
    let styles = folder.appendingPathComponent("styles.git")
    try FileManager.default.createDirectory(
      at: styles.appendingPathComponent("Sources/Styles"), withIntermediateDirectories: true)
    try """
    // swift-tools-version: 5.9
    import PackageDescription
    let package = Package(name: "Styles",
      dependencies: [.package(url: "file://\(badges.path)", from: "1.0.0")],
      targets: [.target(name: "Styles", dependencies: [.product(name: "Badges", package: "badges")])])
    """.write(to: styles.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    try "import Badges\npublic let style = badgesVersion\n".write(
      to: styles.appendingPathComponent("Sources/Styles/Styles.swift"), atomically: true, encoding: .utf8)
    for command in [
      ["init", "--quiet"], ["add", "."],
      ["-c", "user.name=Legible", "-c", "user.email=legible@example.com", "commit", "--quiet", "-m", "1"],
      ["tag", "1.0.0"],
    ] {
      let run = try Subprocess.run("git", ["-C", styles.path] + command)
      try #require(run.status == 0, "git \(command): \(run.errors)")
    }
    let result = PackageFetch(folder: folder.appendingPathComponent("packages")).fetch([
      RemotePackage(url: "file://\(styles.path)", rule: .from("1.0.0"), products: ["Styles"]),
      RemotePackage(url: "file://\(badges.path)", rule: .exact("1.4.0"), products: ["Badges"]),
    ]) { _ in }
    #expect(result.failed.isEmpty)
    #expect(
      result.fetched.map(\.lastPathComponent) == ["styles", "badges"], "badges once, as the app names it")
    let modules = LocalModule.needed(
      by: [styles.appendingPathComponent("Sources/Styles/Styles.swift")], in: result.fetched, reserved: [])
    #expect(modules.map(\.name) == ["Badges"])
  }

  /// A pinned version is found under the tag that names it otherwise (`1.4` for 1.4.0), as
  /// SwiftPM reads tags.
  @Test func aPinnedVersionIsFoundUnderAShorterTag() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let repository = try repository(in: folder, tags: ["1.0", "1.4"])
    let package = RemotePackage(url: "file://\(repository.path)", rule: .from("1.0.0"))
    var fetch = PackageFetch(folder: folder.appendingPathComponent("packages"))
    fetch.pins = [PackageFetch.normalized(package.url): .init(version: "1.4.0")]
    #expect(try fetch.reference(for: package) == .tag("1.4"))
    #expect(fetch.fetch([package]) { _ in }.failed.isEmpty)
  }

  /// A pinned version the repository no longer has (its tag deleted) is taken at the default
  /// branch's newest, and the fetch says so rather than leaving the package out.
  @Test func aPinnedVersionTheRepositoryLacksFallsBackToItsDefaultBranchAndSaysSo() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let repository = try repository(in: folder, tags: ["1.4.0", "2.0.0"])
    let package = RemotePackage(url: "file://\(repository.path)", rule: .from("1.0.0"), products: ["Badges"])
    var fetch = PackageFetch(folder: folder.appendingPathComponent("packages"))
    fetch.pins = [
      PackageFetch.normalized(package.url): .init(
        version: "1.0.0", revision: String(repeating: "0", count: 40))
    ]
    var said: [String] = []
    let result = fetch.fetch([package]) { said.append($0) }
    #expect(result.failed.isEmpty)
    #expect(result.fetched.count == 1)
    let note = try #require(result.substituted.first?.note)
    #expect(note.hasPrefix("was taken at its default branch ("), "\(note)")
    #expect(note.contains("where the project asks for 1.0.0"))
    let source = try String(
      contentsOf: try #require(result.fetched.first).appendingPathComponent("Sources/Badges/Badges.swift"),
      encoding: .utf8)
    #expect(source.contains("2.0.0"), "the newest commit of the default branch")
    #expect(said.contains { $0.contains("was taken at its default branch") })
  }

  @Test func aPackageThatCannotBeFetchedIsNamedWithGitsReason() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let package = RemotePackage(
      url: "file://\(folder.path)/missing.git", rule: .from("1.0.0"), products: ["Badges"])
    let result = PackageFetch(folder: folder.appendingPathComponent("packages")).fetch([package]) { _ in }
    #expect(result.fetched.isEmpty)
    #expect(result.failed.first?.reason.hasPrefix("could not be fetched (") == true)
    let none = RemotePackage(url: "file://\(try repository(in: folder).path)", rule: .from("3.0.0"))
    let missing = PackageFetch(folder: folder.appendingPathComponent("packages")).fetch([none]) { _ in }
    #expect(missing.failed.first?.reason.contains("no tagged version from 3.0.0 below 4.0.0") == true)
  }

  @Test func pinsAreReadFromEitherFormatOfPackageResolved() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let project = try project(in: folder, url: "https://github.com/shop/Badges.git")
    let swiftpm = project.appendingPathComponent("project.xcworkspace/xcshareddata/swiftpm")
    try FileManager.default.createDirectory(at: swiftpm, withIntermediateDirectories: true)
    try """
    {"pins": [{"identity": "badges", "kind": "remoteSourceControl", "location": "https://github.com/shop/Badges",
      "state": {"revision": "abc123", "version": "1.3.0"}}], "version": 2}
    """.write(to: swiftpm.appendingPathComponent("Package.resolved"), atomically: true, encoding: .utf8)
    let pins = PackageFetch.pins(near: [project])
    #expect(
      pins[PackageFetch.normalized("https://github.com/shop/Badges.git")]
        == .init(version: "1.3.0", revision: "abc123"))
    try """
    {"object": {"pins": [{"package": "Badges", "repositoryURL": "https://github.com/shop/Badges.git",
      "state": {"branch": null, "revision": "def456", "version": null}}]}, "version": 1}
    """.write(to: swiftpm.appendingPathComponent("Package.resolved"), atomically: true, encoding: .utf8)
    #expect(PackageFetch.pins(near: [project]).first?.value == .init(revision: "def456"))
  }
}
