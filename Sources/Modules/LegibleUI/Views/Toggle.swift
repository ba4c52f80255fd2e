import Drawing
import Foundation
import Geometry
import Legible
import UIKit

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

  /// Made by a style from its configuration: drawn as the switch, not by the style again.
  var isStyled = false
  @Environment(\.toggleStyle) private var style

  public var body: some View {
    if let style, !isStyled {
      style.make(ToggleStyleConfiguration(label: AnyView(label), binding: isOn))
    } else {
      HStack {
        ControlLabel(label: label)
        SwitchView(isOn: isOn)
      }
    }
  }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
  /// The toggle a style is given, drawn as iOS's switch, for a style's `makeBody`.
  public init(_ configuration: ToggleStyleConfiguration) {
    self.init(isOn: configuration.$isOn) { configuration.label }
    isStyled = true
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

/// What a toggle style is given (SwiftUI's `ToggleStyleConfiguration`): the label and the bound
/// state, which the style's body shows and changes.
public struct ToggleStyleConfiguration {
  /// The label, as SwiftUI names its type.
  public typealias Label = AnyView
  /// The toggle's label.
  public let label: Label
  /// Whether the toggle is on; `$isOn` is the binding, for a style's control to change.
  @Binding public var isOn: Bool
  /// Whether the toggle stands for several values of which some are on (false for one value).
  public let isMixed = false

  init(label: Label, binding: Binding<Bool>) {
    self.label = label
    _isOn = binding
  }
}

/// How a toggle looks, as SwiftUI's `ToggleStyle`: `makeBody(configuration:)` describes the
/// whole control; `Toggle(configuration)` inside draws iOS's switch.
@MainActor @preconcurrency public protocol ToggleStyle {
  /// The type of the styled toggle.
  associatedtype Body: View
  /// The configuration.
  typealias Configuration = ToggleStyleConfiguration
  /// The styled toggle.
  @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// iOS's switch, in the tint given (else the environment's).
public struct SwitchToggleStyle: ToggleStyle {
  let tint: Color?
  /// The style.
  public init() { tint = nil }
  /// A switch that is `tint` when on, as `.tint(_:)` would make it.
  public init(tint: Color) { self.tint = tint }
  /// The switch.
  public func makeBody(configuration: Configuration) -> some View {
    Toggle(configuration).transformEnvironment(\.tint) { if let own = tint { $0 = own } }
  }
}

/// The platform's default: a switch on iOS.
public struct DefaultToggleStyle: ToggleStyle {
  /// The style.
  public init() {}
  /// The switch.
  public func makeBody(configuration: Configuration) -> some View { Toggle(configuration) }
}

/// A button that toggles, as iOS draws it: bordered when off, filled with the tint when on.
public struct ButtonToggleStyle: ToggleStyle {
  /// The style.
  public init() {}
  /// The button.
  public func makeBody(configuration: Configuration) -> some View {
    let button = Button {
      configuration.isOn.toggle()
    } label: {
      configuration.label
    }
    if configuration.isOn {
      button.buttonStyle(.borderedProminent)
    } else {
      button.buttonStyle(.bordered)
    }
  }
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

/// A toggle style of the module's or yours, in the environment.
struct AnyToggleStyle: @unchecked Sendable {
  let make: @MainActor (ToggleStyleConfiguration) -> AnyView

  init<S: ToggleStyle>(_ style: S) {
    nonisolated(unsafe) let style = style
    make = { configuration in AnyView(style.makeBody(configuration: configuration)) }
  }
}

private struct ToggleStyleKey: EnvironmentKey {
  static var defaultValue: AnyToggleStyle? { nil }
}

extension EnvironmentValues {
  var toggleStyle: AnyToggleStyle? {
    get { self[ToggleStyleKey.self] }
    set { self[ToggleStyleKey.self] = newValue }
  }
}
