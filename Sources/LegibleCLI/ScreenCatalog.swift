import Audit
import PizzaApp
import Showcase

/// The screens the command line knows by name.
enum ScreenCatalog {
  static let all: [AuditScreen] = [PizzaScreens.menu, PizzaScreens.product] + ShowcaseScreens.all

  static var names: String { all.map(\.name).joined(separator: ", ") }

  static func named(_ name: String) throws(UsageError) -> AuditScreen {
    guard let screen = all.first(where: { $0.name == name }) else {
      throw UsageError("'\(name)' is not a screen. Use one of: \(names).")
    }
    return screen
  }
}
