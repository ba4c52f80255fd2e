import Foundation

/// Where a chart puts the values of one axis: a fraction of the plot's length (0 at the leading
/// edge for x, at the bottom for y), with the values it marks.
///
/// Categories each get a band of equal width, in the order they first appear (or the domain's
/// order); numbers and dates go on a continuous scale over their range. A number scale includes
/// zero unless told not to (`.automatic(includesZero: false)`), and is widened to round values,
/// as Swift Charts' automatic domains are; a date scale spans its data.
struct ChartScale {
  enum Kind {
    case band([String])
    case continuous(lower: Double, upper: Double, dates: Bool)
  }
  let kind: Kind
  /// Whether bands run from the far end (a y axis lists its first category at the top).
  var bandsFromTop = false
  /// Whether the scale ends where the last bin of binned dates ends, a value that is not a mark's:
  /// it is not labelled.
  var endsWithBin = false

  /// A scale for `values`, with `spec`'s domain where one was written.
  init(values: [PlotValue], includesZero: Bool, spec: ScaleDomainSpec?, desiredTicks: Int = 5) {
    if let categories = spec?.categories {
      kind = .band(categories)
      return
    }
    let hasCategories = values.contains { if case .category = $0 { true } else { false } }
    if hasCategories {
      var seen: Set<String> = []
      var order: [String] = []
      for value in values {
        let name = ChartSeries.name(of: value)
        if seen.insert(name).inserted { order.append(name) }
      }
      kind = .band(order)
      return
    }
    let dates = values.contains { if case .date = $0 { true } else { false } }
    let numbers = values.compactMap(\.continuous)
    var lower = spec?.lower?.continuous ?? numbers.min() ?? 0
    var upper = spec?.upper?.continuous ?? numbers.max() ?? (dates ? lower : 1)
    let fixed = spec?.lower != nil && spec?.upper != nil
    if !fixed, !dates, spec?.includesZero ?? includesZero {
      lower = min(lower, 0)
      upper = max(upper, 0)
    }
    if upper < lower { swap(&lower, &upper) }
    if upper == lower {
      let pad = dates ? 86_400 : max(1, abs(lower))
      upper = lower + pad
      if !dates, lower != 0 { lower -= pad }
    }
    if !fixed, !dates {
      let step = Self.niceStep(span: upper - lower, count: desiredTicks)
      lower = (lower / step).rounded(.down) * step
      upper = (upper / step).rounded(.up) * step
    }
    kind = .continuous(lower: lower, upper: upper, dates: dates)
  }

  var isBand: Bool { if case .band = kind { true } else { false } }
  var isDate: Bool { if case .continuous(_, _, true) = kind { true } else { false } }

  /// A band's share of the axis (1 for a continuous scale).
  var bandWidth: Double {
    if case .band(let names) = kind { return 1 / Double(max(1, names.count)) }
    return 1
  }

  /// The fraction at which `value` stands: a band's middle for a category.
  func position(_ value: PlotValue) -> Double? {
    switch kind {
    case .band(let names):
      guard let index = names.firstIndex(of: ChartSeries.name(of: value)) else { return nil }
      let fraction = (Double(index) + 0.5) / Double(names.count)
      return bandsFromTop ? 1 - fraction : fraction
    case .continuous(let lower, let upper, _):
      guard let number = value.continuous else { return nil }
      return (number - lower) / (upper - lower)
    }
  }

  /// The value at `fraction` of the axis: the category whose band holds it, or the number or
  /// date there.
  func value(at fraction: Double) -> PlotValue? {
    switch kind {
    case .band(let names):
      guard !names.isEmpty else { return nil }
      let share = bandsFromTop ? 1 - fraction : fraction
      let index = Int((share * Double(names.count)).rounded(.down))
      return names.indices.contains(index) ? .category(names[index]) : nil
    case .continuous(let lower, let upper, let dates):
      let number = lower + fraction * (upper - lower)
      return dates ? .date(Date(timeIntervalSinceReferenceDate: number)) : .number(number)
    }
  }

  /// The fraction of a number on a continuous scale.
  func position(number: Double) -> Double {
    guard case .continuous(let lower, let upper, _) = kind else { return 0 }
    return (number - lower) / (upper - lower)
  }

  /// The values the axis marks, for `values` (automatic by default).
  func ticks(_ values: AxisMarkValues = .automatic, desired: Int = 5) -> [PlotValue] {
    switch (kind, values.kind) {
    case (_, .values(let given)):
      return given.filter { position($0).map { $0 >= -1e-9 && $0 <= 1 + 1e-9 } ?? false }
    case (.band(let names), _):
      return names.map(PlotValue.category)
    case (.continuous(let lower, let upper, true), .dateStride(let unit, let count)):
      return Self.dateTicks(
        lower: lower, upper: upper, unit: unit, count: count, includingUpper: !endsWithBin)
    case (.continuous(let lower, let upper, true), _):
      // Dates are marked more densely: a month's or a week's days each labelled where they fit.
      let (unit, count) = Self.dateUnit(span: upper - lower, desired: desired + 2)
      return Self.dateTicks(
        lower: lower, upper: upper, unit: unit, count: count, includingUpper: !endsWithBin)
    case (.continuous(let lower, let upper, false), .stride(let step)) where step > 0:
      return Self.numberTicks(lower: lower, upper: upper, step: step)
    case (.continuous(let lower, let upper, false), .automatic(let count)):
      let step = Self.niceStep(span: upper - lower, count: count ?? desired)
      return Self.numberTicks(lower: lower, upper: upper, step: step)
    case (.continuous(let lower, let upper, false), _):
      return Self.numberTicks(
        lower: lower, upper: upper, step: Self.niceStep(span: upper - lower, count: desired))
    }
  }

  /// A round step (1, 2 or 5 times a power of ten) that cuts `span` into about `count` parts: the
  /// one nearest to `count` parts, each factor taking over at the geometric middle between it and
  /// the next.
  static func niceStep(span: Double, count: Int) -> Double {
    guard span > 0, span.isFinite else { return 1 }
    let raw = span / Double(max(1, count))
    let power = pow(10, (log10(raw)).rounded(.down))
    let error = raw / power
    let factor: Double =
      error >= 50.squareRoot() ? 10 : error >= 10.squareRoot() ? 5 : error >= 2.squareRoot() ? 2 : 1
    return factor * power
  }

  static func numberTicks(lower: Double, upper: Double, step: Double) -> [PlotValue] {
    var ticks: [PlotValue] = []
    var value = (lower / step).rounded(.up) * step
    while value <= upper + step * 1e-9, ticks.count < 200 {
      ticks.append(.number(abs(value) < step * 1e-9 ? 0 : value))
      value += step
    }
    return ticks
  }

  /// The calendar unit (and how many of it) between about `desired` date ticks over `span` seconds.
  static func dateUnit(span: Double, desired: Int) -> (Calendar.Component, Int) {
    let day = 86_400.0
    let units: [(Calendar.Component, Int, Double)] = [
      (.hour, 1, 3600), (.hour, 3, 3 * 3600), (.hour, 6, 6 * 3600), (.hour, 12, 12 * 3600),
      (.day, 1, day), (.day, 2, 2 * day), (.weekOfYear, 1, 7 * day), (.weekOfYear, 2, 14 * day),
      (.month, 1, 30 * day), (.month, 3, 91 * day), (.month, 6, 182 * day), (.year, 1, 365 * day),
      (.year, 5, 5 * 365 * day), (.year, 10, 3650 * day),
    ]
    for (unit, count, seconds) in units where span / seconds <= Double(desired) { return (unit, count) }
    return (.year, max(1, Int(span / (365 * day) / Double(desired))))
  }

  static func dateTicks(
    lower: Double, upper: Double, unit: Calendar.Component, count: Int, includingUpper: Bool
  ) -> [PlotValue] {
    let calendar = Calendar.current
    let start = Date(timeIntervalSinceReferenceDate: lower)
    guard var date = calendar.dateInterval(of: unit, for: start)?.start else { return [] }
    if date.timeIntervalSinceReferenceDate < lower - 1 {
      date = calendar.date(byAdding: unit, value: 1, to: date) ?? date
    }
    var ticks: [PlotValue] = []
    while includingUpper
      ? date.timeIntervalSinceReferenceDate <= upper + 1 : date.timeIntervalSinceReferenceDate < upper - 1,
      ticks.count < 200
    {
      ticks.append(.date(date))
      guard let next = calendar.date(byAdding: unit, value: count, to: date), next > date else { break }
      date = next
    }
    return ticks
  }

  /// The default label of `value` in `locale`: numbers with the locale's grouping, dates by the
  /// unit between ticks (a month's short name, a day's month and day, a time's hour).
  func label(_ value: PlotValue, locale: Locale, ticks: [PlotValue]) -> String {
    switch value {
    case .category(let name): return name
    case .number(let number):
      let formatter = NumberFormatter()
      formatter.locale = locale
      formatter.numberStyle = .decimal
      formatter.maximumFractionDigits = 2
      return formatter.string(from: NSNumber(value: number)) ?? String(number)
    case .date(let date):
      let dates = ticks.compactMap(\.continuous)
      let step = zip(dates, dates.dropFirst()).map { $1 - $0 }.min() ?? 86_400
      let template = step >= 360 * 86_400 ? "y" : step >= 28 * 86_400 ? "MMM" : step >= 86_400 ? "MMMd" : "j"
      let formatter = DateFormatter()
      formatter.locale = locale
      formatter.setLocalizedDateFormatFromTemplate(template)
      return formatter.string(from: date)
    }
  }
}
