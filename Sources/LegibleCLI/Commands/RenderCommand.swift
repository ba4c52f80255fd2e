import Audit
import DynamicType
import Foundation
import Geometry
import Legible
import PangoCairo
import PizzaApp

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
    options: [
      .init("screen", value: "name", help: "menu (default), demo or broken-demo."),
      .init("variant", value: "name", help: "The menu's variant: firstApproach or adapted (default)."),
      .init("language", value: "code", help: "en (default), ru, hi or zh."),
      .init("category", value: "category", help: "The text size (default: L)."),
      .init("device", value: "device", help: "The device (default: 6s)."),
      .init("scale", value: "scale", help: "The pixel scale of a PNG (default: the device's)."),
      .init(
        "scroll", value: "offset|id", help: "Points to scroll, or the identifier of a view to scroll to."),
      .init("full-length", help: "Draw the whole scrolling content on one tall picture."),
      .init("hold", value: "id", help: "Press and hold the view with that identifier for a second."),
      .init("out", value: "file", help: "The file to write (required)."),
    ])

  @MainActor static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
    guard let outPath = arguments.value("out") else { throw UsageError("--out is required", command: spec) }
    let out = CommandSupport.resolve(outPath, context)
    guard let format = ImageFormat(fileExtension: out.pathExtension) else {
      throw UsageError("'\(out.lastPathComponent)' does not end in .png, .pdf or .svg", command: spec)
    }
    let screen = try arguments.value("screen", of: spec, ScreenCatalog.named) ?? PizzaScreens.menu
    let device = try arguments.value("device", of: spec, Device.named) ?? .iPhone6S
    let category = try arguments.value("category", of: spec, ContentSizeCategory.init(parsing:)) ?? .large
    let language = arguments.value("language") ?? screen.defaultLanguage
    let variant = arguments.value("variant") ?? screen.defaultVariant
    try ScreenCatalog.check([language], are: \.languages, of: screen, named: "language")
    try ScreenCatalog.check([variant], are: \.variants, of: screen, named: "variant")
    let scale = try arguments.value("scale", of: spec, CommandSupport.positiveNumber) ?? device.scale
    let typesetter = try PangoTypesetter()
    let configuration = AuditConfiguration(
      category: category, device: device, language: language, variant: variant)
    let fullLength = arguments.flag("full-length")
    if fullLength, arguments.value("scroll") != nil {
      throw UsageError("--scroll and --full-length cannot be used together", command: spec)
    }
    var laidOut = screen.make(configuration, typesetter)
    var note = ""
    if fullLength {
      let (tall, isCut) = screen.fullLength(configuration, typesetter: typesetter)
      laidOut = tall
      if isCut { note = " (cut at \(formatPoints(AuditScreen.maximumFullLength)) points)" }
    } else if let target = arguments.value("scroll") {
      if let offset = Double(target), offset.isFinite {
        laidOut.layoutIfNeeded()
        guard let scroller = laidOut.scrollables().first(where: { $0.view.axis == .vertical })?.view else {
          throw UsageError("'\(screen.name)' has nothing that scrolls vertically", command: spec)
        }
        scroller.scroll(to: offset)
      } else if !laidOut.scroll(toViewWithIdentifier: target) {
        throw UsageError(
          "'\(target.prefix(60))' is neither a number of points nor the identifier of a view that scrolling reaches",
          command: spec)
      }
    }
    if let target = arguments.value("hold") {
      guard !fullLength else {
        throw UsageError("--hold and --full-length cannot be used together", command: spec)
      }
      laidOut.layoutIfNeeded()
      guard let node = laidOut.snapshot().node(target), let area = node.hitFrame ?? Optional(node.frame),
        let visible = area.intersection(node.clip)
      else {
        throw UsageError(
          "no view with the identifier '\(target.prefix(60))' shows on the screen (scroll to it with --scroll)",
          command: spec)
      }
      laidOut.play(TouchScript().press(at: visible.center).hold(1))
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
