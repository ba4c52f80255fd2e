import Audit

/// `legible screens`: the catalog's screens, with their languages and variants.
enum ScreensCommand {
  static let command = Command(spec: spec, run: run)

  static let spec = CommandSpec(
    name: "screens",
    abstract: "List the screens the commands know, with their languages and variants.",
    discussion: """
      The first screen is every command's default. A program of your own lists its screens in \
      its `LegibleCatalog`.
      """)

  @MainActor static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
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
