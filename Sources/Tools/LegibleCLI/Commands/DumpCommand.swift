import Audit
import Foundation
import Legible
import PangoCairo

/// `legible dump`: what a screen shows, laid out with real fonts, as JSON for other tools.
enum DumpCommand {
  static let command = Command(spec: spec, run: run)

  static let spec = CommandSpec(
    name: "dump",
    abstract: "Print a screen's laid-out content as JSON: texts as shown and intended, frames, traits.",
    discussion: """
      Lays the screen out with real fonts in one configuration, scrolled as asked, and prints \
      its snapshot: every view's role, identifier, path, frame and clip; each text as intended \
      (`string`) and as shown (`shown`, line by line with the ellipses and hyphens the reader \
      sees), with its style, point size and whether it is truncated; what takes touches \
      (`interactive`, `hitFrame`), the Large Content Viewer's traits, the content size category; \
      and the scroll position of everything that scrolls. Lengths are in points, from the \
      screen's top left. With --out the JSON goes to that file.
      """,
    options: ScreenSelection.options + [
      .init("out", value: "file", help: "Write the JSON to this file instead of the terminal.")
    ])

  @MainActor static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
    let selection = try ScreenSelection(arguments, of: spec, context: context)
    let screen = try selection.make(try PangoTypesetter(), spec: spec)
    guard
      case .object(var document) = screen.snapshot().jsonValue(
        sourceRoot: context.environment.currentDirectory)
    else { return .internal }
    let configuration = selection.configuration
    document["screen"] = .string(selection.screen.name)
    document["language"] = .string(configuration.language)
    document["variant"] = .string(configuration.variant)
    document["scrollPosition"] = .object(screen.scrollPosition.offsets.mapValues(JSONValue.number))
    let text = JSONValue.object(document).text
    if let path = arguments.value("out") {
      let out = try CommandSupport.outPath(path, context, folder: false, command: spec)
      try CommandSupport.write(Data(text.utf8), to: out)
      context.standardOutput("Wrote \(out.path)\n")
    } else {
      context.standardOutput(text)
    }
    return .success
  }
}
