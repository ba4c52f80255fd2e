import Drawing
import Foundation
import Geometry
import Legible
import UIKit

/// A title with an icon, as SwiftUI's `Label`: the icon (as large as the text, growing with it)
/// before the title, or as `labelStyle(_:)` lays them out (a style of your own included).
public struct Label<Title: View, Icon: View>: View {
  /// Where the view was written, as `ViewBuilder` gives it (see `_CallSite`).
  public var _site: _CallSite?
  let title: Title
  let icon: Icon

  /// A label of a title and an icon of views.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  @Environment(\.labelStyle) private var style

  public var body: some View {
    style.make(
      LabelStyleConfiguration(
        title: LabelStyleConfiguration.Title(
          content: AnyView(title),
          string: (title as? Text)?.string ?? (title as? LabelStyleConfiguration.Title)?.string),
        icon: LabelStyleConfiguration.Icon(content: AnyView(icon))))
  }
}

extension Label where Title == Text, Icon == Image {
  /// A label titled `titleKey` with the symbol `systemImage`.
  public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
  }
  /// A label titled `title` with the symbol `systemImage`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    self.init(title: { Text(title) }, icon: { Image(systemName: name) })
  }
  /// A label titled `titleKey` with the asset image `image`.
  public init(_ titleKey: LocalizedStringKey, image name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(name) })
  }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
  /// The label a style was given, as it is (for a style that adds to the default one).
  public init(_ configuration: LabelStyleConfiguration) {
    self.init(title: { configuration.title }, icon: { configuration.icon })
  }
}

/// What a label style lays out: the label's title and icon, as SwiftUI's
/// `LabelStyleConfiguration`.
public struct LabelStyleConfiguration {
  /// The label's title, as a view.
  public struct Title: View {
    let content: AnyView
    /// The title's words, when it is a text: what VoiceOver and the Large Content Viewer say for
    /// a label shown as its icon alone.
    var string: String?
    public var body: some View { content }
  }
  /// The label's icon, as a view.
  public struct Icon: View {
    let content: AnyView
    public var body: some View { content }
  }
  /// The title.
  public let title: Title
  /// The icon.
  public let icon: Icon
}

/// How labels lay out their title and icon, as SwiftUI's `LabelStyle`: the module's styles or
/// yours, applied to the labels inside by `labelStyle(_:)`.
@MainActor @preconcurrency public protocol LabelStyle {
  /// The type of the styled label.
  associatedtype Body: View
  /// The configuration.
  typealias Configuration = LabelStyleConfiguration
  /// The label laid out.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The title alone.
public struct TitleOnlyLabelStyle: LabelStyle {
  /// The style.
  nonisolated public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.title }
}
/// The icon alone.
public struct IconOnlyLabelStyle: LabelStyle {
  /// The style.
  nonisolated public init() {}
  public func makeBody(configuration: Configuration) -> some View { IconAlone(configuration: configuration) }
}

/// A label's icon without its title, which stays its accessibility label (as on iOS: VoiceOver
/// and the Large Content Viewer say "Cancel" for a toolbar's cancel symbol).
struct IconAlone: View {
  let configuration: LabelStyleConfiguration
  var body: some View {
    if let title = configuration.title.string {
      configuration.icon.accessibilityLabel(title)
    } else {
      configuration.icon
    }
  }
}
/// Both: the icon, then the title, on the first baseline.
public struct TitleAndIconLabelStyle: LabelStyle {
  /// The style.
  nonisolated public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    HStack(alignment: .firstTextBaseline, spacing: 8) {
      configuration.icon
      configuration.title
    }
  }
}
/// The platform's default: both, except in a toolbar's bar, where iOS shows the icon alone (a
/// `ShareLink` there is its symbol, not "Share").
public struct DefaultLabelStyle: LabelStyle {
  /// The style.
  nonisolated public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    AutomaticLabel(configuration: configuration)
  }
}

/// A label in the default style, which depends on where it is.
struct AutomaticLabel: View {
  let configuration: LabelStyleConfiguration
  @Environment(\.isInBar) private var isInBar

  var body: some View {
    if isInBar {
      IconAlone(configuration: configuration)
    } else {
      TitleAndIconLabelStyle().makeBody(configuration: configuration)
    }
  }
}
extension LabelStyle where Self == TitleOnlyLabelStyle {
  /// The title alone.
  public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}
extension LabelStyle where Self == IconOnlyLabelStyle {
  /// The icon alone.
  public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}
extension LabelStyle where Self == TitleAndIconLabelStyle {
  /// Both.
  public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}
extension LabelStyle where Self == DefaultLabelStyle {
  /// The default.
  public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

/// A label style of the module's or yours, in the environment.
struct AnyLabelStyle: @unchecked Sendable {
  let make: @MainActor (LabelStyleConfiguration) -> AnyView

  init<S: LabelStyle>(_ style: S) {
    nonisolated(unsafe) let style = style
    make = { configuration in AnyView(style.makeBody(configuration: configuration)) }
  }
}

private struct LabelStyleKey: EnvironmentKey {
  static var defaultValue: AnyLabelStyle { AnyLabelStyle(DefaultLabelStyle()) }
}

extension EnvironmentValues {
  var labelStyle: AnyLabelStyle {
    get { self[LabelStyleKey.self] }
    set { self[LabelStyleKey.self] = newValue }
  }
}

extension View {
  /// The style of labels inside.
  public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
    environment(\.labelStyle, AnyLabelStyle(style))
  }
}

extension View {
  /// Whether controls inside take touches.
  public func disabled(_ disabled: Bool) -> some View {
    transformEnvironment(\.isEnabled) { if disabled { $0 = false } }
  }
  /// The accent of controls inside.
  public func tint(_ tint: Color?) -> some View { environment(\.tint, tint) }
  /// The accent of controls inside, from a style.
  public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
    modifier(TintModifier(color: tint.flatMap { $0._color(in: EnvironmentValues()) }))
  }
  /// The accent of controls inside (the older name).
  public func accentColor(_ color: Color?) -> some View { tint(color) }
  /// The size of controls inside.
  public func controlSize(_ size: ControlSize) -> some View { environment(\.controlSize, size) }
  /// The scale of symbols inside.
  public func imageScale(_ scale: Image.Scale) -> some View { environment(\.imageScale, scale) }
  /// The shape that takes touches (not applied, and reported: `not-applied`; the view's bounds do).
  public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
    notApplied("contentShape(_:eoFill:)")
  }
  /// The shape that takes touches of a kind (kept).
  public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View
  { self }
  /// Content shown as placeholders (kept: drawn as it is).
  public func redacted(reason: RedactionReasons) -> some View { environment(\.redactionReasons, reason) }
  /// Content shown without placeholders.
  public func unredacted() -> some View { environment(\.redactionReasons, []) }
  /// The style of toggles inside: all are drawn as switches; a `SwitchToggleStyle`'s tint
  /// colours what is inside, as `.tint(_:)` does.
  public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
    transformEnvironment(\.tint) { tint in
      if let own = (style as? SwitchToggleStyle)?.tint { tint = own }
    }
  }
  /// The style of pickers inside.
  public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
    environment(\.pickerStyleKind, style._kind)
  }
  /// The style of text fields inside.
  public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
    let builtIn =
      style is RoundedBorderTextFieldStyle || style is PlainTextFieldStyle || style is DefaultTextFieldStyle
    return environment(\.textFieldBordered, style is RoundedBorderTextFieldStyle)
      .environment(\.textFieldStyle, builtIn ? nil : AnyTextFieldStyle(style))
  }
  /// The style of date pickers inside (not applied, and reported: `not-applied`; compact).
  public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
    notApplied("datePickerStyle(_:)")
  }
  /// The style of progress views inside: yours (`makeBody`), `.linear` or `.circular`.
  public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
    environment(\.progressViewStyle, AnyProgressViewStyle(style))
  }
  /// The style of menus inside (not applied, and reported: `not-applied`).
  public func menuStyle<S: MenuStyle>(_ style: S) -> some View { notApplied("menuStyle(_:)") }
  /// The style of group boxes inside (not applied, and reported: `not-applied`).
  public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View { notApplied("groupBoxStyle(_:)") }
  /// The style of gauges inside: the default and `.linearCapacity` are drawn; any other is drawn
  /// as they are and reported (`not-applied`).
  public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
    notApplied("gaugeStyle(_:)", when: !(style is DefaultGaugeStyle || style is LinearCapacityGaugeStyle))
  }
  /// The shape of buttons inside (not applied, and reported: `not-applied`).
  public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
    notApplied("buttonBorderShape(_:)")
  }
}

struct TintModifier: EnvironmentModifier {
  typealias Body = Never
  let color: Drawing.Color?
  func transform(_ environment: inout EnvironmentValues) { environment.tint = color.map(Color.init) }
}

/// Kinds of content shape (kept).
public struct ContentShapeKinds: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Touches.
  public static let interaction = ContentShapeKinds(rawValue: 1)
  /// Drag previews.
  public static let dragPreview = ContentShapeKinds(rawValue: 2)
  /// Context menu previews.
  public static let contextMenuPreview = ContentShapeKinds(rawValue: 4)
  /// Hover effects.
  public static let hoverEffect = ContentShapeKinds(rawValue: 8)
  /// Accessibility.
  public static let accessibility = ContentShapeKinds(rawValue: 16)
}

/// The shape of a button's border (kept).
public struct ButtonBorderShape: Hashable, Sendable {
  let name: String
  /// The platform decides.
  public static let automatic = ButtonBorderShape(name: "automatic")
  /// A capsule.
  public static let capsule = ButtonBorderShape(name: "capsule")
  /// A rounded rectangle.
  public static let roundedRectangle = ButtonBorderShape(name: "roundedRectangle")
  /// A circle.
  public static let circle = ButtonBorderShape(name: "circle")
  /// A rounded rectangle of a radius.
  public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { .roundedRectangle }
}

/// Text to edit over several lines, as SwiftUI's `TextEditor`: the text (wrapped) from the top
/// leading corner of all the room it is offered, at least a line tall. Typing reaches it as it
/// reaches a vertical `TextField`.
public struct TextEditor: View {
  let text: Binding<String>
  /// An editor of `text`.
  public init(text: Binding<String>) { self.text = text }
  public var body: some View {
    TextField("", text: text, axis: .vertical)
      .frame(maxWidth: .infinity, minHeight: 36, maxHeight: .infinity, alignment: .topLeading)
  }
}

/// A control that turns something on and off, as SwiftUI's `Toggle`: its label leading, iOS's
/// switch trailing, across the whole width it is offered.
public struct Toggle<Label: View>: View {
  /// Where the view was written, as `ViewBuilder` gives it (see `_CallSite`).
  public var _site: _CallSite?
  let isOn: Binding<Bool>
  let label: Label

  /// A toggle of `isOn` with a label of views.
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.isOn = isOn
    self.label = label()
  }

  public var body: some View {
    HStack {
      label.frame(maxWidth: .infinity, alignment: .leading)
      SwitchView(isOn: isOn)
    }
  }
}

extension Toggle where Label == Text {
  /// A toggle titled `titleKey`.
  public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(titleKey) }
  }
  /// A toggle titled `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(title) }
  }
}

/// iOS's switch (51 × 31 points, whatever the text size), bound to a value.
struct SwitchView: View, PrimitiveView {
  let isOn: Binding<Bool>

  func makeNode(_ context: _ViewContext) -> LeafNode<Legible.Switch> { LeafNode(context, Legible.Switch()) }

  func update(_ node: LeafNode<Legible.Switch>, _ context: _ViewContext) {
    let binding = isOn
    if node.view.isOn != binding.wrappedValue { node.view.isOn = binding.wrappedValue }
    node.view.onChange = { binding.wrappedValue = $0 }
    node.view.isEnabled = context.environment.isEnabled
  }
}

/// How toggles look (kept: switches).
public protocol ToggleStyle: Sendable {}
/// iOS's switch, in the tint given (else the environment's).
public struct SwitchToggleStyle: ToggleStyle {
  let tint: Color?
  /// The style.
  public init() { tint = nil }
  /// A switch that is `tint` when on, as `.tint(_:)` would make it.
  public init(tint: Color) { self.tint = tint }
}
/// The platform's default.
public struct DefaultToggleStyle: ToggleStyle {
  /// The style.
  public init() {}
}
/// A button that toggles (drawn as a switch).
public struct ButtonToggleStyle: ToggleStyle {
  /// The style.
  public init() {}
}
extension ToggleStyle where Self == SwitchToggleStyle {
  /// A switch.
  public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}
extension ToggleStyle where Self == DefaultToggleStyle {
  /// The default.
  public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}
extension ToggleStyle where Self == ButtonToggleStyle {
  /// A button.
  public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

/// A field the user types into, as SwiftUI's `TextField`: as wide as it is offered, its text (or
/// its prompt, in grey) in the body style; `textFieldStyle(.roundedBorder)` draws a border.
public struct TextField<Label: View>: View {
  /// Where the view was written, as `ViewBuilder` gives it (see `_CallSite`).
  public var _site: _CallSite?
  let text: Binding<String>
  let prompt: String
  let secure: Bool
  let axisVertical: Bool

  /// The field is the one a text field style was given: drawn without the style.
  var isStyleConfiguration = false

  init(text: Binding<String>, prompt: String, secure: Bool = false, vertical: Bool = false) {
    self.text = text
    self.prompt = prompt
    self.secure = secure
    axisVertical = vertical
  }

  @Environment(\.textFieldBordered) private var bordered
  @Environment(\.textFieldStyle) private var style

  public var body: some View {
    if let style, !isStyleConfiguration {
      style.make(configuration)
    } else {
      TextFieldView(
        text: text, prompt: prompt, secure: secure, bordered: bordered && !isStyleConfiguration,
        vertical: axisVertical)
    }
  }

  /// The field as a style is given it.
  var configuration: TextField<_TextFieldStyleLabel> {
    TextField<_TextFieldStyleLabel>(text: text, prompt: prompt, secure: secure, vertical: axisVertical)
      .styleConfiguration(at: _site)
  }

  /// The field as a style is given it, made at `site`.
  func styleConfiguration(at site: _CallSite?) -> TextField<_TextFieldStyleLabel> {
    var field = TextField<_TextFieldStyleLabel>(
      text: text, prompt: prompt, secure: secure, vertical: axisVertical)
    field._site = site
    field.isStyleConfiguration = true
    return field
  }
}

extension TextField where Label == Text {
  /// A field titled `titleKey` (shown as its prompt while empty).
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    self.init(text: text, prompt: titleKey.string)
  }
  /// A field titled `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.init(text: text, prompt: String(title))
  }
  /// A field with a prompt.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
    self.init(text: text, prompt: prompt?.string ?? titleKey.string)
  }
  /// A field that grows along an axis.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
    self.init(text: text, prompt: titleKey.string, vertical: axis == .vertical)
  }
  /// A field with a prompt that grows along an axis.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
    self.init(text: text, prompt: prompt?.string ?? titleKey.string, vertical: axis == .vertical)
  }
  /// A field of a value formatted by `format`.
  public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F
  )
  where F.FormatOutput == String {
    self.init(
      text: Binding(
        get: { format.format(value.wrappedValue) },
        set: { if let parsed = try? format.parseStrategy.parse($0) { value.wrappedValue = parsed } }),
      prompt: titleKey.string)
  }
  /// A field of a value formatted by a formatter.
  public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) {
    self.init(
      text: Binding(get: { formatter.string(for: value.wrappedValue) ?? "" }, set: { _ in }),
      prompt: titleKey.string)
  }
}

extension TextField {
  /// A field with a label of views (the label is the prompt here).
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.init(text: text, prompt: prompt?.string ?? "")
  }
}

/// A field whose text is hidden as it is typed, as SwiftUI's `SecureField`.
public struct SecureField<Label: View>: View {
  /// Where the view was written, as `ViewBuilder` gives it (see `_CallSite`).
  public var _site: _CallSite?
  let text: Binding<String>
  let prompt: String
  @Environment(\.textFieldBordered) private var bordered
  @Environment(\.textFieldStyle) private var style

  public var body: some View {
    if let style {
      style.make(
        TextField<_TextFieldStyleLabel>(text: text, prompt: prompt, secure: true).styleConfiguration(
          at: _site))
    } else {
      TextFieldView(text: text, prompt: prompt, secure: true, bordered: bordered)
    }
  }
}

extension SecureField where Label == Text {
  /// A secure field titled `titleKey`.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    self.text = text
    prompt = titleKey.string
  }
  /// A secure field titled `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.text = text
    prompt = String(title)
  }
  /// A secure field with a prompt.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
    self.text = text
    self.prompt = prompt?.string ?? titleKey.string
  }
}

/// The retained text field, bound to a value.
///
/// As on iOS, a field is one line unless it grows vertically (`axis: .vertical`, up to its line
/// limit): a longer text is cut at the end, and the user scrolls through it while typing, so a
/// cut text is expected (the audit only warns when almost nothing shows); a cut prompt is not,
/// since nobody can scroll to what it asks, and is reported as any cut text.
struct TextFieldView: View, PrimitiveView {
  let text: Binding<String>
  let prompt: String
  let secure: Bool
  let bordered: Bool
  var vertical = false

  func makeNode(_ context: _ViewContext) -> LeafNode<Legible.TextField> {
    LeafNode(context, Legible.TextField(""))
  }

  func update(_ node: LeafNode<Legible.TextField>, _ context: _ViewContext) {
    let field = node.view
    let binding = text
    let shown = secure ? String(repeating: "•", count: binding.wrappedValue.count) : binding.wrappedValue
    if field.text != shown { field.text = shown }
    if field.placeholder != prompt { field.placeholder = prompt }
    field.onChange = { binding.wrappedValue = $0 }
    field.onSubmit = context.environment.onSubmit
    field.isEnabled = context.environment.isEnabled
    field.backgroundColor = bordered ? .white : nil
    field.border = bordered ? Border(color: .separator, width: .fixed(0.5)) : nil
    field.cornerRadius = bordered ? 5 : 0
    let insets = ScaledInsets(bordered ? Geometry.EdgeInsets(vertical: 4, horizontal: 6) : .zero)
    if field.contentInsets != insets { field.contentInsets = insets }
    if field.label.sizing != .swiftUI { field.label.sizing = .swiftUI }
    let lines = vertical ? context.environment.lineLimit ?? 0 : 1
    if field.label.numberOfLines != lines { field.label.numberOfLines = lines }
    if field.label.truncation != .end { field.label.truncation = .end }
    field.label.truncationPolicy = shown.isEmpty ? .default : .mayTruncate
  }
}

/// How text fields look, as SwiftUI's `TextFieldStyle`: the built-in styles (`.roundedBorder`,
/// `.plain`, `.automatic`), or one of yours whose `_body(configuration:)` wraps the field it is
/// given (padding, a background, an overlay), as apps write them for iOS.
public protocol TextFieldStyle {
  /// What a style of yours makes of a field.
  associatedtype _Body: View
  /// The field a style is given: drawn plain, without the style again.
  typealias _Label = _TextFieldStyleLabel
  /// The field as the style shows it.
  @MainActor func _body(configuration: TextField<_Label>) -> _Body
}

/// The label of the field a text field style is given.
public struct _TextFieldStyleLabel: View {
  public var body: some View { EmptyView() }
}

/// A text field style of any type, kept in the environment.
struct AnyTextFieldStyle: @unchecked Sendable {
  let make: @MainActor (TextField<_TextFieldStyleLabel>) -> AnyView

  init<S: TextFieldStyle>(_ style: S) {
    nonisolated(unsafe) let style = style
    make = { field in AnyView(style._body(configuration: field)) }
  }
}

/// A field with a rounded border.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
  /// The style.
  public init() {}
  public func _body(configuration: TextField<_Label>) -> some View { configuration }
}
/// A plain field.
public struct PlainTextFieldStyle: TextFieldStyle {
  /// The style.
  public init() {}
  public func _body(configuration: TextField<_Label>) -> some View { configuration }
}
/// The platform's default (plain).
public struct DefaultTextFieldStyle: TextFieldStyle {
  /// The style.
  public init() {}
  public func _body(configuration: TextField<_Label>) -> some View { configuration }
}
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  /// A rounded border.
  public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}
extension TextFieldStyle where Self == PlainTextFieldStyle {
  /// Plain.
  public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}
extension TextFieldStyle where Self == DefaultTextFieldStyle {
  /// The default.
  public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

private struct TextFieldBorderKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct TextFieldStyleKey: EnvironmentKey { static var defaultValue: AnyTextFieldStyle? { nil } }
private struct OnSubmitKey: EnvironmentKey { static var defaultValue: (@MainActor () -> Void)? { nil } }

extension EnvironmentValues {
  var textFieldBordered: Bool {
    get { self[TextFieldBorderKey.self] }
    set { self[TextFieldBorderKey.self] = newValue }
  }
  /// A text field style of the app's own, which wraps the fields inside.
  var textFieldStyle: AnyTextFieldStyle? {
    get { self[TextFieldStyleKey.self] }
    set { self[TextFieldStyleKey.self] = newValue }
  }
  var onSubmit: (@MainActor () -> Void)? {
    get { self[OnSubmitKey.self] }
    set { self[OnSubmitKey.self] = newValue }
  }
}

extension View {
  /// Runs `action` when the user submits a field inside (Return).
  public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
    environment(\.onSubmit, { action() })
  }
  /// The label of the keyboard's Return key (kept).
  public func submitLabel(_ label: SubmitLabel) -> some View { self }
  /// The keyboard fields inside show (kept).
  public func keyboardType(_ type: UIKeyboardType) -> some View { self }
  /// How fields inside capitalize (kept).
  public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
    self
  }
  /// How fields inside capitalize (the older name, kept).
  public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }
  /// Whether fields inside correct what is typed (kept).
  public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }
  /// Whether fields inside correct what is typed (the older name, kept).
  public func disableAutocorrection(_ disable: Bool?) -> some View { self }
  /// What fields inside hold, for autofill (kept).
  public func textContentType(_ type: UITextContentType?) -> some View { self }
  /// Keeps the focus state in step with the field (kept: nothing has focus at rest).
  public func focused<V: Hashable>(_ binding: FocusState<V>.Binding, equals value: V) -> some View { self }
  /// Keeps the focus state in step with the field (kept).
  public func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }
}

/// What submits a field (kept).
public struct SubmitTriggers: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Text fields.
  public static let text = SubmitTriggers(rawValue: 1)
  /// Search fields.
  public static let search = SubmitTriggers(rawValue: 2)
}

/// The label of the Return key (kept).
public struct SubmitLabel: Sendable {
  let name: String
  /// Done.
  public static let done = SubmitLabel(name: "done")
  /// Go.
  public static let go = SubmitLabel(name: "go")
  /// Send.
  public static let send = SubmitLabel(name: "send")
  /// Join.
  public static let join = SubmitLabel(name: "join")
  /// Route.
  public static let route = SubmitLabel(name: "route")
  /// Search.
  public static let search = SubmitLabel(name: "search")
  /// Return.
  public static let `return` = SubmitLabel(name: "return")
  /// Next.
  public static let next = SubmitLabel(name: "next")
  /// Continue.
  public static let `continue` = SubmitLabel(name: "continue")
}

/// How a field capitalizes (kept).
public struct TextInputAutocapitalization: Sendable {
  let name: String
  /// Never.
  public static let never = TextInputAutocapitalization(name: "never")
  /// Words.
  public static let words = TextInputAutocapitalization(name: "words")
  /// Sentences.
  public static let sentences = TextInputAutocapitalization(name: "sentences")
  /// Every character.
  public static let characters = TextInputAutocapitalization(name: "characters")
}

/// Which field has the keyboard, as SwiftUI's `@FocusState` (nothing has focus at rest here).
@propertyWrapper public struct FocusState<Value: Hashable>: DynamicProperty {
  let box: StateBox<Value>

  /// A focus state of no focus.
  public init() where Value == Bool { box = StateBox(StateStorage(false)) }
  /// A focus state of no focus.
  public init<T: Hashable>() where Value == T? { box = StateBox(StateStorage(nil)) }

  /// The focused field.
  public var wrappedValue: Value {
    get { box.storage.value }
    nonmutating set { box.storage.value = newValue }
  }

  /// A binding to the focus, for `focused(_:equals:)`.
  public var projectedValue: Binding { Binding(box: box) }

  /// A binding to a focus state.
  @propertyWrapper public struct Binding {
    let box: StateBox<Value>
    /// The focused field.
    public var wrappedValue: Value {
      get { box.storage.value }
      nonmutating set { box.storage.value = newValue }
    }
    /// The binding itself.
    public var projectedValue: Binding { self }
  }
}

extension FocusState: BindableProperty {
  @MainActor func bind(to site: BindingSite) {
    let initial = box.storage
    box.storage = site.kept { initial }
  }
}

extension FocusState: _ComparableDynamicProperty {
  func _isSame(as other: Any) -> Bool { true }
}

extension Toggle: _LocatableView {}
extension TextField: _LocatableView {}
extension SecureField: _LocatableView {}
extension Label: _LocatableView {}
