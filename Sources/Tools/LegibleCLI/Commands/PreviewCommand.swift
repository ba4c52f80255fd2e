import DynamicType
import Foundation
import Legible

/// `legible preview`: a screen of the catalog (its first by default) in a live window, with
/// the text size changing while it runs.
enum PreviewCommand {
  static let command = Command(spec: spec, run: run)

  static let spec = CommandSpec(
    name: "preview",
    abstract: "Open a screen in a live window; change the text size while you use it.",
    discussion: """
      Screens are the catalog's (`legible screens` lists them). The mouse is the finger: click to tap, drag to scroll, press and hold for the Large Content \
      Viewer (at accessibility sizes, over the tab bar). The side panel sets the text size, \
      language, variant and device, and lists the audit's findings for what is on screen. Keys: \
      left/right (or -/+) text size, L language, V variant, D device, S screenshot, Q quit; \
      after a click in a text field, keys type into it (Return submits, Escape stops editing). \
      Needs a display (X11 or Wayland; Xvfb works); without one it says so and exits with 70.
      """,
    options: [
      .init("screen", value: "name", help: "The screen to show (default: the catalog's first)."),
      .init("language", value: "code", help: "One of the screen's languages ({languages})."),
      .init("variant", value: "name", help: "One of the screen's variants (default: its last)."),
      .init("device", value: "device", help: "4s, se, 6s (default), 15 or 15-pro-max, as audit takes them."),
      .init("category", value: "category", help: "The text size to start at (default: the preferred size)."),
      .init("zoom", value: "factor", help: "Window pixels per point (default: the device's scale)."),
      .init("screenshots", value: "folder", help: "Where S saves screenshots (default: the current folder)."),
      .init("follow-system", help: "Follow the desktop's text-scaling-factor while running."),
    ])

  @MainActor static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
    let screen = try context.catalog.screen(arguments, of: spec)
    let language = arguments.value("language")
    let variant = arguments.value("variant")
    if let language { try ScreenCatalog.check([language], are: \.languages, of: screen, named: "language") }
    if let variant { try ScreenCatalog.check([variant], are: \.variants, of: screen, named: "variant") }
    let device = try arguments.value("device", of: spec, Device.named) ?? .iPhone6S
    let category =
      try arguments.value("category", of: spec, ContentSizeCategory.init(parsing:))
      ?? PreferredContentSize.resolve(option: nil, environment: context.environment).category
    let zoom = try arguments.value("zoom", of: spec, CommandSupport.positiveNumber)
    let folder = CommandSupport.resolve(arguments.value("screenshots") ?? ".", context)
    guard let window = context.catalog.liveWindow else {
      throw UsageError(
        """
        \(context.programName) has no live window. A catalog program opts into it: depend on the \
        Preview product, import Preview, and add `static let liveWindow: (any LiveWindow.Type)? = \
        PreviewWindow.self` to the catalog.
        """, command: spec)
    }
    let environment = context.environment
    var follow: (@MainActor () -> ContentSizeCategory?)? = nil
    if arguments.flag("follow-system") {
      follow = {
        environment.desktopTextScalingFactor().flatMap(Double.init).flatMap {
          try? ContentSizeCategory.nearest(toScaleFactor: $0)
        }
      }
    }
    return window.open(
      LiveWindowRequest(
        screen: screen, language: language, variant: variant, device: device, category: category, zoom: zoom,
        screenshotFolder: folder, systemCategory: follow, log: { context.standardOutput($0 + "\n") },
        standardError: { context.standardError($0) }))
  }
}
