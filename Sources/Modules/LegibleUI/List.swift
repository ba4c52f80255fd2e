import Legible

/// A lazy scrolling list of rows, as SwiftUI's `List` over identified data, lowered onto the
/// retained `ListView`: a row's description is lowered only when the row comes into view, and
/// rows that leave it are let go (with their state), so a list of 100,000 rows costs what its
/// visible rows cost. Rows keep their retained views by id while they are in view: a state change
/// updates them in place, and a change of the data reloads the list, its rows kept by id.
public struct List<Data: RandomAccessCollection, ID: Hashable, RowContent: View>: View, PrimitiveView {
  public static func _lower(_ view: Self, _ lowering: inout _Lowering) {
    view.lower(lowering.context, into: &lowering.list)
  }

  let data: Data
  let id: KeyPath<Data.Element, ID>
  let rowContent: (Data.Element) -> RowContent
  let rowSpacing: Double

  /// A lazy list of a row per element of `data`, identified by the element's `id` key path, `rowSpacing`
  /// points apart.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>, rowSpacing: Double = 0,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) {
    self.data = data
    self.id = id
    self.rowContent = rowContent
    self.rowSpacing = rowSpacing
  }

  func lower(_ context: LowerContext, into list: inout [Lowered]) {
    let elements = Array(data)
    let ids = elements.map { AnyHashable($0[keyPath: id]) }
    let rowContent = self.rowContent
    let spacing = ScaledMetricValue.fixed(rowSpacing)
    // A row's retained view, from its description lowered at its identity.
    let lowerRow: @MainActor (Int) -> Lowered = { row in
      let rowContext = context.child(.id(ids[row]))
      let lowered = LowerContext.lowered(rowContent(elements[row]), rowContext)
      if lowered.count == 1, let only = lowered.first { return only }
      return Lowered(
        rowContext, kind: "ListRow", view: { Stack(.vertical, spacing: .fixed(8), alignment: .fill) }
      ) {
        node in
        if node.reconcileChildren(lowered, host: context.host) { node.placeChildren(in: node.view) }
      }
    }
    list.append(
      Lowered(
        context, kind: "List",
        view: { ListView(sections: [], makeRow: { _, _ in Legible.View() }) }
      ) { node in
        guard let listView = node.view as? ListView else { return }
        let rows = node.attachments["rows"] as? RowCache ?? RowCache()
        node.attachments["rows"] = rows
        // Rows in view are brought up to date now; the others are let go.
        rows.update(ids: ids, lowerRow: lowerRow, host: context.host)
        listView.makeRow = { _, row in rows.view(forRow: row, host: context.host) }
        if listView.rowSpacing != spacing { listView.rowSpacing = spacing }
        if rows.shownIDs != ids {
          rows.shownIDs = ids
          listView.sections = [ListView.Section(rowCount: ids.count)]
        }
      })
  }
}

extension List where Data.Element: Identifiable, ID == Data.Element.ID {
  /// A lazy list of a row per element of `data`, identified by the elements' own `id`.
  public init(
    _ data: Data, rowSpacing: Double = 0, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) {
    self.init(data, id: \.id, rowSpacing: rowSpacing, rowContent: rowContent)
  }
}

/// The rows of a list that have retained views, by id, and how to lower a row of the current data.
@MainActor final class RowCache {
  private var nodes: [AnyHashable: Node] = [:]
  private var ids: [AnyHashable] = []
  private var lowerRow: (@MainActor (Int) -> Lowered)?
  /// The ids the list was last given.
  var shownIDs: [AnyHashable]?

  func update(ids: [AnyHashable], lowerRow: @escaping @MainActor (Int) -> Lowered, host: HostState) {
    self.ids = ids
    self.lowerRow = lowerRow
    let rows = Dictionary(ids.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    for (id, node) in nodes {
      guard node.view.superview != nil, let row = rows[id] else {
        nodes[id] = nil
        continue
      }
      let lowered = lowerRow(row)
      if lowered.kind == node.kind { lowered.update(node) } else { nodes[id] = nil }
    }
  }

  /// The retained view of `row`: the one kept for its id, or a new one.
  func view(forRow row: Int, host: HostState) -> Legible.View {
    guard ids.indices.contains(row), let lowerRow else { return Legible.View() }
    let lowered = lowerRow(row)
    if let node = nodes[ids[row]], node.kind == lowered.kind {
      lowered.update(node)
      return node.view
    }
    let node = lowered.make()
    host.madeViews += 1
    lowered.update(node)
    nodes[ids[row]] = node
    return node.view
  }
}
