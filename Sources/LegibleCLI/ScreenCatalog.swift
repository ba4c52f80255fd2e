import Audit
import PizzaApp
import Showcase

/// The screens the command line knows by name.
enum ScreenCatalog {
  static let all: [AuditScreen] = [PizzaScreens.menu, PizzaScreens.product] + ShowcaseScreens.all

  static var names: String { all.map(\.name).joined(separator: ", ") }

  /// Checks that `screen` comes in each of `values` (its languages or variants), with one message
  /// for every command.
  static func check(
    _ values: [String], are kind: KeyPath<AuditScreen, [String]?>, of screen: AuditScreen, named noun: String
  ) throws(UsageError) {
    guard let allowed = screen[keyPath: kind] else { return }
    for value in values where !allowed.contains(value) {
      throw UsageError(
        "'\(value)' is not a \(noun) of the \(screen.name) screen. Use \(allowed.joined(separator: ", ")).")
    }
  }

  static func named(_ name: String) throws(UsageError) -> AuditScreen {
    guard let screen = all.first(where: { $0.name == name }) else {
      throw UsageError("'\(name)' is not a screen. Use one of: \(names).")
    }
    return screen
  }
}
