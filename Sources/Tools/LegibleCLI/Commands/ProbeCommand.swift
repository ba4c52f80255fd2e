import Audit
import DynamicType
import Foundation
import Legible
import PangoCairo

/// `legible probe`: makes and lays out each screen of the catalog at L and at AX5 on the iPhone SE,
/// printing `ok <number> <name>` after each, so that a parent process watching the lines can
/// tell which screen of code it did not write traps (the process ends before its line) or never
/// returns (no line comes), and leave it out of the audit. `legible app` runs it before auditing.
/// The process keeps to `WorkerLimits.memory`, so a preview that allocates without end ends it too.
enum ProbeCommand {
  static let command = Command(spec: spec, run: run)

  static let spec = CommandSpec(
    name: "probe",
    abstract: "Lay out each screen once, saying after each that it did, to find the ones that crash or hang.",
    discussion: """
      Prints `ok <number> <name>` after each screen is made and laid out at L and AX5 on the iPhone SE, \
      in the catalog's order, from screen --from (0, the first). A screen whose code traps ends \
      the process before its line; one that never returns leaves it unsaid: the program that \
      runs this watches for both.
      """,
    options: [.init("from", value: "n", help: "The number of the first screen to probe (default 0).")])

  @MainActor static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
    let from =
      try arguments.value(
        "from", of: spec,
        { text -> Int in
          guard let value = Int(text), value >= 0 else {
            throw UsageError("--from takes a screen's number: 0 or more")
          }
          return value
        }) ?? 0
    WorkerLimits.limitMemory()
    let typesetter = try PangoTypesetter()
    for (number, screen) in context.catalog.screens.enumerated() where number >= from {
      // At L, and at the largest size, where code that counts on room (an index from a width)
      // most often fails.
      for category in [ContentSizeCategory.large, .accessibilityExtraExtraExtraLarge] {
        let configuration = AuditConfiguration(
          category: category, device: .iPhoneSE, language: screen.defaultLanguage,
          variant: screen.defaultVariant)
        _ = screen.make(configuration, typesetter).snapshot()
      }
      context.standardOutput("ok \(number) \(screen.name)\n")
    }
    return .success
  }
}
