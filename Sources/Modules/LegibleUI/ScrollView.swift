import Geometry
import Legible

/// Content that scrolls vertically, as SwiftUI's `ScrollView`: one view is the scrolled content
/// itself; several are stacked with the default spacing. The retained scroll view is kept while
/// the description keeps its content's kind, and so is its offset (across text size changes,
/// anchored to the first visible view).
public struct ScrollView<Content: View>: View, PrimitiveView {
  public static func _lower(_ view: Self, _ lowering: inout _Lowering) {
    view.lower(lowering.context, into: &lowering.list)
  }

  let content: Content

  /// A vertical scroll view of `content`.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  func lower(_ context: LowerContext, into list: inout [Lowered]) {
    let children = LowerContext.lowered(content, context)
    if children.count == 1, let only = children.first {
      list.append(only.wrapped("ScrollView", make: { Legible.ScrollView($0) }, update: { _ in }))
      return
    }
    list.append(
      .container(
        context, kind: "ScrollView", children: children,
        make: { Legible.ScrollView(Stack(.vertical, spacing: .fixed(8), alignment: .fill)) }
      ) { scroll in scroll.content })
  }
}

/// A view for each element of a collection, as SwiftUI's `ForEach`: each element's views keep
/// their identity by the element's id, so inserting, removing or moving elements keeps the
/// others' retained views.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
  public static func _lower(_ view: Self, _ lowering: inout _Lowering) {
    view.lower(lowering.context, into: &lowering.list)
  }

  let data: Data
  let id: KeyPath<Data.Element, ID>
  let content: (Data.Element) -> Content

  /// A view per element of `data`, identified by the element's `id` key path.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.id = id
    self.content = content
  }

  func lower(_ context: LowerContext, into list: inout [Lowered]) {
    for element in data {
      LowerContext.lowerAny(
        content(element), context.child(.id(AnyHashable(element[keyPath: id]))), into: &list)
    }
  }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  /// A view per element of `data`, identified by the elements' own `id`.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data, id: \.id, content: content)
  }
}

extension ForEach where Data == Range<Int>, ID == Int {
  /// A view for each number of a constant range.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.init(data, id: \.self, content: content)
  }
}

/// The first of its children that fits the room offered, as SwiftUI's `ViewThatFits`.
public struct ViewThatFits<Content: View>: View, PrimitiveView {
  public static func _lower(_ view: Self, _ lowering: inout _Lowering) {
    view.lower(lowering.context, into: &lowering.list)
  }

  let axes: Set<Axis>
  let content: Content

  /// Shows the first of `content`'s views that fits on `axes`, or the last when none does.
  public init(in axes: Set<Axis> = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
    self.axes = axes
    self.content = content()
  }

  func lower(_ context: LowerContext, into list: inout [Lowered]) {
    let axes = self.axes
    list.append(
      .container(
        context, kind: "ViewThatFits", children: LowerContext.lowered(content, context),
        make: { FirstThatFits([], in: axes) }
      ) { view in
        view.axes = axes
        return view
      })
  }
}

/// A stack whose axis is chosen when the body is evaluated, as SwiftUI's `AnyLayout` of an
/// `HStackLayout` or a `VStackLayout`: `(size.isAccessibilitySize ? AnyLayout(VStackLayout()) :
/// AnyLayout(HStackLayout())) { … }`. Changing the layout keeps the children's retained views.
public struct AnyLayout: Sendable {
  let axis: Axis
  let alignment: Stack.Alignment
  let spacing: Double?

  /// A row layout.
  public init(_ layout: HStackLayout) {
    axis = .horizontal
    alignment = layout.alignment
    spacing = layout.spacing
  }

  /// A column layout.
  public init(_ layout: VStackLayout) {
    axis = .vertical
    alignment = layout.alignment
    spacing = layout.spacing
  }

  /// Lays `content` out with the chosen layout.
  @MainActor public func callAsFunction<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
    LayoutView(layout: self, content: content())
  }
}

/// A row's layout, for `AnyLayout`.
public struct HStackLayout: Sendable {
  let alignment: Stack.Alignment
  let spacing: Double?
  /// A row layout with `alignment` and `spacing` (8 points when nil).
  public init(alignment: VerticalAlignment = .center, spacing: Double? = nil) {
    self.alignment = alignment.stackAlignment
    self.spacing = spacing
  }
}

/// A column's layout, for `AnyLayout`.
public struct VStackLayout: Sendable {
  let alignment: Stack.Alignment
  let spacing: Double?
  /// A column layout with `alignment` and `spacing` (8 points when nil).
  public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil) {
    self.alignment = alignment.stackAlignment
    self.spacing = spacing
  }
}

struct LayoutView<Content: View>: View, PrimitiveView {
  public static func _lower(_ view: Self, _ lowering: inout _Lowering) {
    view.lower(lowering.context, into: &lowering.list)
  }

  let layout: AnyLayout
  let content: Content

  func lower(_ context: LowerContext, into list: inout [Lowered]) {
    list.append(stack(layout.axis, layout.alignment, layout.spacing, content, context))
  }
}
