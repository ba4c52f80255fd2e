import Foundation
import Geometry
import Legible

/// Views in rows and columns, as SwiftUI's `Grid`: each `GridRow`'s views are its cells; a column
/// is as wide as its widest cell, a row as tall as its tallest; a view that is not in a row spans
/// every column. A cell may span columns (`gridCellColumns`), set its column's alignment
/// (`gridColumnAlignment`), sit at an anchor (`gridCellAnchor`) or leave its size out of the
/// grid's (`gridCellUnsizedAxes`), as in SwiftUI.
public struct Grid<Content: View>: View, PrimitiveView {
  /// Where the view was written, as `ViewBuilder` gives it (see `_CallSite`).
  public var _site: _CallSite?
  let alignment: Alignment
  let horizontalSpacing: CGFloat?
  let verticalSpacing: CGFloat?
  let content: Content

  /// A grid of `content`'s rows.
  public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
    self.content = content()
  }

  final class Node: ViewNode {
    let grid = GridLayout(.measured(rows: [], spanning: []))
    var content: ViewNode?
    override var children: [ViewNode] { content.map { [$0] } ?? [] }
    override init(_ context: _ViewContext) {
      super.init(context)
      setOutput([grid])
    }

    func arrange() {
      let views = content?.output ?? []
      var rows: [Int] = []
      var spanning: Set<Int> = []
      var lastRow: ObjectIdentifier?
      for view in views {
        let row = view.layoutValues[ObjectIdentifier(GridRowTag.self)] as? ObjectIdentifier
        if let row, row == lastRow {
          rows[rows.count - 1] += 1
        } else {
          rows.append(1)
          if row == nil { spanning.insert(rows.count - 1) }
        }
        lastRow = row
      }
      let kind = GridLayout.Kind.measured(rows: rows, spanning: spanning)
      if grid.kind != kind { grid.kind = kind }
      var options: [Int: GridLayout.CellOptions] = [:]
      for (index, view) in views.enumerated() {
        if let cell = LayoutSubview.value(of: view, for: GridCellOptionsKey.self) { options[index] = cell }
      }
      if grid.cellOptions != options { grid.cellOptions = options }
      grid.arrange(views)
    }

    override func childOutputDidChange() { arrange() }
  }

  func makeNode(_ context: _ViewContext) -> Node { Node(context) }

  func update(_ node: Node, _ context: _ViewContext) {
    node.grid.horizontalSpacing = Double(horizontalSpacing ?? 8)
    node.grid.verticalSpacing = Double(verticalSpacing ?? 8)
    node.grid.horizontalAlignment = alignment.horizontal.guide
    node.grid.verticalAlignment = alignment.vertical.guide
    node.content = updateChild(content, node.content, context.child(of: node))
    node.arrange()
  }
}

/// The row a grid cell is in.
enum GridRowTag: LayoutValueKey {
  static var defaultValue: ObjectIdentifier? { nil }
}

/// A row of a `Grid`, as SwiftUI's `GridRow`: its views are the row's cells.
public struct GridRow<Content: View>: View, PrimitiveView {
  let content: Content

  /// A row of `content`'s views.
  public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  final class Node: ViewNode {
    var content: ViewNode?
    override var children: [ViewNode] { content.map { [$0] } ?? [] }
    func tag() {
      let output = content?.output ?? []
      for view in output { view.layoutValues[ObjectIdentifier(GridRowTag.self)] = ObjectIdentifier(self) }
      setOutput(output)
    }
    override func childOutputDidChange() {
      let before = outputVersion
      tag()
      if outputVersion != before { outputDidChange() } else { parent?.childOutputDidChange() }
    }
  }

  func makeNode(_ context: _ViewContext) -> Node { Node(context) }

  func update(_ node: Node, _ context: _ViewContext) {
    node.content = updateChild(content, node.content, context.child(of: node))
    node.tag()
  }
}

/// How a grid lays out a cell beyond its own rules (the `gridCell…` modifiers).
enum GridCellOptionsKey: LayoutValueKey {
  static var defaultValue: GridLayout.CellOptions { GridLayout.CellOptions() }
}

extension View {
  /// `change` made to the cell's grid options (the ones set inside kept).
  private func gridCell(_ change: @escaping (inout GridLayout.CellOptions) -> Void) -> some View {
    eachView { view in
      var options = LayoutSubview.value(of: view, for: GridCellOptionsKey.self) ?? GridLayout.CellOptions()
      change(&options)
      view.layoutValues[ObjectIdentifier(GridCellOptionsKey.self)] = options
    }
  }

  /// The cell spans `count` columns of its `Grid` (at least one), as SwiftUI's.
  public func gridCellColumns(_ count: Int) -> some View { gridCell { $0.columns = max(1, count) } }
  /// Every cell of this cell's column sits in it by `guide`, in place of the grid's alignment.
  public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
    gridCell { $0.columnAlignment = guide.guide }
  }
  /// The cell sits at `anchor` in its room, in place of the alignments.
  public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
    gridCell { $0.anchor = Point(x: Double(anchor.x), y: Double(anchor.y)) }
  }
  /// The cell's size on `axes` is left out of its columns' and row's: it takes the room the other
  /// cells make (a divider across a grid's width).
  public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
    gridCell {
      $0.unsizedHorizontally = axes.contains(.horizontal)
      $0.unsizedVertically = axes.contains(.vertical)
    }
  }
}

/// A column (or row) of a lazy grid, as SwiftUI's `GridItem`.
public struct GridItem: Sendable {
  /// How the column is sized, as SwiftUI's `GridItem.Size`.
  public enum Size: Sendable {
    /// Exactly this wide.
    case fixed(CGFloat)
    /// A share of what is left, within limits.
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    /// As many columns of at least `minimum` as fit.
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }
  /// How the column is sized.
  public var size: Size
  /// The spacing after it, or nil for the default.
  public var spacing: CGFloat?
  /// Where cells sit in it.
  public var alignment: Alignment?

  /// A column.
  public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }

  var column: GridLayout.Column {
    let size: GridLayout.Column.Size =
      switch self.size {
      case .fixed(let width): .fixed(Double(width))
      case .flexible(let minimum, let maximum): .flexible(minimum: Double(minimum), maximum: Double(maximum))
      case .adaptive(let minimum, let maximum): .adaptive(minimum: Double(minimum), maximum: Double(maximum))
      }
    return GridLayout.Column(size, spacing: spacing.map(Double.init))
  }
}

/// Cells in columns, filled row by row, as SwiftUI's `LazyVGrid`: it takes the width it is
/// offered; its views are all made here.
public struct LazyVGrid<Content: View>: View, PrimitiveView {
  /// Where the view was written, as `ViewBuilder` gives it (see `_CallSite`).
  public var _site: _CallSite?
  let columns: [GridItem]
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content

  /// A grid of `columns`.
  public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.columns = columns
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  func makeNode(_ context: _ViewContext) -> ContainerNode<GridLayout> {
    ContainerNode(context, GridLayout(.columns([])))
  }

  func update(_ node: ContainerNode<GridLayout>, _ context: _ViewContext) {
    let kind = GridLayout.Kind.columns(columns.map(\.column))
    if node.view.kind != kind { node.view.kind = kind }
    node.view.verticalSpacing = Double(spacing ?? 8)
    node.view.horizontalAlignment = alignment.guide
    node.updateContent(content, context)
  }
}

/// Cells in rows, filled column by column, as SwiftUI's `LazyHGrid` (laid out here as rows of the
/// cells in order, as many rows as items).
public struct LazyHGrid<Content: View>: View {
  /// Where the view was written, as `ViewBuilder` gives it (see `_CallSite`).
  public var _site: _CallSite?
  let rows: [GridItem]
  let spacing: CGFloat?
  let content: Content

  /// A grid of `rows`.
  public init(
    rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.rows = rows
    self.spacing = spacing
    self.content = content()
  }

  public var body: some View {
    HStack(spacing: spacing) { content }
  }
}
