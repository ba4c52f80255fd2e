import Audit
import DynamicType
import Foundation
import Legible
import PangoCairo
import PizzaApp

/// `legible render`: one screen, in one configuration, to PNG, PDF or SVG.
enum RenderCommand {
  static let command = Command(spec: spec, run: run)

  static let spec = CommandSpec(
    name: "render",
    abstract: "Render one screen in one configuration to PNG, PDF or SVG.",
    discussion: "The format follows the --out file's extension (.png, .pdf, .svg).",
    options: [
      .init("screen", value: "name", help: "menu (default), demo or broken-demo."),
      .init("variant", value: "name", help: "The menu's variant: firstApproach or adapted (default)."),
      .init("language", value: "code", help: "en (default), ru, hi or zh."),
      .init("category", value: "category", help: "The text size (default: L)."),
      .init("device", value: "device", help: "The device (default: 6s)."),
      .init("scale", value: "scale", help: "The pixel scale of a PNG (default: the device's)."),
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
    let language = arguments.value("language") ?? "en"
    if screen.name == PizzaScreens.menu.name, Language(code: language) == nil {
      throw UsageError("'\(language)' is not a language of the menu. Use en, ru, hi or zh.", command: spec)
    }
    let variant = arguments.value("variant") ?? "adapted"
    if screen.name == PizzaScreens.menu.name, Variant(name: variant) == nil {
      throw UsageError("'\(variant)' is not a variant. Use firstApproach or adapted.", command: spec)
    }
    let scale = try arguments.value("scale", of: spec, CommandSupport.positiveNumber) ?? device.scale
    let typesetter = try PangoTypesetter()
    let configuration = AuditConfiguration(
      category: category, device: device, language: language, variant: variant)
    let laidOut = screen.make(configuration, typesetter)
    let data: [UInt8]
    do {
      data = try Renderer(typesetter: typesetter).data(
        laidOut.snapshot().drawingOperations, canvas: device.size, scale: scale, format: format)
    } catch {
      throw UsageError("\(error)", command: spec)
    }
    try CommandSupport.write(Data(data), to: out)
    context.standardOutput("Wrote \(out.path)\n")
    return .success
  }
}
