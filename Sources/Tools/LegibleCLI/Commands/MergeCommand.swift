import Audit
import Foundation

/// `legible merge`: puts the results of `--shard` runs back together into the report one run over
/// the whole matrix would have written, pictures included.
enum MergeCommand {
  static let command = Command(spec: spec, run: run)

  static let spec = CommandSpec(
    name: "merge",
    abstract: "Merge the results of `audit --shard` or `demo --shard` runs into one report.",
    discussion: """
      Give the shards' --out folders (or their shard-K-of-N.json files), in any order. The report \
      is the one a single run would have written: the demo's folder, or the audit's format \
      (html needs --out <folder>; text, json and junit go to the terminal or to --out). Screenshots \
      are copied from the shards' folders. Every shard of the matrix must be given, each once, \
      run with the same options. Exit status as for the command the shards ran.
      """,
    options: [
      .init("out", value: "path", help: "Where to write the report (the demo's default: out/demo)."),
      .init("format", value: "format", help: "For audits: text, json, junit or html (default: the shards')."),
    ],
    arguments: [.init("shards", repeated: true, help: "Shard folders or shard files.")])

  @MainActor static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
    let files = try ShardFile.files(arguments.positionals.map { CommandSupport.resolve($0, context) })
    let shards = try ShardFile.read(files)
    guard var request = shards.first?.request else { throw UsageError("no shards given", command: spec) }
    guard shards.allSatisfy({ $0.request == request }) else {
      throw UsageError(
        "the shards were run by different commands or with different reports; merge one run's shards")
    }
    if let format = try arguments.value("format", of: spec, OutputFormat.auditFormat) {
      guard request.command == .audit else {
        throw UsageError("--format is for audits; the demo writes its folder")
      }
      request.format = format
    }
    let result: AuditResult
    do {
      result = try AuditResult(merging: shards.map(\.result))
    } catch {
      throw UsageError("\(error)")
    }
    let out = try (arguments.value("out") ?? (request.command == .demo ? "out/demo" : nil)).map {
      try CommandSupport.outPath($0, context, folder: request.drawsScreenshots, command: spec)
    }
    if request.drawsScreenshots {
      guard let out else { throw UsageError("--format html needs --out <folder>", command: spec) }
      guard shards.allSatisfy({ $0.request.drawsScreenshots }) else {
        throw UsageError(
          "the shards drew no screenshots (they were run without --format html); run them with it")
      }
      for (file, shard) in zip(files, shards) {
        try copyPictures(of: shard, from: file.deletingLastPathComponent(), to: out)
      }
    }
    let pictures = shards.sorted { $0.shard.index < $1.shard.index }.flatMap(\.pictures)
    return try request.deliver(result, pictures: pictures, out: out, context: context)
  }

  /// Copies a shard's screenshots and extra pictures into the report folder (nothing when the
  /// shard's folder is the report folder).
  static func copyPictures(of shard: ShardFile, from folder: URL, to out: URL) throws {
    guard folder.standardizedFileURL.path != out.standardizedFileURL.path else { return }
    let names = shard.pictures.map(\.name) + ReportFolder.screenshots(of: shard.result.results).map(\.path)
    for name in names {
      let source = folder.appendingPathComponent(name)
      let target = out.appendingPathComponent(name)
      // A hard link where the file system allows (the same disk): no bytes copied.
      try? FileManager.default.createDirectory(
        at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      unlink(target.path)
      if link(source.path, target.path) == 0 { continue }
      let data: Data
      do {
        data = try Data(contentsOf: source)
      } catch {
        throw FileError(action: "read", path: source.path, error: error)
      }
      try CommandSupport.write(data, to: target)
    }
  }
}
