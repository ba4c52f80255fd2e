import Audit
import Foundation
import Testing

@testable import LegibleCLI

/// In an isolated run each item is a worker's alone to fail: a worker that traps, runs out of
/// memory, hangs or floods its output on an item is stopped, that item is reported with what
/// happened, the item it held after it is dealt again, a new worker takes its place, and every
/// other item is answered. Stand-in workers (shell programs that read item numbers and answer
/// `done <item> {}`) misbehave on chosen items.
@MainActor @Suite struct IsolatedWorkerTests {
  /// What a run of `count` items over `workers` stand-ins answered and reported stopped; each
  /// stand-in runs `cases` (shell lines reading `$i`) before answering.
  private func run(
    _ cases: [String], count: Int = 10, workers: Int = 2, limits: WorkerLimits?
  ) throws -> (answered: [Int], stopped: [Int: String]) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "legible-workers-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let program = folder.appendingPathComponent("worker")
    try """
    #!/bin/sh
    while read i; do
    \(cases.map { "  \($0)" }.joined(separator: "\n"))
      echo "done $i {}"
    done
    """.write(to: program, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: program.path)
    let answers = Answers()
    var stopped: [Int: String] = [:]
    try Workers.run(
      executable: program.path, argumentLists: Array(repeating: [], count: workers), items: Array(0..<count),
      limits: limits, progress: { _ in },
      answered: { item, _ in answers.add(item) },
      stopped: { item, reason in stopped[item] = reason })
    return (answers.items.sorted(), stopped)
  }

  @Test func aWorkerThatTrapsOrRunsOutOfMemoryLosesOnlyItsItem() throws {
    let (answered, stopped) = try run(
      [
        #"if [ "$i" = 2 ]; then echo "Trails/TrailRow.swift:40: Fatal error: Index out of range" >&2; kill -ILL $$; fi"#,
        #"if [ "$i" = 7 ]; then echo "Could not allocate memory." >&2; kill -9 $$; fi"#,
      ], limits: .audit)
    #expect(
      stopped == [
        2: "crashed: Trails/TrailRow.swift:40: Fatal error: Index out of range",
        7: "crashed: ran out of memory (a preview may use 8 GiB)",
      ])
    #expect(answered == [0, 1, 3, 4, 5, 6, 8, 9])
  }

  @Test func aWorkerThatHangsOrFloodsItsOutputIsStoppedAndReplaced() throws {
    let started = Date()
    let (answered, stopped) = try run(
      [
        #"if [ "$i" = 4 ]; then exec sleep 30; fi"#,
        #"if [ "$i" = 6 ]; then exec yes "Modifying state during view update" >&2; fi"#,
        #"if [ "$i" = 8 ]; then exec tr '\0' x < /dev/zero; fi"#,
      ], limits: WorkerLimits(time: 2, output: 1 << 20))
    #expect(
      stopped == [
        4: "did not finish in 2 s",
        6: "wrote over 1 MiB of output, and was stopped",
        8: "wrote over 1 MiB of output, and was stopped",
      ])
    #expect(answered == [0, 1, 2, 3, 5, 7, 9])
    #expect(Date().timeIntervalSince(started) < 20)
  }

  @Test func everyItemFailingStillEndsWithEachReported() throws {
    let (answered, stopped) = try run(
      [#"echo "Fatal error: always" >&2; kill -ILL $$"#], count: 5, workers: 3, limits: .audit)
    #expect(answered.isEmpty)
    #expect(stopped.keys.sorted() == [0, 1, 2, 3, 4])
    #expect(stopped.values.allSatisfy { $0 == "crashed: Fatal error: always" })
  }

  /// Without isolation (the bundled screens, which are Legible's own), a worker that dies is a
  /// failure of the run, said as such.
  @Test func withoutIsolationATrapEndsTheRun() throws {
    #expect(throws: WorkerFailure.self) {
      try run([#"if [ "$i" = 2 ]; then echo "Fatal error: x" >&2; kill -ILL $$; fi"#], limits: nil)
    }
  }

  /// A worker that exits with an error of its own (not a signal) is not a screen's fault: the
  /// run fails with what it said, rather than blaming each item in turn.
  @Test func aWorkerThatExitsWithAnErrorFailsTheRunEvenIsolated() throws {
    #expect(throws: WorkerFailure.self) {
      try run(
        [#"if [ "$i" = 1 ]; then echo "error: cannot write the screenshot" >&2; exit 1; fi"#], limits: .audit)
    }
  }
}

/// A configuration that failed was never drawn: the report folder claims no screenshot for it,
/// so its cell is drawn blank, saying so, instead of a broken image.
@Suite struct FailedConfigurationReportTests {
  @Test func aFailedConfigurationClaimsNoScreenshot() {
    let matrix = AuditMatrix(
      categories: [.large, .accessibilityMedium], devices: [.iPhoneSE], languages: ["en"],
      variants: ["default"])
    let results = matrix.configurations.map {
      ConfigurationResult(failed: $0, reason: "did not finish in 60 s", rerun: "legible render")
    }
    #expect(ReportFolder.screenshots(of: results).isEmpty)
    let html = HTMLReport.render(
      AuditResult(screen: "grade", matrix: matrix, options: AuditOptions(), results: results),
      screenshots: Dictionary(
        uniqueKeysWithValues: ReportFolder.screenshots(of: results).map { ($0.key, $0.path) }))
    #expect(html.contains("(no picture)") && !html.contains("<img"))
    #expect(html.contains("as its code did not finish in 60 s"))
  }
}

/// Answers collected from the workers' reading threads.
private final class Answers: @unchecked Sendable {
  private let lock = NSLock()
  private var collected: [Int] = []
  func add(_ item: Int) { lock.withLock { collected.append(item) } }
  var items: [Int] { lock.withLock { collected } }
}

/// A provider whose `previews` traps or hangs while the previews are listed is left out, named
/// with what happened, and the others are listed: a stand-in catalog program reads its providers
/// in order, saying which it reads, and skips those it is told to.
@Suite struct PreviewListingTests {
  @Test func aProviderThatTrapsOrHangsWhileListedIsLeftOutAndTheOthersAreListed() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "legible-listing-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let program = folder.appendingPathComponent("app-screens")
    try #"""
    #!/bin/sh
    names=""
    for provider in A.swift/A_Previews B.swift/B_Previews C.swift/C_Previews D.swift/D_Previews; do
      if printf '%s\n' "$LEGIBLE_SKIPPED_PREVIEWS" | grep -qx "$provider"; then continue; fi
      echo "legible: listing $provider" >&2
      case $provider in
        B.swift/*) echo "App/B.swift:3: Fatal error: Unexpectedly found nil while unwrapping an Optional value" >&2; kill -ILL $$ ;;
        D.swift/*) exec sleep 30 ;;
      esac
      names="$names{\"name\": \"${provider%%.swift*}/Preview\"},"
    done
    echo "[${names%,}]"
    """#.write(to: program, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: program.path)
    var listing = PreviewListing(program: program)
    listing.limits.time = 2
    let listed = try listing.list()
    #expect(listed.names == ["A/Preview", "C/Preview"])
    #expect(listed.skipped == ["B.swift/B_Previews", "D.swift/D_Previews"])
    #expect(
      listed.leftOut == [
        .init(
          screen: "B/B_Previews",
          reason:
            "crashed: App/B.swift:3: Fatal error: Unexpectedly found nil while unwrapping an Optional value while its previews were listed"
        ),
        .init(screen: "D/D_Previews", reason: "did not finish in 2 s while its previews were listed"),
      ])
  }

  /// A program whose files declare no preview says so; the listing is then empty, and the command
  /// says what to do about it.
  @Test func aProgramWithNoPreviewsListsNone() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "legible-listing-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let program = folder.appendingPathComponent("app-screens")
    try "#!/bin/sh\necho 'error: \(ScreenCatalog.noScreens)' >&2\nexit 70\n".write(
      to: program, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: program.path)
    let listed = try PreviewListing(program: program).list()
    #expect(listed.names.isEmpty && listed.leftOut.isEmpty)
  }

  @Test func aProgramThatFailsBeforeReadingAnyProviderIsAClearError() throws {
    let listing = PreviewListing(program: URL(fileURLWithPath: "/nonexistent/app-screens"))
    #expect(throws: AppError.self) { try listing.list() }
  }
}
