import Audit
import DynamicType
import Foundation
import Legible
import PangoCairo

/// `legible audit`: renders a screen over a matrix of text sizes, devices, languages and variants
/// and reports what breaks.
enum AuditCommand {
  static let command = Command(spec: spec, run: run)

  static let spec = CommandSpec(
    name: "audit",
    abstract: "Audit a screen at every text size: truncation, clipping, overlap, contrast and more.",
    discussion: """
      Screens are the catalog's (`legible screens` lists them with their languages and \
      variants). Categories take `all`, \
      lists and ranges (L...AX5); devices take `all` or names (4s, se, 6s, 15, 15-pro-max). \
      Formats: text (default, to the terminal or --out), json, junit, html (--out names a folder; \
      the page and its screenshots are written there), larger-text (Markdown: per screen, the \
      largest size with no error and whether body text reaches 200% with nothing cut or \
      overlapping: evidence for the App Store's Larger Text label). Exit status: 0 when nothing at or above \
      --fail-on was found, 1 when something was, 64 for a usage error, 70 for an internal error. \
      The matrix is audited in one process per processor (--jobs); --shard K/N audits one slice \
      of it, for CI jobs, and `legible merge` makes the report of all slices. \
      --walk follows what a user can open from the screen (navigation links, tabs, sheets, \
      alerts, buttons that present something), up to --walk-depth taps (3) and --walk-limit \
      places (40), and audits each place reached as a variant named by its path \
      (`Orders › Order 1042 › Help sheet`); the report says what the bounds left out.
      """,
    options: [
      .init(
        "screen", value: "name",
        help: "The screen to audit, or all (default: all of a catalog of previews, else its first).")
    ] + MatrixOptions.options(devicesDefault: "6s", listsDefault: "the screen's first") + [
      .init("format", value: "format", help: "text, json, junit, html, sarif, github or larger-text."),
      .init("out", value: "path", help: "Where to write the report (a folder for html)."),
      .init("fail-on", value: "level", help: "error (default), warning or never."),
      .init("touch-target", value: "size", help: "apple (44 pt, default), android (48 dp) or wcag (24 px)."),
      .init(
        "checks", value: "list",
        help: "The checks to run, by name or question (text-size, contrast); default: all."),
      .init("skip-checks", value: "list", help: "Checks not to run, by name or question (contrast)."),
      .init(
        "baseline", value: "file",
        help: "Fail only on findings not in this file; say which of its entries are fixed."),
      .init("update-baseline", help: "Write today's findings to the --baseline file and pass."),
      .init(
        "policy", value: "file",
        help: "Truncation rules: which texts may be cut and which never (see TruncationRule)."),
      .init(
        "coverage", value: "file",
        help: "Paragraphs to open the report with, a line each (what `legible app` built and left out)."),
    ] + WalkOptions.options + MatrixRun.options)

  @MainActor static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
    var screen = try context.catalog.screen(arguments, of: spec, everyScreen: true)
    // Every screen at once: each is a variant, all audited unless --variants picks.
    let everyScreen = screen.name == ScreenCatalog.everyScreenTitle
    if everyScreen && arguments.flag("walk") {
      throw UsageError(
        "--walk starts from one screen: name it with --screen (`\(context.programName) screens` lists them)",
        command: spec)
    }
    // Walked, the screen's variants are the places reached, all audited unless --variants picks.
    let walk = try WalkOptions.walk(screen, arguments, of: spec)
    if let walk { screen = walk.screen }
    let matrix = try MatrixOptions.matrix(
      arguments, of: spec,
      over: AuditMatrix(
        categories: ContentSizeCategory.allCases, devices: [.iPhone6S], languages: [screen.defaultLanguage],
        variants: walk != nil || everyScreen ? screen.variants ?? [] : [screen.defaultVariant]),
      for: screen)
    let format = try arguments.value("format", of: spec, OutputFormat.auditFormat) ?? .text
    let failOn = try arguments.value("fail-on", of: spec, FailOn.init(parsing:)) ?? .error
    var options = AuditOptions()
    if let target = try arguments.value(
      "touch-target", of: spec,
      { text in
        guard let target = AuditOptions.TouchTarget(rawValue: text.lowercased()) else {
          throw UsageError("'\(text)' is not a touch target. Use apple, android or wcag.")
        }
        return target
      })
    {
      options.touchTarget = target
    }
    if let chosen = try arguments.value("checks", of: spec, Self.checks(parsing:)) { options.checks = chosen }
    if let policy = arguments.value("policy") {
      let url = CommandSupport.resolve(policy, context)
      guard let data = FileManager.default.contents(atPath: url.path) else {
        throw UsageError(
          "cannot read the policy file \(policy); give the path of a file of rules", command: spec)
      }
      do {
        options.truncationRules = try TruncationRule.parse(
          String(decoding: data, as: UTF8.self), name: policy)
      } catch {
        throw UsageError(error.description, command: spec)
      }
    }
    if let skipped = try arguments.value("skip-checks", of: spec, Self.checks(parsing:)) {
      options.checks.subtract(skipped)
    }
    let out = try arguments.value("out").map {
      // A report page, a shard and a worker write folders; the other formats a file.
      try CommandSupport.outPath(
        $0, context,
        folder: format == .html || arguments.value("shard") != nil || arguments.value("worker") != nil,
        command: spec)
    }
    if format == .html && out == nil && arguments.value("shard") == nil {
      throw UsageError("--format html needs --out <folder>", command: spec)
    }
    var request = ReportRequest(
      command: .audit, format: format, failOn: failOn,
      introduction: try coverage(arguments, context: context) + (walk?.summary ?? []))
    request.baseline = arguments.value("baseline").map { CommandSupport.resolve($0, context).path }
    request.updatesBaseline = arguments.flag("update-baseline")
    if request.updatesBaseline && request.baseline == nil {
      throw UsageError("--update-baseline needs --baseline <file> to write", command: spec)
    }
    return try MatrixRun(
      spec: spec, arguments: arguments, screen: screen, matrix: matrix, options: options, request: request,
      out: out
    ).run(context: context)
  }

  /// The lines of the `--coverage` file, or none.
  static func coverage(_ arguments: ParsedArguments, context: CommandContext) throws(UsageError) -> [String] {
    guard let path = arguments.value("coverage") else { return [] }
    guard let data = FileManager.default.contents(atPath: CommandSupport.resolve(path, context).path) else {
      throw UsageError("cannot read the coverage file \(path)", command: spec)
    }
    return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
  }

  /// Checks named in a comma-separated list: check names (`text-truncated`) and questions
  /// (`text-size`: every check but contrast; `contrast`).
  static func checks(parsing text: String) throws -> Set<CheckID> {
    var checks: Set<CheckID> = []
    for name in text.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces).lowercased() }) {
      if let check = CheckID(rawValue: name) {
        checks.insert(check)
      } else if let question = AuditQuestion(rawValue: name) {
        checks.formUnion(CheckID.allCases.filter { $0.question == question })
      } else {
        let known = (AuditQuestion.allCases.map(\.rawValue) + CheckID.allCases.map(\.rawValue))
        throw UsageError("'\(name)' is not a check. Use \(known.joined(separator: ", ")).")
      }
    }
    guard !checks.isEmpty else {
      throw UsageError("--checks needs at least one check, as text-size or contrast.")
    }
    return checks
  }

  enum FailOn: String, Codable {
    case error, warning, never

    init(parsing text: String) throws {
      guard let value = FailOn(rawValue: text.lowercased()) else {
        throw UsageError("'\(text)' is not a level. Use error, warning or never.")
      }
      self = value
    }

    var severity: Severity? {
      switch self {
      case .error: .error
      case .warning: .warning
      case .never: nil
      }
    }
  }
}

extension OutputFormat {
  /// The audit's formats: text, json, junit, html.
  enum Audit: String, Codable {
    case text, json, junit, html, sarif, github
    case largerText = "larger-text"
  }

  static func auditFormat(_ text: String) throws -> Audit {
    guard let format = Audit(rawValue: text.lowercased()) else {
      throw UsageError(
        "'\(text)' is not an audit format. Use text, json, junit, html, sarif, github or larger-text.")
    }
    return format
  }
}
