import Foundation
import LegibleUI

/// `legible app <folder>`: an app's folder as it sits in the team's repository, built against
/// Legible in a build folder of its own and audited through its previews, with no package to
/// write. What cannot build is left out and said, by cause.
enum AppCommand {
  static let command = Command(spec: spec, run: run)

  /// The audit's own options, passed on to the app's catalog program.
  static var auditOptions: [CommandSpec.Option] {
    AuditCommand.spec.options.filter { !["worker", "coverage"].contains($0.name) }
  }

  static let spec = CommandSpec(
    name: "app",
    abstract: "Build an app's folder against Legible and audit every preview it declares.",
    discussion: """
      The folder is the app as it is in its repository. Where it holds an Xcode project, the \
      files of its first app target (or --target) are built, those the project lists and those \
      of its synchronized folders; without one, every Swift file outside tests, UI tests, \
      widgets, app extensions, watch apps, clips and local packages. They are built as one module, in \
      Swift 5 mode with what `import SwiftUI` brings on iOS, against Legible's SwiftUI and \
      Apple's frameworks under their names. Files that cannot build are left out, round after \
      round, and listed by cause (a module or an API Legible lacks; files that fail only \
      through a left-out file count under its cause). Every #Preview and PreviewProvider of \
      the files that built is then audited in one report (the audit's options apply; the \
      report opens with what was built and left out). The app's folder is never written: the \
      build folder (default: ~/.cache/legible/apps/<name>-<hash>, or $XDG_CACHE_HOME) keeps \
      the build, so a second run rebuilds only what changed. The app's asset catalogs and the \
      fonts its Info.plist lists are loaded.
      """,
    options: [
      .init(
        "target", value: "name",
        help:
          "The Xcode project's target to build (default: its first app; without a project, the folders decide)."
      ),
      .init("build-folder", value: "path", help: "Where to build (default: a folder of the user's cache)."),
      .init("rebuild", help: "Try again the files the last run left out, though they have not changed."),
      .init(
        "legible-package", value: "path",
        help: "Legible's package folder to build against (default: the one this program was built from)."),
    ] + auditOptions,
    arguments: [.init("folder", help: "The app's sources: the folder of its .swift files.")])

  @MainActor static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
    guard let path = arguments.positionals.first else {
      throw UsageError("give the app's folder", command: spec)
    }
    do {
      return try audit(
        CommandSupport.resolve(path, context), arguments: arguments, context: context)
    } catch let error as AppError {
      context.standardError("error: \(error)\n")
      switch error {
      case .noFolder, .notAFolder, .noSwiftFiles, .noLegiblePackage, .noPreviews, .noTarget: return .usage
      default: return .internal
      }
    }
  }

  @MainActor static func audit(_ folder: URL, arguments: ParsedArguments, context: CommandContext) throws
    -> ExitCode
  {
    let sources = try AppSources.find(in: folder, target: arguments.value("target"))
    let legible = try legiblePackage(arguments.value("legible-package"), context: context)
    let given = arguments.value("build-folder").map { CommandSupport.resolve($0, context) }
    let root = given ?? defaultBuildFolder(for: sources, context: context)
    let say = { (text: String) in context.standardError("\(context.programName) app: \(text)\n") }
    let found =
      sources.target.map { "the target \($0)" }
      ?? (sources.skippedFolders.isEmpty
        ? "its folders" : "its folders, not \(sources.skippedFolders.joined(separator: ", "))")
    say(
      "\(sources.swiftFiles.count) Swift files in \(sources.folder.path), from \(found); building in \(root.path)"
    )
    var notes = sources.notes
    if !sources.localModules.isEmpty {
      notes.append(
        "Built with the app, from its local packages: \(sources.localModules.map(\.name).joined(separator: ", "))."
      )
    }
    let (fonts, missingFonts) = appFonts(sources)
    if !missingFonts.isEmpty {
      notes.append(
        "Fonts the Info.plist lists and the folder does not hold: \(missingFonts.joined(separator: ", ")).")
    }
    var build = AppBuild(
      sources: sources,
      folder: AppBuildFolder(
        root: root, legible: legible, module: sources.name,
        language: AppBuildFolder.Language(settings: sources.buildSettings)),
      fonts: fonts,
      run: { program, words in
        let result = try Subprocess.run(program, words)
        return (result.status, result.output + result.errors)
      }, say: say)
    build.retriesEverything = arguments.flag("rebuild")
    var (coverage, program) = try build.build()
    coverage.notes = notes + coverage.notes
    let kept = build.retriesEverything ? nil : PreviewCheckRecord.kept(in: root, for: program)
    var record: PreviewCheckRecord
    if let kept {
      record = kept
      say(
        "\(kept.names.count) previews, \(kept.leftOut.count + kept.failures.count) left out as in the last run"
          + " (the program is unchanged; --rebuild lays them out again)")
    } else {
      let listing = try PreviewListing(program: program).list()
      record = PreviewCheckRecord(
        programSize: 0, programModified: 0, names: listing.names, leftOut: listing.leftOut,
        skipped: listing.skipped, failures: [])
    }
    // Providers that trap while they are listed are left out of every later run of the program.
    if !record.skipped.isEmpty {
      setenv(DeclaredPreview.skippedVariable, record.skipped.joined(separator: "\n"), 1)
    }
    let names = record.names
    if kept == nil, !names.isEmpty {
      say(
        "laying out each of the \(names.count) previews at L and AX5, to leave out any that crashes or hangs")
      record.failures = PreviewProbe(program: program).failures(of: names)
    }
    if kept == nil, let stamp = PreviewCheckRecord.stamp(of: program) {
      record.programSize = stamp.size
      record.programModified = stamp.modified
      record.keep(in: root)
    }
    // The app delegate's launch is listed as an entry of its own (`DeclaredPreview.launching`),
    // not a preview.
    let launches = record.leftOut.filter { $0.screen.hasSuffix(" launch") }
    let providers = record.leftOut.filter { !$0.screen.hasSuffix(" launch") }
    coverage.previews = names.count + providers.count
    coverage.previewsLeftOut = providers + record.failures
    coverage.launchLeftOut = launches
    let failed = Set(coverage.previewsLeftOut.map(\.screen))
    let lines = coverage.lines
    let coverageFile = root.appendingPathComponent("coverage.txt")
    do {
      try lines.joined(separator: "\n").write(to: coverageFile, atomically: true, encoding: .utf8)
      let json = try JSONSerialization.data(
        withJSONObject: coverage.json, options: [.prettyPrinted, .sortedKeys])
      try json.write(to: root.appendingPathComponent("coverage.json"))
    } catch {
      throw AppError.cannotWrite(root.path, reason: (error as NSError).localizedDescription)
    }
    say(
      "\(lines[0]) The report opens with what was left out; \(root.path)/coverage.json lists it for scripts.")
    guard coverage.previews > failed.count else {
      for line in lines.dropFirst() { context.standardError(line + "\n") }
      throw coverage.previews == 0
        ? AppError.noPreviews(built: coverage.built.count) : .everyPreviewFailed(failed.count)
    }
    var words = ["audit", "--coverage", coverageFile.path]
    if !failed.isEmpty {
      let chosen = arguments.value("variants").map { $0.split(separator: ",").map(String.init) } ?? names
      words += ["--variants", chosen.filter { !failed.contains($0) }.joined(separator: ",")]
    }
    for option in auditOptions where !(option.name == "variants" && !failed.isEmpty) {
      if option.isFlag {
        if arguments.flag(option.name) { words.append("--\(option.name)") }
      } else if let value = arguments.value(option.name) {
        words += ["--\(option.name)", value]
      }
    }
    let audit = try Subprocess.run(
      program.path, words, in: URL(fileURLWithPath: context.environment.currentDirectory))
    context.standardOutput(audit.output)
    context.standardError(audit.errors)
    return ExitCode(rawValue: audit.status) ?? .internal
  }

  /// Legible's package: the option, `LEGIBLE_PACKAGE`, or the folder this file was compiled in.
  static func legiblePackage(_ option: String?, context: CommandContext) throws(AppError) -> URL {
    let given = option ?? context.environment.variables["LEGIBLE_PACKAGE"]
    let candidate =
      given.map { CommandSupport.resolve($0, context) }
      ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let manifest = candidate.appendingPathComponent("Package.swift")
    guard let text = try? String(contentsOf: manifest, encoding: .utf8), text.contains("name: \"Legible\"")
    else {
      throw .noLegiblePackage(given == nil ? nil : candidate.path)
    }
    return candidate.standardizedFileURL
  }

  /// `~/.cache/legible/apps/<name>-<hash of the folder's path>` (or under `$XDG_CACHE_HOME`).
  static func defaultBuildFolder(for sources: AppSources, context: CommandContext) -> URL {
    let variables = context.environment.variables
    let cache =
      variables["XDG_CACHE_HOME"].map { URL(fileURLWithPath: $0) }
      ?? URL(fileURLWithPath: variables["HOME"] ?? NSTemporaryDirectory()).appendingPathComponent(".cache")
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in (sources.folder.path + "\n" + (sources.target ?? "")).utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    let suffix = String(hash, radix: 16).suffix(8)
    return cache.appendingPathComponent("legible/apps/\(sources.name)-\(suffix)")
  }

  /// The fonts the app's `Info.plist` lists (`UIAppFonts`), found by name in its folder, and the
  /// names not found.
  static func appFonts(_ sources: AppSources) -> (found: [URL], missing: [String]) {
    var listed: [String] = []
    for plist in sources.infoPlists {
      guard let data = FileManager.default.contents(atPath: plist.path),
        let root = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
        let names = root["UIAppFonts"] as? [String]
      else { continue }
      listed += names.filter { !listed.contains($0) }
    }
    guard !listed.isEmpty else { return ([], []) }
    var files: [String: URL] = [:]
    if let walker = FileManager.default.enumerator(at: sources.folder, includingPropertiesForKeys: nil) {
      for case let url as URL in walker where ["ttf", "otf", "ttc"].contains(url.pathExtension.lowercased()) {
        files[url.lastPathComponent] = files[url.lastPathComponent] ?? url
      }
    }
    let wanted = listed.map { URL(fileURLWithPath: $0).lastPathComponent }
    return (wanted.compactMap { files[$0] }, wanted.filter { files[$0] == nil })
  }
}
