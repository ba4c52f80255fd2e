import DynamicType
import Geometry

/// `legible content-size`: shows which content size category Legible will use and why.
enum ContentSizeCommand {
  static let command = Command(spec: spec, run: run)

  static let spec = CommandSpec(
    name: "content-size",
    abstract: "Show the preferred content size category and where it comes from.",
    discussion: """
      Order: --content-size, then the LEGIBLE_CONTENT_SIZE environment variable (a category such \
      as AX3 or xxLarge, or a factor such as 1.5), then the GNOME desktop's text-scaling-factor \
      (read with gsettings), then large.
      """,
    options: [
      .init("content-size", value: "category", help: "Use this category (or factor) instead.")
    ])

  @MainActor static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
    let preferred = try PreferredContentSize.resolve(
      option: arguments.value("content-size"), environment: context.environment)
    let category = preferred.category
    context.standardOutput(
      """
      \(category.shortName) \(category.name)
      source: \(preferred.source)
      accessibility size: \(category.isAccessibilityCategory ? "yes" : "no")
      body text: \(formatPoints(TextStyle.body.pointSize(at: category))) pt

      """)
    return .success
  }
}
