import Foundation

/// Builds an app's files against Legible, leaving out what cannot build: first every file that
/// imports a module Legible does not offer, then, round after round, every file the compiler
/// reports an error in, until the rest builds. What was left out, and why, is the coverage.
struct AppBuild {
  /// The app's files.
  var sources: AppSources
  /// Where it is built.
  var folder: AppBuildFolder
  /// Fonts the app's `Info.plist` lists, found in its folder.
  var fonts: [URL] = []
  /// Runs a program with arguments and returns its status and everything it printed.
  var run: (_ program: String, _ arguments: [String]) throws -> (status: Int32, output: String)
  /// Says how the build goes (to standard error).
  var say: (String) -> Void = { _ in }
  /// Rounds after which the build gives up.
  var maximumRounds = 16
  /// Whether to try again the files the last run left out, though they have not changed.
  var retriesEverything = false

  /// What a run decided, kept in the build folder for the next: the files left out, with the
  /// text each had then. A file left out again unchanged is not tried again (nor one that failed
  /// through it), so a second run builds once.
  struct Decisions: Codable {
    var legible: String
    var leftOut: [AppCoverage.LeftOut]
    var hashes: [String: UInt64]

    static func hash(_ text: String) -> UInt64 {
      var hash: UInt64 = 0xcbf2_9ce4_8422_2325
      for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
      return hash
    }
  }

  var decisionsFile: URL { folder.root.appendingPathComponent("left-out.json") }
  /// Which Legible the last decisions were made against: its folder, its version and its sources
  /// as they are now (each file's path, size and time of change), so that a file left out for an
  /// API Legible lacked is tried again once Legible changes.
  var legibleStamp: String {
    var hash = Decisions.hash("\(folder.legible.path) \(LegibleTool.version)")
    let keys: [URLResourceKey] = [.contentModificationDateKey, .fileSizeKey, .isRegularFileKey]
    let roots = ["Sources", "Package.swift"].map { folder.legible.appendingPathComponent($0) }
    var files: [URL] = [roots[1]]
    if let walk = FileManager.default.enumerator(at: roots[0], includingPropertiesForKeys: keys) {
      for case let file as URL in walk where file.pathExtension == "swift" { files.append(file) }
    }
    for file in files.sorted(by: { $0.path < $1.path }) {
      let values = try? file.resourceValues(forKeys: Set(keys))
      let changed = values?.contentModificationDate?.timeIntervalSinceReferenceDate ?? 0
      let entry = "\(file.path) \(values?.fileSize ?? -1) \(changed)"
      hash = (hash ^ Decisions.hash(entry)) &* 0x100_0000_01b3
    }
    return "\(folder.legible.path) \(LegibleTool.version) \(String(hash, radix: 16))"
  }

  /// The modules a file imports outside `#if` blocks (what the compiler would need).
  static func imports(of text: String) -> [String] {
    var modules: [String] = []
    var depth = 0
    let pattern = try! Regex(
      #"^\s*(?:@[A-Za-z_]+(?:\([^)]*\))?\s+)*import\s+(?:(?:class|struct|enum|protocol|func|typealias|var|let)\s+)?([A-Za-z_][A-Za-z0-9_]*)"#
    )
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("#if") {
        depth += 1
      } else if trimmed.hasPrefix("#endif") {
        depth = max(0, depth - 1)
      }
      guard depth == 0, trimmed.contains("import"), let match = line.firstMatch(of: pattern),
        let module = match.output[1].substring
      else { continue }
      modules.append(String(module))
    }
    return modules
  }

  /// Builds the app; returns the coverage and the catalog program, or nil when nothing builds.
  func build() throws(AppError) -> (coverage: AppCoverage, program: URL) {
    var coverage = AppCoverage()
    let stamp = legibleStamp
    var folder = self.folder
    // What an earlier run compiled against another Legible is not reused: a structure whose
    // stored properties changed is laid out anew, and the compiler does not always compile again
    // the modules that used its old layout, which would then read memory wrongly.
    if let data = try? Data(contentsOf: decisionsFile),
      let last = try? JSONDecoder().decode(Decisions.self, from: data), last.legible != stamp,
      FileManager.default.fileExists(atPath: folder.buildProducts.path)
    {
      try? FileManager.default.removeItem(at: folder.buildProducts)
      say("Legible changed since the last run: every module is built again")
    }
    // The remote packages the project and its local packages use are fetched into the build
    // folder, with theirs in turn, and built as its local packages are; one that cannot be
    // fetched leaves out the files that import it.
    var localModules = sources.localModules
    var unfetched: [String: (package: RemotePackage, reason: String)] = [:]
    let remotePackages =
      sources.remotePackages + sources.localPackages.flatMap(RemotePackage.dependencies(ofPackage:))
    if !remotePackages.isEmpty {
      let fetch = PackageFetch(
        folder: folder.root.appendingPathComponent("packages"),
        pins: PackageFetch.pins(near: sources.projects))
      let fetched = fetch.fetch(remotePackages, say: say)
      for (package, reason) in fetched.failed {
        for product in package.products { unfetched[product] = (package, reason) }
        coverage.notes.append("The package \(package.identity) (\(package.url)) \(reason).")
      }
      for (package, note) in fetched.substituted {
        coverage.notes.append("The package \(package.identity) (\(package.url)) \(note).")
      }
      localModules = LocalModule.needed(
        by: sources.swiftFiles, in: sources.localPackages + fetched.fetched,
        reserved: AppBuildFolder.availableModules.union([sources.name, "app-screens"]))
    }
    folder.localModules = localModules
    // The app's files and those of the local modules it imports, each named from the app's folder
    // (a package outside it by its own path).
    let swiftFiles = sources.swiftFiles + localModules.flatMap(\.files)
    let relative = { (file: URL) in
      file.path.hasPrefix(sources.folder.path + "/")
        ? String(file.path.dropFirst(sources.folder.path.count).drop { $0 == "/" }) : file.path
    }
    var texts: [URL: String] = [:]
    for file in swiftFiles {
      texts[file] = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
    }
    var building = swiftFiles
    var leftOutNames: [(file: String, names: Set<String>)] = []
    let available = AppBuildFolder.availableModules.union(localModules.map(\.name))
    for file in swiftFiles {
      if let module = Self.imports(of: texts[file] ?? "").first(where: { !available.contains($0) }) {
        let blocker = unfetched[module].map {
          BuildDiagnostic.Blocker.package($0.package.identity, reason: $0.reason)
        }
        coverage.leftOut.append(
          .init(file: relative(file), blocker: blocker ?? .module(module), firstError: ""))
        leftOutNames.append((relative(file), BuildDiagnostic.declaredNames(in: texts[file] ?? "")))
        building.removeAll { $0 == file }
      }
    }
    if !coverage.leftOut.isEmpty {
      let count = coverage.leftOut.count
      say(
        "\(count) file\(count == 1 ? " imports a module" : "s import modules") Legible does not offer: left out"
      )
    }
    if !retriesEverything, let data = try? Data(contentsOf: decisionsFile),
      let last = try? JSONDecoder().decode(Decisions.self, from: data), last.legible == stamp
    {
      let before = coverage.leftOut.count
      var pending = last.leftOut
      var progress = true
      while progress {
        progress = false
        for entry in pending {
          guard let file = building.first(where: { relative($0) == entry.file }),
            last.hashes[entry.file] == Decisions.hash(texts[file] ?? ""),
            entry.through == nil || coverage.leftOut.contains(where: { $0.file == entry.through })
          else { continue }
          coverage.leftOut.append(entry)
          leftOutNames.append((entry.file, BuildDiagnostic.declaredNames(in: texts[file] ?? "")))
          building.removeAll { $0 == file }
          pending.removeAll { $0.file == entry.file }
          progress = true
        }
      }
      let again = coverage.leftOut.count - before
      if again > 0 {
        say(
          "\(again) file\(again == 1 ? "" : "s") left out as in the last run (unchanged since; --rebuild tries them again)"
        )
      }
    }
    let names = folder.stagedNames(for: swiftFiles)
    var generated: [String: String] = [:]
    if sources.assetSymbols.resources,
      let symbols = AssetSymbols.read(sources.assetCatalogs).source(
        extensions: sources.assetSymbols.extensions)
    {
      generated[AppBuildFolder.assetSymbolsFile] = symbols
    }
    let dataModelClasses = DataModelClasses.generate(for: sources.dataModels)
    generated.merge(dataModelClasses.files) { first, _ in first }
    coverage.notes += dataModelClasses.notes
    let byPath = Dictionary(swiftFiles.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    while coverage.rounds < maximumRounds {
      // A local module none of whose files builds is not built at all: the files that import it
      // are left out through it (else they would compile against an earlier round's module and
      // fail to link).
      var emptied = true
      while emptied {
        emptied = false
        for module in localModules where !module.files.contains(where: building.contains) {
          for file in building where Self.imports(of: texts[file] ?? "").contains(module.name) {
            coverage.leftOut.append(
              .init(
                file: relative(file), blocker: .module(module.name), firstError: "",
                through: module.files.first.map(relative)))
            leftOutNames.append((relative(file), BuildDiagnostic.declaredNames(in: texts[file] ?? "")))
            building.removeAll { $0 == file }
            emptied = true
          }
        }
      }
      guard !building.isEmpty else { throw .nothingBuilt(leftOut: coverage.leftOut.count) }
      coverage.rounds += 1
      let fresh = !FileManager.default.fileExists(atPath: folder.buildProducts.path)
      try folder.write(
        files: building, names: names, generated: generated,
        assetCatalogs: sources.assetCatalogs + localModules.flatMap(\.assetCatalogs),
        fonts: fonts, strings: sources.stringFiles,
        storeKitConfiguration: sources.storeKitConfigurations.first, dataModels: sources.dataModels,
        applicationDelegates: AppBuildFolder.applicationDelegates(in: building.compactMap { texts[$0] }),
        launchScreens: AppBuildFolder.launchScreens(in: building.map { ($0, texts[$0] ?? "") }))
      say(
        "round \(coverage.rounds): building \(building.count) files"
          + (fresh ? " (a new build folder: Legible is built first, a few minutes)" : ""))
      let result: (status: Int32, output: String)
      do {
        result = try run(
          "swift",
          [
            "build", "--package-path", folder.root.path, "--scratch-path", folder.buildProducts.path,
            "--product", "app-screens",
          ])
      } catch {
        throw .toolchain("\(error)")
      }
      try? result.output.write(
        to: folder.root.appendingPathComponent("build-\(coverage.rounds).log"), atomically: true,
        encoding: .utf8)
      if result.status == 0 {
        coverage.built = building.map(relative)
        var hashes: [String: UInt64] = [:]
        for file in swiftFiles { hashes[relative(file)] = Decisions.hash(texts[file] ?? "") }
        let decisions = Decisions(legible: stamp, leftOut: coverage.leftOut, hashes: hashes)
        try? JSONEncoder().encode(decisions).write(to: decisionsFile)
        let program = folder.buildProducts.appendingPathComponent("debug/app-screens")
        // The app's bundle information, where Foundation's `Bundle.main` reads it.
        try? AppBundleInfo(sources).plist.write(
          to: program.deletingLastPathComponent().appendingPathComponent("Info.plist"), options: .atomic)
        // What the app's code finds through `Bundle.main` by name.
        let resources = AppBundleResources(dataModels: sources.dataModels, stringFiles: sources.stringFiles)
        resources.link(into: program.deletingLastPathComponent())
        if let note = resources.note, !coverage.notes.contains(note) { coverage.notes.append(note) }
        return (coverage, program)
      }
      var failing: [URL: [BuildDiagnostic]] = [:]
      for diagnostic in BuildDiagnostic.errors(in: result.output) {
        if let file = byPath[diagnostic.file] ?? previewSource(of: diagnostic, names: names),
          building.contains(file)
        {
          failing[file, default: []].append(diagnostic)
        }
      }
      // The generated asset symbols clash with the app's own (an app that declares them by hand):
      // build without them.
      if failing.isEmpty, generated[AppBuildFolder.assetSymbolsFile] != nil,
        BuildDiagnostic.errors(in: result.output).contains(where: {
          $0.file.hasSuffix(AppBuildFolder.assetSymbolsFile)
        })
      {
        generated[AppBuildFolder.assetSymbolsFile] = nil
        coverage.notes.append(
          "Xcode's asset symbols were not generated: they clash with the app's own declarations of them.")
        continue
      }
      // A Core Data class generated from the model clashes with the app's own (a model whose
      // code generation setting is not what the app's files expect): build with the app's.
      let clashing = Set(
        BuildDiagnostic.errors(in: result.output).compactMap { error in
          dataModelClasses.files.keys.first { error.file.hasSuffix("/" + $0) && generated[$0] != nil }
        })
      if failing.isEmpty, !clashing.isEmpty {
        for name in clashing.sorted() {
          generated[name] = nil
          coverage.notes.append(
            "The Core Data class in \(name.replacingOccurrences(of: "+CoreData+Legible.swift", with: "")) was not"
              + " generated from the model: it clashes with the app's own declaration of it.")
        }
        continue
      }
      guard !failing.isEmpty else {
        let errors = result.output.split(separator: "\n").filter { $0.contains("error") }.prefix(12)
        throw .buildFailed(
          log: (errors.isEmpty ? result.output.split(separator: "\n").suffix(12) : errors).joined(
            separator: "\n"))
      }
      // Two files declaring one name: the one the compiler calls a redeclaration is left out,
      // and the uses it made ambiguous elsewhere are tried again without it.
      if failing.values.contains(where: { $0.contains(where: \.isRedeclaration) }) {
        failing = failing.filter { _, diagnostics in
          diagnostics.contains(where: \.isRedeclaration)
            || diagnostics.contains { !$0.isAmbiguity && !$0.isConsequence }
        }
      }
      // A file whose errors name a type another failing file declares may fail only because of
      // that file: it is tried again next round, when the other is out (unless every failing
      // file would wait).
      let declared = Dictionary(
        uniqueKeysWithValues: failing.keys.map { ($0, BuildDiagnostic.declaredNames(in: texts[$0] ?? "")) })
      let waiting = Set(
        failing.compactMap { file, diagnostics -> URL? in
          let named = Set(diagnostics.flatMap(\.quotedTypeNames))
          return declared.contains { other, names in other != file && !names.isDisjoint(with: named) }
            ? file : nil
        })
      if waiting.count < failing.count {
        for file in waiting { failing[file] = nil }
      }
      var roundNames: [(file: String, names: Set<String>)] = []
      for file in building where failing[file] != nil {
        let all = failing[file]!
        var diagnostics = all.contains { !$0.isConsequence } ? all.filter { !$0.isConsequence } : all
        if let redeclaration = diagnostics.first(where: \.isRedeclaration) { diagnostics = [redeclaration] }
        // A file fails through a left-out one when every error it has names something declared
        // there, or cannot tell what a member means in a statement that names something declared
        // there.
        let through = diagnostics.map { diagnostic -> String? in
          if let name = diagnostic.missingName,
            let found = leftOutNames.first(where: { $0.names.contains(name) })
          {
            return found.file
          }
          guard diagnostic.isContextual else { return nil }
          let near = BuildDiagnostic.capitalizedNames(near: diagnostic.line, in: texts[file] ?? "")
          return leftOutNames.first { !$0.names.isDisjoint(with: near) }?.file
        }
        // A file that uses something a left-out file declares cannot build before that file
        // does, and its other errors are mostly consequences (a closure that names an unknown type
        // fails as a whole, as "expects 1 argument, but 2 were used"): it counts under that file's
        // cause, so that the list names what to fix first.
        let leftOutThrough = zip(diagnostics, through).first { $0.1 != nil }
        let first = leftOutThrough?.0 ?? diagnostics[0]
        coverage.leftOut.append(
          .init(
            file: relative(file), blocker: first.blocker, firstError: "line \(first.line): \(first.message)",
            through: leftOutThrough?.1))
        roundNames.append((relative(file), BuildDiagnostic.declaredNames(in: texts[file] ?? "")))
      }
      leftOutNames += roundNames
      building.removeAll { failing[$0] != nil }
      say(
        "round \(coverage.rounds): \(failing.count) file\(failing.count == 1 ? "" : "s") did not build: left out"
      )
    }
    throw .buildFailed(log: "still failing after \(maximumRounds) rounds of leaving files out")
  }

  /// The app file whose `#Preview` the plugin copied where `diagnostic` is (its generated list).
  private func previewSource(of diagnostic: BuildDiagnostic, names: [URL: String]) -> URL? {
    guard diagnostic.file.hasSuffix("LegiblePreviews.swift"),
      let text = try? String(contentsOfFile: diagnostic.file, encoding: .utf8)
    else { return nil }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard diagnostic.line >= 1, diagnostic.line <= lines.count else { return nil }
    for line in lines[..<diagnostic.line].reversed() {
      if let name = BuildDiagnostic.quoted(
        in: String(line).replacingOccurrences(of: "\"", with: "'"), after: "file: ")
      {
        return names.first { $0.value == name }?.key
      }
    }
    return nil
  }
}
