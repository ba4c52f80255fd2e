import Foundation
import Geometry
import Legible

/// A type that names an alignment guide of your own, as SwiftUI's `AlignmentID`: its default value
/// in a view that sets none (`alignmentGuide(_:computeValue:)` sets one).
public protocol AlignmentID {
  /// The guide's value in a view of `context`'s dimensions that does not set one.
  static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// A view's size and alignment guides, as SwiftUI's `ViewDimensions`. Not bound to the main
/// actor, as in SwiftUI: an `AlignmentID`'s `defaultValue(in:)` reads it outside any actor. It is
/// made and read only while views are laid out, on the main actor, which its reads assume.
public struct ViewDimensions: Sendable {
  let dimensions: Dimensions
  init(_ dimensions: Dimensions) { self.dimensions = dimensions }

  /// Reads the dimensions on the main actor, where layout runs.
  private func read<T: Sendable>(_ body: @MainActor (Dimensions) -> T) -> T {
    MainActor.assumeIsolated { body(dimensions) }
  }

  /// The view's width.
  public var width: CGFloat { read { $0.width } }
  /// The view's height.
  public var height: CGFloat { read { $0.height } }
  /// The value of a horizontal guide.
  public subscript(guide: HorizontalAlignment) -> CGFloat { read { $0[guide.guide] } }
  /// The value of a vertical guide.
  public subscript(guide: VerticalAlignment) -> CGFloat { read { $0[guide.guide] } }
  /// The explicit value of a horizontal guide, or nil.
  public subscript(explicit guide: HorizontalAlignment) -> CGFloat? {
    read { $0[explicit: guide.guide].map { CGFloat($0) } }
  }
  /// The explicit value of a vertical guide, or nil.
  public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
    read { $0[explicit: guide.guide].map { CGFloat($0) } }
  }
}

extension AlignmentGuide {
  /// The guide of an `AlignmentID` of your own.
  fileprivate static func custom(_ id: any AlignmentID.Type, axis: Geometry.Axis) -> AlignmentGuide {
    nonisolated(unsafe) let type = id
    return AlignmentGuide(custom: ObjectIdentifier(id), axis: axis) { dimensions in
      type.defaultValue(in: ViewDimensions(dimensions))
    }
  }
}

/// A guide across a row or along a column, as SwiftUI's `HorizontalAlignment`.
public struct HorizontalAlignment: Equatable, Sendable {
  let guide: AlignmentGuide
  init(guide: AlignmentGuide) { self.guide = guide }

  /// A guide of your own.
  public init(_ id: any AlignmentID.Type) { guide = .custom(id, axis: .horizontal) }

  /// The leading edge.
  public static let leading = HorizontalAlignment(guide: .leading)
  /// The centre.
  public static let center = HorizontalAlignment(guide: .horizontalCenter)
  /// The trailing edge.
  public static let trailing = HorizontalAlignment(guide: .trailing)
  /// Where a list row's separator starts (its leading edge here).
  public static let listRowSeparatorLeading = HorizontalAlignment(guide: .leading)
  /// Where a list row's separator ends (its trailing edge here).
  public static let listRowSeparatorTrailing = HorizontalAlignment(guide: .trailing)
}

/// A guide across a column or along a row, as SwiftUI's `VerticalAlignment`.
public struct VerticalAlignment: Equatable, Sendable {
  let guide: AlignmentGuide
  init(guide: AlignmentGuide) { self.guide = guide }

  /// A guide of your own.
  public init(_ id: any AlignmentID.Type) { guide = .custom(id, axis: .vertical) }

  /// The top edge.
  public static let top = VerticalAlignment(guide: .top)
  /// The centre.
  public static let center = VerticalAlignment(guide: .verticalCenter)
  /// The bottom edge.
  public static let bottom = VerticalAlignment(guide: .bottom)
  /// The baseline of the first line of text.
  public static let firstTextBaseline = VerticalAlignment(guide: .firstTextBaseline)
  /// The baseline of the last line of text.
  public static let lastTextBaseline = VerticalAlignment(guide: .lastTextBaseline)
}

/// A guide on both axes, as SwiftUI's `Alignment`.
public struct Alignment: Equatable, Sendable {
  /// The horizontal guide.
  public var horizontal: HorizontalAlignment
  /// The vertical guide.
  public var vertical: VerticalAlignment

  /// An alignment of two guides.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// The centre.
  public static let center = Alignment(horizontal: .center, vertical: .center)
  /// The middle of the leading edge.
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  /// The middle of the trailing edge.
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  /// The middle of the top edge.
  public static let top = Alignment(horizontal: .center, vertical: .top)
  /// The middle of the bottom edge.
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  /// The top leading corner.
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  /// The top trailing corner.
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  /// The bottom leading corner.
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  /// The bottom trailing corner.
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
  /// Centred, on the first text baseline.
  public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
  /// Centred, on the last text baseline.
  public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
  /// Leading, on the first text baseline.
  public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
  /// Leading, on the last text baseline.
  public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
  /// Trailing, on the first text baseline.
  public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
  /// Trailing, on the last text baseline.
  public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)
}

extension View {
  /// Sets the view's value of a horizontal guide, computed from its dimensions.
  public func alignmentGuide(
    _ guide: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
  ) -> some View {
    modifier(AlignmentGuideModifier(guide: guide.guide, compute: computeValue))
  }

  /// Sets the view's value of a vertical guide, computed from its dimensions.
  public func alignmentGuide(
    _ guide: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
  ) -> some View {
    modifier(AlignmentGuideModifier(guide: guide.guide, compute: computeValue))
  }
}

struct AlignmentGuideModifier: ViewModifier, WrappingModifier {
  typealias Body = Never
  let guide: AlignmentGuide
  let compute: (ViewDimensions) -> CGFloat

  func wrap(_ view: Legible.View, _ environment: EnvironmentValues) -> AlignmentOverride {
    AlignmentOverride(view, values: [:])
  }

  func configure(_ wrapper: AlignmentOverride, _ environment: EnvironmentValues) {
    let compute = self.compute
    wrapper.values = [guide: { Double(compute(ViewDimensions($0))) }]
  }
}
