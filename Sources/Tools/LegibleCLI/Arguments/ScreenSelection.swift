import Audit
import DynamicType
import Legible
import Typesetting

/// One screen of the catalog in one configuration, scrolled where asked: what `render` and `dump`
/// show, read from the same options.
struct ScreenSelection {
  static let options: [CommandSpec.Option] = [
    .init("screen", value: "name", help: "A screen of the catalog (default: its first)."),
    .init("variant", value: "name", help: "One of the screen's variants (default: its last)."),
    .init("language", value: "code", help: "One of the screen's languages (default: its first)."),
    .init("category", value: "category", help: "The text size (default: L)."),
    .init("device", value: "device", help: "The device (default: 6s)."),
    .init("scroll", value: "offset|id", help: "Points to scroll, or the identifier of a view to scroll to."),
  ]

  let screen: AuditScreen
  let configuration: AuditConfiguration
  /// What `--scroll` asked for, if anything.
  let scroll: String?

  init(_ arguments: ParsedArguments, of spec: CommandSpec, context: CommandContext) throws(UsageError) {
    screen = try context.catalog.screen(arguments, of: spec)
    let device = try arguments.value("device", of: spec, Device.named) ?? .iPhone6S
    let category = try arguments.value("category", of: spec, ContentSizeCategory.init(parsing:)) ?? .large
    let language = arguments.value("language") ?? screen.defaultLanguage
    let variant = arguments.value("variant") ?? screen.defaultVariant
    try ScreenCatalog.check([language], are: \.languages, of: screen, named: "language")
    try ScreenCatalog.check([variant], are: \.variants, of: screen, named: "variant")
    configuration = AuditConfiguration(
      category: category, device: device, language: language, variant: variant)
    scroll = arguments.value("scroll")
  }

  /// The screen built, laid out and scrolled as asked.
  @MainActor func make(_ typesetter: any Typesetter, spec: CommandSpec) throws(UsageError) -> Screen {
    let laidOut = screen.make(configuration, typesetter)
    laidOut.layoutIfNeeded()
    guard let target = scroll else { return laidOut }
    if let offset = Double(target), offset.isFinite {
      guard let scroller = laidOut.scrollables().first(where: { $0.view.axis == .vertical })?.view else {
        throw UsageError("'\(screen.name)' has nothing that scrolls vertically", command: spec)
      }
      scroller.scroll(to: offset)
      laidOut.layoutIfNeeded()
    } else if !laidOut.scroll(toViewWithIdentifier: target) {
      throw UsageError(
        "'\(target.prefix(60))' is neither a number of points nor the identifier of a view that scrolling reaches",
        command: spec)
    }
    return laidOut
  }
}
