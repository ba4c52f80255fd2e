import Foundation
import LegibleUI

/// A chart's marks laid out on its scales, ready to draw: the plot's layers, the axes' values with
/// their labels, the legend's entries, the annotations. Made each time the chart's body is
/// evaluated; the plot's size is not known here, so everything is in fractions of it.
///
/// What Swift Charts does and this follows: marks of one series are coloured by the style scale
/// (the app's, else blue, green, orange, purple, red, cyan, yellow in turn); bars and areas at the
/// same place stack (standard stacking) unless `position(by:)` puts them side by side; number
/// scales include zero; a chart of sectors is a pie with no axes.
@MainActor struct ChartModel {
  /// The default colours of series, in order.
  static let palette: [Color] = [.blue, .green, .orange, .purple, .red, .cyan, .yellow]

  var layers: [PlotLayer] = []
  var grid: [PlotItem] = []
  var xTicks: [AxisTickLabel] = []
  var yTicks: [AxisTickLabel] = []
  var yOnLeading = false
  var xOnTop = false
  /// Whether the x labels start at their values (dates, as Swift Charts aligns them) rather than
  /// centre on them.
  var xLabelsLead = false
  var legend: [(name: String, style: AnyShapeStyle)] = []
  var annotations: [PlacedAnnotation] = []
  var isPie = false
  var notApplied: [String] = []
  /// The scales, for the chart's proxy.
  var xScale: ChartScale?
  var yScale: ChartScale?

  /// A label at a value of an axis.
  struct AxisTickLabel {
    var fraction: Double
    var view: AnyView
  }

  /// An annotation beside (or over) its mark's frame in the plot.
  struct PlacedAnnotation {
    var placement: AnnotationPlacement
    var view: AnyView
  }

  init(marks: [PlottedMark], configuration: ChartConfiguration, locale: Locale) {
    notApplied = configuration.notApplied
    for mark in marks {
      for name in mark.notApplied where !notApplied.contains(name) { notApplied.append(name) }
    }
    let seriesNames = Self.orderedNames(marks.compactMap(\.series))
    var styles: [String: AnyShapeStyle] = [:]
    let alongGradient = configuration.seriesGradient == nil ? [:] : Self.gradientPlaces(of: seriesNames)
    for (index, name) in seriesNames.enumerated() {
      if let given = configuration.seriesStyles.first(where: { $0.name == name }) {
        styles[name] = given.style
      } else if let gradient = configuration.seriesGradient, let place = alongGradient[name] {
        styles[name] = AnyShapeStyle(Self.color(of: gradient, at: place))
      } else if !configuration.seriesRange.isEmpty {
        styles[name] = configuration.seriesRange[index % configuration.seriesRange.count]
      } else {
        styles[name] = AnyShapeStyle(Self.palette[index % Self.palette.count])
      }
    }
    func style(of mark: PlottedMark) -> AnyShapeStyle {
      mark.style ?? mark.series.flatMap { styles[$0] } ?? AnyShapeStyle(Color.blue)
    }
    if configuration.legend != .hidden {
      legend = seriesNames.map { (name: $0, style: styles[$0] ?? AnyShapeStyle(Color.blue)) }
    }

    if !marks.isEmpty, marks.allSatisfy({ $0.kind == .sector }) {
      isPie = true
      layOutPie(marks, style: style)
      return
    }

    let stacked = Stacking(marks)
    var xValues: [PlotValue] = []
    var yValues: [PlotValue] = []
    for (index, mark) in marks.enumerated() {
      xValues += mark.x?.values ?? []
      yValues += mark.y?.values ?? []
      if let (low, high) = stacked.ranges[index] {
        if stacked.lengthIsX[index] {
          xValues += [.number(low), .number(high)]
        } else {
          yValues += [.number(low), .number(high)]
        }
      }
    }
    var xScale = ChartScale(values: xValues, includesZero: true, spec: configuration.xDomain)
    var yScale = ChartScale(values: yValues, includesZero: true, spec: configuration.yDomain)
    yScale.bandsFromTop = true
    xScale.endsWithBin = configuration.xDomain == nil && marks.contains { $0.x?.unit != nil }
    yScale.endsWithBin = configuration.yDomain == nil && marks.contains { $0.y?.unit != nil }
    self.xScale = xScale
    self.yScale = yScale

    var layerIndex: [String: Int] = [:]
    func add(_ item: PlotItem, for mark: PlottedMark, index: Int, stroke: StrokeStyle? = nil) {
      let source = mark.series.map { "s:\($0)" } ?? (mark.style != nil ? "m:\(index)" : "default")
      let key = "\(source)|\(stroke?.lineWidth ?? -1)|\(mark.opacity)"
      if let existing = layerIndex[key] {
        layers[existing].items.append(item)
      } else {
        layerIndex[key] = layers.count
        layers.append(PlotLayer(style: style(of: mark), stroke: stroke, opacity: mark.opacity, items: [item]))
      }
    }

    let groups = Self.orderedNames(marks.compactMap(\.group))
    var lines: [String: (mark: PlottedMark, index: Int, points: [PlotPoint])] = [:]
    var lineOrder: [String] = []
    var areas: [String: (mark: PlottedMark, index: Int, top: [PlotPoint], bottom: [PlotPoint])] = [:]
    var areaOrder: [String] = []

    for (index, mark) in marks.enumerated() {
      let x = Self.span(mark.x, scale: xScale)
      let y = Self.span(mark.y, scale: yScale)
      switch mark.kind {
      case .bar, .rectangle:
        var xSpan = x ?? PlotSpan(from: 0, to: 1)
        var ySpan = y ?? PlotSpan(from: 0, to: 1)
        if let (low, high) = stacked.ranges[index] {
          let along = stacked.lengthIsX[index] ? xScale : yScale
          let length = PlotSpan(from: along.position(number: low), to: along.position(number: high))
          if stacked.lengthIsX[index] { xSpan = length } else { ySpan = length }
        }
        let grouped = mark.group.flatMap { groups.firstIndex(of: $0) }.map { ($0, groups.count) }
        let fills = mark.kind == .rectangle
        if !(stacked.lengthIsX[index]) {
          xSpan = Self.thickness(xSpan, mark.width, scale: xScale, fills: fills, group: grouped)
          if mark.kind == .rectangle {
            ySpan = Self.thickness(ySpan, mark.height, scale: yScale, fills: true, group: nil)
          }
        } else {
          ySpan = Self.thickness(ySpan, mark.height, scale: yScale, fills: fills, group: grouped)
        }
        add(.box(x: xSpan, y: ySpan, radius: Double(mark.cornerRadius)), for: mark, index: index)
        place(mark.annotations, x: xSpan, y: ySpan)
      case .line, .point:
        guard let point = Self.point(x, y) else { continue }
        if mark.kind == .point {
          let area = Double(mark.symbolSize ?? 30)
          add(.dot(point, diameter: 2 * (max(0, area) / Double.pi).squareRoot()), for: mark, index: index)
        } else {
          let key = mark.lineSeries ?? mark.series ?? ""
          if lines[key] == nil {
            lines[key] = (mark, index, [])
            lineOrder.append(key)
          }
          lines[key]?.points.append(point)
        }
        place(mark.annotations, at: point)
      case .area:
        guard let xs = x else { continue }
        let xFraction = xs.points == nil ? (xs.from + xs.to) / 2 : xs.from
        let (low, high) = stacked.ranges[index] ?? (0, 0)
        let (bottom, top) =
          mark.y?.start != nil
          ? (y.map { min($0.from, $0.to) } ?? 0, y.map { max($0.from, $0.to) } ?? 0)
          : (yScale.position(number: low), yScale.position(number: high))
        let key = mark.lineSeries ?? mark.series ?? ""
        if areas[key] == nil {
          areas[key] = (mark, index, [], [])
          areaOrder.append(key)
        }
        areas[key]?.top.append(PlotPoint(x: xFraction, y: top))
        areas[key]?.bottom.append(PlotPoint(x: xFraction, y: bottom))
        place(mark.annotations, at: PlotPoint(x: xFraction, y: top))
      case .rule:
        let xs = x ?? PlotSpan(from: 0, to: 1)
        let ys = y ?? PlotSpan(from: 0, to: 1)
        let vertical = mark.x?.value != nil
        let from =
          vertical
          ? PlotPoint(x: xs.from, y: min(ys.from, ys.to)) : PlotPoint(x: min(xs.from, xs.to), y: ys.from)
        let to =
          vertical
          ? PlotPoint(x: xs.from, y: max(ys.from, ys.to)) : PlotPoint(x: max(xs.from, xs.to), y: ys.from)
        add(.segment(from, to), for: mark, index: index, stroke: mark.lineStyle ?? StrokeStyle(lineWidth: 1))
        place(mark.annotations, x: PlotSpan(from: from.x, to: to.x), y: PlotSpan(from: from.y, to: to.y))
      case .sector:
        notApplied.append("SectorMark beside other marks")
      }
    }
    for key in areaOrder {
      guard let area = areas[key] else { continue }
      let curved = area.mark.interpolation.kind == .curved
      let (top, bottom) = (
        Self.stepped(area.top, area.mark.interpolation), Self.stepped(area.bottom, area.mark.interpolation)
      )
      add(.area(top: top, bottom: bottom, curved: curved), for: area.mark, index: area.index)
    }
    for key in lineOrder {
      guard let line = lines[key] else { continue }
      let curved = line.mark.interpolation.kind == .curved
      add(
        .line(Self.stepped(line.points, line.mark.interpolation), curved: curved), for: line.mark,
        index: line.index,
        stroke: line.mark.lineStyle ?? StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
    }

    let xSpec = configuration.xAxis
    let ySpec = configuration.yAxis
    if xSpec.visibility != .hidden {
      let marks = xSpec.marks.isEmpty ? [AxisMarks()] : xSpec.marks
      xOnTop = marks.contains { $0.position == .top }
      xLabelsLead = xScale.isDate
      xTicks = axisLabels(marks, scale: xScale, locale: locale) { fraction in
        xScale.isBand ? nil : .segment(PlotPoint(x: fraction, y: 0), PlotPoint(x: fraction, y: 1))
      }
    }
    if ySpec.visibility != .hidden {
      let marks = ySpec.marks.isEmpty ? [AxisMarks()] : ySpec.marks
      yOnLeading = marks.contains { $0.position == .leading }
      yTicks = axisLabels(marks, scale: yScale, locale: locale) { fraction in
        yScale.isBand ? nil : .segment(PlotPoint(x: 0, y: fraction), PlotPoint(x: 1, y: fraction))
      }
    }
  }

  /// The labels of an axis's marks, and their grid lines added to `grid`.
  private mutating func axisLabels(
    _ marks: [AxisMarks], scale: ChartScale, locale: Locale, gridLine: (Double) -> PlotItem?
  ) -> [AxisTickLabel] {
    var labels: [AxisTickLabel] = []
    for axisMarks in marks {
      let ticks = scale.ticks(axisMarks.values)
      for (index, tick) in ticks.enumerated() {
        guard let fraction = scale.position(tick) else { continue }
        let parts = axisMarks.parts(for: AxisValue(value: tick, index: index, count: ticks.count))
        if parts.grid, let line = gridLine(fraction) { grid.append(line) }
        for label in parts.labels {
          let text = label.format?(tick, locale) ?? scale.label(tick, locale: locale, ticks: ticks)
          let view =
            label.view
            ?? AnyView(Text(verbatim: text).font(label.font ?? .caption2))
          labels.append(
            AxisTickLabel(
              fraction: fraction,
              view: AnyView(
                view.font(label.font ?? .caption2).foregroundStyle(label.style ?? AnyShapeStyle(.secondary)))
            ))
        }
      }
    }
    return labels
  }

  private mutating func place(_ annotations: [MarkAnnotation], at point: PlotPoint) {
    place(annotations, x: PlotSpan(from: point.x, to: point.x), y: PlotSpan(from: point.y, to: point.y))
  }

  /// Places `annotations` around the mark that spans `x` and `y`.
  private mutating func place(_ annotations: [MarkAnnotation], x: PlotSpan, y: PlotSpan) {
    for annotation in annotations {
      let horizontal: Double =
        annotation.alignment.horizontal == .leading
        ? 0 : annotation.alignment.horizontal == .trailing ? 1 : 0.5
      let vertical: Double =
        annotation.alignment.vertical == .top ? 0 : annotation.alignment.vertical == .bottom ? 1 : 0.5
      self.annotations.append(
        PlacedAnnotation(
          placement: AnnotationPlacement(
            x: x, y: y, position: annotation.position.kind, horizontal: horizontal, vertical: vertical,
            spacing: Double(annotation.spacing ?? 4)),
          view: annotation.content))
    }
  }

  private mutating func layOutPie(_ marks: [PlottedMark], style: (PlottedMark) -> AnyShapeStyle) {
    let total = marks.reduce(0) { $0 + $1.angle }
    guard total > 0 else { return }
    var start = 0.0
    var layerIndex: [String: Int] = [:]
    for (index, mark) in marks.enumerated() {
      let share = mark.angle / total
      let outer = mark.outerRadius.length(in: 1, automatic: 1)
      let inner = mark.innerRadius.kind.isAutomatic ? 0 : Self.innerRadius(mark.innerRadius, outer: outer)
      let item = PlotItem.sector(
        start: start, end: start + share, inner: inner, outer: outer, inset: Double(mark.angularInset))
      let key = mark.series.map { "s:\($0)" } ?? (mark.style != nil ? "m:\(index)" : "default")
      if let existing = layerIndex[key] {
        layers[existing].items.append(item)
      } else {
        layerIndex[key] = layers.count
        layers.append(PlotLayer(style: style(mark), stroke: nil, opacity: mark.opacity, items: [item]))
      }
      let middle = (start + share / 2) * 2 * Double.pi - Double.pi / 2
      let radius = (inner + outer) / 4
      place(mark.annotations, at: PlotPoint(x: 0.5 + radius * cos(middle), y: 0.5 - radius * sin(middle)))
      start += share
    }
  }

  private static func innerRadius(_ dimension: MarkDimension, outer: Double) -> Double {
    switch dimension.kind {
    case .ratio(let ratio): Double(ratio)
    case .inset(let inset): max(0, outer - Double(inset) / 100)
    case .fixed(let points): Double(points) / 100
    case .automatic: 0
    }
  }

  /// Where each series falls along a gradient scale, from 0 to 1: by value when every name is a
  /// number, else in order.
  static func gradientPlaces(of names: [String]) -> [String: Double] {
    let numbers = names.compactMap { Double($0) }.filter(\.isFinite)
    if numbers.count == names.count, let low = numbers.min(), let high = numbers.max() {
      let span = high - low
      return Dictionary(uniqueKeysWithValues: names.map { ($0, span > 0 ? (Double($0)! - low) / span : 0) })
    }
    let last = Double(max(1, names.count - 1))
    return Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, Double($0) / last) })
  }

  /// The colour `gradient` has at `place` (0 to 1), mixed between its nearest stops.
  static func color(of gradient: Gradient, at place: Double) -> Color {
    let stops = gradient.stops.sorted { $0.location < $1.location }
    guard let first = stops.first, let last = stops.last else { return .clear }
    guard place > Double(first.location) else { return first.color }
    guard place < Double(last.location) else { return last.color }
    let after = stops.firstIndex { Double($0.location) >= place } ?? stops.count - 1
    let (from, to) = (stops[max(0, after - 1)], stops[after])
    let span = Double(to.location - from.location)
    return from.color.mix(with: to.color, by: span > 0 ? (place - Double(from.location)) / span : 0)
  }

  static func orderedNames(_ names: [String]) -> [String] {
    var seen: Set<String> = []
    return names.filter { seen.insert($0).inserted }
  }

  /// Where a placement falls on `scale`: a value's position (a binned date spans its unit), or a
  /// span between two values.
  static func span(_ placement: AxisPlacement?, scale: ChartScale) -> PlotSpan? {
    guard let placement else { return nil }
    if let value = placement.value, let at = scale.position(value) {
      if let unit = placement.unit, case .date(let date) = value,
        let end = placement.calendar.date(byAdding: unit, value: 1, to: date),
        let to = scale.position(.date(end))
      {
        return PlotSpan(from: at, to: to)
      }
      return PlotSpan(from: at, to: at)
    }
    let start = placement.start.flatMap(scale.position) ?? 0
    let end = placement.end.flatMap(scale.position) ?? 1
    guard placement.start != nil || placement.end != nil else { return nil }
    return PlotSpan(from: start, to: end)
  }

  static func point(_ x: PlotSpan?, _ y: PlotSpan?) -> PlotPoint? {
    let xs = x ?? PlotSpan(from: 0.5, to: 0.5)
    let ys = y ?? PlotSpan(from: 0.5, to: 0.5)
    guard x != nil || y != nil else { return nil }
    return PlotPoint(x: (xs.from + xs.to) / 2, y: (ys.from + ys.to) / 2)
  }

  /// A bar's thickness across its length: its band (or binned span) less a gap, a share of it
  /// (`.ratio`), a fixed width, or a band's part among the bars put side by side.
  static func thickness(
    _ span: PlotSpan, _ dimension: MarkDimension, scale: ChartScale, fills: Bool,
    group: (index: Int, count: Int)?
  ) -> PlotSpan {
    let binned = span.from != span.to
    let room = binned ? abs(span.to - span.from) : scale.isBand ? scale.bandWidth : 0.05
    let middle = (span.from + span.to) / 2
    var share = fills ? 1 : binned ? 0.9 : 0.6
    if case .ratio(let ratio) = dimension.kind { share = Double(ratio) }
    var lower = middle - room * share / 2
    var width = room * share
    if let group {
      width /= Double(group.count)
      lower += width * Double(group.index)
    }
    switch dimension.kind {
    case .fixed(let points): return .centred(lower + width / 2, points: Double(points))
    case .inset(let inset):
      return PlotSpan(from: middle - room / 2, to: middle + room / 2, inset: Double(inset) / 2)
    default: return PlotSpan(from: lower, to: lower + width)
    }
  }

  /// Points as the interpolation steps between them (curves are drawn by the shape).
  static func stepped(_ points: [PlotPoint], _ method: InterpolationMethod) -> [PlotPoint] {
    guard points.count > 1 else { return points }
    switch method.kind {
    case .linear, .curved: return points
    case .stepStart, .stepEnd, .stepCenter:
      var result = [points[0]]
      for (a, b) in zip(points, points.dropFirst()) {
        switch method.kind {
        case .stepStart: result += [PlotPoint(x: a.x, y: b.y), b]
        case .stepEnd: result += [PlotPoint(x: b.x, y: a.y), b]
        default:
          let middle = (a.x + b.x) / 2
          result += [PlotPoint(x: middle, y: a.y), PlotPoint(x: middle, y: b.y), b]
        }
      }
      return result
    }
  }
}

extension MarkDimension.Kind {
  var isAutomatic: Bool { if case .automatic = self { true } else { false } }
}

/// Bars and areas at the same place, stacked: each mark's range along its length axis.
struct Stacking {
  /// Per mark, its range along its length (nil for marks that are not stacked lengths).
  var ranges: [(Double, Double)?]
  /// Per mark, whether its length runs along x (a horizontal bar).
  var lengthIsX: [Bool]

  init(_ marks: [PlottedMark]) {
    ranges = Array(repeating: nil, count: marks.count)
    lengthIsX = Array(repeating: false, count: marks.count)
    var totals: [String: Double] = [:]
    var entries: [(index: Int, key: String, value: Double)] = []
    for (index, mark) in marks.enumerated() where mark.kind == .bar || mark.kind == .area {
      let xNumber = mark.x?.value.flatMap { $0.continuous == nil ? nil : $0 }
      let yNumber = mark.y?.value.flatMap { $0.continuous == nil ? nil : $0 }
      let xIsNumber = { if case .number = xNumber { true } else { false } }()
      let yIsPlace: Bool = {
        switch mark.y?.value {
        case .category?, .date?: true
        default: false
        }
      }()
      let horizontal = xIsNumber && mark.x?.unit == nil && yIsPlace
      lengthIsX[index] = horizontal
      let lengthValue = horizontal ? xNumber : yNumber
      guard case .number(let value) = lengthValue else { continue }
      let across = horizontal ? mark.y?.value : mark.x?.value
      let place = across.map(ChartSeries.name) ?? "·"
      let key = "\(place)|\(mark.group ?? "")|\(value < 0 ? "-" : "+")"
      if mark.stacking == .unstacked || mark.group != nil && mark.kind == .bar {
        ranges[index] = (min(0, value), max(0, value))
        continue
      }
      entries.append((index, key, value))
      totals[place + "|" + (mark.group ?? ""), default: 0] += abs(value)
    }
    var running: [String: Double] = [:]
    for entry in entries {
      let mark = marks[entry.index]
      let base = running[entry.key, default: 0]
      running[entry.key] = base + entry.value
      var (low, high) = (base, base + entry.value)
      let across = (lengthIsX[entry.index] ? mark.y?.value : mark.x?.value).map(ChartSeries.name) ?? "·"
      let total = totals[across + "|" + (mark.group ?? ""), default: 0]
      switch mark.stacking {
      case .normalized where total > 0:
        low /= total
        high /= total
      case .center:
        low -= total / 2
        high -= total / 2
      default: break
      }
      ranges[entry.index] = (min(low, high), max(low, high))
    }
  }
}
