import Geometry

/// Views in rows and columns, by SwiftUI's two grids:
///
/// - **measured** (`Grid` and `GridRow`): the subviews are given row by row; a column is as wide
///   as its widest cell (a row of one view that is not a row spans every column), a row as tall
///   as its tallest; when the grid is offered less than its columns want, columns give in
///   proportion to what they can (as a stack's views do); when it is offered more, columns whose
///   cells take any width (a colour, `maxWidth: .infinity`) share what is left. A cell may span
///   several columns (`CellOptions.columns`): it is offered their widths and the spacing between,
///   and widens them equally only when it needs more. A column may align its cells its own way
///   (`CellOptions.columnAlignment`), a cell may be placed by an anchor in its room, and a cell
///   may leave its width or height out of what sizes its columns and row (`unsizedAxes`): it is
///   then offered the room the others make.
/// - **columns** (`LazyVGrid` with `GridItem`s): the grid takes the width it is offered; fixed
///   columns take their width, flexible ones share the rest equally within their limits, an
///   adaptive item makes as many columns of at least its minimum as fit; cells fill the columns
///   row by row.
///
/// Cells keep the size they want inside their column and row, placed by the alignment.
@MainActor public final class GridLayout: View {
  /// A column of a grid of columns (SwiftUI's `GridItem`).
  public struct Column: Hashable, Sendable {
    /// How the column is sized.
    public enum Size: Hashable, Sendable {
      /// Exactly this wide.
      case fixed(Double)
      /// A share of what is left, within limits.
      case flexible(minimum: Double, maximum: Double)
      /// As many columns of at least `minimum` as fit.
      case adaptive(minimum: Double, maximum: Double)
    }
    /// How the column is sized.
    public var size: Size
    /// The spacing after the column, or nil for the grid's.
    public var spacing: Double?
    /// A column.
    public init(_ size: Size, spacing: Double? = nil) {
      self.size = size
      self.spacing = spacing
    }
  }

  /// What decides the columns.
  public enum Kind: Hashable, Sendable {
    /// Rows of cells, given as the number of cells in each row (a row of 1 that is marked as
    /// spanning spans every column).
    case measured(rows: [Int], spanning: Set<Int>)
    /// Columns, filled row by row.
    case columns([Column])
  }

  /// How a cell of a measured grid is laid out, beyond the grid's own rules (SwiftUI's
  /// `gridCellColumns`, `gridColumnAlignment`, `gridCellAnchor` and `gridCellUnsizedAxes`).
  public struct CellOptions: Hashable, Sendable {
    /// How many columns the cell spans (at least 1).
    public var columns: Int
    /// How every cell of the cell's column sits in it, in place of the grid's alignment.
    public var columnAlignment: AlignmentGuide?
    /// Where the cell sits in its room, as unit coordinates (0, 0 is the top leading corner), in
    /// place of the alignments.
    public var anchor: Point?
    /// Whether the cell's width is left out of its columns' widths (it takes theirs).
    public var unsizedHorizontally: Bool
    /// Whether the cell's height is left out of its row's height (it takes the row's).
    public var unsizedVertically: Bool

    /// Options; the defaults are a cell's without any.
    public init(
      columns: Int = 1, columnAlignment: AlignmentGuide? = nil, anchor: Point? = nil,
      unsizedHorizontally: Bool = false, unsizedVertically: Bool = false
    ) {
      self.columns = max(1, columns)
      self.columnAlignment = columnAlignment
      self.anchor = anchor
      self.unsizedHorizontally = unsizedHorizontally
      self.unsizedVertically = unsizedVertically
    }
  }

  /// What decides the columns.
  public var kind: Kind { didSet { if kind != oldValue { setNeedsLayout() } } }
  /// The options of the cells that have any, by subview index (measured grids only).
  public var cellOptions: [Int: CellOptions] = [:] {
    didSet { if cellOptions != oldValue { setNeedsLayout() } }
  }
  /// The room between columns.
  public var horizontalSpacing: Double { didSet { if horizontalSpacing != oldValue { setNeedsLayout() } } }
  /// The room between rows.
  public var verticalSpacing: Double { didSet { if verticalSpacing != oldValue { setNeedsLayout() } } }
  /// Where cells sit in their column.
  public var horizontalAlignment: AlignmentGuide {
    didSet { if horizontalAlignment != oldValue { setNeedsLayout() } }
  }
  /// Where cells sit in their row.
  public var verticalAlignment: AlignmentGuide {
    didSet { if verticalAlignment != oldValue { setNeedsLayout() } }
  }

  /// A grid of `kind`.
  public init(
    _ kind: Kind, horizontalSpacing: Double = 8, verticalSpacing: Double = 8,
    horizontal: AlignmentGuide = .horizontalCenter, vertical: AlignmentGuide = .verticalCenter
  ) {
    self.kind = kind
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
    horizontalAlignment = horizontal
    verticalAlignment = vertical
    super.init()
  }

  /// A cell: a subview's row, first column and column count (and whether it spans every column).
  private struct Cell {
    let index: Int
    let row: Int
    let column: Int
    let spans: Bool
    var span = 1
    var options = CellOptions()
  }

  private struct Arrangement {
    var cells: [Cell]
    var columns: [Double]
    var rows: [Double]
    var spacings: [Double]
  }

  private func cells(columnCount: Int) -> [Cell] {
    var cells: [Cell] = []
    switch kind {
    case .measured(let rows, let spanning):
      var index = 0
      for (row, count) in rows.enumerated() {
        var column = 0
        for _ in 0..<count where index < subviews.count {
          let options = cellOptions[index] ?? CellOptions()
          cells.append(
            Cell(
              index: index, row: row, column: column, spans: spanning.contains(row), span: options.columns,
              options: options))
          column += options.columns
          index += 1
        }
      }
    case .columns:
      let count = max(1, columnCount)
      for index in subviews.indices {
        cells.append(Cell(index: index, row: index / count, column: index % count, spans: false))
      }
    }
    return cells
  }

  private func arrangement(for proposal: ProposedSize, context: LayoutContext) -> Arrangement {
    let views = subviews
    switch kind {
    case .measured(let rows, _):
      let cells = self.cells(columnCount: 0)
      let columnCount = cells.filter { !$0.spans }.map { $0.column + $0.span }.max() ?? 0
      var widths = Array(repeating: 0.0, count: columnCount)
      var flexible = Array(repeating: false, count: columnCount)
      var minimums = Array(repeating: 0.0, count: columnCount)
      for cell in cells
      where !cell.spans && cell.span == 1 && !cell.options.unsizedHorizontally && views[cell.index].isVisible
      {
        let view = views[cell.index]
        let ideal = view.measure(ProposedSize(width: nil, height: nil), context: context).width
        widths[cell.column] = max(widths[cell.column], ideal)
        minimums[cell.column] = max(
          minimums[cell.column], view.measure(ProposedSize(width: 0, height: nil), context: context).width)
        if view.measure(ProposedSize(width: FlexibleStack.unbounded, height: nil), context: context).width
          > ideal + 1
        {
          flexible[cell.column] = true
        }
      }
      // A cell over several columns (or a row of one view, over all of them) widens them, equally,
      // only where it needs more than they give; one that takes any width makes them flexible.
      // A cell unsized horizontally takes the columns' width whatever it would take.
      for cell in cells
      where (cell.spans || cell.span > 1) && !cell.options.unsizedHorizontally && views[cell.index].isVisible
      {
        let spanned = cell.spans ? 0..<columnCount : cell.column..<min(columnCount, cell.column + cell.span)
        guard !spanned.isEmpty else { continue }
        let view = views[cell.index]
        let ideal = view.measure(ProposedSize(width: nil, height: nil), context: context).width
        let given = spanned.reduce(0) { $0 + widths[$1] } + horizontalSpacing * Double(spanned.count - 1)
        if ideal > given {
          for column in spanned { widths[column] += (ideal - given) / Double(spanned.count) }
        }
        if view.measure(ProposedSize(width: FlexibleStack.unbounded, height: nil), context: context).width
          > ideal + 1
        {
          for column in spanned { flexible[column] = true }
        }
      }
      let spacing = horizontalSpacing * Double(max(0, columnCount - 1))
      if let offered = proposal.width, offered.isFinite {
        let total = widths.reduce(0, +) + spacing
        if total > offered {
          // Too narrow: each column gives in proportion to what it can.
          let canGive = zip(widths, minimums).map { max(0, $0 - $1) }
          let room = canGive.reduce(0, +)
          let missing = total - offered
          if room > 0 {
            for column in widths.indices { widths[column] -= canGive[column] * min(1, missing / room) }
          }
        } else if flexible.contains(true) {
          let extra = (offered - total) / Double(flexible.filter { $0 }.count)
          for column in widths.indices where flexible[column] { widths[column] += extra }
        }
      }
      var heights = Array(repeating: 0.0, count: rows.count)
      let fullWidth = widths.reduce(0, +) + spacing
      for cell in cells where views[cell.index].isVisible && !cell.options.unsizedVertically {
        let width = cell.spans ? fullWidth : Self.width(of: cell, widths, spacing: horizontalSpacing)
        let height = views[cell.index].measure(ProposedSize(width: width, height: nil), context: context)
          .height
        heights[cell.row] = max(heights[cell.row], height)
      }
      return Arrangement(
        cells: cells, columns: widths, rows: heights,
        spacings: Array(repeating: horizontalSpacing, count: columnCount))
    case .columns(let items):
      let offered =
        (proposal.width.flatMap { $0.isFinite ? $0 : nil })
        ?? items.reduce(0) { total, item in
          switch item.size {
          case .fixed(let width): total + width
          case .flexible(let minimum, _), .adaptive(let minimum, _): total + minimum
          }
        }
      var widths: [Double] = []
      var spacings: [Double] = []
      // Adaptive items become as many columns of at least their minimum as fit.
      var expanded: [(Column.Size, Double)] = []
      let fixedTotal = items.reduce(0.0) { total, item in
        if case .fixed(let width) = item.size { return total + width + (item.spacing ?? horizontalSpacing) }
        return total
      }
      for item in items {
        let gap = item.spacing ?? horizontalSpacing
        if case .adaptive(let minimum, let maximum) = item.size {
          let room = max(0, offered - fixedTotal)
          let count = max(1, Int((room + gap) / (max(1, minimum) + gap)))
          for _ in 0..<count { expanded.append((.flexible(minimum: minimum, maximum: maximum), gap)) }
        } else {
          expanded.append((item.size, gap))
        }
      }
      let gaps = expanded.dropLast().reduce(0) { $0 + $1.1 }
      var left = offered - gaps
      var flexibleCount = 0
      for (size, _) in expanded {
        if case .fixed(let width) = size { left -= width } else { flexibleCount += 1 }
      }
      for (size, gap) in expanded {
        switch size {
        case .fixed(let width): widths.append(width)
        case .flexible(let minimum, let maximum), .adaptive(let minimum, let maximum):
          let share = flexibleCount > 0 ? left / Double(flexibleCount) : 0
          widths.append(min(max(share, minimum), maximum))
        }
        spacings.append(gap)
      }
      let cells = self.cells(columnCount: widths.count)
      let rowCount = (cells.map(\.row).max() ?? -1) + 1
      var heights = Array(repeating: 0.0, count: rowCount)
      for cell in cells where views[cell.index].isVisible {
        let height = views[cell.index].measure(
          ProposedSize(width: widths[cell.column], height: nil), context: context
        ).height
        heights[cell.row] = max(heights[cell.row], height)
      }
      return Arrangement(cells: cells, columns: widths, rows: heights, spacings: spacings)
    }
  }

  /// The width of the columns `cell` spans, with the spacing between them.
  private static func width(of cell: Cell, _ widths: [Double], spacing: Double) -> Double {
    let spanned = cell.column..<min(widths.count, cell.column + cell.span)
    guard !spanned.isEmpty else { return 0 }
    return spanned.reduce(0) { $0 + widths[$1] } + spacing * Double(spanned.count - 1)
  }

  private func size(of arrangement: Arrangement, proposal: ProposedSize) -> Size {
    var width = arrangement.columns.reduce(0, +) + arrangement.spacings.dropLast().reduce(0, +)
    if case .columns = kind, let offered = proposal.width, offered.isFinite { width = max(width, offered) }
    let height = arrangement.rows.reduce(0, +) + verticalSpacing * Double(max(0, arrangement.rows.count - 1))
    return Size(width: width, height: height)
  }

  public override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
    size(of: arrangement(for: proposal, context: context), proposal: proposal)
  }

  public override func placeSubviews(in bounds: Rect, context: LayoutContext) {
    let arrangement = arrangement(for: placementProposal, context: context)
    var xs: [Double] = []
    var x = 0.0
    for (index, width) in arrangement.columns.enumerated() {
      xs.append(x)
      x += width + (index < arrangement.spacings.count ? arrangement.spacings[index] : horizontalSpacing)
    }
    let fullWidth = arrangement.columns.reduce(0, +) + arrangement.spacings.dropLast().reduce(0, +)
    var ys: [Double] = []
    var y = 0.0
    for height in arrangement.rows {
      ys.append(y)
      y += height + verticalSpacing
    }
    let views = subviews
    // A column's alignment, where one of its cells sets it (it applies to the whole column).
    var columnAlignments: [Int: AlignmentGuide] = [:]
    for cell in arrangement.cells where !cell.spans {
      if let guide = cell.options.columnAlignment { columnAlignments[cell.column] = guide }
    }
    for cell in arrangement.cells where cell.index < views.count && cell.column < max(1, xs.count) {
      let view = views[cell.index]
      let width =
        cell.spans
        ? fullWidth
        : Self.width(of: cell, arrangement.columns, spacing: arrangement.spacings.first ?? horizontalSpacing)
      let room = Rect(
        x: cell.spans || xs.isEmpty ? 0 : xs[cell.column], y: ys[cell.row], width: width,
        height: arrangement.rows[cell.row])
      let offered = ProposedSize(
        width: width, height: cell.options.unsizedVertically ? arrangement.rows[cell.row] : nil)
      let size = view.measure(offered, context: context)
      let frame: Rect
      if let anchor = cell.options.anchor {
        frame = Rect(
          x: room.minX + (room.width - size.width) * anchor.x,
          y: room.minY + (room.height - size.height) * anchor.y,
          width: size.width, height: size.height)
      } else {
        let horizontal =
          cell.spans ? horizontalAlignment : columnAlignments[cell.column] ?? horizontalAlignment
        let dimensions = view.dimensions(size, context: context)
        let roomDimensions = Dimensions(size: room.size)
        frame = Rect(
          x: room.minX + roomDimensions[horizontal] - dimensions[horizontal],
          y: room.minY + roomDimensions[verticalAlignment] - dimensions[verticalAlignment], width: size.width,
          height: size.height)
      }
      view.place(in: mirroredIfNeeded(frame, in: bounds), proposal: offered, context: context)
    }
  }

  public override func snapshotContent() -> SnapshotContent { SnapshotContent(role: .container) }
}
