import Audit
import DynamicType
import Legible
import PangoCairo

/// `audit --walk`: the screen's app walked from the screen (`AppWalk`), each place it reaches
/// audited as a variant named by its path. The walk taps at L on the matrix's first device, in
/// its first language; `--variants` then picks places by name.
enum WalkOptions {
  static let options: [CommandSpec.Option] = [
    .init(
      "walk",
      help:
        "Follow what a user can open from the screen (links, tabs, sheets, alerts, buttons that present) and audit every place reached."
    ),
    .init("walk-depth", value: "n", help: "Taps from the screen the walk goes (default 3)."),
    .init("walk-limit", value: "n", help: "Places the walk audits at most (default 40)."),
  ]

  /// The walked screen and what to say of the walk, or nil when `--walk` is not given.
  @MainActor static func walk(
    _ screen: AuditScreen, _ arguments: ParsedArguments, of spec: CommandSpec
  ) throws -> (screen: AuditScreen, summary: [String])? {
    let depth = try arguments.value("walk-depth", of: spec) { try count($0, "walk depth", 0...20) }
    let places = try arguments.value("walk-limit", of: spec) { try count($0, "number of places", 1...500) }
    guard arguments.flag("walk") || depth != nil || places != nil else { return nil }
    let limits = AppWalk.Limits(depth: depth ?? 3, destinations: places ?? 40)
    let device = try arguments.value("devices", of: spec, AuditMatrix.devices)?.first ?? .iPhone6S
    let language = CommandSupport.list(arguments.value("languages"))?.first ?? screen.defaultLanguage
    let configuration = AuditConfiguration(
      category: .large, device: device, language: language, variant: screen.defaultVariant)
    let walk = AppWalk(
      screen, configuration: configuration, typesetter: try PangoTypesetter(), limits: limits)
    return (AuditScreen(walking: screen, walk), summary(of: walk))
  }

  /// What the walk reached and what it left out, as paragraphs for the report.
  static func summary(of walk: AppWalk) -> [String] {
    let places = walk.destinations.count
    var lines = [
      "Walked from \(walk.screen) at \(walk.configuration.category.shortName) on \(walk.configuration.device.name) (\(walk.configuration.language)): \(places) place\(places == 1 ? "" : "s") within \(walk.limits.depth) tap\(walk.limits.depth == 1 ? "" : "s") (bounds: \(walk.limits.destinations) places, \(walk.limits.controlsPerScreen) controls a place).",
      "Reached: " + walk.destinations.map(\.name).joined(separator: "; ") + ".",
    ]
    if !walk.alike.isEmpty {
      lines.append(
        "Alike, audited once: "
          + walk.alike.sorted { $0.key < $1.key }.map { "\($0.key) (\($0.value) more like it)" }.joined(
            separator: "; ") + ".")
    }
    lines.append(
      walk.notFollowed.isEmpty
        ? "Everything within the bounds was followed."
        : "Not followed: " + walk.notFollowed.joined(separator: "; ") + ".")
    return lines
  }

  private static func count(_ text: String, _ what: String, _ range: ClosedRange<Int>) throws -> Int {
    guard let value = Int(text), range.contains(value) else {
      throw UsageError(
        "'\(TerminalText.safe(text))' is not a \(what). Use a whole number from \(range.lowerBound) to \(range.upperBound)."
      )
    }
    return value
  }
}
