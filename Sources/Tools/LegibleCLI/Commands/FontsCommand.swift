import DynamicType
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
      the font falls back to Noto Sans, and is reported. The system font (text styles,       `.system(size:)`) is laid out in the stand-in, Noto Sans SemiCondensed, unless the catalog's       `systemFont` or LEGIBLE_SYSTEM_FONT names the family a team is licensed to use; the row       "system font" gives the faces its regular and semibold text are set in.
      """)

  @MainActor static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
    let typesetter = try PangoTypesetter()
    var table = TextTable(header: ["font", "source", "found by"])
    for family in FontConfiguration.families {
      let found = typesetter.resolvedFamily(family) == family
      table.append([family, "pinned", found ? "family" : "not installed: run scripts/setup"])
    }
    let system = [FontWeight.regular, .semibold].map {
      typesetter.faceName(Font(family: Font.defaultFamily, weight: $0, pointSize: 17))
    }
    let standIn = AppFonts.systemFontFamily == nil
    let faithful = !standIn || system.allSatisfy { $0.hasPrefix("NotoSans-SemiCondensed") }
    table.append([
      "system font: \(AppFonts.systemFontFamily ?? FontConfiguration.systemFontStandIn)",
      standIn ? "stand-in" : "given",
      faithful
        ? "faces " + system.joined(separator: ", ")
        : "not installed, Noto Sans instead (13% wider): run scripts/setup (fonts-noto-extra)",
    ])
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
    return missed == 0 && faithful ? .success : .findings
  }
}
