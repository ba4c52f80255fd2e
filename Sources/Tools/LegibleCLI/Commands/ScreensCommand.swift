import Audit
import Foundation

/// `legible screens`: the catalog's screens, with their languages and variants.
enum ScreensCommand {
  static let command = Command(spec: spec, run: run)

  static let spec = CommandSpec(
    name: "screens",
    abstract: "List the screens the commands know, with their languages and variants.",
    discussion: """
      The first screen is every command's default. A program of your own lists its screens in \
      its `LegibleCatalog`; a catalog of previews is audited whole by default (`--screen all`). \
      --format json writes the list for scripts: a name, languages and variants per screen.
      """,
    options: [.init("format", value: "format", help: "text (default) or json.")])

  /// A screen as `screens --format json` lists it.
  struct Listed: Codable, Equatable {
    var name: String
    var languages: [String]
    var variants: [String]
  }

  @MainActor static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
    switch arguments.value("format") ?? "text" {
    case "text": break
    case "json":
      let listed = context.catalog.screens.map {
        Listed(
          name: $0.name, languages: $0.languages ?? [$0.defaultLanguage],
          variants: $0.variants ?? [$0.defaultVariant])
      }
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      context.standardOutput(String(decoding: try encoder.encode(listed), as: UTF8.self) + "\n")
      return .success
    case let other:
      throw UsageError("'\(other)' is not a format of the screen list. Use text or json.", command: spec)
    }
    var table = TextTable(header: ["screen", "languages", "variants"])
    for screen in context.catalog.screens {
      table.append([
        screen.name, (screen.languages ?? [screen.defaultLanguage]).joined(separator: ", "),
        (screen.variants ?? [screen.defaultVariant]).joined(separator: ", "),
      ])
    }
    context.standardOutput(table.alignedText)
    return .success
  }
}
