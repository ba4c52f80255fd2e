import Foundation

/// How a `NavigationView` arranges its columns, as SwiftUI's `NavigationViewStyle`. An iPhone in
/// portrait is compact: every style shows one column at a time, a stack, and that is what is
/// drawn, so each style is kept and changes nothing here, as on the phone.
public protocol NavigationViewStyle {}

/// The platform's choice: a stack on an iPhone.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
  /// The default style.
  public init() {}
}

/// One column at a time, pushed and popped.
public struct StackNavigationViewStyle: NavigationViewStyle {
  /// The stack style.
  public init() {}
}

/// Columns side by side where the width allows; a stack in an iPhone's compact width.
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
  /// The columns style.
  public init() {}
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
  /// The platform's choice.
  public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
  /// One column at a time.
  public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DoubleColumnNavigationViewStyle {
  /// Columns side by side where the width allows.
  public static var columns: DoubleColumnNavigationViewStyle { DoubleColumnNavigationViewStyle() }
}

extension View {
  /// How the navigation views inside arrange their columns: on an iPhone in portrait, every style
  /// is a stack, as drawn here.
  public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }
}

extension View {
  /// A column's width in a split view (kept: an iPhone in portrait shows one column at a time).
  public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { self }
  /// A column's width range in a split view (kept, as on an iPhone in portrait).
  public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil)
    -> some View
  { self }
  /// How a pushed or presented view comes in (iOS 18's `.zoom`; kept: transitions end at once).
  public func navigationTransition(_ style: NavigationTransition) -> some View { self }
  /// The view a zoom transition grows from (iOS 18; kept).
  public func matchedTransitionSource<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View { self }
}

/// How a pushed or presented view comes in, as SwiftUI's `NavigationTransition` (iOS 18; kept:
/// transitions end at once here).
public struct NavigationTransition: Sendable {
  let name: String
  /// The platform's own.
  public static var automatic: NavigationTransition { NavigationTransition(name: "automatic") }
  /// Growing from the view marked with `matchedTransitionSource(id:in:)`.
  public static func zoom<ID: Hashable>(sourceID: ID, in namespace: Namespace.ID) -> NavigationTransition {
    NavigationTransition(name: "zoom")
  }
}
