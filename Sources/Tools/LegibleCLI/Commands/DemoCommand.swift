import Audit
import Drawing
import DynamicType
import Foundation
import Legible
import PangoCairo
import Simulation

/// `legible demo`: the main job. Audits and draws the catalog's demo screen over its matrix (for
/// `legible`, the reference menu in both variants, at every text size, on four phones, in four
/// languages) and writes the report folder.
enum DemoCommand {
  static let command = Command(spec: spec, run: run)

  static let spec = CommandSpec(
    name: "demo",
    abstract: "Render and audit the catalog's demo screen at every size, before and after; write the report.",
    discussion: """
      The demo: {demo}. \
      Writes index.html (the variants side by side, findings drawn on the screenshots, \
      comparison sheets before/after and under low vision), report.json, report.junit.xml and \
      the pictures, then prints the findings per variant and check. Runs one process per \
      processor (--jobs); --shard K/N runs one slice, for `legible merge`.
      """,
    options: [
      .init("out", value: "folder", help: "Where to write the report (default: out/demo).")
    ] + MatrixOptions.options(devicesDefault: "the demo's", listsDefault: "the demo's") + MatrixRun.options)

  @MainActor static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
    guard let plan = context.catalog.demo else {
      throw UsageError("the catalog has no screen to demonstrate")
    }
    let matrix = try MatrixOptions.matrix(arguments, of: spec, over: plan.matrix, for: plan.screen)
    let out = try CommandSupport.outPath(
      arguments.value("out") ?? "out/demo", context, folder: true, command: spec)
    return try MatrixRun(
      spec: spec, arguments: arguments, screen: plan.screen, matrix: matrix, options: AuditOptions(),
      request: ReportRequest(command: .demo, format: .html, failOn: .never, introduction: plan.introduction),
      out: out,
      extraPictures: { folder in try comparisonSheets(plan, matrix: matrix, into: folder) }
    ).run(context: context)
  }

  /// The plan's two variants side by side in its configuration, in each language of the matrix,
  /// and the same under 20/200 acuity, as the case study compares them. Written into `folder`.
  @MainActor static func comparisonSheets(_ plan: DemoPlan, matrix: AuditMatrix, into folder: URL) throws
    -> [ShardFile.Picture]
  {
    guard let comparison = plan.comparison else { return [] }
    let typesetter = try PangoTypesetter()
    let device = comparison.device
    let before = AuditScreen.title(ofVariant: comparison.before)
    let after = AuditScreen.title(ofVariant: comparison.after)
    func picture(_ language: String, _ variant: String) throws -> Bitmap {
      let renderer = Renderer(typesetter: typesetter)
      let screen = plan.screen.make(
        AuditConfiguration(
          category: comparison.category, device: device, language: language, variant: variant),
        typesetter)
      // The top of a screen may say little of it: the plan can bring a row into view.
      if let identifier = comparison.scrolledTo { screen.scroll(toViewWithIdentifier: identifier) }
      return try renderer.bitmap(
        screen.snapshot().drawingOperations, canvas: device.size, scale: device.scale)
    }
    let viewing = ViewingConditions.phone(scale: device.scale)
    var sheets: [ShardFile.Picture] = []
    for language in matrix.languages {
      let first = try picture(language, comparison.before)
      let second = try picture(language, comparison.after)
      let blurredFirst = try Simulator.apply(.reducedAcuity(denominator: 200), to: first, viewing: viewing)
      let blurredSecond = try Simulator.apply(.reducedAcuity(denominator: 200), to: second, viewing: viewing)
      let category = comparison.category.shortName
      let title = "Before and after, \(category), \(device.name), \(language)"
      // A renderer per sheet: the panels it decodes are let go with it.
      let sheet = try ComparisonSheet.png(
        [
          (before, first), (after, second), (before + ", 20/200", blurredFirst),
          (after + ", 20/200", blurredSecond),
        ], title: title, renderer: Renderer(typesetter: typesetter))
      let name = "comparison-\(AuditConfiguration.safeName(language))-\(category).png"
      try CommandSupport.write(Data(sheet), to: folder.appendingPathComponent(name))
      FreeMemory.release()
      sheets.append(
        ShardFile.Picture(
          title: title + " — and seen with 20/200 acuity (\(Simulator.acuityModel))", name: name))
    }
    return sheets
  }

  static func summary(_ result: AuditResult, folder: URL) -> String {
    let pages = result.results.map(\.coverage.pages).reduce(0, +)
    var lines = [
      "Audited the \(result.screen) screen in \(result.results.count.counted("configuration")), over its whole content (\(pages.counted("page")))."
    ]
    for variant in result.matrix.variants {
      let findings = result.findings.filter { $0.configuration.variant == variant }
      func count(_ severity: Severity) -> Int { findings.filter { $0.severity == severity }.count }
      lines.append(
        "  \(variant): \(count(.error).counted("error")), \(count(.warning).counted("warning")), \(count(.accepted)) accepted"
      )
      for check in CheckID.allCases {
        let count = findings.filter { $0.check == check }.count
        if count > 0 { lines.append("    \(check.rawValue.padding(to: 28)) \(count)") }
      }
    }
    let page = folder.appendingPathComponent("index.html").path
    lines += ["Report: \(page)", "Open it in a browser (for example: xdg-open \(page))."]
    return lines.joined(separator: "\n") + "\n"
  }
}
