import Geometry
import Legible

/// How a column places children narrower than it. Legible adds `fill`: children take the column's
/// width, as SwiftUI spells with `.frame(maxWidth: .infinity)` on each child.
public enum HorizontalAlignment: Sendable {
  /// At the leading edge.
  case leading
  /// Centred.
  case center
  /// At the trailing edge.
  case trailing
  /// Across the stack's whole width.
  case fill

  var stackAlignment: Stack.Alignment {
    switch self {
    case .leading: .start
    case .center: .center
    case .trailing: .end
    case .fill: .fill
    }
  }
}
/// How a row places children shorter than it. Legible adds `fill`: children take the row's height.
public enum VerticalAlignment: Sendable {
  /// At the top.
  case top
  /// Centred.
  case center
  /// At the bottom.
  case bottom
  /// Across the row's whole height.
  case fill

  var stackAlignment: Stack.Alignment {
    switch self {
    case .top: .start
    case .center: .center
    case .bottom: .end
    case .fill: .fill
    }
  }
}

/// Children side by side, leading to trailing, as SwiftUI's `HStack`: spacing in points that
/// does not grow with the text (8 by default), children centred vertically unless aligned.
public struct HStack<Content: View>: View, PrimitiveView {
  public static func _lower(_ view: Self, _ lowering: inout _Lowering) {
    view.lower(lowering.context, into: &lowering.list)
  }

  let alignment: VerticalAlignment
  let spacing: Double?
  let content: Content

  /// A row of `content`'s views, `spacing` points apart (8 when nil).
  public init(
    alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  func lower(_ context: LowerContext, into list: inout [Lowered]) {
    list.append(stack(.horizontal, alignment.stackAlignment, spacing, content, context))
  }
}

/// Children one above the other, as SwiftUI's `VStack`: spacing in points that does not grow
/// with the text (8 by default), children centred unless aligned.
public struct VStack<Content: View>: View, PrimitiveView {
  public static func _lower(_ view: Self, _ lowering: inout _Lowering) {
    view.lower(lowering.context, into: &lowering.list)
  }

  let alignment: HorizontalAlignment
  let spacing: Double?
  let content: Content

  /// A column of `content`'s views, `spacing` points apart (8 when nil).
  public init(
    alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  func lower(_ context: LowerContext, into list: inout [Lowered]) {
    list.append(stack(.vertical, alignment.stackAlignment, spacing, content, context))
  }
}

/// A retained stack of `content`'s views: kind `Stack` whatever the axis, so that a layout that
/// changes its axis (`AnyLayout`) keeps its children.
@MainActor func stack<Content: View>(
  _ axis: Axis, _ alignment: Stack.Alignment, _ spacing: Double?, _ content: Content, _ context: LowerContext
) -> Lowered {
  let gap = ScaledMetricValue.fixed(spacing ?? 8)
  return Lowered.container(
    context, kind: "Stack", children: LowerContext.lowered(content, context),
    make: { Stack(axis, spacing: gap, alignment: alignment) }
  ) { view in
    view.axis = axis
    view.alignment = alignment
    view.spacing = gap
    return view
  }
}

/// Legible's length type, under another name here (this module's `ScaledMetric` is the property
/// wrapper).
typealias ScaledMetricValue = Legible.ScaledMetric

/// Space that takes what is left along a stack, as SwiftUI's `Spacer`.
public struct Spacer: View, PrimitiveView {
  public static func _lower(_ view: Self, _ lowering: inout _Lowering) {
    view.lower(lowering.context, into: &lowering.list)
  }

  let minLength: Double
  /// Empty space that takes at least `minLength` points and grows to fill its stack.
  public init(minLength: Double? = nil) { self.minLength = minLength ?? 0 }

  func lower(_ context: LowerContext, into list: inout [Lowered]) {
    let minLength = self.minLength
    list.append(
      Lowered(context, kind: "Spacer", view: { Legible.Spacer(minLength: minLength) }) { node in
        (node.view as? Legible.Spacer)?.minLength = minLength
      })
  }
}
