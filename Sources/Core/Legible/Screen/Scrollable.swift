import Geometry

/// A view that shows content longer than itself along one axis and scrolls it: `ScrollView` and
/// `ListView`. What the audit and full-content snapshots page through.
///
/// Invariant: `0 <= contentOffset <= maximumOffset`, where the maximum is
/// `max(0, contentLength - visibleLength)` as of the last layout (a list that has measured more
/// rows may know a longer content after the next one).
@MainActor public protocol Scrollable: View {
  /// The axis the content scrolls along.
  var axis: Axis { get }
  /// How far the content is scrolled, in points from its start.
  var contentOffset: Double { get }
  /// The content's length along the axis, as far as it is known.
  var contentLength: Double { get }
  /// Scrolls to `offset`, clamped to the content.
  func scroll(to offset: Double)
}

extension Scrollable {
  /// How much of the content shows at once.
  public var visibleLength: Double { bounds.size[axis] }

  /// The largest offset the content allows.
  public var maximumOffset: Double { max(0, contentLength - visibleLength) }
}

extension ScrollView: Scrollable {
  public var contentLength: Double { contentHeight }
}

extension ListView: Scrollable {
  public var axis: Axis { .vertical }
  public var contentLength: Double { contentHeight }
}
