import DynamicType
import Foundation
import Legible
import PizzaApp
import Preview

/// `legible preview`: the reference app in a live window, with the text size changing while it runs.
enum PreviewCommand {
  static let command = Command(spec: spec, run: run)

  static let spec = CommandSpec(
    name: "preview",
    abstract: "Open the pizza menu in a live window; change the text size while you use it.",
    discussion: """
      The mouse is the finger: click to tap, drag to scroll, press and hold for the Large Content \
      Viewer (at accessibility sizes, over the tab bar). The side panel sets the text size, \
      language, variant and device, and lists the audit's findings for what is on screen. Keys: \
      left/right (or -/+) text size, L language, V variant, D device, S screenshot, Q quit. \
      Needs a display (X11 or Wayland; Xvfb works); without one it says so and exits with 70.
      """,
    options: [
      .init("language", value: "code", help: "en (default), ru, hi or zh."),
      .init("variant", value: "name", help: "adapted (default) or firstApproach."),
      .init("device", value: "device", help: "se, 6s (default) or 15."),
      .init("category", value: "category", help: "The text size to start at (default: the preferred size)."),
      .init("zoom", value: "factor", help: "Window pixels per point (default: the device's scale)."),
      .init("screenshots", value: "folder", help: "Where S saves screenshots (default: the current folder)."),
      .init("follow-system", help: "Follow the desktop's text-scaling-factor while running."),
    ])

  @MainActor static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
    let language =
      try arguments.value("language", of: spec) { text in
        guard let language = Language(code: text) else {
          throw UsageError("'\(text)' is not a language of the menu. Use en, ru, hi or zh.")
        }
        return language
      } ?? .english
    let variant =
      try arguments.value("variant", of: spec) { text in
        guard let variant = Variant(name: text) else {
          throw UsageError("'\(text)' is not a variant. Use firstApproach or adapted.")
        }
        return variant
      } ?? .adapted
    let device = try arguments.value("device", of: spec, Device.named) ?? .iPhone6S
    let category =
      try arguments.value("category", of: spec, ContentSizeCategory.init(parsing:))
      ?? PreferredContentSize.resolve(option: nil, environment: context.environment).category
    let zoom = try arguments.value("zoom", of: spec, CommandSupport.positiveNumber)
    let folder = CommandSupport.resolve(arguments.value("screenshots") ?? ".", context)
    let session = try PreviewSession(
      language: language, variant: variant, device: device, category: category, zoom: zoom)
    let environment = context.environment
    var follow: (@MainActor () -> ContentSizeCategory?)? = nil
    if arguments.flag("follow-system") {
      follow = {
        environment.desktopTextScalingFactor().flatMap(Double.init).flatMap {
          try? ContentSizeCategory.nearest(toScaleFactor: $0)
        }
      }
    }
    do {
      try PreviewWindow.run(
        session,
        options: PreviewWindow.Options(
          screenshotFolder: folder, systemCategory: follow, log: { context.standardOutput($0 + "\n") }))
    } catch let error as PreviewWindow.WindowError {
      context.standardError("error: \(error)\n")
      return .internal
    }
    return .success
  }
}
