import Geometry

/// How much room a view wants between itself and its neighbours in a stack that has no spacing
/// of its own (SwiftUI's `ViewSpacing`): per edge, a distance for neighbours of any kind, and
/// distances for particular kinds of neighbour (text, whose spacing follows its font's metrics).
/// The distance between two views is the largest their preferences agree on; with no preference
/// on either side, the platform's default (8 points, iOS's).
///
/// What views prefer: most views nothing (the default 8 between them), and no room taken from
/// text above or below (text keeps a line's worth); text, its line metrics; a spacer, none at all
/// along its stack (no spacing is added next to a spacer).
public struct ViewSpacing: Hashable, Sendable {
  /// An edge of the view.
  public enum Edge: Hashable, Sendable, CaseIterable {
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom
    /// The leading edge.
    case leading
    /// The trailing edge.
    case trailing
  }

  /// The kind of neighbour a preference is for.
  public enum Category: Hashable, Sendable {
    /// Text next to text: the gap follows both fonts' metrics.
    case textToText
    /// Any view's edge above a text.
    case edgeAboveText
    /// Any view's edge below a text.
    case edgeBelowText
    /// Baseline-relative spacing.
    case textBaseline
  }

  /// A line's vertical metrics, for text-to-text spacing.
  public struct TextMetrics: Hashable, Sendable {
    /// From the baseline up to the top of the line.
    public var ascent: Double
    /// From the baseline down to the bottom of the line.
    public var descent: Double
    /// The font's extra gap between lines.
    public var leading: Double
    /// The length of a device pixel, for rounding.
    public var pixelLength: Double

    /// Metrics of a line.
    public init(ascent: Double, descent: Double, leading: Double, pixelLength: Double) {
      self.ascent = ascent
      self.descent = descent
      self.leading = leading
      self.pixelLength = pixelLength
    }
  }

  /// A preferred distance: in points, or the metrics of text whose gap to other text follows them.
  public enum Value: Hashable, Sendable {
    /// A distance in points.
    case distance(Double)
    /// The metrics of the text below the edge.
    case textBelow(TextMetrics)
    /// The metrics of the text above the edge.
    case textAbove(TextMetrics)

    /// The distance this preference and a neighbour's agree on, or nil when they cannot.
    func distance(to other: Value) -> Double? {
      switch (self, other) {
      case (.distance(let a), .distance(let b)): return a + b
      case (.distance(let a), _): return a
      case (_, .distance(let b)): return b
      case (.textAbove(let above), .textBelow(let below)), (.textBelow(let below), .textAbove(let above)):
        // Text under text: the lower font's leading (its line gap), as if the two lines were set
        // in one paragraph, rounded up to the pixel.
        let gap = max(0, below.leading)
        return (gap / above.pixelLength).rounded(.up) * above.pixelLength
      default: return nil
      }
    }
  }

  struct Key: Hashable, Sendable {
    var category: Category?
    var edge: Edge
  }

  private(set) var minima: [Key: Value]

  /// The preferences of a view that prefers nothing but keeps text's room: 0 from its edges
  /// next to text (text's own preference decides), the default next to anything else.
  public static let standard = ViewSpacing(minima: [
    Key(category: .edgeBelowText, edge: .top): .distance(0),
    Key(category: .edgeAboveText, edge: .bottom): .distance(0),
  ])

  /// No preference at all (a container of nothing).
  public static let none = ViewSpacing(minima: [:])

  /// Exactly `length` to any neighbour on `edges` (a spacer's 0 along its stack).
  public static func exactly(_ length: Double, on edges: [Edge]) -> ViewSpacing {
    ViewSpacing(
      minima: Dictionary(
        uniqueKeysWithValues: edges.map { (Key(category: nil, edge: $0), .distance(length)) }))
  }

  /// The preferences of a text set in a font of `metrics` and `capHeight`, whose first baseline is
  /// `firstBaseline` below its top and whose last is `lastBaselineToBottom` above its bottom: a
  /// line's worth of room (a tenth of the line height more than the line) from views above and
  /// below that are not text, its font's leading from text.
  public static func text(
    metrics: TextMetrics, capHeight: Double, firstBaseline: Double, lastBaselineToBottom: Double
  ) -> ViewSpacing {
    let lineHeight = metrics.ascent + metrics.descent
    let extra = (lineHeight * 0.1 / metrics.pixelLength).rounded(.up) * metrics.pixelLength
    let lineSpacing = lineHeight + extra
    return ViewSpacing(minima: [
      Key(category: .textToText, edge: .top): .textBelow(metrics),
      Key(category: .textToText, edge: .bottom): .textAbove(metrics),
      Key(category: .textBaseline, edge: .top): .distance(-firstBaseline),
      Key(category: .textBaseline, edge: .bottom): .distance(-lastBaselineToBottom),
      Key(category: .edgeAboveText, edge: .top): .distance(lineSpacing - metrics.ascent),
      Key(category: .edgeBelowText, edge: .bottom): .distance(
        max(lineSpacing - capHeight, extra + metrics.descent)),
    ])
  }

  init(minima: [Key: Value]) { self.minima = minima }

  /// The platform's spacing between two views that prefer nothing (iOS: 8 points both ways).
  public static let defaultDistance = 8.0

  /// The distance from this view to `next`, which follows it along `axis`.
  public func distance(to next: ViewSpacing, along axis: Axis) -> Double {
    let from: Edge = axis == .horizontal ? .trailing : .bottom
    let to: Edge = axis == .horizontal ? .leading : .top
    var best: Double?
    for (key, value) in minima where key.edge == from && key.category != nil {
      guard let other = next.minima[Key(category: key.category, edge: to)],
        let distance = value.distance(to: other)
      else { continue }
      best = max(best ?? -.infinity, distance)
    }
    if let best { return best }
    let mine = minima[Key(category: nil, edge: from)].flatMap(\.points)
    let theirs = next.minima[Key(category: nil, edge: to)].flatMap(\.points)
    if mine == nil && theirs == nil { return Self.defaultDistance }
    return max(mine ?? -.infinity, theirs ?? -.infinity)
  }

  /// Takes `other`'s preferences on `edges`, keeping the larger where both have one (a stack
  /// takes its first view's leading edge, its last view's trailing edge, and every view's sides).
  public mutating func incorporate(_ other: ViewSpacing, on edges: Set<Edge>) {
    for (key, value) in other.minima where edges.contains(key.edge) {
      if let mine = minima[key] {
        minima[key] = Self.larger(mine, value)
      } else {
        minima[key] = value
      }
    }
  }

  /// The preferences with those on `edges` back to a plain view's (a padding's or a frame's
  /// edges are no longer the content's: a padded text keeps no line's room above it).
  public func reset(_ edges: Set<Edge>) -> ViewSpacing {
    guard !edges.isEmpty else { return self }
    var reset = ViewSpacing(minima: minima.filter { !edges.contains($0.key.edge) })
    if edges.contains(.top) { reset.minima[Key(category: .edgeBelowText, edge: .top)] = .distance(0) }
    if edges.contains(.bottom) { reset.minima[Key(category: .edgeAboveText, edge: .bottom)] = .distance(0) }
    return reset
  }

  private static func larger(_ a: Value, _ b: Value) -> Value {
    switch (a, b) {
    case (.distance(let x), .distance(let y)): .distance(max(x, y))
    case (.distance, _): b
    default: a
    }
  }
}

extension ViewSpacing.Value {
  fileprivate var points: Double? {
    if case .distance(let value) = self { value } else { nil }
  }
}
