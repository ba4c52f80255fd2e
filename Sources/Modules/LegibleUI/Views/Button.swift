import Drawing
import Foundation
import Legible

/// A control that runs an action when tapped, as SwiftUI's `Button`: its label (a title, or
/// views of your own) in the tint colour; styled by `buttonStyle(_:)`.
public struct Button<Label: View>: View {
  /// Where the view was written, as `ViewBuilder` gives it (see `_CallSite`).
  public var _site: _CallSite?
  let role: ButtonRole?
  let action: () -> Void
  let label: Label

  /// A button showing `label`.
  public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    role = nil
    self.action = action
    self.label = label()
  }

  /// A button with a role showing `label`.
  public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.role = role
    self.action = action
    self.label = label()
  }

  /// The button is the one a primitive style made of its configuration: drawn in the default
  /// style, not in that style again.
  var isFromPrimitiveStyle = false

  @Environment(\.buttonStyle) private var style

  public var body: some View {
    (isFromPrimitiveStyle ? AnyButtonStyle(BorderlessButtonStyle()) : style)
      .makeButton(
        ButtonStyleConfiguration(label: AnyView(ControlLabelRow(content: label)), role: role, action: action))
  }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
  /// A standard button of a primitive style's configuration (its label, role and action), as a
  /// primitive style's body writes it.
  public init(_ configuration: PrimitiveButtonStyleConfiguration) {
    self.init(role: configuration.role, action: configuration.action) { configuration.label }
    isFromPrimitiveStyle = true
  }
}

extension Button where Label == Text {
  /// A button titled `titleKey`.
  public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
    self.init(action: action) { Text(titleKey) }
  }

  /// A button titled `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
    self.init(action: action) { Text(title) }
  }

  /// A button with a role titled `titleKey`.
  public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(role: role, action: action) { Text(titleKey) }
  }

  /// A button with a role titled `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(role: role, action: action) { Text(title) }
  }
}

/// What a button is for, as SwiftUI's `ButtonRole`.
public struct ButtonRole: Hashable, Sendable {
  let name: String
  /// It deletes something (drawn red).
  public static let destructive = ButtonRole(name: "destructive")
  /// It cancels.
  public static let cancel = ButtonRole(name: "cancel")
  /// It confirms (iOS 26).
  public static let confirm = ButtonRole(name: "confirm")
  /// It closes (iOS 26).
  public static let close = ButtonRole(name: "close")
}

/// What a button style is given (SwiftUI's `ButtonStyleConfiguration`).
public struct ButtonStyleConfiguration {
  /// The button's label.
  public let label: AnyView
  /// The button's role.
  public let role: ButtonRole?
  /// Whether the finger is down on it (false here: screens are drawn at rest).
  public let isPressed = false
  let action: () -> Void

  init(label: AnyView, role: ButtonRole?, action: @escaping () -> Void) {
    self.label = label
    self.role = role
    self.action = action
  }

  /// The label, as SwiftUI names its type.
  public typealias Label = AnyView
}

/// How a button looks, as SwiftUI's `ButtonStyle`: `makeBody(configuration:)` describes the
/// button around its label; the button takes taps on what it describes.
@MainActor @preconcurrency public protocol ButtonStyle {
  /// The type of the styled button.
  associatedtype Body: View
  /// The configuration.
  typealias Configuration = ButtonStyleConfiguration
  /// The styled button.
  @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// How a button looks and how it is triggered, as SwiftUI's `PrimitiveButtonStyle`: the style
/// calls `configuration.trigger()` itself (from a gesture of its own), so the button takes only
/// the touches the style's body takes.
@MainActor @preconcurrency public protocol PrimitiveButtonStyle {
  /// The type of the styled button.
  associatedtype Body: View
  /// The configuration.
  typealias Configuration = PrimitiveButtonStyleConfiguration
  /// The styled button.
  @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a primitive button style is given (SwiftUI's `PrimitiveButtonStyleConfiguration`).
public struct PrimitiveButtonStyleConfiguration {
  /// The button's label.
  public let label: AnyView
  /// The button's role.
  public let role: ButtonRole?
  let action: () -> Void

  /// Runs the button's action.
  public func trigger() { action() }

  /// The label, as SwiftUI names its type.
  public typealias Label = AnyView
}

/// A button style of the module's or yours, in the environment.
struct AnyButtonStyle: @unchecked Sendable {
  let make: @MainActor (ButtonStyleConfiguration) -> AnyView
  /// The style triggers the button itself (`PrimitiveButtonStyle`): no press is added around it.
  let triggersItself: Bool

  init<S: ButtonStyle>(_ style: S) {
    nonisolated(unsafe) let style = style
    make = { configuration in AnyView(style.makeBody(configuration: configuration)) }
    triggersItself = false
  }

  init<S: PrimitiveButtonStyle>(primitive style: S) {
    nonisolated(unsafe) let style = style
    make = { configuration in
      AnyView(
        style.makeBody(
          configuration: PrimitiveButtonStyleConfiguration(
            label: configuration.label, role: configuration.role, action: configuration.action)))
    }
    triggersItself = true
  }

  @MainActor @ViewBuilder func makeButton(_ configuration: ButtonStyleConfiguration) -> some View {
    if triggersItself {
      make(configuration)
    } else {
      Pressable(action: configuration.action) { make(configuration) }
    }
  }
}

private struct ButtonStyleKey: EnvironmentKey {
  static var defaultValue: AnyButtonStyle { AnyButtonStyle(BorderlessButtonStyle()) }
}

extension EnvironmentValues {
  var buttonStyle: AnyButtonStyle {
    get { self[ButtonStyleKey.self] }
    set { self[ButtonStyleKey.self] = newValue }
  }
}

extension View {
  /// The style of buttons inside.
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
    modifier(ButtonStyleModifier(style: AnyButtonStyle(style)))
  }
  /// The style of buttons inside, one that triggers them itself.
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
    modifier(ButtonStyleModifier(style: AnyButtonStyle(primitive: style)))
  }
}

struct ButtonStyleModifier: EnvironmentModifier {
  typealias Body = Never
  let style: AnyButtonStyle
  func transform(_ environment: inout EnvironmentValues) { environment.buttonStyle = style }
}

/// iOS's default button: the label in the tint colour, no background.
public struct BorderlessButtonStyle: ButtonStyle {
  /// The style.
  nonisolated public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    configuration.label.modifier(TintedLabel(role: configuration.role))
  }
}

/// The label as it is, no tint.
public struct PlainButtonStyle: ButtonStyle {
  /// The style.
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A tinted capsule-cornered background behind the label (iOS's `.bordered`), sized by the
/// environment's `controlSize` (`BorderedButton`).
public struct BorderedButtonStyle: ButtonStyle {
  /// The style.
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    BorderedButton(configuration: configuration, prominent: false)
  }
}

/// The label in white on the tint colour (iOS's `.borderedProminent`), sized by the
/// environment's `controlSize`.
public struct BorderedProminentButtonStyle: ButtonStyle {
  /// The style.
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    BorderedButton(configuration: configuration, prominent: true)
  }
}

/// A bordered button as iOS draws it at each control size: the label's default font, the space
/// around it and the corners' radius grow from `.mini` to `.large` (`.extraLarge` is `.large` on
/// an iPhone, as Apple documents). A regular one is 34.33 pt tall at size L, a large one 48.33 pt.
/// A font set on the button or above it wins over the size's.
struct BorderedButton: View {
  let configuration: ButtonStyleConfiguration
  let prominent: Bool
  /// Over glass in a capsule (iOS 26's glass styles), not a rounded rectangle.
  var glass = false
  @Environment(\.controlSize) private var size
  @Environment(\.buttonBorderShape) private var shape

  /// The label's default text style, its vertical and horizontal insets, and the corners' radius.
  static func metrics(_ size: ControlSize) -> (
    style: Font, vertical: Double, horizontal: Double, radius: Double
  ) {
    switch size {
    case .mini: (.footnote, 3.5, 8, 6)
    case .small: (.subheadline, 5, 10, 7)
    case .regular: (.body, 7, 12, 8)
    case .large, .extraLarge: (.body, 14, 20, 12)
    }
  }

  var body: some View {
    let metrics = Self.metrics(size)
    let fill: AnyShapeStyle =
      prominent
      ? AnyShapeStyle(TintShapeStyle())
      : AnyShapeStyle(Color(Drawing.Color(red8: 120, green8: 120, blue8: 128, alpha8: 31)))
    Group {
      if prominent {
        configuration.label.foregroundStyle(Color.white)
      } else {
        configuration.label.modifier(TintedLabel(role: configuration.role))
      }
    }
    .transformEnvironment(\.font) { font in if font == nil { font = metrics.style } }
    .padding(.horizontal, metrics.horizontal).padding(.vertical, metrics.vertical)
    .background {
      if glass {
        GlassFill(glass: prominent ? .regular.tint(nil) : .regular, shape: Capsule())
        if prominent { Capsule().fill(TintShapeStyle()) }
      } else {
        // The shape set with `buttonBorderShape(_:)`; by default a rounded rectangle of the size's radius.
        switch shape.name {
        case "capsule": Capsule().fill(fill)
        case "circle": Circle().fill(fill)
        default: RoundedRectangle(cornerRadius: shape.radius ?? metrics.radius).fill(fill)
        }
      }
    }
  }
}

/// iOS's automatic style: the default.
public struct DefaultButtonStyle: ButtonStyle {
  /// The style.
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    BorderlessButtonStyle().makeBody(configuration: configuration)
  }
}

extension ButtonStyle where Self == BorderlessButtonStyle {
  /// The label in the tint colour.
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
extension ButtonStyle where Self == PlainButtonStyle {
  /// The label as it is.
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
extension ButtonStyle where Self == BorderedButtonStyle {
  /// A tinted background.
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
extension ButtonStyle where Self == BorderedProminentButtonStyle {
  /// White on the tint colour.
  public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
extension ButtonStyle where Self == DefaultButtonStyle {
  /// The platform's default.
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

/// The label in the tint colour (red for a destructive role), unless a foreground colour is set
/// above the button.
struct TintedLabel: EnvironmentModifier {
  typealias Body = Never
  let role: ButtonRole?
  func transform(_ environment: inout EnvironmentValues) {
    if role == .destructive {
      environment.foregroundColor = .red
    } else if environment.foregroundColor == nil {
      environment.foregroundColor = environment.tint ?? Color.accentColor
    }
    if !environment.isEnabled { environment.foregroundColor = Color(Drawing.Color.tertiaryLabel) }
  }
}

/// Views that run an action when tapped: the retained control around a button's look.
struct Pressable<Content: View>: View, PrimitiveView {
  let action: () -> Void
  let content: Content

  init(action: @escaping () -> Void, @ViewBuilder content: () -> Content) {
    self.action = action
    self.content = content()
  }

  func makeNode(_ context: _ViewContext) -> ContainerNode<PressableView> {
    ContainerNode(context, PressableView())
  }

  func update(_ node: ContainerNode<PressableView>, _ context: _ViewContext) {
    let action = context.environment.buttonActionWrapper?(self.action) ?? { self.action() }
    node.view.action = { action() }
    node.view.isEnabled = context.environment.isEnabled
    node.updateContent(content, context)
  }
}

extension Button where Label == LegibleUI.Label<Text, Image> {
  /// A button whose label is `titleKey` with the symbol `systemImage` (iOS 17); the style
  /// around it decides which of the two show.
  public init(
    _ titleKey: LocalizedStringKey, systemImage name: String, role: ButtonRole? = nil,
    action: @escaping () -> Void
  ) {
    self.init(role: role, action: action) { LegibleUI.Label(titleKey, systemImage: name) }
  }

  /// A button whose label is `title` with the symbol `systemImage` (iOS 17).
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage name: String, role: ButtonRole? = nil, action: @escaping () -> Void
  ) {
    self.init(role: role, action: action) { LegibleUI.Label(title, systemImage: name) }
  }
}
