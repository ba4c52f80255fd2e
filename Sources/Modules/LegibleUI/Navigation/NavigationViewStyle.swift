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
