/// How a form is drawn, as SwiftUI's `FormStyle`. On an iPhone `.automatic` is `.grouped`: the
/// inset grouped list a `Form` is drawn as here. `.columns` (labels in a trailing column, values
/// in a leading one, not scrolling) is drawn as grouped too: the README lists the approximation.
public protocol FormStyle: Sendable {}

/// The platform's form style: grouped on an iPhone.
public struct AutomaticFormStyle: FormStyle {
  public init() {}
}

/// Rows in grouped sections that scroll: what an iPhone draws.
public struct GroupedFormStyle: FormStyle {
  public init() {}
}

/// Labels and values in two columns, without scrolling (drawn grouped here).
public struct ColumnsFormStyle: FormStyle {
  public init() {}
}

extension FormStyle where Self == AutomaticFormStyle {
  /// The platform's form style.
  public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
  /// Grouped sections.
  public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
  /// Two columns.
  public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

extension View {
  /// The style of the forms inside: an iPhone's forms are grouped for `.automatic` and
  /// `.grouped`; `.columns` is drawn grouped here too, and reported (`not-applied`).
  public func formStyle<S: FormStyle>(_ style: S) -> some View {
    notApplied("formStyle(_:)", when: style is ColumnsFormStyle)
  }
}
