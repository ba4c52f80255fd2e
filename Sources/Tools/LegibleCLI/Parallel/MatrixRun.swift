import Audit
import Foundation
import Legible
import PangoCairo

/// How `audit` and `demo` run their matrix: on every core, on one slice of it, or as one worker of
/// another run, always with the same output.
///
/// - `--jobs N` (default: one per processor) starts N − 1 worker processes (`Workers`) and deals
///   the configurations, to them and to itself, one at a time, costliest first, as each finishes
///   the last: no worker waits while another has a queue. The parent draws the extra pictures
///   first, audits its share, then merges the workers' results with its own in the matrix's
///   order, so the report is the same whatever N and however the work fell.
/// - `--shard K/N` runs slice K of N (`AuditShard`) and writes its results to a folder for
///   `legible merge`.
/// - Each configuration's screenshots are drawn as soon as it is audited, by the process that
///   audits it, and its snapshots are let go: memory stays flat however large the matrix. A run
///   whose report has no pictures draws nothing.
/// - `--isolate` (the default for a catalog of previews, whose code nobody here wrote) audits
///   every configuration in workers kept within `WorkerLimits`, this process auditing none: a
///   configuration whose screen traps, hangs, runs out of memory or floods its output becomes a
///   `screen-failed` finding, and the other configurations are still audited.
struct MatrixRun {
  /// The options every matrix command takes.
  static let options: [CommandSpec.Option] = [
    .init("jobs", value: "n", help: "Processes to audit in at once (default: one per processor)."),
    .init(
      "shard", value: "K/N",
      help: "Run slice K of N of the matrix and write its results to the folder --out, for `legible merge`."),
    .init(
      "worker", value: "n",
      help:
        "Used by --jobs: audit the configurations whose numbers come on standard input; write them to --out."),
    .init(
      "first-viewport", help: "Judge each screen as it first shows, without scrolling (faster, sees less)."),
    .init(
      "isolate",
      help:
        "Audit every configuration in worker processes, so that a screen that crashes, hangs or runs out of memory becomes a finding and the rest is still audited (the default for previews)."
    ),
    .init(
      "time-limit", value: "seconds",
      help: "With --isolate: how long one configuration may take before it is stopped (default 60)."),
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
    // A worker is stopped by its parent (or by the terminal's Ctrl-C, which reaches it too); the
    // parent leaves the report folder consistent. The parent's handling of the signals is not a
    // worker's: it would inherit their being ignored.
    guard arguments.value("worker") == nil else {
      signal(SIGINT, SIG_DFL)
      signal(SIGTERM, SIG_DFL)
      if isolates(context) { WorkerLimits.limitMemory() }
      return try runMatrix(context: context)
    }
    let out = out
    let shard = (try? arguments.value("shard", of: spec, AuditShard.init(parsing:))) ?? .whole
    let drawsScreenshots = request.drawsScreenshots
    return try Interruption.during(
      cleanUp: { done, total in
        let counted = "Interrupted after \(done) of \(total) configurations"
        if !shard.isWhole { return "\(counted): the shard wrote no results; run it again." }
        guard drawsScreenshots, let out else { return "\(counted): no report was written." }
        ReportFolder.markInterrupted(out, done: done, total: total)
        return "\(counted): \(out.path) holds their screenshots and no report; run the command again."
      },
      { try runMatrix(context: context) })
  }

  @MainActor private func runMatrix(context: CommandContext) throws -> ExitCode {
    var options = options
    if arguments.flag("first-viewport") { options.wholeContent = false }
    let shard = try arguments.value("shard", of: spec, AuditShard.init(parsing:)) ?? .whole
    let worker = try arguments.value("worker", of: spec, Self.workerNumber)
    let jobs = try arguments.value("jobs", of: spec, Self.jobCount) ?? context.environment.processorCount
    let configurations = shard.configurations(of: matrix)
    let limits =
      isolates(context)
      ? WorkerLimits(
        time: try arguments.value("time-limit", of: spec, WorkerLimits.seconds(parsing:))
          ?? WorkerLimits.audit.time,
        output: WorkerLimits.audit.output) : nil
    Interruption.progress(0, of: configurations.count)
    let folder: URL?
    if worker != nil || !shard.isWhole {
      guard
        let out = out
          ?? (worker != nil
            ? nil : CommandSupport.resolve("out/shard-\(shard.index)-of-\(shard.count)", context))
      else { throw UsageError("--worker needs --out <folder>", command: spec) }
      folder = out
    } else {
      folder = request.drawsScreenshots ? out : nil
    }
    let progress = Self.progress(
      context: context,
      stage: request.drawsScreenshots ? "auditing and drawing \(screen.name)" : "auditing \(screen.name)")
    let drawsExtraPictures = worker == nil && shard.index == 1
    var pictures: [ShardFile.Picture] = []

    let result: AuditResult
    let workers = worker != nil ? 1 : min(jobs, configurations.count)
    if worker != nil, let folder {
      // A worker: configuration numbers come one per line until standard input ends; each is
      // answered with `done <number> <its result as JSON>` once its screenshots are drawn.
      let (typesetter, renderer) = try makeTools()
      let encoder = JSONEncoder()
      while let line = context.standardInputLine() {
        guard let number = Int(line), configurations.indices.contains(number) else {
          throw UsageError("'\(TerminalText.safe(line))' is not a configuration number of this shard")
        }
        let result = try audit(
          configurations[number], options: options, typesetter: typesetter, renderer: renderer, into: folder)
        // JSON without formatting is one line: its strings' line breaks are escaped.
        let answer = try encoder.encode(result)
        context.standardOutput("done \(number) " + String(decoding: answer, as: UTF8.self) + "\n")
      }
      return .success
    } else if workers > 1 || limits != nil, let executable = context.environment.executablePath {
      let work =
        folder
        ?? context.environment.temporaryDirectory.appendingPathComponent("legible-\(UUID().uuidString)")
      defer { if folder == nil { try? FileManager.default.removeItem(at: work) } }
      if folder == nil { Interruption.temporary(work) }
      let forwarded = Self.forwarded(arguments)
      // Each process goes through a band of sizes of its own (see `WorkerState`).
      let order = sweepOrder(configurations)
      // This process audits alongside the workers, with a typesetter and renderer of its own,
      // made once the workers are started (making fonts ready takes a while).
      var tools: (typesetter: PangoTypesetter, renderer: Renderer?)?
      var ownResults: [Int: ConfigurationResult] = [:]
      let received = ConcurrentSlots<Result<ConfigurationResult, any Error>?>(
        count: configurations.count, initial: nil)
      // Isolated, this process audits none: every configuration is audited by a worker.
      let processes = limits == nil ? workers - 1 : workers
      try Workers.run(
        executable: executable,
        argumentLists: (1...max(processes, 1)).map {
          [spec.name] + forwarded + [
            "--shard", "\(shard)", "--worker", "\($0)", "--jobs", "1", "--out", work.path,
          ]
        },
        items: order,
        costs: order.map { AuditShard.estimatedCost(of: configurations[$0]) },
        limits: limits,
        progress: { progress?($0, configurations.count) },
        meanwhile: {
          if drawsExtraPictures, let extraPictures, let folder { pictures = try extraPictures(folder) }
        },
        alongside: limits != nil
          ? nil
          : { number in
            let (typesetter, renderer) = try tools ?? makeTools()
            tools = (typesetter, renderer)
            ownResults[number] = try audit(
              configurations[number], options: options, typesetter: typesetter, renderer: renderer, into: work
            )
          },
        answered: { number, answer in
          guard configurations.indices.contains(number) else { return }
          received[number] = Result { try JSONDecoder().decode(ConfigurationResult.self, from: answer) }
        },
        stopped: { number, reason in
          guard configurations.indices.contains(number) else { return }
          received[number] = .success(
            ConfigurationResult(
              failed: configurations[number], reason: reason,
              location: failureLocation(reason, of: configurations[number], catalog: context.catalog),
              rerun: rerun(configurations[number], context: context)))
        })
      // Each result is in its configuration's place: the shard's order, as one process gives.
      let answers = received.values
      let results = try configurations.indices.map { number throws(UsageError) -> ConfigurationResult in
        if let own = ownResults[number] { return own }
        guard let answer = answers[number] else {
          throw UsageError("\(configurations[number]) was not audited by any worker; run again")
        }
        let answered: ConfigurationResult
        do {
          answered = try answer.get()
        } catch {
          throw UsageError("a worker's result could not be read: \(error)")
        }
        guard answered.configuration == configurations[number] else {
          throw UsageError(
            "a worker answered \(answered.configuration) for \(configurations[number]); run again")
        }
        return answered
      }
      result = AuditResult(screen: screen.name, matrix: matrix, options: options, results: results)
      Self.keptUntilExit = tools
    } else {
      result = try auditInProcess(configurations, options: options, into: folder, progress: progress)
      // The audit's typesetter and renderer are gone with their caches: the sheets start afresh.
      FreeMemory.release()
      if drawsExtraPictures, let extraPictures, let folder { pictures = try extraPictures(folder) }
    }

    if let folder, !shard.isWhole {
      let file = ShardFile(request: request, shard: shard, pictures: pictures, result: result)
      try file.write(into: folder)
      let pages = result.results.map(\.coverage.pages).reduce(0, +)
      context.standardOutput(
        """
        Shard \(shard): \(result.results.count) of \(matrix.configurations.count.counted("configuration")) \
        (\(pages.counted("page"))), \(result.count(.error).counted("error")), \(result.count(.warning).counted("warning")).
        Results: \(folder.appendingPathComponent(file.fileName).path)
        When every shard has run: \(context.programName) merge <their folders> --out <report>

        """)
      return .success
    }
    return try request.deliver(result, pictures: pictures, out: out, context: context)
  }

  /// Audits one configuration, draws its screenshots into `folder` when there is a renderer, and
  /// keeps the result without its snapshots.
  @MainActor private func audit(
    _ configuration: AuditConfiguration, options: AuditOptions, typesetter: PangoTypesetter,
    renderer: Renderer?,
    into folder: URL?
  ) throws -> ConfigurationResult {
    let result = AuditRunner.audit(
      screen.make(configuration, typesetter), configuration: configuration, options: options)
    if let renderer, let folder {
      try ReportFolder.drawScreenshots(of: result, renderer: renderer, into: folder)
    }
    let kept = result.droppingSnapshots()
    // Memory freed is given back every few configurations: after each, the trimming and the pages
    // faulted in again cost a tenth of an audit's time, and the peak is the same.
    Self.auditedSinceRelease += 1
    if Self.auditedSinceRelease >= 16 {
      FreeMemory.release()
      Self.auditedSinceRelease = 0
    }
    return kept
  }

  @MainActor private static var auditedSinceRelease = 0

  /// The typesetter and renderer this process audited with alongside its workers, kept once the
  /// audit is done: freeing a font map and its caches takes 10 ms or so, which the report would
  /// wait for and the process's exit does for nothing. The next run of the same process replaces
  /// them.
  @MainActor private static var keptUntilExit: (typesetter: PangoTypesetter, renderer: Renderer?)?

  /// A process's typesetter, and its renderer when the report has pictures; a run that draws
  /// nothing keeps no layout for drawing.
  @MainActor private func makeTools() throws -> (typesetter: PangoTypesetter, renderer: Renderer?) {
    let typesetter = try PangoTypesetter()
    typesetter.keepsLayoutsForDrawing = request.drawsScreenshots
    return (typesetter, request.drawsScreenshots ? Renderer(typesetter: typesetter) : nil)
  }

  /// Audits `configurations` one after the other in this process, with one typesetter and
  /// renderer that are let go when it returns.
  @MainActor private func auditInProcess(
    _ configurations: [AuditConfiguration], options: AuditOptions, into folder: URL?,
    progress: ((Int, Int) -> Void)?
  ) throws -> AuditResult {
    let (typesetter, renderer) = try makeTools()
    var results: [ConfigurationResult?] = Array(repeating: nil, count: configurations.count)
    for (done, index) in sweepOrder(configurations).enumerated() {
      results[index] = try audit(
        configurations[index], options: options, typesetter: typesetter, renderer: renderer, into: folder)
      progress?(done + 1, configurations.count)
    }
    return AuditResult(
      screen: screen.name, matrix: matrix, options: options, results: results.compactMap { $0 })
  }

  /// The order configurations are audited in: by text size, then language (then as given).
  /// Neighbours use the same fonts at the same sizes and much of the same text, so the fonts a
  /// process made ready and the text it shaped serve the next configurations while they are in
  /// its caches.
  private func sweepOrder(_ configurations: [AuditConfiguration]) -> [Int] {
    let languages = Dictionary(
      matrix.languages.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    return configurations.indices.sorted {
      let (a, b) = (configurations[$0], configurations[$1])
      if a.category != b.category { return a.category < b.category }
      let (first, second) = (languages[a.language] ?? .max, languages[b.language] ?? .max)
      return first != second ? first < second : $0 < $1
    }
  }

  /// Where a configuration that failed for `reason` points: the line of the team's file the trap
  /// names (found among the catalog's screens' files by its name, as Swift names a file by its
  /// module and name), else the screen's declaration.
  private func failureLocation(_ reason: String, of configuration: AuditConfiguration, catalog: ScreenCatalog)
    -> CodeLocation?
  {
    let declared =
      catalog.screens.first { $0.name == configuration.variant }?.location
      ?? catalog.screens.first { $0.name == screen.name }?.location
    guard let (file, line) = ProcessEnding.trapLocation(in: reason) else { return declared }
    let name = "/" + (file.split(separator: "/").last.map(String.init) ?? file)
    let path = catalog.screens.compactMap(\.location?.file).first { $0.hasSuffix(name) }
    return CodeLocation(file: path ?? file, line: line, column: 1)
  }

  /// The command that shows `configuration`'s screen alone: `render` with its screen (for every
  /// screen at once, the variant is the screen), size, device and language.
  private func rerun(_ configuration: AuditConfiguration, context: CommandContext) -> String {
    let screen =
      screen.name == ScreenCatalog.everyScreenTitle
      ? "--screen '\(configuration.variant)'"
      : "--screen '\(screen.name)' --variant '\(configuration.variant)'"
    return
      "\(context.programName) render \(screen) --category \(configuration.category.shortName) --device \(configuration.device.shortName) --language \(configuration.language)"
  }

  /// Whether configurations are audited in isolated workers: asked for, or a catalog of previews,
  /// whose code nobody here wrote.
  @MainActor private func isolates(_ context: CommandContext) -> Bool {
    arguments.flag("isolate") || context.catalog.listsPreviews
  }

  /// The command line a worker is started with: the parent's options but those that say how and
  /// where to run (which the parent gives each worker itself).
  static func forwarded(_ arguments: ParsedArguments) -> [String] {
    let own: Set = ["jobs", "shard", "worker", "out"]
    return arguments.values.filter { !own.contains($0.key) }.sorted { $0.key < $1.key }
      .map { "--\($0.key)=\($0.value)" }
      + arguments.flags.subtracting(own).sorted().map { "--\($0)" }
  }

  /// Progress for terminals: one line, rewritten.
  static func progress(context: CommandContext, stage: String) -> ((Int, Int) -> Void)? {
    guard context.environment.errorIsTerminal else { return { Interruption.progress($0, of: $1) } }
    return { done, total in
      Interruption.progress(done, of: total)
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

  /// A worker's number: a whole number from 1 to 256.
  static func workerNumber(_ text: String) throws -> Int {
    guard let number = Int(text), number >= 1, number <= 256 else {
      throw UsageError("'\(text)' is not a worker number. Use a whole number from 1 to 256.")
    }
    return number
  }
}
