import Audit
import DynamicType
import Foundation
import Geometry
import Legible
import PangoCairo

/// `legible render`: one screen, in one configuration, to PNG, PDF or SVG.
enum RenderCommand {
  static let command = Command(spec: spec, run: run)

  static let spec = CommandSpec(
    name: "render",
    abstract: "Render one screen in one configuration to PNG, PDF or SVG.",
    discussion: """
      The format follows the --out file's extension (.png, .pdf, .svg). --scroll shows the screen \
      scrolled: a number scrolls the first vertical list or scroll view that many points, a name \
      brings the view with that identifier (product-7) to its top. --full-length draws the whole \
      content on one tall picture, as a full-page capture (up to 30,000 points). --hold presses the \
      view with that identifier (tab-2) and holds it for a second, as a finger would: where the \
      view shows the Large Content Viewer, the picture shows its panel.
      """,
    options: ScreenSelection.options + [
      .init("scale", value: "scale", help: "The pixel scale of a PNG (default: the device's)."),
      .init("full-length", help: "Draw the whole scrolling content on one tall picture."),
      .init("hold", value: "id", help: "Press and hold the view with that identifier for a second."),
      .init("out", value: "file", help: "The file to write (required)."),
    ])

  @MainActor static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
    guard let outPath = arguments.value("out") else { throw UsageError("--out is required", command: spec) }
    let out = try CommandSupport.outPath(outPath, context, folder: false, command: spec)
    guard let format = ImageFormat(fileExtension: out.pathExtension) else {
      throw UsageError("'\(out.lastPathComponent)' does not end in .png, .pdf or .svg", command: spec)
    }
    let selection = try ScreenSelection(arguments, of: spec, context: context)
    let scale =
      try arguments.value("scale", of: spec, CommandSupport.positiveNumber)
      ?? selection.configuration.device.scale
    let typesetter = try PangoTypesetter()
    let fullLength = arguments.flag("full-length")
    if fullLength, selection.scroll != nil {
      throw UsageError("--scroll and --full-length cannot be used together", command: spec)
    }
    let laidOut: Screen
    var note = ""
    if fullLength {
      let (tall, isCut) = selection.screen.fullLength(selection.configuration, typesetter: typesetter)
      laidOut = tall
      if isCut { note = " (cut at \(formatPoints(AuditScreen.maximumFullLength)) points)" }
    } else {
      laidOut = try selection.make(typesetter, spec: spec)
    }
    if let target = arguments.value("hold") {
      guard !fullLength else {
        throw UsageError("--hold and --full-length cannot be used together", command: spec)
      }
      guard laidOut.pressAndHold(viewWithIdentifier: target) else {
        throw UsageError(
          "no view with the identifier '\(target.prefix(60))' shows on the screen (scroll to it with --scroll)",
          command: spec)
      }
    }
    let canvas = laidOut.device.size
    // The renderer draws at most 16,384 pixels a side and 64 million in all: a tall picture is
    // drawn at a lower scale.
    let pixelScale = min(
      scale, 16_000 / max(canvas.width, canvas.height),
      (60_000_000 / (canvas.width * canvas.height)).squareRoot())
    let data: [UInt8]
    do {
      data = try Renderer(typesetter: typesetter).data(
        laidOut.snapshot().drawingOperations, canvas: canvas, scale: pixelScale, format: format)
    } catch {
      throw UsageError("\(error)", command: spec)
    }
    try CommandSupport.write(Data(data), to: out)
    context.standardOutput(
      "Wrote \(out.path)" + (fullLength ? ", \(formatPoints(canvas.height)) points tall\(note)" : "") + "\n")
    return .success
  }
}
