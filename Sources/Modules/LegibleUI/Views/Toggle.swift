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

  public var body: some View {
    HStack {
      ControlLabel(label: label)
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

extension Toggle: _LocatableView {}
