import Audit
import Drawing
import DynamicType
import Foundation
import Legible
import PangoCairo
import PizzaApp
import Simulation

/// `legible demo`: the main job. Renders and audits the reference app's menu in both variants, at
/// every text size, on three phones, in four languages, and writes the report folder.
enum DemoCommand {
  static let command = Command(spec: spec, run: run)

  static let spec = CommandSpec(
    name: "demo",
    abstract: "Render and audit the pizza menu, before and after, at every size; write the report.",
    discussion: """
      By default: both variants (firstApproach, adapted) × 12 categories × iPhone 4S, SE, 6S and 15 × \
      en, ru, hi, zh. Writes index.html (both variants side by side, findings drawn on the \
      screenshots, comparison sheets before/after and under low vision), report.json, \
      report.junit.xml and the pictures, then prints the findings per variant and check. Runs \
      one process per processor (--jobs); --shard K/N runs one slice, for `legible merge`.
      """,
    options: [
      .init("out", value: "folder", help: "Where to write the report (default: out/demo)."),
      .init("categories", value: "list", help: "Content size categories (default: all)."),
      .init("devices", value: "list", help: "Devices (default: 4s,se,6s,15)."),
      .init("languages", value: "list", help: "Languages (default: en,ru,hi,zh)."),
      .init("variants", value: "list", help: "Variants (default: firstApproach,adapted)."),
    ] + MatrixRun.options)

  @MainActor static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
    var matrix = PizzaScreens.demoMatrix
    if let categories = try arguments.value("categories", of: spec, AuditMatrix.categories) {
      matrix.categories = categories
    }
    if let devices = try arguments.value("devices", of: spec, AuditMatrix.devices) {
      matrix.devices = devices
    }
    if let languages = CommandSupport.list(arguments.value("languages")) {
      try ScreenCatalog.check(languages, are: \.languages, of: PizzaScreens.menu, named: "language")
      matrix.languages = languages
    }
    if let variants = CommandSupport.list(arguments.value("variants")) {
      try ScreenCatalog.check(variants, are: \.variants, of: PizzaScreens.menu, named: "variant")
      matrix.variants = variants
    }
    let out = CommandSupport.resolve(arguments.value("out") ?? "out/demo", context)
    return try MatrixRun(
      spec: spec, arguments: arguments, screen: PizzaScreens.menu, matrix: matrix, options: AuditOptions(),
      request: ReportRequest(command: .demo, format: .html, failOn: .never), out: out,
      extraPictures: { folder in try comparisonSheets(matrix: matrix, into: folder) }
    ).run(context: context)
  }

  /// What the report says of the case study before its pictures: the article's own figures.
  static let introduction = [
    """
    The case study: a pizza-delivery app's menu, adapted to Dynamic Type. Its author searched the \
    App Store for pizza delivery, installed the first 24 apps and found 2 that offered an \
    interface for people with low vision (one of them, it seemed, by accident). The app had \
    550,000 users a month: if only 1% of them use a larger text size, that is 5,500 people for \
    whom the app was uncomfortable.
    """,
    """
    Below: the first approach (fonts that grow in the small-size layout) beside the adapted \
    design, at AX3 on an iPhone 6S with a product row in view, in each language; then every \
    configuration audited, with its findings drawn on its screenshots.
    """,
  ]

  /// Before and after at AX3 on an iPhone 6S, scrolled to the first product row, in each language
  /// of the matrix; and the same under 20/200 acuity, as the case study compares them. Written
  /// into `folder`.
  @MainActor static func comparisonSheets(matrix: AuditMatrix, into folder: URL) throws -> [ShardFile.Picture]
  {
    let typesetter = try PangoTypesetter()
    let device = Device.iPhone6S
    func picture(_ language: Language, _ variant: Variant) throws -> Bitmap {
      let renderer = Renderer(typesetter: typesetter)
      let (screen, _) = MenuScreen.screen(
        language: language, variant: variant, category: .accessibilityExtraLarge, device: device,
        typesetter: typesetter)
      // The top panel alone says little of the menu: a product row is in view.
      screen.scroll(toViewWithIdentifier: "product-0")
      return try renderer.bitmap(
        screen.snapshot().drawingOperations, canvas: device.size, scale: device.scale)
    }
    let viewing = ViewingConditions.phone(scale: device.scale)
    var sheets: [ShardFile.Picture] = []
    for language in Language.allCases where matrix.languages.contains(language.rawValue) {
      let before = try picture(language, .firstApproach)
      let after = try picture(language, .adapted)
      let blurredBefore = try Simulator.apply(.reducedAcuity(denominator: 200), to: before, viewing: viewing)
      let blurredAfter = try Simulator.apply(.reducedAcuity(denominator: 200), to: after, viewing: viewing)
      let title = "Before and after, AX3, \(device.name), \(language.rawValue)"
      // A renderer per sheet: the panels it decodes are let go with it.
      let sheet = try ComparisonSheet.png(
        [
          ("First approach", before), ("Adapted", after), ("First approach, 20/200", blurredBefore),
          ("Adapted, 20/200", blurredAfter),
        ], title: title, renderer: Renderer(typesetter: typesetter))
      let name = "comparison-\(language.rawValue)-AX3.png"
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
      "Audited the menu in \(result.results.count) configurations, over its whole content (\(pages) pages)."
    ]
    for variant in result.matrix.variants {
      let findings = result.findings.filter { $0.configuration.variant == variant }
      func count(_ severity: Severity) -> Int { findings.filter { $0.severity == severity }.count }
      lines.append(
        "  \(variant): \(count(.error)) errors, \(count(.warning)) warnings, \(count(.accepted)) accepted")
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
