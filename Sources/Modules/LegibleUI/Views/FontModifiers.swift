/// What `.bold()`, `.fontWeight(_:)`, `.italic()`, `.fontDesign(_:)`, `.fontWidth(_:)`,
/// `.monospaced()` and `.monospacedDigit()` applied to a view ask of the text inside, kept apart from the font as
/// SwiftUI keeps them: they are applied on top of whichever font a text ends up in, so a
/// `.font(_:)` set further in keeps the weight set further out (`Button { Text("Buy").font(.title3) }
/// .bold()` is bold). A text's own modifiers (`Text("x").fontWeight(.light)`) are applied after
/// these, and win.
struct FontModifiers: Hashable, Sendable {
  /// The weight asked for, or nil to keep the font's.
  var weight: Font.Weight?
  /// Whether italic was asked for.
  var isItalic = false
  /// The design asked for, or nil to keep the font's.
  var design: Font.Design?
  /// Whether digits of one width were asked for.
  var isMonospacedDigit = false
  /// The width asked for, or nil to keep the font's.
  var width: Font.Width?

  /// `font` with these modifiers applied.
  func applied(to font: Font) -> Font {
    var font = font
    if let weight { font.weight = weight }
    if isItalic { font.isItalic = true }
    if let design { font.design = design }
    if isMonospacedDigit { font.isMonospacedDigit = true }
    if let width { font.width = width }
    return font
  }
}
