import Geometry
import Legible

/// Children on top of each other, later ones in front, as SwiftUI's `ZStack`: as large as the
/// largest child, each child placed by `alignment` within it.
public struct ZStack<Content: View>: View, PrimitiveView {
  public static func _lower(_ view: Self, _ lowering: inout _Lowering) {
    view.lower(lowering.context, into: &lowering.list)
  }

  let alignment: Alignment
  let content: Content

  /// Views of `content` on top of each other, the later ones in front, placed by `alignment`.
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  func lower(_ context: LowerContext, into list: inout [Lowered]) {
    let alignment = self.alignment
    list.append(
      .container(
        context, kind: "ZStack", children: LowerContext.lowered(content, context),
        make: { Layers(alignment: alignment) }
      ) { view in
        if view.alignment != alignment { view.alignment = alignment }
        return view
      })
  }
}

/// The retained view of a `ZStack`: every subview offered the whole proposal, the view as large
/// as the largest, each subview at its own size placed by the alignment (stretched with `fill`).
@MainActor final class Layers: Legible.View {
  var alignment: Alignment { didSet { setNeedsLayout() } }

  init(alignment: Alignment) {
    self.alignment = alignment
    super.init()
  }

  override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
    subviews.reduce(Size.zero) { size, view in
      let child = view.measure(proposal, context: context)
      return Size(width: max(size.width, child.width), height: max(size.height, child.height))
    }
  }

  override func placeSubviews(in bounds: Rect, context: LayoutContext) {
    for view in subviews {
      let size = view.measure(ProposedSize(width: bounds.width, height: bounds.height), context: context)
      let frame = alignment.frame(of: size, in: bounds)
      view.place(in: mirroredIfNeeded(frame, in: bounds), context: context)
    }
  }

  override func snapshotContent() -> SnapshotContent { SnapshotContent(role: .container) }
}
