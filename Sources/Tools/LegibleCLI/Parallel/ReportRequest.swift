import Audit
import Foundation
import PangoCairo

/// The report a run of `audit` or `demo` delivers. Shard files keep it, so that `legible merge`
/// delivers exactly what one run over the whole matrix would have.
struct ReportRequest: Codable, Equatable {
  enum Command: String, Codable { case audit, demo }

  var command: Command
  var format: OutputFormat.Audit
  var failOn: AuditCommand.FailOn
  /// Paragraphs that open the report: the demo's (`DemoPlan.introduction`), an app walk's
  /// summary (`WalkOptions.summary`).
  var introduction: [String] = []
  /// A baseline file (an absolute path): the run fails only on findings not in it.
  var baseline: String? = nil
  /// Whether the run writes today's findings to `baseline` instead of comparing with it.
  var updatesBaseline = false

  /// Whether each configuration's screenshots are drawn: for the HTML page.
  var drawsScreenshots: Bool { command == .demo || format == .html }

  /// The introduction as the text report's first paragraphs.
  private var opening: String { introduction.map { $0 + "\n\n" }.joined() }

  /// Writes or prints the report of `result` (whose screenshots, when drawn, are in `out`
  /// already) and says how the run ends.
  @MainActor func deliver(
    _ result: AuditResult, pictures: [ShardFile.Picture], out: URL?, context: CommandContext
  ) throws -> ExitCode {
    // Findings name files as the team's repository does, from the folder the run was made in.
    let result = result.withLocations(relativeTo: context.environment.currentDirectory)
    let severity = failOn.severity ?? .error
    let comparison = try compareWithBaseline(result, context: context)
    switch (command, format) {
    case (.demo, _):
      guard let out else { throw UsageError("the demo needs a folder to write its report to (--out)") }
      try ReportFolder.write(
        result, to: out, pictures: pictures, introduction: introduction,
        sourceRoot: context.environment.currentDirectory)
      context.standardOutput(DemoCommand.summary(result, folder: out))
      return .success
    case (.audit, .html):
      guard let out else { throw UsageError("--format html needs --out <folder>") }
      try ReportFolder.write(
        result, to: out, pictures: pictures, introduction: introduction, failOn: severity,
        sourceRoot: context.environment.currentDirectory)
      context.standardOutput(
        opening + TextReport.render(result, limit: 0)
          + "Report: \(out.appendingPathComponent("index.html").path)\n")
    case (.audit, .text), (.audit, .json), (.audit, .junit), (.audit, .largerText), (.audit, .sarif),
      (.audit, .github):
      // Both the report and the summary beside it show where elements break: worked out once.
      // The two are then written side by side, on two threads: the run waits for them.
      let breaks = BreakPoints(result)
      let format = format
      let texts = ConcurrentSlots(count: 2, initial: "")
      DispatchQueue.concurrentPerform(iterations: out == nil ? 1 : 2) { index in
        texts[index] =
          index == 1
          ? TextReport.render(result, limit: 0, breaks: breaks)
          : format == .json
            ? JSONReport.render(result, breaks: breaks)
            : format == .junit
              ? JUnitReport.render(result, failOn: severity)
              : format == .largerText
                ? LargerTextEvidence(result).markdown
                : format == .sarif
                  ? SARIFReport.render(result)
                  : format == .github
                    // With a baseline, a pull request is annotated where it broke something new.
                    ? GitHubAnnotations.render(comparison.map { result.keeping($0.new) } ?? result)
                    : TextReport.render(result, breaks: breaks)
      }
      let text = texts[0]
      if let out {
        try CommandSupport.write(Data((format == .text ? opening + text : text).utf8), to: out)
        context.standardOutput(opening + texts[1])
      } else {
        context.standardOutput(format == .text ? opening + text : text)
      }
    }
    if updatesBaseline { return .success }
    guard let threshold = failOn.severity else { return .success }
    let judged = comparison?.new ?? result.findings
    return judged.contains { $0.severity >= threshold } ? .findings : .success
  }

  /// Writes the baseline (`updatesBaseline`), or compares `result` with it and says what is new
  /// and what is fixed; nil without a baseline.
  private func compareWithBaseline(_ result: AuditResult, context: CommandContext) throws -> Baseline
    .Comparison?
  {
    guard let path = baseline else { return nil }
    let url = URL(fileURLWithPath: path)
    if updatesBaseline {
      let recorded = Baseline(result)
      try CommandSupport.write(recorded.data, to: url)
      context.standardError("Baseline: \(recorded.entries.count.counted("finding")) recorded in \(path)\n")
      return nil
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw UsageError("no baseline at \(path); record today's findings with --update-baseline")
    }
    let comparison = try Baseline(reading: data, from: path).compare(result)
    var lines = [
      "Baseline \(path): \(comparison.new.count.counted("new finding")), \(comparison.fixed.count) fixed"
    ]
    lines += comparison.new.prefix(20).map { "  new: " + $0.summary }
    if comparison.new.count > 20 { lines.append("  … and \(comparison.new.count - 20) more new") }
    lines += comparison.fixed.prefix(20).map { "  fixed: \($0.check) \($0.element) [\($0.configuration)]" }
    if comparison.fixed.count > 20 { lines.append("  … and \(comparison.fixed.count - 20) more fixed") }
    context.standardError(lines.joined(separator: "\n") + "\n")
    return comparison
  }
}

extension AuditResult {
  /// The result with only `findings` (a baseline's new ones) left in it.
  func keeping(_ findings: [Finding]) -> AuditResult {
    let kept = Set(findings)
    return AuditResult(
      screen: screen, matrix: matrix, options: options,
      results: results.map { $0.keepingFindings { kept.contains($0) } })
  }
}
