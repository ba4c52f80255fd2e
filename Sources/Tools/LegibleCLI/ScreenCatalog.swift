import Audit
import DynamicType
import Legible

/// The screens a command line knows by name, and what its `demo` runs. The first screen is every
/// command's default. `legible` carries the reference app's catalog; a program of your own
/// carries yours (`LegibleCatalog`).
public struct ScreenCatalog: Sendable {
  /// The screens; a usable catalog has at least one, and no two with the same name.
  public var screens: [AuditScreen]
  /// What `demo` runs; nil only when there are no screens.
  public var demo: DemoPlan?
  /// Whether the catalog lists a team's previews, so that `audit` audits every screen unless
  /// `--screen` names one.
  public var listsPreviews: Bool
  /// The window `preview` opens, or nil when the program has none (it then says how to add one).
  public var liveWindow: (any LiveWindow.Type)?

  /// A catalog of `screens`; `demo` defaults to the first screen over all its languages and
  /// variants, every text size and four phones.
  public init(
    screens: [AuditScreen], demo: DemoPlan? = nil, liveWindow: (any LiveWindow.Type)? = nil,
    listsPreviews: Bool = false
  ) {
    self.screens = screens
    self.listsPreviews = listsPreviews
    self.demo = demo ?? screens.first.map { DemoPlan(screen: $0) }
    self.liveWindow = liveWindow
  }

  /// The problem of a catalog with no screen.
  static let noScreens = "the catalog lists no screens; add one to `screens`"

  /// What makes the catalog unusable, said so that its author can fix it; nil when it is fine.
  public var problem: String? {
    guard !screens.isEmpty else { return Self.noScreens }
    var seen: Set<String> = []
    for screen in screens where screen.name == Self.everyScreenName {
      return
        "a screen of the catalog is named '\(screen.name)', which `--screen` keeps for every screen at once; rename it"
    }
    for screen in screens where !seen.insert(screen.name).inserted {
      return "two screens of the catalog are named '\(screen.name)'; give each its own name"
    }
    return nil
  }

  var names: String { screens.map(\.name).joined(separator: ", ") }

  /// The screen named `name`.
  func named(_ name: String) throws(UsageError) -> AuditScreen {
    guard let screen = screens.first(where: { $0.name == name }) else {
      throw UsageError("'\(name)' is not a screen. Use one of: \(names).")
    }
    return screen
  }

  /// The screen `--screen` names, or the first of the catalog. Where `everyScreen` is true (the
  /// audit), `--screen all` is every screen as one, and so is the default of a catalog of previews.
  func screen(
    _ arguments: ParsedArguments, of command: CommandSpec, everyScreen: Bool = false
  ) throws(UsageError) -> AuditScreen {
    if everyScreen,
      arguments.value("screen") == Self.everyScreenName || (arguments.value("screen") == nil && listsPreviews)
    {
      return all
    }
    if let screen = try arguments.value("screen", of: command, { try named($0) }) { return screen }
    guard let first = screens.first else { throw UsageError("the catalog has no screens") }
    return first
  }

  /// The name `--screen` takes for every screen of the catalog at once.
  static let everyScreenName = "all"
  /// The name of that screen in reports.
  static let everyScreenTitle = "all screens"

  /// Every screen of the catalog as one screen whose variants are the screens (`Screen › variant`
  /// for a screen that comes in several), in the languages they all come in: one audit, one
  /// report, a verdict per screen.
  var all: AuditScreen {
    var parts: [(variant: String, screen: AuditScreen, own: String)] = []
    for screen in screens {
      if let variants = screen.variants, variants.count > 1 {
        for variant in variants { parts.append(("\(screen.name) › \(variant)", screen, variant)) }
      } else {
        parts.append((screen.name, screen, screen.defaultVariant))
      }
    }
    let shared = screens.reduce(nil as [String]?) { languages, screen in
      let own = screen.languages ?? [screen.defaultLanguage]
      return languages.map { $0.filter(own.contains) } ?? own
    }
    let table = Dictionary(
      parts.map { ($0.variant, ($0.screen, $0.own)) }, uniquingKeysWith: { first, _ in first })
    return AuditScreen(
      name: Self.everyScreenTitle, languages: shared.flatMap { $0.isEmpty ? nil : $0 },
      variants: parts.map(\.variant)
    ) { configuration, typesetter in
      guard let (screen, own) = table[configuration.variant] ?? parts.first.map({ ($0.screen, $0.own) })
      else {
        return Screen(
          device: configuration.device, traits: Traits(contentSizeCategory: configuration.category),
          typesetter: typesetter)
      }
      var inner = configuration
      inner.variant = own
      return screen.make(inner, typesetter)
    }
  }

  /// Checks that `screen` comes in each of `values` (its languages or variants), with one message
  /// for every command. A screen that lists none comes in its default alone: auditing it in
  /// another would report a configuration that does not exist.
  static func check(
    _ values: [String], are kind: KeyPath<AuditScreen, [String]?>, of screen: AuditScreen, named noun: String
  ) throws(UsageError) {
    let listed = screen[keyPath: kind]
    let allowed = listed ?? [kind == \AuditScreen.languages ? screen.defaultLanguage : screen.defaultVariant]
    for value in values where !allowed.contains(value) {
      let use =
        listed == nil
        ? "It lists no \(noun)s, so it comes in \(allowed[0]) alone (a catalog lists them in AuditScreen(name:languages:variants:))."
        : "Use \(allowed.joined(separator: ", "))."
      throw UsageError("'\(value)' is not a \(noun) of the \(screen.name) screen. \(use)")
    }
  }
}
