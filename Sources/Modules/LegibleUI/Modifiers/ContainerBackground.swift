/// Where a container draws a background a view gives it, as SwiftUI's
/// `ContainerBackgroundPlacement` (iOS 17): a widget, a navigation stack (iOS 18), a tab view, a
/// subscription store (StoreKit's placements).
public struct ContainerBackgroundPlacement: Hashable, Sendable {
  let name: String
  /// Makes a placement of `name` (for the frameworks over this module).
  package init(name: String) { self.name = name }
  /// A widget's background.
  public static let widget = ContainerBackgroundPlacement(name: "widget")
  /// A navigation stack's background (iOS 18).
  public static let navigation = ContainerBackgroundPlacement(name: "navigation")
  /// A split view's background (iOS 18).
  public static let navigationSplitView = ContainerBackgroundPlacement(name: "navigationSplitView")
  /// A tab view's background (iOS 18).
  public static let tabView = ContainerBackgroundPlacement(name: "tabView")
}

extension View {
  /// A background the container around draws, as `placement` says. Drawn here behind the view
  /// it is given to (the container's whole area, under its bars, on iOS), so what the audit judges
  /// against it is what lies behind the view.
  public func containerBackground<V: View>(
    for placement: ContainerBackgroundPlacement, alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View {
    background(alignment: alignment, content: content)
  }

  /// A style the container around fills its background with, as `placement` says (drawn behind
  /// the view).
  public func containerBackground<S: ShapeStyle>(_ style: S, for placement: ContainerBackgroundPlacement)
    -> some View
  {
    background(style)
  }
}
