/// The rows of a `Table`, as SwiftUI's `TableRowContent`: a row, the rows `ForEach` makes, a
/// section of rows, or several built by `TableRowBuilder`.
///
/// Invariants: `_tableSections` lists the rows' values in order, in sections; rows outside any
/// `Section` form sections without a header, and two such in a row are one.
@MainActor @preconcurrency public protocol TableRowContent<TableRowValue> {
  /// The value each row shows.
  associatedtype TableRowValue: Identifiable
  /// The rows' values, in sections, in order.
  var _tableSections: [_TableSection<TableRowValue>] { get }
}

/// Rows of a table under one header (or none): what `TableRowContent` gives a table to show.
public struct _TableSection<Value> {
  /// The section's header, or nil for rows outside a `Section`.
  public var header: AnyView?
  /// The rows' values, in order.
  public var values: [Value]

  /// `sections`, with each two headerless sections in a row made one.
  static func merged(_ sections: [_TableSection]) -> [_TableSection] {
    var result: [_TableSection] = []
    for section in sections {
      if section.header == nil, let last = result.last, last.header == nil {
        result[result.count - 1].values += section.values
      } else {
        result.append(section)
      }
    }
    return result
  }
}

/// A row of a table showing `value`, as SwiftUI's `TableRow`. It is a view only so that it can
/// be written in a `ForEach` or a `Section` of a table's rows, as SwiftUI allows; elsewhere it
/// draws nothing.
public struct TableRow<Value: Identifiable>: TableRowContent, View {
  public typealias TableRowValue = Value
  /// The value the row shows.
  public let value: Value

  /// A row showing `value`.
  public init(_ value: Value) { self.value = value }

  public var _tableSections: [_TableSection<Value>] { [_TableSection(header: nil, values: [value])] }
  public var body: some View { EmptyView() }

  /// The row's menu (kept: a row's menu shows on a long press, not at rest).
  public func contextMenu<M: View>(@ViewBuilder menuItems: () -> M) -> TableRow { self }
}

/// The rows of a table made from a collection's values, as SwiftUI's `TableForEachContent`.
public struct TableForEachContent<Data: RandomAccessCollection>: TableRowContent
where Data.Element: Identifiable {
  public typealias TableRowValue = Data.Element
  /// The values, one row each.
  public let data: Data
  public var _tableSections: [_TableSection<Data.Element>] {
    [_TableSection(header: nil, values: Array(data))]
  }
}

extension ForEach: TableRowContent where Content: TableRowContent {
  public typealias TableRowValue = Content.TableRowValue
  public var _tableSections: [_TableSection<Content.TableRowValue>] {
    _TableSection.merged(data.flatMap { content($0)._tableSections })
  }
}

extension Section: TableRowContent where Content: TableRowContent {
  public typealias TableRowValue = Content.TableRowValue
  public var _tableSections: [_TableSection<Content.TableRowValue>] {
    [_TableSection(header: AnyView(header), values: content._tableSections.flatMap(\.values))]
  }
}

/// Row contents in order, as `TableRowBuilder` builds them: each content written becomes one,
/// and a block, an `if` or an `if`/`else` joins them.
public struct TupleTableRowContent<Value: Identifiable, T>: TableRowContent {
  public typealias TableRowValue = Value
  public let _tableSections: [_TableSection<Value>]
}

/// Builds a table's rows from the statements of a closure, as SwiftUI's `TableRowBuilder`.
@MainActor @preconcurrency @resultBuilder public enum TableRowBuilder<Value: Identifiable> {
  /// The rows a builder joins.
  public typealias Rows = TupleTableRowContent<Value, Void>
  /// A row, or rows.
  public static func buildExpression<Content: TableRowContent>(_ content: Content) -> Rows
  where Content.TableRowValue == Value { Rows(_tableSections: content._tableSections) }
  /// Rows, in order.
  public static func buildBlock(_ rows: Rows...) -> Rows {
    Rows(_tableSections: _TableSection.merged(rows.flatMap(\._tableSections)))
  }
  /// Rows that are there or not.
  public static func buildOptional(_ rows: Rows?) -> Rows { rows ?? Rows(_tableSections: []) }
  /// The first branch of an `if`/`else`.
  public static func buildEither(first rows: Rows) -> Rows { rows }
  /// The second branch of an `if`/`else`.
  public static func buildEither(second rows: Rows) -> Rows { rows }
  /// Rows behind `if #available`.
  public static func buildLimitedAvailability(_ rows: Rows) -> Rows { rows }
}
