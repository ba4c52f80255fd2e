import DynamicType
import Foundation
import Legible

extension View {
  /// The font of the text inside.
  public func font(_ font: Font?) -> some View { environment(\.font, font) }

  /// The weight of the text inside, over whichever font it is set in (a `.font(_:)` inside keeps
  /// it; nil keeps the fonts' own weights).
  public func fontWeight(_ weight: Font.Weight?) -> some View {
    transformEnvironment(\.fontModifiers) { $0.weight = weight }
  }

  /// The design of the system font of the text inside, over whichever font it is set in.
  public func fontDesign(_ design: Font.Design?) -> some View {
    transformEnvironment(\.fontModifiers) { $0.design = design }
  }

  /// The width of the system font of the text inside, over whichever font it is set in
  /// (approximated: the stand-in's own widths, see `Font.Width`).
  public func fontWidth(_ width: Font.Width?) -> some View {
    transformEnvironment(\.fontModifiers) { $0.width = width }
  }

  /// Bold text inside, over whichever font it is set in.
  public func bold(_ isActive: Bool = true) -> some View {
    transformEnvironment(\.fontModifiers) { if isActive { $0.weight = .bold } }
  }

  /// Italic text inside, over whichever font it is set in.
  public func italic(_ isActive: Bool = true) -> some View {
    transformEnvironment(\.fontModifiers) { if isActive { $0.isItalic = true } }
  }

  /// Digits of one width in the text inside.
  public func monospacedDigit() -> some View {
    transformEnvironment(\.fontModifiers) { $0.isMonospacedDigit = true }
  }

  /// The monospaced design for the text inside.
  public func monospaced(_ isActive: Bool = true) -> some View {
    transformEnvironment(\.fontModifiers) { if isActive { $0.design = .monospaced } }
  }

  /// At most `number` lines for the text inside (nil: as many as it needs).
  public func lineLimit(_ number: Int?) -> some View { environment(\.lineLimit, number.map { max(1, $0) }) }

  /// Between `limits.lowerBound` and `limits.upperBound` lines: text takes the room of at least
  /// the lower bound, and shows at most the upper.
  public func lineLimit(_ limits: ClosedRange<Int>) -> some View {
    lineLimit(limits.upperBound).environment(\.reservedLines, max(0, limits.lowerBound))
  }

  /// At least `limits.lowerBound` lines, and as many more as the text needs: text takes the room
  /// of the lower bound (a vertical text field shows that many lines, then grows).
  public func lineLimit(_ limits: PartialRangeFrom<Int>) -> some View {
    lineLimit(nil).environment(\.reservedLines, max(0, limits.lowerBound))
  }

  /// At most `limits.upperBound` lines.
  public func lineLimit(_ limits: PartialRangeThrough<Int>) -> some View { lineLimit(limits.upperBound) }

  /// At most `limit` lines, keeping the room of all of them when `reservesSpace`, as SwiftUI's.
  public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
    lineLimit(limit).environment(\.reservedLines, reservesSpace ? max(1, limit) : 0)
  }

  /// How several-line text is aligned.
  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    environment(\.multilineTextAlignment, alignment)
  }

  /// Where text that does not fit is cut.
  public func truncationMode(_ mode: Text.TruncationMode) -> some View { environment(\.truncationMode, mode) }

  /// Extra room between the lines of the text inside: from one line's bottom to the next line's
  /// top, none after the last.
  public func lineSpacing(_ spacing: CGFloat) -> some View { environment(\.lineSpacing, spacing) }

  /// How far text may shrink to fit before it truncates, as SwiftUI's: text that would be cut is
  /// set at the largest size, down to `factor` of its own, at which it is not (the audit reports
  /// text shrunk back to its default size above it: `text-shrunk`).
  public func minimumScaleFactor(_ factor: CGFloat) -> some View {
    environment(\.minimumScaleFactor, min(1, max(0.01, factor.isFinite ? factor : 1)))
  }

  /// Whether text inside may set its letters closer before it truncates: by up to 5% of its
  /// width, TextKit's documented default (`tighteningFactorForTruncation`), the least that makes
  /// it fit; text that needs more truncates as before.
  public func allowsTightening(_ flag: Bool) -> some View {
    environment(\.allowsTightening, flag)
  }

  /// The case text inside is shown in.
  public func textCase(_ textCase: Text.Case?) -> some View { environment(\.textCase, textCase) }

  /// Points added between the characters of the text inside, as SwiftUI's (the innermost wins;
  /// tracking, where there is any, wins over kerning).
  public func kerning(_ kerning: CGFloat) -> some View {
    transformEnvironment(\.letterSpacing) { $0.kerning = kerning }
  }

  /// Points added after each character of the text inside, as SwiftUI's (the innermost wins;
  /// tracking wins over kerning).
  public func tracking(_ tracking: CGFloat) -> some View {
    transformEnvironment(\.letterSpacing) { $0.tracking = tracking }
  }

  /// The text inside raised by `offset` points (lowered when negative); an offset set on a text
  /// or nearer to it wins.
  public func baselineOffset(_ offset: CGFloat) -> some View {
    transformEnvironment(\.textLines) { $0.baselineOffset = offset }
  }

  /// The text inside underlined, in `color` (nil: the text's colour).
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> some View {
    underline(isActive, pattern: .solid, color: color)
  }

  /// The text inside struck through, in `color` (nil: the text's colour).
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> some View {
    strikethrough(isActive, pattern: .solid, color: color)
  }

  /// The text inside underlined in a pattern (approximated: a dotted or dashed line is drawn
  /// solid, and reported).
  public func underline(_ isActive: Bool = true, pattern: Text.LineStylePattern, color: Color? = nil)
    -> some View
  {
    let setting = TextLines.Setting(isActive: isActive, pattern: pattern, color: color)
    return transformEnvironment(\.textLines) { $0.underline = setting }
  }

  /// The text inside struck through in a pattern (approximated: a dotted or dashed line is drawn
  /// solid, and reported).
  public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStylePattern, color: Color? = nil)
    -> some View
  {
    let setting = TextLines.Setting(isActive: isActive, pattern: pattern, color: color)
    return transformEnvironment(\.textLines) { $0.strikethrough = setting }
  }

  /// Whether text inside may be selected (kept: nothing is selected here, and selection does not
  /// change what is drawn).
  public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { self }

  /// The colour of text and template images inside.
  public func foregroundColor(_ color: Color?) -> some View { environment(\.foregroundColor, color) }

  /// The style of text, shapes and template images inside.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    modifier(ForegroundStyleModifier(style: style))
  }

  /// Primary and secondary styles (the primary is used here).
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
    foregroundStyle(primary)
  }

  /// Primary, secondary and tertiary styles (the primary is used here).
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
    _ primary: S1, _ secondary: S2, _ tertiary: S3
  )
    -> some View
  {
    foregroundStyle(primary)
  }

  /// What text inside does with a word wider than its line: `.shrinks()` sets it just small enough
  /// for its widest word, never below the default size (Legible's; SwiftUI's `minimumScaleFactor`
  /// shrinks whole lines instead).
  public func wordFitting(_ fitting: WordFitting) -> some View { environment(\.wordFitting, fitting) }

  /// Whether the audit may accept text inside truncated (Legible's).
  public func truncationPolicy(_ policy: TruncationPolicy) -> some View {
    environment(\.truncationPolicy, policy)
  }

  /// Marks text inside as sized by the system apart from the text size, for `reason` (Legible's;
  /// a control Apple draws at a size of its own, such as the Sign in with Apple button): the
  /// audit still reports that it does not grow, and says why.
  public func textSizeFixed(by reason: String) -> some View {
    environment(\.fixedTextSizeReason, reason)
  }
}

/// Sets the foreground colour from a style, resolved against the style around (so `.secondary`
/// is the secondary level of the foreground above).
struct ForegroundStyleModifier<S: ShapeStyle>: EnvironmentModifier {
  typealias Body = Never
  let style: S
  func transform(_ environment: inout EnvironmentValues) {
    environment.foregroundColor = style._color(in: environment).map(Color.init)
  }
}
