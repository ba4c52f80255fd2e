import Drawing
import DynamicType
import Foundation
import Legible
import LocalizedStrings
import Typesetting

/// Text, as SwiftUI's `Text`: on as many lines as it needs (up to `lineLimit`, and as many as fit
/// the height it is offered), in the environment's font, weight, alignment and colour; it follows
/// the text size, and lays out as SwiftUI's text does (see `TextSizing.swiftUI`).
///
/// Joined texts (`Text("Total: ").bold() + Text(price)`) are one paragraph whose runs keep their
/// own fonts and colours; so do the parts of a literal's inline Markdown (`InlineMarkdown`).
/// Tracking and kerning widen or tighten it (one spacing for the whole paragraph: its first run's;
/// a joined text whose parts are tracked differently is reported, `not-applied`).
/// Underlines and strikethroughs are drawn (a dotted or dashed one solid, reported); a baseline
/// offset raises or lowers its run and makes its line taller by as much, as on iOS. Text scales
/// are kept and not drawn; the audit reports the texts that use them (`not-applied`).
public struct Text: Equatable, Sendable {
  /// Where the view was written, as `ViewBuilder` gives it (see `_CallSite`).
  public var _site: _CallSite?
  /// A part of the text with its own style.
  struct Run: Equatable, Sendable {
    var string: String
    var font: Font?
    var weight: Font.Weight?
    var isItalic = false
    var color: Color?
    /// A style whose colour depends on where the text is (`.secondary`, `.tint`, the foreground):
    /// resolved in the text's environment when it is laid out; `color` wins over it.
    var style: RunStyle?
    var design: Font.Design?
    var width: Font.Width?
    var isMonospacedDigit = false
    /// The tracking and kerning set on the text (`Text.tracking(_:)`, `Text.kerning(_:)`).
    var spacing = LetterSpacing()
    /// The lines and baseline offset set on the text (`Text.underline`, `Text.baselineOffset`).
    var lines = TextLines()

    /// Whether the run sets any style of its own.
    var isStyled: Bool {
      font != nil || weight != nil || isItalic || color != nil || style != nil || design != nil
        || width != nil || isMonospacedDigit
        || spacing != LetterSpacing() || !lines.isEmpty
    }

    /// The run, with `outer`'s style where it sets none.
    func inheriting(_ outer: Run) -> Run {
      var run = self
      run.font = font ?? outer.font
      run.weight = weight ?? outer.weight
      run.isItalic = isItalic || outer.isItalic
      if color == nil, style == nil {
        run.color = outer.color
        run.style = outer.style
      }
      run.design = design ?? outer.design
      run.width = width ?? outer.width
      run.isMonospacedDigit = isMonospacedDigit || outer.isMonospacedDigit
      run.spacing = spacing.inheriting(outer.spacing)
      run.lines = lines.inheriting(outer.lines)
      return run
    }
  }

  var runs: [Run]
  /// The modifiers used on the text that are not applied here, by name (`View.notApplied`).
  var notApplied: [String] = []

  init(runs: [Run], notApplied: [String] = []) {
    self.runs = runs
    self.notApplied = notApplied
  }

  /// Text showing `content` as it is (a string in a variable is not looked up for translation; a
  /// literal is a `LocalizedStringKey`, as in SwiftUI).
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) { runs = [Run(string: String(content))] }

  /// Text showing `content` as it is.
  public init(verbatim content: String) { runs = [Run(string: content)] }

  /// Text showing the string `key` names: its translation in the app's string catalog (in the
  /// table `tableName`, `Localizable` by default) in the language being laid out, or the key as
  /// written.
  public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
  ) {
    let string =
      StringCatalog.current.localized(key.key, arguments: key.arguments, table: tableName) ?? key.text
    var runs = [Run(string: string)]
    // Markdown is read in the text as written (its values are not Markdown), as SwiftUI does:
    // inline syntax only, the white space kept. A key of more than 4 KB is shown as written (no
    // label holds that much Markdown, and reading it grows faster than the text).
    if key.key.utf8.count <= 4_096, MarkdownReader.mayContainMarkdown(key.key),
      let read = try? AttributedString(
        markdown: string, options: .init(interpretedSyntax: .inlineOnlyPreservingWhitespace))
    {
      runs = Self.runs(of: read).runs
    }
    // A text interpolated in the key keeps its own style (`Text("\(Text("Total").bold()): 12")`).
    self.runs = Self.styling(runs, with: key.texts)
    for text in key.texts { notApplied += text.notApplied.filter { !notApplied.contains($0) } }
  }

  /// `runs` with the parts that show each of `texts` (found in order, each after the one before)
  /// set in that text's runs; a style a part of `runs` had there applies where the text sets none.
  static func styling(_ runs: [Run], with texts: [Text]) -> [Run] {
    var runs = runs
    var searchFrom = 0
    for text in texts where text.runs.contains(where: \.isStyled) {
      let characters = Array(runs.map(\.string).joined())
      let needle = Array(text.string)
      guard !needle.isEmpty, searchFrom + needle.count <= characters.count,
        let start = (searchFrom...(characters.count - needle.count)).first(where: {
          characters[$0..<($0 + needle.count)].elementsEqual(needle)
        })
      else { continue }
      runs = splice(runs, replacing: start..<(start + needle.count), with: text.runs)
      searchFrom = start + needle.count
    }
    return runs
  }

  /// `runs` with the characters in `range` (offsets in their joined string) replaced by `inserted`.
  private static func splice(_ runs: [Run], replacing range: Range<Int>, with inserted: [Run]) -> [Run] {
    var result: [Run] = []
    var offset = 0
    var outer: Run?
    var placed = false
    for run in runs {
      let characters = Array(run.string)
      let span = offset..<(offset + characters.count)
      offset = span.upperBound
      let before = span.lowerBound..<max(span.lowerBound, min(span.upperBound, range.lowerBound))
      let after = min(span.upperBound, max(span.lowerBound, range.upperBound))..<span.upperBound
      func part(_ part: Range<Int>) -> Run {
        var piece = run
        piece.string = String(
          characters[(part.lowerBound - span.lowerBound)..<(part.upperBound - span.lowerBound)])
        return piece
      }
      if !before.isEmpty { result.append(part(before)) }
      if span.overlaps(range) || (span.isEmpty && range.isEmpty) {
        if outer == nil { outer = run }
      }
      if !placed, span.upperBound >= range.upperBound, let outer {
        result += inserted.map { $0.inheriting(outer) }
        placed = true
      }
      if !after.isEmpty { result.append(part(after)) }
    }
    return result
  }

  /// Text showing a localized string resource in the language being laid out.
  @_disfavoredOverload
  public init(_ resource: LocalizedStringResource) { runs = [Run(string: resource.resolved)] }

  /// Text showing an attributed string: each run in its font and colour (`SwiftUIAttributes`);
  /// the attributes not drawn here are named for the audit. (Foundation's `AttributedString` takes string literals here, so a literal would
  /// choose this initializer over the localized key without the mark.)
  @_disfavoredOverload
  public init(_ attributedContent: AttributedString) {
    (runs, notApplied) = Self.runs(of: attributedContent)
  }

  /// Text showing `input` formatted by `format`, in the locale of the language being laid out
  /// (`StringCatalog.formattingLocale`), as SwiftUI formats in the environment's.
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
    runs = [Run(string: format.locale(StringCatalog.formattingLocale).format(input))]
  }

  /// Text showing `subject` (a date, a number…) as `formatter` writes it (empty when the
  /// formatter cannot write it). SwiftUI asks for a reference-convertible value or an object;
  /// Foundation's value types are not reference-convertible here, so any value is taken.
  public init<Subject>(_ subject: Subject, formatter: Formatter) {
    runs = [Run(string: formatter.string(for: subject) ?? "")]
  }

  /// Text showing a date in a style (in UTC, so that pictures do not depend on the machine).
  public init(_ date: Date, style: DateStyle) { runs = [Run(string: style.text(for: date))] }

  /// Text showing a range of dates.
  public init(_ dates: ClosedRange<Date>) {
    runs = [
      Run(
        string: DateStyle.date.text(for: dates.lowerBound) + " – "
          + DateStyle.date.text(for: dates.upperBound))
    ]
  }

  /// Text showing an interval between two dates.
  public init(_ interval: DateInterval) { self.init(interval.start...interval.end) }

  /// Text showing a symbol or an image inline (its name, as a placeholder character here).
  public init(_ image: Image) { runs = [Run(string: "◻︎")] }

  /// A timer's text (the interval's length).
  public init(
    timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true
  ) {
    let seconds = Int(timerInterval.upperBound.timeIntervalSince(timerInterval.lowerBound))
    runs = [Run(string: String(format: "%d:%02d", seconds / 60, seconds % 60))]
  }

  /// The text's characters.
  var string: String { runs.map(\.string).joined() }

  /// The two texts joined.
  public static func + (lhs: Text, rhs: Text) -> Text {
    Text(
      runs: lhs.runs + rhs.runs,
      notApplied: lhs.notApplied + rhs.notApplied.filter { !lhs.notApplied.contains($0) })
  }

  /// The text, marked as modified by `name`, which is not applied here, when `changes`.
  private func marked(_ name: String, changes: Bool = true) -> Text {
    guard changes, !notApplied.contains(name) else { return self }
    var text = self
    text.notApplied.append(name)
    return text
  }

  /// The text with `change` made to each run. A style set on a run before (inside a `+`, or by
  /// an earlier modifier) is kept: the innermost style wins, as in SwiftUI.
  private func modifyingRuns(_ change: (inout Run) -> Void) -> Text {
    var text = self
    for index in text.runs.indices { change(&text.runs[index]) }
    return text
  }

  /// The text in `font`.
  public func font(_ font: Font?) -> Text { modifyingRuns { $0.font = $0.font ?? font } }
  /// The text in `weight`.
  public func fontWeight(_ weight: Font.Weight?) -> Text { modifyingRuns { $0.weight = $0.weight ?? weight } }
  /// The text in a design of the system font.
  public func fontDesign(_ design: Font.Design?) -> Text { modifyingRuns { $0.design = $0.design ?? design } }
  /// The text in a width of the system font (approximated: see `Font.Width`).
  public func fontWidth(_ width: Font.Width?) -> Text { modifyingRuns { $0.width = $0.width ?? width } }
  /// The text in bold.
  public func bold() -> Text { fontWeight(.bold) }
  /// The text in bold, or not.
  public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
  /// The text in italic.
  public func italic() -> Text { modifyingRuns { $0.isItalic = true } }
  /// The text in italic, or not.
  public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }
  /// The text in `color`.
  public func foregroundColor(_ color: Color?) -> Text {
    modifyingRuns { run in if run.color == nil, run.style == nil { run.color = color } }
  }
  /// The text in a style (its colour).
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
    // A colour is one whatever the environment; another style is resolved in the text's own.
    guard let color = style as? Color else {
      return modifyingRuns { run in
        if run.color == nil, run.style == nil { run.style = RunStyle(AnyShapeStyle(style)) }
      }
    }
    return modifyingRuns { $0.color = $0.color ?? color }
  }
  /// The text with digits of one width.
  public func monospacedDigit() -> Text { modifyingRuns { $0.isMonospacedDigit = true } }
  /// The text in the monospaced design.
  public func monospaced(_ isActive: Bool = true) -> Text { isActive ? fontDesign(.monospaced) : self }
  /// The text underlined, in `color` (nil: the text's colour). An inner setting wins.
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
    underline(isActive, pattern: .solid, color: color)
  }
  /// The text underlined in a pattern (a dotted or dashed line is drawn solid, and reported).
  public func underline(_ isActive: Bool = true, pattern: LineStylePattern, color: Color? = nil) -> Text {
    let setting = TextLines.Setting(isActive: isActive, pattern: pattern, color: color)
    return modifyingRuns { $0.lines.underline = $0.lines.underline ?? setting }
  }
  /// The text struck through, in `color` (nil: the text's colour). An inner setting wins.
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
    strikethrough(isActive, pattern: .solid, color: color)
  }
  /// The text struck through in a pattern (a dotted or dashed line is drawn solid, and reported).
  public func strikethrough(_ isActive: Bool = true, pattern: LineStylePattern, color: Color? = nil) -> Text {
    let setting = TextLines.Setting(isActive: isActive, pattern: pattern, color: color)
    return modifyingRuns { $0.lines.strikethrough = $0.lines.strikethrough ?? setting }
  }
  /// The text with `kerning` points between its characters (its tracking, if any, wins).
  public func kerning(_ kerning: CGFloat) -> Text {
    modifyingRuns { $0.spacing.kerning = $0.spacing.kerning ?? kerning }
  }
  /// The text with `tracking` points after each character (wins over kerning).
  public func tracking(_ tracking: CGFloat) -> Text {
    modifyingRuns { $0.spacing.tracking = $0.spacing.tracking ?? tracking }
  }
  /// The text raised by `offset` points (lowered when negative); its line grows by as much, above
  /// or below, as on iOS. An inner offset wins.
  public func baselineOffset(_ offset: CGFloat) -> Text {
    modifyingRuns { $0.lines.baselineOffset = $0.lines.baselineOffset ?? offset }
  }
  /// The text at a smaller scale of its font (kept, its font's size used, and reported: `not-applied`).
  public func textScale(_ scale: Scale, isEnabled: Bool = true) -> Text {
    marked("textScale(_:isEnabled:)", changes: isEnabled && scale != .default)
  }

  /// A text's scale (SwiftUI's `Text.Scale`).
  public enum Scale: Hashable, Sendable {
    /// The font's.
    case `default`
    /// Smaller, as a secondary text.
    case secondary
  }

  /// A pattern of lines under or through text, as SwiftUI's `Text.LineStyle.Pattern` (drawn
  /// solid here whatever the pattern; the audit reports the others).
  public struct LineStylePattern: Hashable, Sendable {
    private let dashes: Int
    /// A solid line.
    public static let solid = LineStylePattern(dashes: 0)
    /// A dotted line.
    public static let dot = LineStylePattern(dashes: 1)
    /// A dashed line.
    public static let dash = LineStylePattern(dashes: 2)
    /// Dashes and dots.
    public static let dashDot = LineStylePattern(dashes: 3)
    /// Dashes and two dots.
    public static let dashDotDot = LineStylePattern(dashes: 4)
  }

  /// Where text that does not fit is cut, as SwiftUI's `Text.TruncationMode`.
  public enum TruncationMode: Hashable, Sendable {
    /// At the start.
    case head
    /// At the end (the default).
    case tail
    /// In the middle.
    case middle

    var typesetting: Typesetting.TruncationMode {
      switch self {
      case .head: .head
      case .tail: .end
      case .middle: .middle
      }
    }
  }

  /// A case text is shown in, as SwiftUI's `Text.Case`.
  public enum Case: Hashable, Sendable {
    /// Capitals.
    case uppercase
    /// Small letters.
    case lowercase
  }

  /// How a date is written, as SwiftUI's `Text.DateStyle`.
  public struct DateStyle: Hashable, Sendable {
    let kind: Int
    /// The date (30 Nov 2024).
    public static let date = DateStyle(kind: 0)
    /// The time (14:05).
    public static let time = DateStyle(kind: 1)
    /// From now (in 2 hours).
    public static let relative = DateStyle(kind: 2)
    /// From now, with a sign.
    public static let offset = DateStyle(kind: 3)
    /// As a timer.
    public static let timer = DateStyle(kind: 4)

    func text(for date: Date) -> String {
      let utc = TimeZone(identifier: "UTC") ?? .current
      switch kind {
      case 0: return date.formatted(Date.FormatStyle(date: .abbreviated, time: .omitted, timeZone: utc))
      case 1: return date.formatted(Date.FormatStyle(date: .omitted, time: .shortened, timeZone: utc))
      default:
        let seconds = Int(date.timeIntervalSinceNow.rounded())
        let minutes = abs(seconds) / 60
        return minutes >= 60 ? "\(minutes / 60) hr, \(minutes % 60) min" : "\(minutes) min"
      }
    }
  }
}

extension Text: View, PrimitiveView {
  public typealias Body = Never

  func makeNode(_ context: _ViewContext) -> LeafNode<Legible.Label> {
    let label = Legible.Label("", lines: 0)
    label.sizing = .swiftUI
    return LeafNode(context, label)
  }

  func update(_ node: LeafNode<Legible.Label>, _ context: _ViewContext) {
    apply(to: node.view, in: context.environment)
  }

  /// Brings `label` up to date with the text in `environment` (a view's node, or a canvas drawing
  /// the text).
  @MainActor func apply(to label: Legible.Label, in environment: EnvironmentValues) {
    let styling = TextStyling(environment)
    let first = runs.first ?? Run(string: "")
    styling.apply(to: label, string: string, run: first)
    let drawsLines = !environment.textLines.isEmpty || runs.contains { !$0.lines.isEmpty }
    let labelRuns = runs.count > 1 || drawsLines ? styling.labelRuns(runs, over: first) : []
    if label.runs != labelRuns { label.runs = labelRuns }
    // One spacing sets the whole paragraph (its first run's): runs tracked otherwise are reported.
    var reported = notApplied
    if drawsLines {
      for run in runs {
        for name in run.lines.inheriting(environment.textLines).approximations where !reported.contains(name)
        {
          reported.append(name)
        }
      }
    }
    if runs.dropFirst().contains(where: { $0.spacing != first.spacing }), !reported.contains("tracking(_:)") {
      reported.append("tracking(_:)")
    }
    if label.notApplied != reported { label.notApplied = reported }
  }
}

/// How the environment styles a text: one place for `Text`, the titles of buttons and labels,
/// and every control's text.
struct TextStyling {
  let environment: EnvironmentValues
  init(_ environment: EnvironmentValues) { self.environment = environment }

  /// The colour a run sets, in this environment; nil when it sets none.
  func color(of run: Text.Run) -> Drawing.Color? {
    run.color?.value ?? run.style?.style._color(in: environment)
  }

  /// The font a run is set in.
  func font(for run: Text.Run) -> Font {
    var font = environment.fontModifiers.applied(to: run.font ?? environment.font ?? .body)
    if let weight = run.weight { font = font.weight(weight) }
    if run.isItalic { font = font.italic() }
    if let design = run.design { font.design = design }
    if let width = run.width { font.width = width }
    return font
  }

  /// The lines drawn with a run and how far it is raised, in this environment.
  func decoration(of run: Text.Run) -> TextDecoration {
    run.lines.inheriting(environment.textLines).decoration { $0.value.rgba32 }
  }

  /// The parts of a joined text whose font or colour differ from `first`'s, which the label is
  /// set in, and the parts with lines or a baseline offset, as the label's runs (their ranges in
  /// the text as shown, after `textCase`).
  func labelRuns(_ runs: [Text.Run], over first: Text.Run) -> [LabelRun] {
    let baseFont = font(for: first).labelFont
    let baseColor = color(of: first)
    var result: [LabelRun] = []
    var offset = 0
    for run in runs {
      let length = cased(run.string).utf8.count
      defer { offset += length }
      let runFont = font(for: run).labelFont
      let runColor = color(of: run)
      let decoration = decoration(of: run)
      guard length > 0, runFont != baseFont || runColor != baseColor || !decoration.isEmpty else { continue }
      result.append(
        LabelRun(
          utf8Range: offset..<offset + length, font: runFont == baseFont ? nil : runFont,
          color: runColor == baseColor ? nil : runColor ?? environment.foregroundColor?.value ?? .label,
          decoration: decoration))
    }
    return result
  }

  /// `string` in the environment's text case.
  func cased(_ string: String) -> String {
    switch environment.textCase {
    case .uppercase: string.uppercased(with: environment.locale)
    case .lowercase: string.lowercased(with: environment.locale)
    case nil: string
    }
  }

  /// Brings `label` up to date; a property is set only when it changes (setting one lays the label
  /// out again).
  @MainActor func apply(
    to label: Legible.Label, string: String, run: Text.Run, defaultColor: Drawing.Color? = nil
  ) {
    let shown = cased(string)
    if label.text != shown { label.text = shown }
    let font = font(for: run)
    let labelFont = font.labelFont
    if label.font != labelFont { label.font = labelFont }
    if label.adjustsFontForContentSizeCategory != font.scales {
      label.adjustsFontForContentSizeCategory = font.scales
    }
    let lines = environment.lineLimit ?? 0
    if label.numberOfLines != lines { label.numberOfLines = lines }
    if label.reservedLines != environment.reservedLines { label.reservedLines = environment.reservedLines }
    let alignment: Typesetting.TextAlignment =
      switch environment.multilineTextAlignment {
      case .leading: .natural
      case .center: .center
      case .trailing: .trailing
      }
    if label.alignment != alignment { label.alignment = alignment }
    let truncation = environment.truncationMode.typesetting
    if label.truncation != truncation { label.truncation = truncation }
    if label.wordFitting != environment.wordFitting { label.wordFitting = environment.wordFitting }
    let factor = Double(environment.minimumScaleFactor)
    if label.minimumScaleFactor != factor { label.minimumScaleFactor = factor }
    if label.allowsTightening != environment.allowsTightening {
      label.allowsTightening = environment.allowsTightening
    }
    label.truncationPolicy = environment.truncationPolicy
    label.fixedSizeReason = environment.fixedTextSizeReason
    label.textColor = color(of: run) ?? environment.foregroundColor?.value ?? defaultColor ?? .label
    if label.sizing != .swiftUI { label.sizing = .swiftUI }
    let tracking = run.spacing.inheriting(environment.letterSpacing).points
    if label.tracking != tracking { label.tracking = tracking }
    let lineSpacing = environment.lineSpacing.isFinite ? max(0, Double(environment.lineSpacing)) : 0
    if label.lineSpacing != lineSpacing { label.lineSpacing = lineSpacing }
    label.isRedacted = environment.redactionReasons.contains(.placeholder)
  }
}

/// A string that names text to show, as SwiftUI's `LocalizedStringKey`: what a string literal
/// passed to `Text` is. It is looked up in the app's string catalog (`StringCatalog.current`) in
/// the language being laid out, under the key Xcode extracts from the literal (interpolated
/// values written as placeholders: `"%lld items"`); where there is no translation it shows as
/// written, values in place (numbers with their specifier, dates in their style).
public struct LocalizedStringKey: Equatable, Hashable, Sendable, ExpressibleByStringInterpolation {
  /// The key, with a placeholder for each interpolated value.
  let key: String
  /// The interpolated values.
  let arguments: [LocalizationArgument]
  /// The text as written.
  let text: String
  /// The texts interpolated, in order, which keep their styles where they show.
  var texts: [Text] = []

  /// The text to show: the translation in the current language, or the text as written.
  var string: String {
    StringCatalog.current.localized(key, arguments: arguments) ?? text
  }

  /// The key `value`.
  public init(_ value: String) {
    key = value
    arguments = []
    text = value
  }
  /// The key of a literal.
  public init(stringLiteral value: String) { self.init(value) }
  /// The key of an interpolated literal.
  public init(stringInterpolation: StringInterpolation) {
    let value = String.LocalizationValue(stringInterpolation: stringInterpolation.value)
    key = value.key
    arguments = value.arguments
    text = value.text
    texts = stringInterpolation.texts
  }

  public static func == (a: LocalizedStringKey, b: LocalizedStringKey) -> Bool {
    a.key == b.key && a.arguments == b.arguments && a.text == b.text && a.texts == b.texts
  }

  /// Hashes the key, its values and its text (equal keys with the same texts hash the same).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(key)
    hasher.combine(arguments)
    hasher.combine(text)
  }

  /// The parts of an interpolated key: a localization value's, with what only a text shows (a
  /// date in a style, a text, an image).
  public struct StringInterpolation: StringInterpolationProtocol {
    var value: String.LocalizationValue.StringInterpolation
    /// The texts interpolated, in order.
    var texts: [Text] = []
    /// Room for `literalCapacity` characters.
    public init(literalCapacity: Int, interpolationCount: Int) {
      value = .init(literalCapacity: literalCapacity, interpolationCount: interpolationCount)
    }
    /// A literal part.
    public mutating func appendLiteral(_ literal: String) { value.appendLiteral(literal) }
    /// A string, in the key as `%@`.
    public mutating func appendInterpolation(_ string: String) { value.appendInterpolation(string) }
    /// A value, as it describes itself (numbers as `%lld` and `%lf` in the key).
    public mutating func appendInterpolation<T>(_ value: T) { self.value.appendInterpolation(value) }
    /// A number written with a `printf` specifier (`%.2f`), which is also its placeholder.
    public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
      self.value.appendInterpolation(value, specifier: specifier)
    }
    /// A value formatted by a format style.
    public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F)
    where F.FormatOutput == String {
      self.value.appendInterpolation(value, format: format)
    }
    /// A date in a style.
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
      value.appendInterpolation(style.text(for: date))
    }
    /// A text, in its own style.
    public mutating func appendInterpolation(_ text: Text) {
      value.appendInterpolation(text.string)
      texts.append(text)
    }
    /// An image (a placeholder character).
    public mutating func appendInterpolation(_ image: Image) { value.appendInterpolation("◻︎") }
    /// An attributed string's characters.
    public mutating func appendInterpolation(_ string: AttributedString) {
      value.appendInterpolation(String(string.characters))
    }
    /// A value as `formatter` writes it (a date with a `DateFormatter`, a number with a
    /// `NumberFormatter`); nothing when the formatter cannot write it.
    public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter) {
      value.appendInterpolation(formatter.string(for: subject) ?? "")
    }
  }
}

/// A style a text's part is coloured with that is resolved where the text is laid out. Two are
/// equal when they are the same style value made once (a text made again from the same code
/// compares unequal, and is brought up to date).
struct RunStyle: Equatable, Sendable {
  let style: AnyShapeStyle
  private let identity: Identity
  private final class Identity: Sendable {}

  init(_ style: AnyShapeStyle) {
    self.style = style
    identity = Identity()
  }

  static func == (a: RunStyle, b: RunStyle) -> Bool { a.identity === b.identity }
}
