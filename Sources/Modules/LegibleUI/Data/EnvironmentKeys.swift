import CoreData
import Drawing
import DynamicType
import Foundation
import Legible
import SwiftData

/// The user's text size, as SwiftUI's `DynamicTypeSize`: the twelve sizes, smallest first.
public enum DynamicTypeSize: Int, CaseIterable, Comparable, Hashable, Sendable {
  /// XS.
  case xSmall
  /// S.
  case small
  /// M.
  case medium
  /// L, the default.
  case large
  /// XL.
  case xLarge
  /// XXL.
  case xxLarge
  /// XXXL.
  case xxxLarge
  /// AX1.
  case accessibility1
  /// AX2.
  case accessibility2
  /// AX3.
  case accessibility3
  /// AX4.
  case accessibility4
  /// AX5.
  case accessibility5

  /// Whether the size is one of the accessibility sizes.
  public var isAccessibilitySize: Bool { self >= .accessibility1 }

  public static func < (a: DynamicTypeSize, b: DynamicTypeSize) -> Bool { a.rawValue < b.rawValue }

  /// The size of a content size category.
  public init(_ category: ContentSizeCategory) {
    self = DynamicTypeSize(rawValue: category.rawValue) ?? .large
  }

  /// The content size category of the size.
  public var contentSizeCategory: ContentSizeCategory { ContentSizeCategory(rawValue: rawValue) ?? .large }
}

/// The content size categories (SwiftUI's older `ContentSizeCategory`, read with
/// `@Environment(\.sizeCategory)`), the same type as Legible's.
public typealias ContentSizeCategory = DynamicType.ContentSizeCategory

extension DynamicType.ContentSizeCategory {
  /// The category of a dynamic type size.
  public init(_ size: DynamicTypeSize) { self = size.contentSizeCategory }
}

/// Whether the interface is light or dark, as SwiftUI's `ColorScheme`. Screens here are drawn
/// light: `colorScheme` is always `.light` (dark mode is not drawn; the audit judges light).
public enum ColorScheme: CaseIterable, Hashable, Sendable {
  /// Light.
  case light
  /// Dark.
  case dark
}

/// The direction text and horizontal layout run in, as SwiftUI's `LayoutDirection`.
public enum LayoutDirection: CaseIterable, Hashable, Sendable {
  /// Left to right.
  case leftToRight
  /// Right to left.
  case rightToLeft
}

/// How lines of several-line text sit, as SwiftUI's `TextAlignment`.
public enum TextAlignment: CaseIterable, Hashable, Sendable {
  /// At the leading edge.
  case leading
  /// Centred.
  case center
  /// At the trailing edge.
  case trailing
}

/// The size class of a side of the screen, as SwiftUI's `UserInterfaceSizeClass`. On iPhones in
/// portrait, both are as iOS has them: compact horizontally, regular vertically.
public enum UserInterfaceSizeClass: Hashable, Sendable {
  /// Compact.
  case compact
  /// Regular.
  case regular
}

/// The Bold Text setting, as SwiftUI's `LegibilityWeight`.
public enum LegibilityWeight: Hashable, Sendable {
  /// Regular text.
  case regular
  /// Bold Text is on.
  case bold
}

// The module's environment keys, one type each.
private struct DynamicTypeSizeKey: EnvironmentKey { static var defaultValue: DynamicTypeSize { .large } }
private struct DisplayScaleKey: EnvironmentKey { static var defaultValue: CGFloat { 2 } }
private struct FontKey: EnvironmentKey { static var defaultValue: Font? { nil } }
private struct FontModifiersKey: EnvironmentKey { static var defaultValue: FontModifiers { FontModifiers() } }
private struct LineLimitKey: EnvironmentKey { static var defaultValue: Int? { nil } }
private struct IsInBarKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct ReservedLinesKey: EnvironmentKey { static var defaultValue: Int { 0 } }
private struct TextAlignmentKey: EnvironmentKey { static var defaultValue: TextAlignment { .leading } }
private struct LayoutDirectionKey: EnvironmentKey {
  static var defaultValue: LayoutDirection { .leftToRight }
}
private struct LocaleKey: EnvironmentKey { static var defaultValue: Locale { Locale(identifier: "en") } }
private struct EnabledKey: EnvironmentKey { static var defaultValue: Bool { true } }
private struct TruncationModeKey: EnvironmentKey { static var defaultValue: Text.TruncationMode { .tail } }
private struct MinimumScaleFactorKey: EnvironmentKey { static var defaultValue: CGFloat { 1 } }
private struct DefaultMinListRowHeightKey: EnvironmentKey { static var defaultValue: CGFloat { 44 } }
private struct DefaultMinListHeaderHeightKey: EnvironmentKey { static var defaultValue: CGFloat? { nil } }
private struct LineSpacingKey: EnvironmentKey { static var defaultValue: CGFloat { 0 } }
private struct TextCaseKey: EnvironmentKey { static var defaultValue: Text.Case? { nil } }
private struct LegibilityWeightKey: EnvironmentKey { static var defaultValue: LegibilityWeight? { .regular } }
private struct ForegroundKey: EnvironmentKey { static var defaultValue: Color? { nil } }
private struct TintKey: EnvironmentKey { static var defaultValue: Color? { nil } }
private struct WordFittingKey: EnvironmentKey { static var defaultValue: WordFitting { .breaks } }
private struct TruncationPolicyKey: EnvironmentKey { static var defaultValue: TruncationPolicy { .default } }
private struct FixedTextSizeReasonKey: EnvironmentKey { static var defaultValue: String? { nil } }
private struct ControlSizeKey: EnvironmentKey { static var defaultValue: ControlSize { .regular } }
private struct ButtonBorderShapeKey: EnvironmentKey {
  static var defaultValue: ButtonBorderShape { .automatic }
}
private struct ImageScaleKey: EnvironmentKey { static var defaultValue: Image.Scale { .medium } }
private struct AllowsTighteningKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct LetterSpacingKey: EnvironmentKey { static var defaultValue: LetterSpacing { LetterSpacing() } }
private struct TextLinesKey: EnvironmentKey { static var defaultValue: TextLines { TextLines() } }
private struct HeaderProminenceKey: EnvironmentKey { static var defaultValue: Prominence { .standard } }
private struct ContainerShapeKey: EnvironmentKey { static var defaultValue: ShapeView.Kind? { nil } }
private struct PreviewNameKey: EnvironmentKey { static var defaultValue: String? { nil } }
private struct ScrollContentBackgroundKey: EnvironmentKey {
  static var defaultValue: Visibility { .automatic }
}
private struct LabelsHiddenKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct BackgroundStyleKey: EnvironmentKey { static var defaultValue: AnyShapeStyle? { nil } }
private struct DrawingBackgroundKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct SymbolVariantsKey: EnvironmentKey { static var defaultValue: SymbolVariants { .none } }
private struct RedactionKey: EnvironmentKey { static var defaultValue: RedactionReasons { [] } }
private struct ModelContextKey: EnvironmentKey {
  /// A context of an empty container, so that a view that queries without one above shows no
  /// models instead of stopping.
  static let empty = ModelContext(try! ModelContainer(for: Schema([]), configurations: []))
  static var defaultValue: ModelContext { empty }
}

private struct ManagedObjectContextKey: EnvironmentKey {
  /// A context over no store, as SwiftUI's default: a `@FetchRequest` with no context above
  /// shows nothing (its fetch fails, naming the entity) instead of stopping.
  static let empty = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
  static var defaultValue: NSManagedObjectContext { empty }
}

extension EnvironmentValues {
  /// The Core Data context that `@FetchRequest` fetches from (set it with
  /// `.environment(\.managedObjectContext, container.viewContext)`).
  public var managedObjectContext: NSManagedObjectContext {
    get { self[ManagedObjectContextKey.self] }
    set { self[ManagedObjectContextKey.self] = newValue }
  }
  /// The SwiftData context that `@Query` fetches from (`.modelContainer(_:)` sets it; an empty
  /// one by default).
  public var modelContext: ModelContext {
    get { self[ModelContextKey.self] }
    set { self[ModelContextKey.self] = newValue }
  }
  /// The user's text size (after every `.dynamicTypeSize(_:)` limit above).
  public var dynamicTypeSize: DynamicTypeSize {
    get { self[DynamicTypeSizeKey.self] }
    set { self[DynamicTypeSizeKey.self] = newValue }
  }
  /// The keys of the text size, the layout direction and the Bold Text setting.
  static let traitKeys: Set<ObjectIdentifier> = [
    ObjectIdentifier(DynamicTypeSizeKey.self), ObjectIdentifier(LayoutDirectionKey.self),
    ObjectIdentifier(LegibilityWeightKey.self),
  ]
  /// The text size, the layout direction and the Bold Text setting, read without recording a
  /// read (for the graph, which passes them to retained views, not for bodies).
  var storedDynamicTypeSize: DynamicTypeSize { value(DynamicTypeSizeKey.self) }
  var storedLayoutDirection: LayoutDirection { value(LayoutDirectionKey.self) }
  var storedLegibilityWeight: LegibilityWeight? { value(LegibilityWeightKey.self) }
  /// The user's text size as a content size category (SwiftUI's older name).
  public var sizeCategory: ContentSizeCategory {
    get { dynamicTypeSize.contentSizeCategory }
    set { dynamicTypeSize = DynamicTypeSize(newValue) }
  }
  /// Device pixels per point.
  public var displayScale: CGFloat {
    get { self[DisplayScaleKey.self] }
    set { self[DisplayScaleKey.self] = newValue }
  }
  /// The font of text that sets none (nil: body).
  public var font: Font? {
    get { self[FontKey.self] }
    set { self[FontKey.self] = newValue }
  }
  /// The weight, slant and design asked of the text inside, applied over its font.
  var fontModifiers: FontModifiers {
    get { self[FontModifiersKey.self] }
    set { self[FontModifiersKey.self] = newValue }
  }
  /// The most lines text shows (nil: no limit).
  public var lineLimit: Int? {
    get { self[LineLimitKey.self] }
    set { self[LineLimitKey.self] = newValue }
  }
  /// Lines of room text keeps even when it takes fewer (`lineLimit(_:reservesSpace:)`).
  var reservedLines: Int {
    get { self[ReservedLinesKey.self] }
    set { self[ReservedLinesKey.self] = newValue }
  }
  /// How lines of several-line text sit.
  public var multilineTextAlignment: TextAlignment {
    get { self[TextAlignmentKey.self] }
    set { self[TextAlignmentKey.self] = newValue }
  }
  /// The direction of text and layout (the screen's).
  public var layoutDirection: LayoutDirection {
    get { self[LayoutDirectionKey.self] }
    set { self[LayoutDirectionKey.self] = newValue }
  }
  /// Light: screens here are drawn light (dark mode is not drawn).
  public var colorScheme: ColorScheme {
    get { .light }
    set {}
  }
  /// The screen's language, as a locale (the configuration's language).
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }
  /// The calendar of the locale.
  public var calendar: Calendar {
    get { Calendar(identifier: .gregorian) }
    set {}
  }
  /// The time zone dates are shown in (UTC here, so that pictures do not depend on the machine).
  public var timeZone: TimeZone {
    get { TimeZone(identifier: "UTC") ?? .current }
    set {}
  }
  /// Whether controls inside take touches (`.disabled(_:)` turns it off).
  public var isEnabled: Bool {
    get { self[EnabledKey.self] }
    set { self[EnabledKey.self] = newValue }
  }
  /// Where text that does not fit is cut.
  public var truncationMode: Text.TruncationMode {
    get { self[TruncationModeKey.self] }
    set { self[TruncationModeKey.self] = newValue }
  }
  /// How far text may shrink to fit before it truncates.
  public var minimumScaleFactor: CGFloat {
    get { self[MinimumScaleFactorKey.self] }
    set { self[MinimumScaleFactorKey.self] = newValue }
  }
  /// The height a list's rows are at least (44 points, as on iOS), their insets included.
  public var defaultMinListRowHeight: CGFloat {
    get { self[DefaultMinListRowHeightKey.self] }
    set { self[DefaultMinListRowHeightKey.self] = newValue }
  }
  /// The height a list's section headers are at least, when set (nil: their content's).
  public var defaultMinListHeaderHeight: CGFloat? {
    get { self[DefaultMinListHeaderHeightKey.self] }
    set { self[DefaultMinListHeaderHeightKey.self] = newValue }
  }
  /// Extra room between lines of text.
  public var lineSpacing: CGFloat {
    get { self[LineSpacingKey.self] }
    set { self[LineSpacingKey.self] = newValue }
  }
  /// Whether text is shown in upper or lower case.
  public var textCase: Text.Case? {
    get { self[TextCaseKey.self] }
    set { self[TextCaseKey.self] = newValue }
  }
  /// Whether Bold Text is on (from the screen's traits).
  public var legibilityWeight: LegibilityWeight? {
    get { self[LegibilityWeightKey.self] }
    set { self[LegibilityWeightKey.self] = newValue }
  }
  /// iPhone portrait: compact.
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { .compact }
    set {}
  }
  /// iPhone portrait: regular.
  public var verticalSizeClass: UserInterfaceSizeClass? {
    get { .regular }
    set {}
  }
  /// Whether the user asked for less motion (no: animations are applied at once here anyway).
  public var accessibilityReduceMotion: Bool { false }
  /// Whether the user asked for less transparency.
  public var accessibilityReduceTransparency: Bool { false }
  /// Whether the user asked for more contrast.
  public var accessibilityDifferentiateWithoutColor: Bool { false }
  /// Whether VoiceOver is on.
  public var accessibilityVoiceOverEnabled: Bool { false }
  /// Whether the user turned on Invert Colors.
  public var accessibilityInvertColors: Bool { false }
  /// Whether Bold Text is on, as a Boolean.
  public var accessibilityBoldText: Bool { legibilityWeight == .bold }
  /// Whether the views are toolbar items in a bar, where iOS draws a label as its icon alone.
  var isInBar: Bool {
    get { self[IsInBarKey.self] }
    set { self[IsInBarKey.self] = newValue }
  }
  /// The size of controls inside.
  public var controlSize: ControlSize {
    get { self[ControlSizeKey.self] }
    set { self[ControlSizeKey.self] = newValue }
  }
  /// The outline of bordered buttons inside (`buttonBorderShape(_:)`).
  var buttonBorderShape: ButtonBorderShape {
    get { self[ButtonBorderShapeKey.self] }
    set { self[ButtonBorderShapeKey.self] = newValue }
  }
  /// The scale of symbol images inside.
  public var imageScale: Image.Scale {
    get { self[ImageScaleKey.self] }
    set { self[ImageScaleKey.self] = newValue }
  }
  /// Whether text may tighten its letters before it truncates.
  public var allowsTightening: Bool {
    get { self[AllowsTighteningKey.self] }
    set { self[AllowsTighteningKey.self] = newValue }
  }
  /// The tracking and kerning set on the text inside (`tracking(_:)`, `kerning(_:)`).
  var letterSpacing: LetterSpacing {
    get { self[LetterSpacingKey.self] }
    set { self[LetterSpacingKey.self] = newValue }
  }
  /// The lines and baseline offset set on the text inside (`underline`, `strikethrough`,
  /// `baselineOffset`).
  var textLines: TextLines {
    get { self[TextLinesKey.self] }
    set { self[TextLinesKey.self] = newValue }
  }
  /// The shape `ContainerRelativeShape` takes inside (`containerShape(_:)`); nil: a rectangle.
  var containerShape: ShapeView.Kind? {
    get { self[ContainerShapeKey.self] }
    set { self[ContainerShapeKey.self] = newValue }
  }
  /// How prominent the headers of list sections inside are (`headerProminence(_:)`).
  public var headerProminence: Prominence {
    get { self[HeaderProminenceKey.self] }
    set { self[HeaderProminenceKey.self] = newValue }
  }
  /// The variant symbol images inside show (`symbolVariant(_:)`).
  public var symbolVariants: SymbolVariants {
    get { self[SymbolVariantsKey.self] }
    set { self[SymbolVariantsKey.self] = newValue }
  }
  /// Why content inside is shown as placeholders (`redacted(reason:)`).
  public var redactionReasons: RedactionReasons {
    get { self[RedactionKey.self] }
    set { self[RedactionKey.self] = newValue }
  }

  /// The colour of text and template images inside (`foregroundStyle`, `foregroundColor`).
  var foregroundColor: Color? {
    get { self[ForegroundKey.self] }
    set { self[ForegroundKey.self] = newValue }
  }
  /// The accent of controls inside (`tint`).
  var tint: Color? {
    get { self[TintKey.self] }
    set { self[TintKey.self] = newValue }
  }
  /// What text does with a word wider than its line (Legible's).
  public var wordFitting: WordFitting {
    get { self[WordFittingKey.self] }
    set { self[WordFittingKey.self] = newValue }
  }
  /// Whether the audit may accept text truncated (Legible's).
  public var truncationPolicy: TruncationPolicy {
    get { self[TruncationPolicyKey.self] }
    set { self[TruncationPolicyKey.self] = newValue }
  }
  /// Why the system sets the size of text inside apart from the text size (Legible's; set by
  /// controls Apple draws at a size of their own).
  public var fixedTextSizeReason: String? {
    get { self[FixedTextSizeReasonKey.self] }
    set { self[FixedTextSizeReasonKey.self] = newValue }
  }
  /// The name a preview gives its screen.
  var previewDisplayName: String? {
    get { self[PreviewNameKey.self] }
    set { self[PreviewNameKey.self] = newValue }
  }
  /// Whether scrolling views inside (lists, forms) draw their own background
  /// (`scrollContentBackground(_:)`): hidden, what lies behind them shows.
  var scrollContentBackground: Visibility {
    get { self[ScrollContentBackgroundKey.self] }
    set { self[ScrollContentBackgroundKey.self] = newValue }
  }
  /// Whether controls inside show their labels (`labelsHidden()`): hidden, a toggle is its switch
  /// alone, a picker its value.
  var labelsHidden: Bool {
    get { self[LabelsHiddenKey.self] }
    set { self[LabelsHiddenKey.self] = newValue }
  }
  /// Whether controls inside show their labels, as SwiftUI's `labelsVisibility` (iOS 18):
  /// `.hidden` where `labelsHidden()` or `labelsVisibility(.hidden)` says so.
  public var labelsVisibility: Visibility {
    get { labelsHidden ? .hidden : .automatic }
    set { labelsHidden = newValue == .hidden }
  }
  /// Whether the screen dims for the always-on display (never: screens are drawn lit).
  public var isLuminanceReduced: Bool {
    get { false }
    set {}
  }

  /// The style backgrounds inside are drawn in (`backgroundStyle(_:)`); nil for the screen's.
  public var backgroundStyle: AnyShapeStyle? {
    get { self[BackgroundStyleKey.self] }
    set { self[BackgroundStyleKey.self] = newValue }
  }
  /// Whether what is drawn here is a background (`background(_:in:)`), whose implicit style is the
  /// background style rather than the foreground's.
  var isDrawingBackground: Bool {
    get { self[DrawingBackgroundKey.self] }
    set { self[DrawingBackgroundKey.self] = newValue }
  }
}

/// Why content is shown as placeholders, as SwiftUI's `RedactionReasons`.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Placeholders for content not yet loaded.
  public static let placeholder = RedactionReasons(rawValue: 1)
  /// Private content.
  public static let privacy = RedactionReasons(rawValue: 2)
  /// Content that is not valid now.
  public static let invalidated = RedactionReasons(rawValue: 4)
}

/// The size of controls, as SwiftUI's `ControlSize`.
public enum ControlSize: CaseIterable, Hashable, Sendable {
  /// The smallest.
  case mini
  /// Small.
  case small
  /// The default.
  case regular
  /// Large.
  case large
  /// Extra large.
  case extraLarge
}
