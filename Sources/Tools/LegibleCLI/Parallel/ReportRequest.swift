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

  /// Whether each configuration's screenshots are drawn: for the HTML page.
  var drawsScreenshots: Bool { command == .demo || format == .html }

  /// The introduction as the text report's first paragraphs.
  private var opening: String { introduction.map { $0 + "\n\n" }.joined() }

  /// Writes or prints the report of `result` (whose screenshots, when drawn, are in `out`
  /// already) and says how the run ends.
  @MainActor func deliver(
    _ result: AuditResult, pictures: [ShardFile.Picture], out: URL?, context: CommandContext
  ) throws -> ExitCode {
    let severity = failOn.severity ?? .error
    switch (command, format) {
    case (.demo, _):
      guard let out else { throw UsageError("the demo needs a folder to write its report to (--out)") }
      try ReportFolder.write(result, to: out, pictures: pictures, introduction: introduction)
      context.standardOutput(DemoCommand.summary(result, folder: out))
      return .success
    case (.audit, .html):
      guard let out else { throw UsageError("--format html needs --out <folder>") }
      try ReportFolder.write(
        result, to: out, pictures: pictures, introduction: introduction, failOn: severity)
      context.standardOutput(
        opening + TextReport.render(result, limit: 0)
          + "Report: \(out.appendingPathComponent("index.html").path)\n")
    case (.audit, .text), (.audit, .json), (.audit, .junit), (.audit, .largerText):
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
                ? LargerTextEvidence(result).markdown : TextReport.render(result, breaks: breaks)
      }
      let text = texts[0]
      if let out {
        try CommandSupport.write(Data((format == .text ? opening + text : text).utf8), to: out)
        context.standardOutput(opening + texts[1])
      } else {
        context.standardOutput(format == .text ? opening + text : text)
      }
    }
    guard let threshold = failOn.severity else { return .success }
    return result.count(atLeast: threshold) > 0 ? .findings : .success
  }
}
