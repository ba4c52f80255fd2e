/// A small set of template icons every screen needs, drawn for Legible in one colour on a 24-unit
/// grid (tint them): disclosure chevrons, a checkmark, a cross, a plus and a magnifying glass.
/// Their shapes carry their meaning without colour, and they stay sharp at any size.
extension VectorIcon {
  private static func stock(_ name: String, _ shapes: String) -> VectorIcon {
    VectorIcon(
      name: name,
      svg:
        "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='#000' stroke-width='2.5' stroke-linecap='round' stroke-linejoin='round'>\(shapes)</svg>"
    )
  }

  /// A row that leads further (`chevron.forward`): pointing right.
  public static let chevronForward = stock("chevron.forward", "<path d='M9 4 L17 12 L9 20'/>")
  /// Back (`chevron.backward`): pointing left.
  public static let chevronBackward = stock("chevron.backward", "<path d='M15 4 L7 12 L15 20'/>")
  /// A chosen option.
  public static let checkmark = stock("checkmark", "<path d='M4 12.5 L9.5 18 L20 6'/>")
  /// Close or clear.
  public static let xmark = stock("xmark", "<path d='M5 5 L19 19 M19 5 L5 19'/>")
  /// Add.
  public static let plus = stock("plus", "<path d='M12 4 L12 20 M4 12 L20 12'/>")
  /// Search.
  public static let magnifyingGlass = stock(
    "magnifyingglass", "<circle cx='10' cy='10' r='6.5'/><path d='M15 15 L20.5 20.5'/>")
  /// Every stock icon, for catalogues and tests.
  public static let stockIcons = [chevronForward, chevronBackward, checkmark, xmark, plus, magnifyingGlass]
}
