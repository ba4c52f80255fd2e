import PangoCairo
import Typesetting

/// `legible fonts`: the fonts text is laid out with, the pinned ones and the app's own, and the
/// name by which each app font is found.
enum FontsCommand {
  static let command = Command(spec: spec, run: run)

  static let spec = CommandSpec(
    name: "fonts",
    abstract: "List the fonts text is laid out with: the pinned ones and the app's own.",
    discussion: """
      App fonts come from the catalog's `appFonts` and from LEGIBLE_APP_FONTS (font files and \
      Info.plist files whose UIAppFonts are read, separated by colons). Each is laid out by its \
      PostScript name and by its family, as `Font.custom` names it; a name that does not find \
      the font falls back to Noto Sans, and is reported.
      """)

  @MainActor static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
    let typesetter = try PangoTypesetter()
    var table = TextTable(header: ["font", "source", "found by"])
    for family in FontConfiguration.families {
      let found = typesetter.resolvedFamily(family) == family
      table.append([family, "pinned", found ? "family" : "not installed: run scripts/setup"])
    }
    var missed = 0
    for face in AppFonts.faces {
      var names: [String] = []
      for name in [face.postScriptName, face.family] where !name.isEmpty {
        let layout = typesetter.layout(
          TextRequest("Hamburgefonstiv", font: Font(family: name, pointSize: 17)))
        if layout.resolvedFamily == face.family, !layout.usedFallbackFamily { names.append(name) }
      }
      if names.isEmpty { missed += 1 }
      table.append([
        "\(face.family) \(face.weight)\(face.isItalic ? " italic" : "")", "app",
        names.isEmpty ? "nothing: falls back to Noto Sans" : names.joined(separator: ", "),
      ])
    }
    context.standardOutput(table.alignedText)
    return missed == 0 ? .success : .findings
  }
}
