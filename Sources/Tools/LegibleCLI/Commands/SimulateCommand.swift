import Audit
import Drawing
import DynamicType
import Foundation
import Legible
import PangoCairo
import Simulation

/// `legible simulate`: shows an image, or a rendered screen, as a person with low vision sees it.
enum SimulateCommand {
  static let command = Command(spec: spec, run: run)

  static let spec = CommandSpec(
    name: "simulate",
    abstract: "Show a PNG or a screen as someone with low vision or a colour vision deficiency sees it.",
    discussion: """
      Conditions (several with commas): acuity:20/70, acuity:20/200, contrast:0.3, cataract:0.6, \
      central:5, peripheral:10 (degrees of visual angle), protanopia, deuteranopia, tritanopia \
      (optionally :severity 0 … 1). Without --compare the conditions are applied one after the \
      other; with --compare the output is a sheet with the original and one panel per condition. \
      Visual angles become pixels through the viewing distance (--distance, cm, default 30) and \
      the display density (--ppi, default 163 per display-scale unit). An --in image is taken to \
      be drawn at --scale pixels per point (default 2, as a 2× phone screenshot); a screen is \
      drawn at its device's scale. Comparison sheets name the acuity model they use.
      """,
    options: [
      .init("condition", value: "list", help: "The conditions to simulate."),
      .init("in", value: "png", help: "A PNG to simulate (or use --screen)."),
      .init("screen", value: "name", help: "Render this screen of the catalog instead."),
      .init("variant", value: "name", help: "The menu's variant: firstApproach or adapted (default)."),
      .init("language", value: "code", help: "The menu's language: en (default), ru, hi or zh."),
      .init("category", value: "category", help: "The text size to render the screen at (default: AX3)."),
      .init("device", value: "device", help: "The device to render the screen for (default: 6s)."),
      .init("out", value: "png", help: "Where to write the result (required)."),
      .init("compare", help: "Write a comparison sheet: the original beside each condition."),
      .init("distance", value: "cm", help: "Viewing distance in centimetres (default 30)."),
      .init("ppi", value: "ppi", help: "Display density in pixels per inch."),
      .init("scale", value: "scale", help: "Pixels per point of the --in image: 1, 2 (default) or 3."),
    ])

  @MainActor static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
    guard let conditionText = arguments.value("condition") else {
      throw UsageError("--condition is required", command: spec)
    }
    let conditions = try conditionText.split(separator: ",").map { text throws(UsageError) in
      do { return try VisionCondition(parsing: String(text)) } catch {
        throw UsageError("\(error)", command: spec)
      }
    }
    guard !conditions.isEmpty else { throw UsageError("--condition is empty", command: spec) }
    guard let outPath = arguments.value("out") else { throw UsageError("--out is required", command: spec) }
    let out = try CommandSupport.outPath(outPath, context, folder: false, command: spec)

    let typesetter = try PangoTypesetter()
    let renderer = Renderer(typesetter: typesetter)
    let source: Bitmap
    var scale = 2.0
    var title: String
    switch (arguments.value("in"), arguments.value("screen")) {
    case (.some, .some): throw UsageError("give --in or --screen, not both", command: spec)
    case (nil, nil): throw UsageError("give --in <png> or --screen <name>", command: spec)
    case (let path?, nil):
      let url = CommandSupport.resolve(path, context)
      guard let data = FileManager.default.contents(atPath: url.path) else {
        throw UsageError("cannot read \(url.path)", command: spec)
      }
      do { source = try PNGCodec.decode(Array(data), name: url.lastPathComponent) } catch {
        throw UsageError("\(error)", command: spec)
      }
      title = url.lastPathComponent
      if let given = try arguments.value("scale", of: spec, CommandSupport.positiveNumber) {
        guard given <= 10 else {
          throw UsageError("--scale \(formatDistance(given)) is more than 10 pixels per point", command: spec)
        }
        scale = given
      }
      title += " at \(formatDistance(scale))×"
    case (nil, let name?):
      if arguments.value("scale") != nil {
        throw UsageError(
          "--scale is for an --in image; a screen is drawn at its device's scale", command: spec)
      }
      let screen: AuditScreen
      do { screen = try context.catalog.named(name) } catch { throw UsageError(error.message, command: spec) }
      let category =
        try arguments.value("category", of: spec, ContentSizeCategory.init(parsing:))
        ?? .accessibilityExtraLarge
      let device = try arguments.value("device", of: spec, Device.named) ?? .iPhone6S
      scale = device.scale
      let configuration = AuditConfiguration(
        category: category, device: device, language: arguments.value("language") ?? screen.defaultLanguage,
        variant: arguments.value("variant") ?? screen.defaultVariant)
      try ScreenCatalog.check([configuration.language], are: \.languages, of: screen, named: "language")
      try ScreenCatalog.check([configuration.variant], are: \.variants, of: screen, named: "variant")
      let laidOut = screen.make(configuration, typesetter)
      source = try renderer.bitmap(
        laidOut.snapshot().drawingOperations, canvas: device.size, scale: device.scale)
      title = "\(screen.name) · \(category.shortName) · \(device.name)"
    }
    var viewing = ViewingConditions.phone(scale: scale)
    if let distance = try arguments.value("distance", of: spec, CommandSupport.positiveNumber) {
      viewing.distanceCentimetres = distance
    }
    if let ppi = try arguments.value("ppi", of: spec, CommandSupport.positiveNumber) {
      viewing.pixelsPerInch = ppi
    }

    let result: Bitmap
    if arguments.flag("compare") {
      var panels = [(caption: "Normal vision", image: source)]
      for condition in conditions {
        panels.append(
          (
            condition.description.prefix(1).uppercased() + condition.description.dropFirst(),
            try simulate(condition, source, viewing)
          ))
      }
      title += " · seen at \(formatDistance(viewing.distanceCentimetres)) cm"
      if conditions.contains(where: { if case .reducedAcuity = $0 { true } else { false } }) {
        title += " · acuity model: \(Simulator.acuityModel)"
      }
      result = try ComparisonSheet.render(panels, title: title, renderer: renderer)
    } else {
      var image = source
      for condition in conditions { image = try simulate(condition, image, viewing) }
      result = image
    }
    try CommandSupport.write(Data(try PNGCodec.encode(result)), to: out)
    context.standardOutput("Wrote \(out.path) (\(result.width)×\(result.height))\n")
    return .success
  }

  static func simulate(_ condition: VisionCondition, _ image: Bitmap, _ viewing: ViewingConditions) throws
    -> Bitmap
  {
    do { return try Simulator.apply(condition, to: image, viewing: viewing) } catch {
      throw UsageError("\(error)")
    }
  }

  static func formatDistance(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }
}
