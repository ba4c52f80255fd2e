import Foundation

/// Rows of values in columns, as SwiftUI's `Table`, shown as an iPhone shows it: in a compact
/// width a table is a plain list of its rows, each showing its first column alone, with no
/// column headers; sections keep their headers. The other columns, the widths, the sort order
/// and the selection are kept (an iPhone shows none of them; rows are drawn unselected).
///
/// Invariants: rows show in the order their content gives them (a table does not sort: the
/// app sorts its data by the sort order it binds, as in SwiftUI); a table without columns shows
/// its rows empty.
public struct Table<Value: Identifiable, Rows: TableRowContent, Columns: TableColumnContent>: View
where Rows.TableRowValue == Value, Columns.TableRowValue == Value {
  /// Where the view was written, as `ViewBuilder` gives it (see `_CallSite`).
  public var _site: _CallSite?
  let rows: Rows
  let columns: Columns

  init(rows: Rows, columns: Columns) {
    self.rows = rows
    self.columns = columns
  }

  public var body: some View {
    let sections = rows._tableSections
    let cell = columns._cells.first
    List {
      ForEach(Array(sections.indices), id: \.self) { index in
        let section = sections[index]
        if let header = section.header {
          Section {
            TableRows(values: section.values, cell: cell)
          } header: {
            header
          }
        } else {
          TableRows(values: section.values, cell: cell)
        }
      }
    }
    .listStyle(.plain)
  }
}

/// A table's rows as list rows: each value's first-column cell.
private struct TableRows<Value: Identifiable>: View {
  let values: [Value]
  let cell: ((Value) -> AnyView)?
  var body: some View {
    ForEach(values) { value in
      if let cell { cell(value) } else { EmptyView() }
    }
  }
}

extension Table {
  /// A table of `data`'s values, a row each.
  public init<Data: RandomAccessCollection>(
    _ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns
  ) where Rows == TableForEachContent<Data>, Data.Element == Value {
    self.init(rows: TableForEachContent(data: data), columns: columns())
  }
  /// A table of `data`'s values with a selected row (kept).
  public init<Data: RandomAccessCollection>(
    _ data: Data, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns
  ) where Rows == TableForEachContent<Data>, Data.Element == Value {
    self.init(rows: TableForEachContent(data: data), columns: columns())
  }
  /// A table of `data`'s values with selected rows (kept).
  public init<Data: RandomAccessCollection>(
    _ data: Data, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns
  ) where Rows == TableForEachContent<Data>, Data.Element == Value {
    self.init(rows: TableForEachContent(data: data), columns: columns())
  }
  /// A table of `data`'s values in a sort order the app applies (kept).
  public init<Data: RandomAccessCollection, Sort: SortComparator>(
    _ data: Data, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Sort.Compared, Sort> columns: () -> Columns
  ) where Rows == TableForEachContent<Data>, Data.Element == Value, Value == Sort.Compared {
    self.init(rows: TableForEachContent(data: data), columns: columns())
  }
  /// A table of `data`'s values with a selected row and a sort order (both kept).
  public init<Data: RandomAccessCollection, Sort: SortComparator>(
    _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Sort.Compared, Sort> columns: () -> Columns
  ) where Rows == TableForEachContent<Data>, Data.Element == Value, Value == Sort.Compared {
    self.init(rows: TableForEachContent(data: data), columns: columns())
  }
  /// A table of `data`'s values with selected rows and a sort order (both kept).
  public init<Data: RandomAccessCollection, Sort: SortComparator>(
    _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Sort.Compared, Sort> columns: () -> Columns
  ) where Rows == TableForEachContent<Data>, Data.Element == Value, Value == Sort.Compared {
    self.init(rows: TableForEachContent(data: data), columns: columns())
  }

  /// A table of the rows `rows` builds.
  public init(
    @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
  ) {
    self.init(rows: rows(), columns: columns())
  }
  /// A table of the rows `rows` builds, of `valueType`.
  public init(
    of valueType: Value.Type, @TableColumnBuilder<Value, Never> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) {
    self.init(rows: rows(), columns: columns())
  }
  /// A table of the rows `rows` builds, with a selected row (kept).
  public init(
    selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) {
    self.init(rows: rows(), columns: columns())
  }
  /// A table of the rows `rows` builds, with selected rows (kept).
  public init(
    selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) {
    self.init(rows: rows(), columns: columns())
  }
  /// A table of the rows `rows` builds, in a sort order the app applies (kept).
  public init<Sort: SortComparator>(
    sortOrder: Binding<[Sort]>, @TableColumnBuilder<Sort.Compared, Sort> columns: () -> Columns,
    @TableRowBuilder<Sort.Compared> rows: () -> Rows
  ) where Value == Sort.Compared {
    self.init(rows: rows(), columns: columns())
  }
  /// A table of the rows `rows` builds, with a selected row and a sort order (both kept).
  public init<Sort: SortComparator>(
    selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Sort.Compared, Sort> columns: () -> Columns,
    @TableRowBuilder<Sort.Compared> rows: () -> Rows
  ) where Value == Sort.Compared {
    self.init(rows: rows(), columns: columns())
  }
  /// A table of the rows `rows` builds, with selected rows and a sort order (both kept).
  public init<Sort: SortComparator>(
    selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Sort.Compared, Sort> columns: () -> Columns,
    @TableRowBuilder<Sort.Compared> rows: () -> Rows
  ) where Value == Sort.Compared {
    self.init(rows: rows(), columns: columns())
  }
}

/// How a table looks, as SwiftUI's `TableStyle` (kept: an iPhone shows a table as a plain list
/// whatever its style).
@MainActor @preconcurrency public protocol TableStyle {}

/// The platform's table style.
public struct AutomaticTableStyle: TableStyle { public init() {} }
/// Rows inset from the table's edges.
public struct InsetTableStyle: TableStyle { public init() {} }

extension TableStyle where Self == AutomaticTableStyle {
  /// The platform's table style.
  public static var automatic: AutomaticTableStyle { AutomaticTableStyle() }
}
extension TableStyle where Self == InsetTableStyle {
  /// Rows inset from the table's edges.
  public static var inset: InsetTableStyle { InsetTableStyle() }
}

extension View {
  /// The style of tables inside (kept: an iPhone shows a table as a plain list whatever its
  /// style).
  public func tableStyle<S: TableStyle>(_ style: S) -> some View { self }
}
