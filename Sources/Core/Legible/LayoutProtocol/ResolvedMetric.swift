/// A length (or set of lengths) that depends on the traits: `ScaledMetric`, `ScaledInsets`.
protocol TraitDependentMetric: Equatable {
  associatedtype Value
  /// The value at `traits`.
  func value(for traits: Traits) -> Value
}

extension ScaledMetric: TraitDependentMetric {}
extension ScaledInsets: TraitDependentMetric {}

/// A metric's value at a view's traits, kept while neither the metric nor the traits change. A
/// layout pass asks a view for the same spacing and insets many times; this answers all but the
/// first with two comparisons.
struct ResolvedMetric<Metric: TraitDependentMetric> {
  private var last: (metric: Metric, traits: Traits, value: Metric.Value)?

  init() {}

  mutating func value(of metric: Metric, for traits: Traits) -> Metric.Value {
    if let last, last.traits == traits, last.metric == metric { return last.value }
    let value = metric.value(for: traits)
    last = (metric, traits, value)
    return value
  }
}
