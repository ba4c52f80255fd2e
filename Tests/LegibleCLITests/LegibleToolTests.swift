import DynamicType
import Foundation
import LegibleCLI
import Testing

@MainActor @Suite struct ScaleCommandTests {
  @Test func theDefaultTableHasEveryStyleAndCategory() {
    let run = ToolRun.inProcess(["scale"])
    #expect(run.status == 0)
    let lines = run.output.split(separator: "\n")
    #expect(lines.count == 12)
    #expect(
      lines[0].split(separator: " ").map(String.init) == ["style", "weight"]
        + ContentSizeCategory.allCases.map(\.shortName))
    #expect(lines.contains { $0.hasPrefix("body ") && $0.hasSuffix("53/62") })
    #expect(lines.contains { $0.hasPrefix("caption2 ") && $0.hasSuffix("40/48") })
  }

  @Test func csvHas132RowsThatMatchTheLibrary() throws {
    let run = ToolRun.inProcess(["scale", "--format", "csv"])
    let rows = run.output.split(separator: "\n").dropFirst().map {
      $0.split(separator: ",", omittingEmptySubsequences: false)
    }
    #expect(rows.count == 132)
    for row in rows {
      let metrics = try TextStyle(parsing: String(row[0])).metrics(
        at: try ContentSizeCategory(parsing: String(row[1])))
      #expect(Double(row[4]) == metrics.pointSize)
      #expect(Double(row[5]) == metrics.leading)
    }
  }

  @Test func jsonIsAValidDocumentForOneStyleAndCategory() throws {
    let run = ToolRun.inProcess(["scale", "--style", "headline", "--category", "AX3", "--format", "json"])
    let object = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
    let entries = try #require(object?["entries"] as? [[String: Any]])
    #expect(entries.count == 1)
    #expect(entries[0]["pointSize"] as? Double == 40)
    #expect(entries[0]["weight"] as? String == "semibold")
    #expect(object?["curve"] as? String == "apple")
  }

  @Test func markdownIsATable() {
    let run = ToolRun.inProcess(["scale", "--format", "markdown", "--style", "body"])
    let lines = run.output.split(separator: "\n")
    #expect(lines.count == 3)
    #expect(lines[1].hasPrefix("| --- | --- | ---:"))
    #expect(lines[2].hasPrefix("| body | regular | 14/19 |"))
  }

  @Test func aCurveAtAFactorPrintsOneColumn() {
    let run = ToolRun.inProcess([
      "scale", "--curve", "android14", "--factor", "1.5", "--style", "footnote", "--format", "csv",
    ])
    // footnote is 13 sp at the default size: between the 12 (18 dp) and 14 (22 dp) columns.
    #expect(run.output.split(separator: "\n").last == "footnote,,,1.5,20,27.6923,regular,semibold")
  }

  @Test(arguments: [
    (["scale", "--style", "heading"], "'heading' is not a text style"),
    (["scale", "--category", "AX9"], "'AX9' is not a content size category"),
    (["scale", "--curve", "ios"], "'ios' is not a scaling curve"),
    (["scale", "--format", "xml"], "'xml' is not an output format"),
    (["scale", "--factor", "nan"], "not a usable scale factor"),
    (["scale", "--factor", "-1"], "not a usable scale factor"),
    (["scale", "--factor", "abc"], "not a usable scale factor"),
    (["scale", "--factor", "1.5", "--category", "L"], "not both"),
    (["scale", "extra"], "unexpected argument"),
    (["frobnicate"], "unknown command 'frobnicate'"),
    (["--frobnicate"], "unknown option '--frobnicate'"),
    (["help", "frobnicate"], "unknown command"),
  ])
  func usageErrorsExitWith64AndExplain(_ arguments: [String], _ message: String) {
    let run = ToolRun.inProcess(arguments)
    #expect(run.status == 64)
    #expect(run.output.isEmpty)
    #expect(run.errors.contains(message), "\(run.errors)")
  }
}

@MainActor @Suite struct ToolTests {
  @Test func helpListsTheCommandsAndExitStatuses() {
    for arguments in [[], ["--help"], ["-h"], ["help"]] {
      let run = ToolRun.inProcess(arguments)
      #expect(run.status == 0)
      #expect(run.output.contains("scale"))
      #expect(run.output.contains("content-size"))
      #expect(run.output.contains("64 usage error"))
    }
  }

  @Test func helpForACommandIsItsHelpPage() {
    let viaHelp = ToolRun.inProcess(["help", "scale"])
    let viaFlag = ToolRun.inProcess(["scale", "--help"])
    #expect(viaHelp.output == viaFlag.output)
    #expect(viaHelp.output.contains("--curve <curve>"))
  }

  /// Values that are options, empty values, huge or control-character arguments, languages a
  /// screen does not have, and a full disk: each a clear message and the documented status.
  @Test(
    arguments: [
      (["demo", "--out", "--out"], 64, "'--out' needs a value, but is followed by the option '--out'"),
      (["demo", "--out", ""], 64, "'--out' needs a value, not an empty one"),
      (["audit", "--languages", "xx"], 64, "'xx' is not a language of the menu screen. Use en, ru, hi, zh."),
      (["render", "--language", "xx", "--out", "x.png"], 64, "'xx' is not a language of the menu screen"),
      (
        ["audit", "--screen", "broken-demo", "--variants", "adapted"], 64,
        "'adapted' is not a variant of the broken-demo screen"
      ),
      (
        ["audit", "--categories", "AX3", "--format", "json", "--out", "/dev/full"], 70,
        "cannot write /dev/full: "
      ),
    ] as [([String], Int32, String)])
  func badInputIsAClearError(_ arguments: [String], _ status: Int32, _ message: String) {
    let run = ToolRun.inProcess(arguments)
    #expect(run.status == status, "\(run.errors)")
    #expect(run.errors.contains(message), "\(run.errors)")
    #expect(!run.errors.contains("NSCocoaErrorDomain"))
  }

  @Test func echoedInputIsShortenedAndEscaped() {
    let huge = ToolRun.inProcess(["scale", "--category", String(repeating: "x", count: 100_000)])
    #expect(huge.status == 64)
    #expect(huge.errors.count < 2_000)
    #expect(huge.errors.contains("(100000 characters)"))
    let environment = LegibleCLI.Environment(variables: ["LEGIBLE_CONTENT_SIZE": "\u{1B}[31mAX9"])
    let escape = ToolRun.inProcess(["content-size"], environment: environment)
    #expect(escape.status == 64)
    #expect(!escape.errors.contains("\u{1B}"))
    #expect(escape.errors.contains("\\u{1B}[31mAX9"))
  }

  @Test func contentSizeReportsItsSource() {
    let environment = LegibleCLI.Environment(variables: ["LEGIBLE_CONTENT_SIZE": "xxxLarge"])
    let run = ToolRun.inProcess(["content-size"], environment: environment)
    #expect(
      run.output.hasPrefix("XXXL extraExtraExtraLarge\nsource: LEGIBLE_CONTENT_SIZE environment variable"))
    let option = ToolRun.inProcess(["content-size", "--content-size", "AX1"], environment: environment)
    #expect(option.output.contains("source: command-line option"))
    #expect(option.output.contains("accessibility size: yes"))
  }
}

/// Runs the built executable, as users do.
@MainActor @Suite struct ExecutableTests {
  @Test func versionPrintsAndExitsZero() throws {
    let run = try ToolRun.binary(["--version"])
    #expect(run.status == 0)
    #expect(run.output == "legible \(LegibleTool.version)\n")
  }

  @Test func scaleOutputMatchesTheInProcessRun() throws {
    let run = try ToolRun.binary(["scale", "--format", "csv"])
    #expect(run.status == 0)
    #expect(run.output == ToolRun.inProcess(["scale", "--format", "csv"]).output)
  }

  @Test func aMalformedVariableExits64() throws {
    let run = try ToolRun.binary(["content-size"], environment: ["LEGIBLE_CONTENT_SIZE": "gigantic"])
    #expect(run.status == 64)
    #expect(run.errors.contains("LEGIBLE_CONTENT_SIZE: 'gigantic' is not a content size category"))
  }

  @Test func theVariableReachesTheTool() throws {
    let run = try ToolRun.binary(["content-size"], environment: ["LEGIBLE_CONTENT_SIZE": "AX5"])
    #expect(run.status == 0)
    #expect(run.output.hasPrefix("AX5 accessibilityExtraExtraExtraLarge"))
  }
}

@MainActor @Suite struct AuditCommandTests {
  @Test func findingsExitWith1AndNeverWith0() {
    let found = ToolRun.inProcess(["audit", "--screen", "broken-demo", "--categories", "AX3"])
    #expect(found.status == 1)
    #expect(found.output.contains("text-truncated"))
    let never = ToolRun.inProcess([
      "audit", "--screen", "broken-demo", "--categories", "AX3", "--fail-on", "never",
    ])
    #expect(never.status == 0)
  }

  @Test func aCleanConfigurationExitsWith0() {
    let run = ToolRun.inProcess(["audit", "--screen", "demo", "--categories", "L", "--fail-on", "warning"])
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.contains("No findings."))
  }

  @Test(arguments: [
    (["audit", "--screen", "nope"], "'nope' is not a screen"),
    (["audit", "--categories", "L...AX9"], "'AX9' is not a content size category"),
    (["audit", "--devices", "pixel"], "'pixel' is not a device"),
    (["audit", "--format", "pdf"], "'pdf' is not an audit format"),
    (["audit", "--format", "html"], "needs --out"),
    (["audit", "--fail-on", "sometimes"], "'sometimes' is not a level"),
    (["audit", "--touch-target", "huge"], "'huge' is not a touch target"),
    (["preview", "--screen", "nope"], "'nope' is not a screen"),
    (["preview", "--screen", "product", "--variant", "firstApproach"], "'firstApproach' is not a variant"),
    (["preview", "--language", "fr"], "'fr' is not a language"),
  ])
  func usageErrorsExitWith64(_ arguments: [String], _ message: String) {
    let run = ToolRun.inProcess(arguments)
    #expect(run.status == 64)
    #expect(run.errors.contains(message), "\(run.errors)")
  }

  @Test func htmlWritesThePageTheScreenshotsAndTheJSON() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-audit-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = ToolRun.inProcess([
      "audit", "--screen", "broken-demo", "--categories", "L,AX3", "--format", "html", "--out", folder.path,
    ])
    #expect(run.status == 1)
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("index.html").path))
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("report.json").path))
    let shots = try FileManager.default.contentsOfDirectory(
      atPath: folder.appendingPathComponent("screenshots").path)
    // The first viewport of each configuration, and each scrolled page where more was found.
    #expect(
      shots.filter { !$0.contains("-page-") }.sorted() == ["default-en-6s-AX3.png", "default-en-6s-L.png"])
    #expect(shots.contains { $0.hasPrefix("default-en-6s-AX3-page-") })
    let page = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
    for shot in shots { #expect(page.contains("screenshots/\(shot)"), "\(shot)") }
  }

  @Test func jsonToAFile() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("legible-\(UUID()).json")
    defer { try? FileManager.default.removeItem(at: file) }
    let run = ToolRun.inProcess([
      "audit", "--screen", "broken-demo", "--categories", "AX3", "--format", "json", "--out", file.path,
    ])
    #expect(run.status == 1)
    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
    #expect(object?["schemaVersion"] as? Int == 2)
  }
}

@MainActor @Suite struct SimulateCommandTests {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-simulate-\(UUID())")

  func file(_ name: String, _ bytes: [UInt8]) throws -> String {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent(name)
    try Data(bytes).write(to: url)
    return url.path
  }

  @Test func aScreenRendersAndBecomesAComparisonSheet() throws {
    let out = folder.appendingPathComponent("sheet.png").path
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = ToolRun.inProcess([
      "simulate", "--screen", "demo", "--category", "AX3", "--condition", "acuity:20/200,deuteranopia",
      "--compare", "--out", out,
    ])
    #expect(run.status == 0, "\(run.errors)")
    let data = try #require(FileManager.default.contents(atPath: out))
    #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    #expect(run.output.contains("Wrote"))
  }

  @Test func aOnePixelPNGIsSimulated() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let png: [UInt8] = Array(
      Data(
        base64Encoded:
          "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==")!
    )
    let input = try file("dot.png", png)
    let run = ToolRun.inProcess([
      "simulate", "--in", input, "--condition", "cataract:1", "--out",
      folder.appendingPathComponent("out.png").path,
    ])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.contains("(1×1)"))
  }

  /// The same picture taken as a 1× or a 3× screenshot: at 3× a degree of visual angle spans three
  /// times the pixels, so the same acuity blurs it more.
  @Test func theInputsScaleSetsHowMuchItIsBlurred() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let shot = folder.appendingPathComponent("shot.png").path
    #expect(ToolRun.inProcess(["render", "--screen", "demo", "--scale", "1", "--out", shot]).status == 0)
    func simulate(_ scale: String) throws -> Data {
      let out = folder.appendingPathComponent("seen-\(scale).png")
      let run = ToolRun.inProcess([
        "simulate", "--in", shot, "--scale", scale, "--condition", "acuity:20/70", "--out", out.path,
      ])
      #expect(run.status == 0, "\(run.errors)")
      return try Data(contentsOf: out)
    }
    #expect(try simulate("1") != simulate("3"))
    let screen = ToolRun.inProcess([
      "simulate", "--screen", "demo", "--scale", "2", "--condition", "protanopia", "--out", shot,
    ])
    #expect(screen.status == 64)
    #expect(screen.errors.contains("--scale is for an --in image"))
  }

  @Test func aFileThatIsNotAPNGIsAClearError() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = try file("notes.png", Array("just some text".utf8))
    let run = ToolRun.inProcess([
      "simulate", "--in", input, "--condition", "protanopia", "--out",
      folder.appendingPathComponent("o.png").path,
    ])
    #expect(run.status == 64)
    #expect(run.errors.contains("'notes.png' is not a usable PNG file"))
  }

  @Test func aHugePNGIsRefusedBeforeDecoding() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    var header: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
    header += [0, 0, 0x4E, 0x20, 0, 0, 0x4E, 0x20, 8, 6, 0, 0, 0]
    let input = try file("huge.png", header)
    let run = ToolRun.inProcess([
      "simulate", "--in", input, "--condition", "protanopia", "--out",
      folder.appendingPathComponent("o.png").path,
    ])
    #expect(run.status == 64)
    #expect(run.errors.contains("20000×20000 pixels is larger than Legible reads"))
  }

  @Test(arguments: [
    (
      ["simulate", "--condition", "glaucoma", "--screen", "demo", "--out", "x.png"],
      "'glaucoma' is not a vision condition"
    ),
    (["simulate", "--screen", "demo", "--out", "x.png"], "--condition is required"),
    (["simulate", "--condition", "protanopia", "--out", "x.png"], "give --in <png> or --screen <name>"),
    (["simulate", "--condition", "protanopia", "--screen", "demo"], "--out is required"),
    (
      ["simulate", "--condition", "protanopia", "--in", "/nonexistent.png", "--out", "x.png"],
      "cannot read /nonexistent.png"
    ),
    (
      ["simulate", "--condition", "protanopia", "--screen", "demo", "--distance", "-3", "--out", "x.png"],
      "not a positive number"
    ),
  ])
  func badInputIsAUsageError(_ arguments: [String], _ message: String) {
    let run = ToolRun.inProcess(arguments)
    #expect(run.status == 64)
    #expect(run.errors.contains(message), "\(run.errors)")
  }
}

@MainActor @Suite struct DemoAndRenderTests {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-demo-\(UUID())")

  @Test func theDemoWritesTheReportAndSummarises() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = ToolRun.inProcess([
      "demo", "--categories", "L,AX3", "--devices", "6s", "--languages", "en,hi", "--out", folder.path,
    ])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.contains("adapted: 0 errors"))
    #expect(run.output.contains("firstApproach:"))
    for name in [
      "index.html", "report.json", "report.junit.xml", "comparison-en-AX3.png", "comparison-hi-AX3.png",
    ] {
      #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path), "\(name)")
    }
    let shots = try FileManager.default.contentsOfDirectory(
      atPath: folder.appendingPathComponent("screenshots").path)
    #expect(shots.filter { !$0.contains("-page-") }.count == 2 * 2 * 2)
  }

  @Test func renderScrollsToARowOrAnOffset() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let top = folder.appendingPathComponent("top.png")
    let row = folder.appendingPathComponent("row.png")
    let offset = folder.appendingPathComponent("offset.png")
    #expect(ToolRun.inProcess(["render", "--category", "AX3", "--out", top.path]).status == 0)
    #expect(
      ToolRun.inProcess(["render", "--category", "AX3", "--scroll", "product-12", "--out", row.path]).status
        == 0)
    #expect(
      ToolRun.inProcess(["render", "--category", "AX3", "--scroll", "900", "--out", offset.path]).status == 0)
    let pictures = try [top, row, offset].map { try Data(contentsOf: $0) }
    #expect(pictures[0] != pictures[1] && pictures[1] != pictures[2] && pictures[0] != pictures[2])
    let missing = ToolRun.inProcess(["render", "--scroll", "product-99", "--out", row.path])
    #expect(missing.status == 64)
    #expect(missing.errors.contains("'product-99' is neither a number of points nor the identifier"))
  }

  @Test func renderDrawsTheWholeContentOnOneTallPicture() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("full.png")
    let run = ToolRun.inProcess([
      "render", "--category", "AX3", "--device", "se", "--full-length", "--scale", "1", "--out", out.path,
    ])
    #expect(run.status == 0, "\(run.errors)")
    let data = try Data(contentsOf: out)
    // The PNG header's height: far more than one screen.
    let height = data[20..<24].reduce(0) { $0 << 8 | Int($1) }
    #expect(height > 568 * 5, "\(height)")
    #expect(run.output.contains("points tall"))
  }

  @Test(arguments: ["png", "pdf", "svg"])
  func renderWritesEachFormat(_ format: String) throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("menu.\(format)")
    let run = ToolRun.inProcess([
      "render", "--language", "ru", "--variant", "firstApproach", "--category", "AX2", "--out", out.path,
    ])
    #expect(run.status == 0, "\(run.errors)")
    let data = try #require(FileManager.default.contents(atPath: out.path))
    let start: [UInt8] =
      format == "png" ? [0x89, 0x50] : format == "pdf" ? Array("%PDF".utf8) : Array("<?xml".utf8)
    #expect(Array(data.prefix(start.count)) == start)
  }

  @Test(arguments: [
    (["demo", "--languages", "fr"], "'fr' is not a language of the menu"),
    (["demo", "--variants", "beta"], "'beta' is not a variant"),
    (["render", "--out", "x.gif"], "does not end in .png, .pdf or .svg"),
    (["render"], "--out is required"),
    (["render", "--language", "de", "--out", "x.png"], "'de' is not a language of the menu"),
    (["render", "--screen", "settings", "--out", "x.png"], "'settings' is not a screen"),
  ])
  func badInputIsAUsageError(_ arguments: [String], _ message: String) {
    let run = ToolRun.inProcess(arguments)
    #expect(run.status == 64)
    #expect(run.errors.contains(message), "\(run.errors)")
  }
}

/// `--checks` and `--skip-checks` choose checks by name or by question.
@MainActor @Suite struct CheckSelectionTests {
  @Test func skippingContrastLeavesTheTextSizeChecks() {
    let run = ToolRun.inProcess([
      "audit", "--screen", "broken-demo", "--categories", "AX4", "--skip-checks", "contrast", "--fail-on",
      "never",
    ])
    #expect(run.status == 0)
    #expect(run.output.contains("Checks run: every check but contrast"))
    #expect(!run.output.contains("contrast "))
    #expect(run.output.contains("text-truncated"))
  }

  @Test func aQuestionNamesItsChecks() {
    let run = ToolRun.inProcess([
      "audit", "--screen", "broken-demo", "--categories", "AX4", "--checks", "contrast", "--fail-on", "never",
    ])
    #expect(run.status == 0)
    #expect(run.output.contains("Checks run: contrast"))
    #expect(!run.output.contains("text-truncated"))
  }

  @Test func anUnknownCheckIsAUsageErrorNamingTheChecks() {
    let run = ToolRun.inProcess(["audit", "--checks", "text-size,colour"])
    #expect(run.status == 64)
    #expect(run.errors.contains("'colour' is not a check"))
    #expect(run.errors.contains("word-broken"))
  }
}
