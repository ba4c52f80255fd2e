import Foundation
import Geometry
import Legible

/// Views side by side, leading to trailing, as SwiftUI's `HStack`: laid out by SwiftUI's rules
/// (`FlexibleStack`): the least flexible view is served first, each an equal share of what is
/// left; between views the spacing each pair prefers (8 points between most, none next to a
/// spacer) unless `spacing` is given; lined up on `alignment`.
public struct HStack<Content: View>: View, PrimitiveView {
  /// Where the view was written, as `ViewBuilder` gives it (see `_CallSite`).
  public var _site: _CallSite?
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content

  /// A row of `content`'s views.
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  func makeNode(_ context: _ViewContext) -> ContainerNode<FlexibleStack> {
    ContainerNode(context, FlexibleStack(.horizontal))
  }

  func update(_ node: ContainerNode<FlexibleStack>, _ context: _ViewContext) {
    node.view.configure(.horizontal, alignment.guide, spacing)
    node.updateContent(content, context)
  }
}

/// Views one above the other, as SwiftUI's `VStack`: laid out by SwiftUI's rules
/// (`FlexibleStack`), with the spacing each pair prefers (8 points between most views, text's
/// own room next to text) unless `spacing` is given; lined up on `alignment`.
public struct VStack<Content: View>: View, PrimitiveView {
  /// Where the view was written, as `ViewBuilder` gives it (see `_CallSite`).
  public var _site: _CallSite?
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content

  /// A column of `content`'s views.
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  func makeNode(_ context: _ViewContext) -> ContainerNode<FlexibleStack> {
    ContainerNode(context, FlexibleStack(.vertical))
  }

  func update(_ node: ContainerNode<FlexibleStack>, _ context: _ViewContext) {
    node.view.configure(.vertical, alignment.guide, spacing)
    node.updateContent(content, context)
  }
}

/// A column that takes the whole width it is offered, as SwiftUI's `LazyVStack` (its views are all
/// made here; the audit reads them all anyway).
public struct LazyVStack<Content: View>: View {
  /// Where the view was written, as `ViewBuilder` gives it (see `_CallSite`).
  public var _site: _CallSite?
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content

  /// A column of `content`'s views as wide as it is offered.
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(),
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  public var body: some View {
    VStack(alignment: alignment, spacing: spacing) { content }
      .frame(maxWidth: .infinity, alignment: Alignment(horizontal: alignment, vertical: .center))
  }
}

/// A row that takes the whole height it is offered, as SwiftUI's `LazyHStack`.
public struct LazyHStack<Content: View>: View {
  /// Where the view was written, as `ViewBuilder` gives it (see `_CallSite`).
  public var _site: _CallSite?
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content

  /// A row of `content`'s views as tall as it is offered.
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(),
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  public var body: some View {
    HStack(alignment: alignment, spacing: spacing) { content }
      .frame(maxHeight: .infinity, alignment: Alignment(horizontal: .center, vertical: alignment))
  }
}

/// Which views of a lazy stack stay pinned while it scrolls, as SwiftUI's
/// `PinnedScrollableViews` (kept; nothing is pinned here).
public struct PinnedScrollableViews: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// Section headers.
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
  /// Section footers.
  public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// Views on top of each other, as SwiftUI's `ZStack`: each offered what the stack is, the stack as
/// large as the largest, all lined up on `alignment`.
public struct ZStack<Content: View>: View, PrimitiveView {
  /// Where the view was written, as `ViewBuilder` gives it (see `_CallSite`).
  public var _site: _CallSite?
  let alignment: Alignment
  let content: Content

  /// `content`'s views, back to front.
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  func makeNode(_ context: _ViewContext) -> ContainerNode<LayeredStack> {
    ContainerNode(context, LayeredStack())
  }

  func update(_ node: ContainerNode<LayeredStack>, _ context: _ViewContext) {
    if node.view.horizontalAlignment != alignment.horizontal.guide {
      node.view.horizontalAlignment = alignment.horizontal.guide
    }
    if node.view.verticalAlignment != alignment.vertical.guide {
      node.view.verticalAlignment = alignment.vertical.guide
    }
    node.updateContent(content, context)
  }
}

/// Empty room that takes what is left along its stack, as SwiftUI's `Spacer`: at least
/// `minLength` (8 points when nil).
public struct Spacer: View, PrimitiveView {
  /// The least length it takes.
  public var minLength: CGFloat?

  /// A spacer of at least `minLength` points.
  public init(minLength: CGFloat? = nil) { self.minLength = minLength }

  func makeNode(_ context: _ViewContext) -> LeafNode<FlexibleSpacer> { LeafNode(context, FlexibleSpacer()) }

  func update(_ node: LeafNode<FlexibleSpacer>, _ context: _ViewContext) {
    let length = minLength.map(Double.init)
    if node.view.minLength != length { node.view.minLength = length }
  }
}

/// A thin line between views, as SwiftUI's `Divider`: across a column, or down a row.
public struct Divider: View, PrimitiveView {
  /// A divider.
  public init() {}

  func makeNode(_ context: _ViewContext) -> LeafNode<Legible.Divider> { LeafNode(context, Legible.Divider()) }
  func update(_ node: LeafNode<Legible.Divider>, _ context: _ViewContext) {}
}

extension FlexibleStack {
  /// Sets what changed.
  func configure(_ axis: Geometry.Axis, _ alignment: AlignmentGuide, _ spacing: CGFloat?) {
    if self.axis != axis { self.axis = axis }
    if self.alignment != alignment { self.alignment = alignment }
    let spacing = spacing.map(Double.init)
    if self.spacing != spacing { self.spacing = spacing }
  }
}
