import Audit
import LegibleCLI
import PizzaApp
import Preview

/// The screens the `legible` tool carries: the reference app's menu (both variants) and product
/// screen, and the demonstration screens. Its demo is the case study's: the menu before and
/// after, compared at AX3 on an iPhone 6S with a product row in view.
public enum BundledCatalog: LegibleCatalog {
  public static let screens = [PizzaScreens.menu, PizzaScreens.product] + ShowcaseScreens.all

  /// `legible preview` opens the live window.
  public static let liveWindow: (any LiveWindow.Type)? = PreviewWindow.self

  public static let demo: DemoPlan? = DemoPlan(
    screen: PizzaScreens.menu, matrix: PizzaScreens.demoMatrix, introduction: PizzaScreens.introduction,
    comparison: DemoPlan.Comparison(
      before: "firstApproach", after: "adapted", category: .accessibilityExtraLarge, device: .iPhone6S,
      scrolledTo: "product-0"))
}
