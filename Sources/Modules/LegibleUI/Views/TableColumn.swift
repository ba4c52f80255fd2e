import Foundation

/// The columns of a `Table`, as SwiftUI's `TableColumnContent`: a column, or several built by
/// `TableColumnBuilder`.
///
/// Invariants: `_cells` lists the columns in the order written, each making a row's cell from
/// the row's value; an iPhone shows the first only (see `Table`).
@MainActor @preconcurrency public protocol TableColumnContent<TableRowValue, TableColumnSortComparator> {
  /// The value each row shows.
  associatedtype TableRowValue: Identifiable
  /// How the columns sort their rows (`Never` for a column that does not sort).
  associatedtype TableColumnSortComparator
  /// The columns' cells, each making a row's view from its value, in order.
  var _cells: [(TableRowValue) -> AnyView] { get }
}

/// A column of a `Table`, as SwiftUI's `TableColumn`: a title and the view each row shows in it.
/// Its width, alignment and visibility are kept (an iPhone shows a table's first column alone,
/// as wide as the list).
public struct TableColumn<RowValue: Identifiable, Sort, Content: View, Label: View>: TableColumnContent {
  public typealias TableRowValue = RowValue
  public typealias TableColumnSortComparator = Sort
  /// The column's title.
  let label: Label
  /// The view a row shows in the column.
  let content: (RowValue) -> Content

  public var _cells: [(RowValue) -> AnyView] {
    let content = self.content
    return [{ AnyView(content($0)) }]
  }

  /// The column at a fixed width (kept: an iPhone shows the first column as wide as the list).
  public func width(_ width: CGFloat? = nil) -> TableColumn { self }
  /// The column between widths (kept: an iPhone shows the first column as wide as the list).
  public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn { self }
  /// The column's content aligned (kept: the first column is a list row here).
  public func alignment(_ alignment: TableColumnAlignment) -> TableColumn { self }
  /// An identifier for the column's customization (kept).
  public func customizationID(_ id: String) -> TableColumn { self }
  /// Whether the column shows by default (kept: an iPhone shows the first column only).
  public func defaultVisibility(_ visibility: Visibility) -> TableColumn { self }
}

extension TableColumn where Sort == Never, Label == Text {
  /// A column titled `titleKey` whose rows show `content`.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.label = Text(titleKey)
    self.content = content
  }
  /// A column titled `title` whose rows show `content`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.label = Text(title)
    self.content = content
  }
  /// A column titled with a text whose rows show `content`.
  public init(_ text: Text, @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.label = text
    self.content = content
  }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text {
  /// A column titled `titleKey` whose rows show `content`, sorted by the value at `value`.
  public init<V: Comparable>(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.label = Text(titleKey)
    self.content = content
  }
  /// A column titled `title` whose rows show `content`, sorted by the value at `value`.
  @_disfavoredOverload
  public init<S: StringProtocol, V: Comparable>(
    _ title: S, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.label = Text(title)
    self.content = content
  }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Content == Text, Label == Text {
  /// A column titled `titleKey` whose rows show the string at `value`, sorted by it.
  public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) {
    self.label = Text(titleKey)
    self.content = { Text($0[keyPath: value]) }
  }
  /// A column titled `title` whose rows show the string at `value`, sorted by it.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) {
    self.label = Text(title)
    self.content = { Text($0[keyPath: value]) }
  }
}

/// How a column aligns its content, as SwiftUI's `TableColumnAlignment` (kept).
public struct TableColumnAlignment: Hashable, Sendable {
  private let edge: Int
  /// The platform's.
  public static let automatic = TableColumnAlignment(edge: 0)
  /// The leading edge.
  public static let leading = TableColumnAlignment(edge: 1)
  /// The centre.
  public static let center = TableColumnAlignment(edge: 2)
  /// The trailing edge.
  public static let trailing = TableColumnAlignment(edge: 3)
  /// A number's side (trailing in left-to-right text).
  public static let numeric = TableColumnAlignment(edge: 4)
}

/// Columns in order, as `TableColumnBuilder` builds them: each column written becomes one, and
/// a block, an `if` or an `if`/`else` joins them.
public struct TupleTableColumnContent<RowValue: Identifiable, Sort, T>: TableColumnContent {
  public typealias TableRowValue = RowValue
  public typealias TableColumnSortComparator = Sort
  public let _cells: [(RowValue) -> AnyView]
}

/// Builds a table's columns from the statements of a closure, as SwiftUI's `TableColumnBuilder`.
/// A column sorted by a key path may sit in a table that does not sort, as in SwiftUI.
@MainActor @preconcurrency @resultBuilder public enum TableColumnBuilder<RowValue: Identifiable, Sort> {
  /// The columns a builder joins.
  public typealias Columns = TupleTableColumnContent<RowValue, Sort, Void>
  /// A column sorted as the table is: its row type is the sort's (so `\.name` in it needs no
  /// root type).
  public static func buildExpression<Content: View, Label: View>(
    _ column: TableColumn<RowValue, Sort, Content, Label>
  ) -> Columns { Columns(_cells: column._cells) }
  /// A column that does not sort: its row type is the table's.
  @_disfavoredOverload
  public static func buildExpression<Content: View, Label: View>(
    _ column: TableColumn<RowValue, Never, Content, Label>
  ) -> Columns { Columns(_cells: column._cells) }
  /// Columns.
  @_disfavoredOverload
  public static func buildExpression<Column: TableColumnContent>(_ column: Column) -> Columns
  where Column.TableRowValue == RowValue { Columns(_cells: column._cells) }
  /// Columns, in order.
  public static func buildBlock(_ columns: Columns...) -> Columns {
    Columns(_cells: columns.flatMap(\._cells))
  }
  /// Columns that are there or not.
  public static func buildOptional(_ columns: Columns?) -> Columns { columns ?? Columns(_cells: []) }
  /// The first branch of an `if`/`else`.
  public static func buildEither(first columns: Columns) -> Columns { columns }
  /// The second branch of an `if`/`else`.
  public static func buildEither(second columns: Columns) -> Columns { columns }
  /// Columns behind `if #available`.
  public static func buildLimitedAvailability(_ columns: Columns) -> Columns { columns }
}
