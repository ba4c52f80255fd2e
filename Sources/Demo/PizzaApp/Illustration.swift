import Drawing

/// Vector drawings for the menu: one per category (pizza, combo box, snack, dessert, drink,
/// sauce), and the app's icons. Drawn for this app; no one's product or logo.
public enum Illustration: String, CaseIterable, Sendable {
  /// A pizza, for the pizzas.
  case pizza
  /// A combo box, for the combos.
  case combo
  /// A snack.
  case snack
  /// A dessert.
  case dessert
  /// A drink.
  case drink
  /// A sauce pot.
  case sauce

  /// The drawing as an icon.
  public var icon: VectorIcon {
    VectorIcon(name: rawValue, svg: svg)
  }

  private var svg: String {
    let open = "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 100 100'>"
    switch self {
    case .pizza:
      return open
        + "<circle cx='50' cy='50' r='46' fill='#E3A64B'/><circle cx='50' cy='50' r='38' fill='#C8413A'/>"
        + "<circle cx='50' cy='50' r='34' fill='#F1D58A'/>"
        + "<circle cx='36' cy='38' r='7' fill='#B5302A'/><circle cx='62' cy='34' r='7' fill='#B5302A'/>"
        + "<circle cx='58' cy='62' r='7' fill='#B5302A'/><circle cx='36' cy='63' r='6' fill='#B5302A'/>"
        + "<circle cx='50' cy='48' r='3' fill='#3F7D3A'/><circle cx='70' cy='50' r='3' fill='#3F7D3A'/></svg>"
    case .combo:
      return open
        + "<rect x='10' y='30' width='80' height='55' rx='6' fill='#D9B27C'/>"
        + "<path d='M10 30 L50 12 L90 30 Z' fill='#C49A62'/><rect x='40' y='45' width='20' height='8' rx='3' fill='#8C5A2B'/></svg>"
    case .snack:
      return open
        + "<path d='M20 80 Q50 20 80 80 Z' fill='#E8C27A'/><path d='M30 78 Q50 40 70 78' stroke='#B98A3E' stroke-width='4' fill='none'/></svg>"
    case .dessert:
      return open
        + "<path d='M15 70 L85 70 L75 90 L25 90 Z' fill='#7B4A2D'/><path d='M15 70 Q50 25 85 70 Z' fill='#F3E1C7'/>"
        + "<circle cx='50' cy='38' r='8' fill='#C8413A'/></svg>"
    case .drink:
      return open
        + "<path d='M30 20 L70 20 L64 90 L36 90 Z' fill='#F5D547'/><rect x='30' y='20' width='40' height='10' fill='#FFFFFF' opacity='0.6'/>"
        + "<rect x='55' y='5' width='4' height='30' fill='#3F7D3A'/></svg>"
    case .sauce:
      return open
        + "<ellipse cx='50' cy='70' rx='36' ry='16' fill='#8C2F24'/><ellipse cx='50' cy='64' rx='30' ry='10' fill='#C8413A'/></svg>"
    }
  }

  /// The disclosure triangle of the city picker (a template: tinted).
  public static let triangle = VectorIcon(
    name: "triangle",
    svg:
      "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 10 10'><path d='M1 3 L9 3 L5 8 Z' fill='#000'/></svg>"
  )
  /// A coin for the loyalty balance.
  public static let coin = VectorIcon(
    name: "coin",
    svg:
      "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 20 20'><circle cx='10' cy='10' r='9' fill='#E0A526'/><circle cx='10' cy='10' r='6' fill='none' stroke='#A8741A' stroke-width='1.5'/></svg>"
  )
  /// A chevron pointing to the trailing side.
  public static let chevron = VectorIcon(
    name: "chevron",
    svg:
      "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 12 20'><path d='M10 2 L2 10 L10 18' stroke='#000' stroke-width='2.5' fill='none'/></svg>"
  )
  /// A heart: a favourite.
  public static let heart = VectorIcon(
    name: "heart",
    svg:
      "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 20 20'><path d='M10 17 L3 10 A4 4 0 0 1 10 5 A4 4 0 0 1 17 10 Z' fill='#000'/></svg>"
  )
  /// A share icon: a box with an arrow out of it.
  public static let share = VectorIcon(
    name: "share",
    svg:
      "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 20 20'><path d='M10 2 L10 13 M6 6 L10 2 L14 6 M4 10 L4 18 L16 18 L16 10' stroke='#000' stroke-width='2' fill='none'/></svg>"
  )
  /// A shopping cart.
  public static let cart = VectorIcon(
    name: "cart",
    svg:
      "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 20 20'><path d='M2 3 L5 3 L7 13 L16 13 L18 6 L6 6' stroke='#000' stroke-width='2' fill='none'/><circle cx='8' cy='17' r='1.5'/><circle cx='15' cy='17' r='1.5'/></svg>"
  )
  /// A person: the profile tab.
  public static let person = VectorIcon(
    name: "person",
    svg:
      "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 20 20'><circle cx='10' cy='6' r='4'/><path d='M2 19 Q10 9 18 19 Z'/></svg>"
  )
  /// A slice of pizza for the Menu tab: a template whose pepperoni are holes, so that it keeps
  /// its shape in one colour (the category drawing tints into a plain disc).
  public static let slice = VectorIcon(
    name: "slice",
    svg:
      "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 20 20'><path fill-rule='evenodd' d='M2.2 3.6 Q10 -0.4 17.8 3.6 L17.1 5.1 Q10 1.6 2.9 5.1 Z M10 19 L3.7 6.4 Q10 3.3 16.3 6.4 Z M9.4 8.6 A1.6 1.6 0 1 0 6.2 8.6 A1.6 1.6 0 1 0 9.4 8.6 Z M13.8 10.2 A1.5 1.5 0 1 0 10.8 10.2 A1.5 1.5 0 1 0 13.8 10.2 Z M11.4 14.4 A1.3 1.3 0 1 0 8.8 14.4 A1.3 1.3 0 1 0 11.4 14.4 Z'/></svg>"
  )
  /// A price tag for the Promotions tab; its hole is a hole, not a white dot.
  public static let tag = VectorIcon(
    name: "tag",
    svg:
      "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 20 20'><path fill-rule='evenodd' d='M2 10 L10 2 L18 2 L18 10 L10 18 Z M15.5 6 A1.5 1.5 0 1 0 12.5 6 A1.5 1.5 0 1 0 15.5 6 Z'/></svg>"
  )
  /// A star, for ratings.
  public static let star = VectorIcon(
    name: "star",
    svg:
      "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 20 20'><path d='M10 1 L12.6 7 L19 7.6 L14 11.8 L15.6 18.5 L10 15 L4.4 18.5 L6 11.8 L1 7.6 L7.4 7 Z'/></svg>"
  )
}
