import Drawing
import Foundation
import Geometry
import Legible

/// A button that shows a menu, as SwiftUI's `Menu`: drawn closed, its label in the tint colour.
public struct Menu<Label: View, Content: View>: View {
  /// Where the view was written, as `ViewBuilder` gives it (see `_CallSite`).
  public var _site: _CallSite?
  let label: Label
  /// A menu of `content` with a label of views.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
  }
  /// A menu with a primary action.
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void
  ) {
    self.label = label()
  }
  public var body: some View { Button(action: {}) { label } }
}

extension Menu where Label == Text {
  /// A menu titled `titleKey`.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }
  /// A menu titled `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

extension Menu where Label == LegibleUI.Label<Text, Image> {
  /// A menu titled `titleKey` with the symbol `systemImage`.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
    self.init(content: content) { LegibleUI.Label(titleKey, systemImage: systemImage) }
  }
  /// A menu titled `title` with the symbol `systemImage`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
    self.init(content: content) { LegibleUI.Label(title, systemImage: systemImage) }
  }
}

/// How menus look: a menu here is drawn as iOS draws one by default, its label a borderless
/// button in the tint colour (`DefaultMenuStyle`, `BorderlessButtonMenuStyle`); another style is
/// reported (`menuStyle(_:)`).
public protocol MenuStyle: Sendable {}
/// A button.
public struct ButtonMenuStyle: MenuStyle {
  /// The style.
  public init() {}
}
extension MenuStyle where Self == ButtonMenuStyle {
  /// A button.
  public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}
/// The platform's menu style: on iOS, a borderless button.
public struct DefaultMenuStyle: MenuStyle {
  /// The style.
  public init() {}
}
extension MenuStyle where Self == DefaultMenuStyle {
  /// The platform's menu style.
  public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}
/// A borderless button, as iOS draws a menu by default.
public struct BorderlessButtonMenuStyle: MenuStyle {
  /// The style.
  public init() {}
}
extension MenuStyle where Self == BorderlessButtonMenuStyle {
  /// A borderless button, as iOS draws a menu by default.
  public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

extension View {
  /// Whether menus inside show an indicator on their label (kept: iOS draws a menu's label
  /// without one, as here).
  public func menuIndicator(_ visibility: Visibility) -> some View { self }
}
