// Swift Charts on platforms without it: `Chart` lays its marks out on scales and draws them, with
// axes and a legend whose labels are text in the caption 2 style, so that they grow with the
// text size and the audit judges them as it judges any text (cut, truncated, overlapping).
import Foundation
import LegibleUI

/// A chart, as Swift Charts' `Chart`: its content's marks drawn in a plot area, with an axis of
/// labels below it (x) and on its trailing side (y), grid lines at the axes' values, and a legend
/// below when marks are coloured by series. A chart takes the room it is offered; where it is
/// offered no height it is 200 points tall (or its plot area's height plus its axes, where
/// `chartPlotStyle` gives the plot a height).
///
/// Axis labels that would overlap are left out in turn, as Swift Charts leaves them out.
public struct Chart<Content: ChartContent>: View {
  /// Where the view was written, as `ViewBuilder` gives it (see `_CallSite`).
  public var _site: _CallSite?
  let content: Content
  @Environment(\.chartConfiguration) private var configuration
  @Environment(\.locale) private var locale

  /// A chart of `content`'s marks.
  public init(@ChartContentBuilder content: () -> Content) { self.content = content() }

  public var body: some View {
    var marks: [PlottedMark] = []
    collectMarks(content, into: &marks)
    let model = ChartModel(marks: marks, configuration: configuration, locale: locale)
    return ChartLayout(
      isPie: model.isPie, xOnTop: model.xOnTop, yOnLeading: model.yOnLeading, xLabelsLead: model.xLabelsLead,
      geometry: configuration.geometry, xScale: model.xScale, yScale: model.yScale
    ) {
      plot(model).layoutValue(key: ChartPartKey.self, value: .plot)
      ForEach(model.yTicks.indices, id: \.self) { index in
        model.yTicks[index].view.layoutValue(
          key: ChartPartKey.self, value: .yLabel(model.yTicks[index].fraction))
      }
      ForEach(model.xTicks.indices, id: \.self) { index in
        model.xTicks[index].view.layoutValue(
          key: ChartPartKey.self, value: .xLabel(model.xTicks[index].fraction))
      }
      ForEach(model.annotations.indices, id: \.self) { index in
        model.annotations[index].view.layoutValue(
          key: ChartPartKey.self, value: .annotation(model.annotations[index].placement))
      }
      if let title = configuration.xAxisTitle {
        title.font(.caption2).foregroundStyle(.secondary).layoutValue(key: ChartPartKey.self, value: .xTitle)
      }
      if let title = configuration.yAxisTitle {
        title.font(.caption2).foregroundStyle(.secondary).layoutValue(key: ChartPartKey.self, value: .yTitle)
      }
      legend(model).layoutValue(
        key: ChartPartKey.self, value: .legend(top: configuration.legendPosition.kind == .top))
    }
    .notApplied(model.notApplied)
  }

  @ViewBuilder private func plot(_ model: ChartModel) -> some View {
    let area = AnyView(
      ZStack {
        PlotShape(items: model.grid).stroke(Color.gray.opacity(0.45), lineWidth: 0.5)
        ForEach(model.layers.indices, id: \.self) { index in model.layers[index].view }
      })
    if let style = configuration.plotStyle {
      style(ChartPlotContent(content: area))
    } else {
      area
    }
  }

  @ViewBuilder private func legend(_ model: ChartModel) -> some View {
    if let custom = configuration.legendContent {
      custom
    } else if !model.legend.isEmpty {
      ChartLegendFlow {
        ForEach(model.legend.indices, id: \.self) { index in
          HStack(spacing: 4) {
            Circle().fill(model.legend[index].style).frame(width: 8, height: 8)
            Text(verbatim: model.legend[index].name).font(.caption2).foregroundStyle(.secondary)
          }
        }
      }
    }
  }
}

extension Chart {
  /// A chart of the marks `content` makes for each element of `data`.
  public init<Data: RandomAccessCollection, C: ChartContent>(
    _ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C
  ) where Content == ForEach<Data, Data.Element.ID, C>, Data.Element: Identifiable {
    self.content = ForEach(data, content: content)
  }

  /// A chart of the marks `content` makes for each element of `data`, identified by `id`.
  public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> C
  ) where Content == ForEach<Data, ID, C> {
    self.content = ForEach(data, id: id, content: content)
  }
}

/// What a subview of a chart is, for its layout.
enum ChartPart: Equatable {
  case none
  case plot
  case yLabel(Double)
  case xLabel(Double)
  case annotation(AnnotationPlacement)
  case xTitle
  case yTitle
  case legend(top: Bool)
}

enum ChartPartKey: LayoutValueKey {
  static let defaultValue = ChartPart.none
}

/// Lays a chart out: the legend below (or above) the plot, the y labels in a column beside the
/// plot as wide as the widest, the x labels in a row under it as tall as the tallest; the plot
/// takes the rest. Labels stand at their values; x labels that would overlap the one before are
/// left out (drawn no more, as Swift Charts drops colliding labels).
struct ChartLayout: Layout {
  let isPie: Bool
  let xOnTop: Bool
  let yOnLeading: Bool
  let xLabelsLead: Bool
  /// Where the plot's frame and the scales are told to a proxy, if one asked.
  let geometry: ChartGeometry?
  let xScale: ChartScale?
  let yScale: ChartScale?
  /// The gap between the plot and its labels, and between the chart's parts.
  static let gap: CGFloat = 4
  /// The height of a chart offered none.
  static let defaultHeight: CGFloat = 200
  /// The width of a chart offered none.
  static let defaultWidth: CGFloat = 300

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? Self.defaultWidth
    if let height = proposal.height, height.isFinite { return CGSize(width: width, height: height) }
    guard let plot = subviews.first(where: { $0[ChartPartKey.self] == .plot }) else {
      return CGSize(width: width, height: Self.defaultHeight)
    }
    let loose = plot.sizeThatFits(ProposedViewSize(width: width, height: nil)).height
    let tall = plot.sizeThatFits(ProposedViewSize(width: width, height: 10_000)).height
    guard loose == tall else { return CGSize(width: width, height: Self.defaultHeight) }
    let frame = self.frame(in: CGRect(x: 0, y: 0, width: width, height: 10_000), subviews: subviews)
    return CGSize(width: width, height: loose + (10_000 - frame.plot.height))
  }

  /// Where the plot goes in `bounds`, with the room the other parts take.
  private func frame(in bounds: CGRect, subviews: Subviews) -> (plot: CGRect, legend: CGFloat) {
    var plot = bounds
    var legendHeight: CGFloat = 0
    for subview in subviews {
      switch subview[ChartPartKey.self] {
      case .legend(let top):
        let height = subview.sizeThatFits(ProposedViewSize(width: bounds.width, height: nil)).height
        guard height > 0 else { continue }
        legendHeight = height + Self.gap * 2
        if top { plot.origin.y += legendHeight }
        plot.size.height -= legendHeight
      case .xTitle, .yTitle:
        let height = subview.sizeThatFits(ProposedViewSize(width: bounds.width, height: nil)).height
        if subview[ChartPartKey.self] == .yTitle { plot.origin.y += height + Self.gap }
        plot.size.height -= height + Self.gap
      default: continue
      }
    }
    let yLabels = subviews.filter { if case .yLabel = $0[ChartPartKey.self] { true } else { false } }
    let xLabels = subviews.filter { if case .xLabel = $0[ChartPartKey.self] { true } else { false } }
    let labelWidth = yLabels.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
    let labelHeight = xLabels.map { $0.sizeThatFits(.unspecified).height }.max() ?? 0
    let yHalf = (yLabels.map { $0.sizeThatFits(.unspecified).height }.max() ?? 0) / 2
    if labelWidth > 0 {
      plot.size.width -= labelWidth + Self.gap * 2
      if yOnLeading { plot.origin.x += labelWidth + Self.gap * 2 }
    }
    if labelHeight > 0 {
      plot.size.height -= labelHeight + Self.gap
      if xOnTop { plot.origin.y += labelHeight + Self.gap }
    }
    // The top label stands half above the plot's top.
    if yHalf > 0, !xOnTop {
      plot.origin.y += yHalf
      plot.size.height -= yHalf
    }
    plot.size.width = max(0, plot.size.width)
    plot.size.height = max(0, plot.size.height)
    return (plot, legendHeight)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    let (plot, _) = frame(in: bounds, subviews: subviews)
    if let geometry {
      geometry.update(plot: plot.offsetBy(dx: -bounds.minX, dy: -bounds.minY), x: xScale, y: yScale)
    }
    let xLabels = subviews.enumerated().compactMap { entry -> (Int, Double)? in
      if case .xLabel(let fraction) = entry.element[ChartPartKey.self] { return (entry.offset, fraction) }
      return nil
    }.sorted { $0.1 < $1.1 }
    var xLabelY: CGFloat = xOnTop ? plot.minY - Self.gap : plot.maxY + Self.gap
    for subview in subviews {
      switch subview[ChartPartKey.self] {
      case .plot:
        subview.place(at: plot.origin, proposal: ProposedViewSize(plot.size))
      case .annotation(let placement):
        let (point, anchor) = placement.resolved(in: plot)
        subview.place(at: point, anchor: anchor, proposal: .unspecified)
      case .legend(let top):
        let y =
          top
          ? bounds.minY
          : bounds.maxY - subview.sizeThatFits(ProposedViewSize(width: bounds.width, height: nil)).height
        subview.place(
          at: CGPoint(x: bounds.minX, y: y), proposal: ProposedViewSize(width: bounds.width, height: nil))
      case .yTitle:
        let size = subview.sizeThatFits(ProposedViewSize(width: bounds.width, height: nil))
        let x = yOnLeading ? bounds.minX : bounds.maxX - size.width
        subview.place(at: CGPoint(x: x, y: plot.minY - size.height - Self.gap), proposal: .unspecified)
      case .xTitle, .xLabel, .yLabel, .none:
        continue
      }
    }
    // The y labels, bottom to top, then the x labels, left to right: every label, or every
    // second, third… where they would otherwise overlap (an x label also gives way to a y label
    // that reaches its row).
    let yLabels = subviews.enumerated().compactMap { entry -> (Int, Double)? in
      if case .yLabel(let fraction) = entry.element[ChartPartKey.self] { return (entry.offset, fraction) }
      return nil
    }.sorted { $0.1 < $1.1 }
    let yFrames = yLabels.map { index, fraction -> CGRect in
      let size = subviews[index].sizeThatFits(.unspecified)
      let y = plot.maxY - CGFloat(fraction) * plot.height - size.height / 2
      let x = yOnLeading ? plot.minX - Self.gap * 2 - size.width : plot.maxX + Self.gap * 2
      return CGRect(x: x, y: y, width: size.width, height: size.height)
    }
    let yDrawn = Self.everyNth(yFrames, avoiding: [])
    for (position, (index, _)) in yLabels.enumerated() {
      subviews[index].setDrawn(yDrawn.contains(position))
      subviews[index].place(at: yFrames[position].origin, proposal: .unspecified)
    }
    let yLabelFrames = yDrawn.map { yFrames[$0] }
    let xFrames = xLabels.map { index, fraction -> CGRect in
      let size = subviews[index].sizeThatFits(.unspecified)
      var left = plot.minX + CGFloat(fraction) * plot.width - (xLabelsLead ? 0 : size.width / 2)
      left = min(max(left, bounds.minX), bounds.maxX - size.width)
      let top = xOnTop ? xLabelY - size.height : xLabelY
      return CGRect(x: left, y: top, width: size.width, height: size.height)
    }
    let xDrawn = Self.everyNth(xFrames, avoiding: yLabelFrames)
    for (position, (index, _)) in xLabels.enumerated() {
      subviews[index].setDrawn(xDrawn.contains(position))
      subviews[index].place(at: xFrames[position].origin, proposal: .unspecified)
    }
    if let title = subviews.first(where: { $0[ChartPartKey.self] == .xTitle }) {
      let labelsHeight = xLabels.map { subviews[$0.0].sizeThatFits(.unspecified).height }.max() ?? 0
      xLabelY += xOnTop ? -labelsHeight - Self.gap : labelsHeight + Self.gap
      title.place(
        at: CGPoint(x: plot.midX, y: xLabelY), anchor: xOnTop ? .bottom : .top,
        proposal: ProposedViewSize(width: bounds.width, height: nil))
    }
  }
}

extension ChartLayout {
  /// The labels (by their place in `frames`) drawn: all of them, or every second, every third…,
  /// the first stride at which no two drawn labels overlap and none meets one of `others`.
  static func everyNth(_ frames: [CGRect], avoiding others: [CGRect]) -> Set<Int> {
    func overlaps(_ a: CGRect, _ b: CGRect) -> Bool { a.insetBy(dx: -gap / 2, dy: -gap / 4).intersects(b) }
    for stride in 1...max(1, frames.count) {
      let kept = Swift.stride(from: 0, to: frames.count, by: stride).map { $0 }
      let clear =
        zip(kept, kept.dropFirst()).allSatisfy { !overlaps(frames[$0], frames[$1]) }
        && kept.allSatisfy { index in !others.contains { overlaps(frames[index], $0) } }
      if clear { return Set(kept) }
    }
    return []
  }
}

/// Where an annotation goes: beside its mark's frame (in plot fractions) at its position, its
/// alignment deciding where along that side (`.leading`: the annotation's leading edge on the
/// frame's), or over the frame at the alignment for `.overlay`.
struct AnnotationPlacement: Equatable {
  var x: PlotSpan
  var y: PlotSpan
  var position: AnnotationPosition.Kind
  /// The alignment along each axis: 0 leading (top), 0.5 centre, 1 trailing (bottom).
  var horizontal: Double
  var vertical: Double
  var spacing: Double

  /// The point the annotation is placed at in `plot`, and the anchor of the annotation put there.
  func resolved(in plot: CGRect) -> (CGPoint, UnitPoint) {
    let (left, right) = x.resolved(origin: Double(plot.minX), length: Double(plot.width), flipped: false)
    let (top, bottom) = y.resolved(origin: Double(plot.minY), length: Double(plot.height), flipped: true)
    func along(_ low: Double, _ high: Double, _ share: Double) -> Double { low + (high - low) * share }
    var (px, py) = (along(left, right, horizontal), along(top, bottom, vertical))
    var (ax, ay) = (horizontal, vertical)
    switch position {
    case .overlay: break
    case .automatic, .top: (py, ay) = (top - spacing, 1)
    case .bottom: (py, ay) = (bottom + spacing, 0)
    case .leading: (px, ax) = (left - spacing, 1)
    case .trailing: (px, ax) = (right + spacing, 0)
    case .topLeading: (px, ax, py, ay) = (left - spacing, 1, top - spacing, 1)
    case .topTrailing: (px, ax, py, ay) = (right + spacing, 0, top - spacing, 1)
    case .bottomLeading: (px, ax, py, ay) = (left - spacing, 1, bottom + spacing, 0)
    case .bottomTrailing: (px, ax, py, ay) = (right + spacing, 0, bottom + spacing, 0)
    }
    return (CGPoint(x: px, y: py), UnitPoint(x: ax, y: ay))
  }
}

/// The legend's entries in rows, as many to a row as fit, as Swift Charts wraps its legend.
struct ChartLegendFlow: Layout {
  static let spacing: CGFloat = 12
  static let lineSpacing: CGFloat = 4

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let rows = self.rows(width: proposal.width ?? .infinity, subviews: subviews)
    let width =
      rows.map { row in row.reduce(0) { $0 + $1.size.width } + Self.spacing * CGFloat(row.count - 1) }.max()
      ?? 0
    let height = rows.map { row in row.map(\.size.height).max() ?? 0 }.reduce(0, +)
    return CGSize(width: width, height: height + Self.lineSpacing * CGFloat(max(0, rows.count - 1)))
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    var y = bounds.minY
    for row in rows(width: bounds.width, subviews: subviews) {
      var x = bounds.minX
      let height = row.map(\.size.height).max() ?? 0
      for entry in row {
        subviews[entry.index].place(
          at: CGPoint(x: x, y: y + height / 2), anchor: .leading,
          proposal: ProposedViewSize(width: min(entry.size.width, bounds.width), height: nil))
        x += entry.size.width + Self.spacing
      }
      y += height + Self.lineSpacing
    }
  }

  private func rows(width: CGFloat, subviews: Subviews) -> [[(index: Int, size: CGSize)]] {
    var rows: [[(index: Int, size: CGSize)]] = []
    var current: [(index: Int, size: CGSize)] = []
    var used: CGFloat = 0
    for (index, subview) in subviews.enumerated() {
      var size = subview.sizeThatFits(.unspecified)
      if size.width > width { size = subview.sizeThatFits(ProposedViewSize(width: width, height: nil)) }
      if !current.isEmpty, used + Self.spacing + size.width > width {
        rows.append(current)
        current = []
        used = 0
      }
      used += (current.isEmpty ? 0 : Self.spacing) + size.width
      current.append((index, size))
    }
    if !current.isEmpty { rows.append(current) }
    return rows
  }
}
