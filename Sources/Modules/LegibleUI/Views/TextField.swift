import Drawing
import Foundation
import Geometry
import Legible
import UIKit

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
  /// A field titled `titleKey` that tells when editing begins and ends and when return is pressed
  /// (the older form; nothing is typed in an audit, so neither runs).
  public init(
    _ titleKey: LocalizedStringKey, text: Binding<String>,
    onEditingChanged: @escaping (Bool) -> Void = { _ in },
    onCommit: @escaping () -> Void = {}
  ) {
    self.init(titleKey, text: text)
  }
  /// A field titled `title` that tells when editing begins and ends (the older form).
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    onCommit: @escaping () -> Void = {}
  ) {
    self.init(title, text: text)
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
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
  )
  where F.FormatOutput == String {
    self.init(
      text: Binding(
        get: { format.format(value.wrappedValue) },
        set: { if let parsed = try? format.parseStrategy.parse($0) { value.wrappedValue = parsed } }),
      prompt: prompt?.string ?? titleKey.string)
  }
  /// A field of a value formatted by `format`, titled `title`.
  @_disfavoredOverload
  public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
  )
  where F.FormatOutput == String {
    self.init(LocalizedStringKey(stringLiteral: String(title)), value: value, format: format, prompt: prompt)
  }
  /// A field of an optional value formatted by `format`: empty (showing the prompt) while the
  /// value is nil, and nil again when emptied.
  public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
  )
  where F.FormatOutput == String {
    self.init(
      text: Binding(
        get: { value.wrappedValue.map { format.format($0) } ?? "" },
        set: { text in
          if text.isEmpty {
            value.wrappedValue = nil
          } else if let parsed = try? format.parseStrategy.parse(text) {
            value.wrappedValue = parsed
          }
        }),
      prompt: prompt?.string ?? titleKey.string)
  }
  /// A field of an optional value formatted by `format`, titled `title`.
  @_disfavoredOverload
  public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
  )
  where F.FormatOutput == String {
    self.init(LocalizedStringKey(stringLiteral: String(title)), value: value, format: format, prompt: prompt)
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
