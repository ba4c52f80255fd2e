import Audit
import Foundation
import PangoCairo

/// How `audit` and `demo` run their matrix: on every core, on one slice of it, or as one worker of
/// another run, always with the same output.
///
/// - `--jobs N` (default: one per core) cuts the matrix (or the shard) into N parts by estimated
///   cost (`AuditShard`) and runs each in a worker process (`Workers`); the parent draws the extra
///   pictures meanwhile, then merges the parts in the matrix's order, so the report is the same
///   whatever N and however the workers were scheduled.
/// - `--shard K/N` runs slice K of N and writes its results to a folder for `legible merge`.
/// - Each configuration's screenshots are drawn as soon as it is audited, by the process that
///   audits it, and its snapshots are let go: memory stays flat however large the matrix. A run
///   whose report has no pictures draws nothing.
struct MatrixRun {
  /// The options every matrix command takes.
  static let options: [CommandSpec.Option] = [
    .init("jobs", value: "n", help: "Processes to audit in at once (default: one per processor)."),
    .init(
      "shard", value: "K/N",
      help: "Run slice K of N of the matrix and write its results to the folder --out, for `legible merge`."),
    .init("worker", value: "J/M", help: "Used by --jobs: run part J of M of the shard, write it to --out."),
    .init("progress-lines", help: "Print progress as 'progress <done> <total>' lines on standard output."),
    .init(
      "first-viewport", help: "Judge each screen as it first shows, without scrolling (faster, sees less)."),
  ]

  var spec: CommandSpec
  var arguments: ParsedArguments
  var screen: AuditScreen
  var matrix: AuditMatrix
  var options: AuditOptions
  var request: ReportRequest
  /// Where the report goes (`--out`, resolved; the demo's default folder when not given).
  var out: URL?
  /// Draws extra pictures into a folder (the demo's comparison sheets): done once per matrix, by
  /// the process that runs its first shard.
  var extraPictures: (@MainActor (URL) throws -> [ShardFile.Picture])?

  @MainActor func run(context: CommandContext) throws -> ExitCode {
    var options = options
    if arguments.flag("first-viewport") { options.wholeContent = false }
    let shard = try arguments.value("shard", of: spec, AuditShard.init(parsing:)) ?? .whole
    let part = try arguments.value("worker", of: spec, AuditShard.init(parsing:)) ?? .whole
    let jobs = try arguments.value("jobs", of: spec, Self.jobCount) ?? context.environment.processorCount
    let isWorker = !part.isWhole
    let writesShardFile = isWorker || !shard.isWhole
    let folder: URL?
    if writesShardFile {
      guard
        let out = out
          ?? (isWorker ? nil : CommandSupport.resolve("out/shard-\(shard.index)-of-\(shard.count)", context))
      else { throw UsageError("--worker needs --out <folder>", command: spec) }
      folder = out
    } else {
      folder = request.drawsScreenshots ? out : nil
    }
    let configurations = part.slice(shard.configurations(of: matrix))
    let progress = Self.progress(
      lines: arguments.flag("progress-lines"), context: context,
      stage: request.drawsScreenshots ? "auditing and drawing \(screen.name)" : "auditing \(screen.name)")
    let drawsExtraPictures = !isWorker && shard.index == 1
    var pictures: [ShardFile.Picture] = []

    let result: AuditResult
    let workers = isWorker ? 1 : min(jobs, configurations.count)
    if workers > 1, let executable = context.environment.executablePath {
      let work =
        folder
        ?? context.environment.temporaryDirectory.appendingPathComponent("legible-\(UUID().uuidString)")
      defer { if folder == nil { try? FileManager.default.removeItem(at: work) } }
      let forwarded = Self.forwarded(arguments)
      let parts = try (1...workers).map { try AuditShard($0, of: workers) }
      try Workers.run(
        executable: executable,
        argumentLists: parts.map {
          [spec.name] + forwarded + [
            "--shard", "\(shard)", "--worker", "\($0)", "--jobs", "1", "--out", work.path, "--progress-lines",
          ]
        },
        progress: { progress?($0, configurations.count) },
        meanwhile: {
          if drawsExtraPictures, let extraPictures, let folder { pictures = try extraPictures(folder) }
        })
      var results: [AuditResult] = []
      for part in parts {
        let url = work.appendingPathComponent(ShardFile.name(shard: shard, part: part))
        results.append(try ShardFile.read(url).result)
        try? FileManager.default.removeItem(at: url)
      }
      do {
        result = try AuditResult(merging: results, shard: shard)
      } catch {
        throw UsageError("the workers' parts do not make the shard: \(error)")
      }
    } else {
      let typesetter = try PangoTypesetter()
      let renderer = request.drawsScreenshots ? Renderer(typesetter: typesetter) : nil
      result = try AuditRunner.run(
        screen, matrix: matrix, typesetter: typesetter, options: options, configurations: configurations,
        progress: progress
      ) { configuration in
        if let renderer, let folder {
          try ReportFolder.drawScreenshots(of: configuration, renderer: renderer, into: folder)
        }
        FreeMemory.release()
        return configuration.droppingSnapshots()
      }
      if drawsExtraPictures, let extraPictures, let folder { pictures = try extraPictures(folder) }
    }

    if let folder, writesShardFile {
      let file = ShardFile(request: request, shard: shard, part: part, pictures: pictures, result: result)
      try file.write(into: folder)
      if !isWorker {
        let pages = result.results.map(\.coverage.pages).reduce(0, +)
        context.standardOutput(
          """
          Shard \(shard): \(result.results.count) of \(matrix.configurations.count) configurations \
          (\(pages) pages), \(result.count(.error)) errors, \(result.count(.warning)) warnings.
          Results: \(folder.appendingPathComponent(file.fileName).path)
          When every shard has run: legible merge <their folders> --out <report>

          """)
      }
      return .success
    }
    return try request.deliver(result, pictures: pictures, out: out, context: context)
  }

  /// The command line a worker is started with: the parent's options but those that say how and
  /// where to run (which the parent gives each worker itself).
  static func forwarded(_ arguments: ParsedArguments) -> [String] {
    let own: Set = ["jobs", "shard", "worker", "out", "progress-lines"]
    return arguments.values.filter { !own.contains($0.key) }.sorted { $0.key < $1.key }
      .map { "--\($0.key)=\($0.value)" }
      + arguments.flags.subtracting(own).sorted().map { "--\($0)" }
  }

  /// Progress for terminals (one line rewritten) or for a parent process (`progress-lines`).
  static func progress(lines: Bool, context: CommandContext, stage: String) -> ((Int, Int) -> Void)? {
    if lines { return { done, total in context.standardOutput("progress \(done) \(total)\n") } }
    guard context.environment.errorIsTerminal else { return nil }
    return { done, total in
      context.standardError("\r\u{1B}[2K\(stage) \(done)/\(total)" + (done == total ? "\n" : ""))
    }
  }

  /// A number of jobs: a whole number from 1 to 256.
  static func jobCount(_ text: String) throws -> Int {
    guard let count = Int(text), count >= 1, count <= 256 else {
      throw UsageError("'\(text)' is not a number of jobs. Use a whole number from 1 to 256.")
    }
    return count
  }
}
