import Legible

/// A piece of a declarative screen, as SwiftUI's `View`: a value whose `body` describes what it
/// shows. Bodies are evaluated again when their state or the text size changes; the retained
/// views they lower to (`Legible.View`) are kept and updated, so layout, traits, the audit,
/// rendering, the Large Content Viewer and the live window work on them unchanged.
///
/// A view you write has a `body`; the primitives (`Text`, `HStack`, `Button`, …) have none and
/// lower themselves.
@MainActor public protocol View {
  /// The type of view the body is.
  associatedtype Body: View
  /// The view's content, made of other views.
  @ViewBuilder var body: Body { get }
  /// How the view lowers to retained views: a view of your own lowers its body (the default);
  /// the primitives lower themselves. Not for views of your own to implement.
  static func _lower(_ view: Self, _ lowering: inout _Lowering)
}

/// One step of lowering a description, public only as the parameter of `View._lower`.
@MainActor public struct _Lowering {
  var context: LowerContext
  var list: [Lowered]
}

extension View {
  /// A view of your own: its state and environment are bound to what is kept for its identity,
  /// then its body is lowered.
  public static func _lower(_ view: Self, _ lowering: inout _Lowering) {
    let outer = lowering.context
    let context = outer.child(.type(ObjectIdentifier(Self.self)))
    context.host.bindProperties(of: view, at: context.identity, environment: context.environment)
    context.host.evaluatedBodies += 1
    lowering.context = context
    Body._lower(view.body, &lowering)
    lowering.context = outer
  }
}

extension Never: View {
  /// Primitive views have no body: they lower straight to retained views.
  public var body: Never { fatalError("Never has no body") }
}

/// A primitive: it has no body and adds its retained views to the list being built.
@MainActor protocol PrimitiveView {
  func lower(_ context: LowerContext, into list: inout [Lowered])
}

extension PrimitiveView {
  public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}

/// Nothing: a view that lowers to no retained view.
public struct EmptyView: View, PrimitiveView {
  public static func _lower(_ view: Self, _ lowering: inout _Lowering) {
    view.lower(lowering.context, into: &lowering.list)
  }

  /// An empty view.
  public init() {}
  func lower(_ context: LowerContext, into list: inout [Lowered]) {}
}

/// Views side by side in a builder's block, in order.
public struct TupleView<each Content: View>: View, PrimitiveView {
  public static func _lower(_ view: Self, _ lowering: inout _Lowering) {
    view.lower(lowering.context, into: &lowering.list)
  }

  let content: (repeat each Content)

  init(_ content: repeat each Content) { self.content = (repeat each content) }

  func lower(_ context: LowerContext, into list: inout [Lowered]) {
    var index = 0
    for view in repeat each content {
      LowerContext.lowerAny(view, context.child(.position(index)), into: &list)
      index += 1
    }
  }
}

/// One of two views, chosen by an `if` or `switch` in a builder: each branch has an identity of
/// its own, so switching branches replaces the retained views, as in SwiftUI.
public enum ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
  public static func _lower(_ view: Self, _ lowering: inout _Lowering) {
    view.lower(lowering.context, into: &lowering.list)
  }

  /// The `if` branch, or the first of a `switch`'s.
  case first(TrueContent)
  /// The `else` branch.
  case second(FalseContent)

  func lower(_ context: LowerContext, into list: inout [Lowered]) {
    switch self {
    case .first(let view): LowerContext.lowerAny(view, context.child(.branch(0)), into: &list)
    case .second(let view): LowerContext.lowerAny(view, context.child(.branch(1)), into: &list)
    }
  }
}

extension Optional: View where Wrapped: View {
  /// A primitive view's body, which is never called.
  public var body: Never { fatalError("Optional is a primitive view and has no body") }
  public static func _lower(_ view: Self, _ lowering: inout _Lowering) {
    view.lower(lowering.context, into: &lowering.list)
  }
}

extension Optional: PrimitiveView where Wrapped: View {
  func lower(_ context: LowerContext, into list: inout [Lowered]) {
    if let view = self { LowerContext.lowerAny(view, context.child(.branch(0)), into: &list) }
  }
}

/// Several views as one, with no container of their own (their parent stacks them).
public struct Group<Content: View>: View, PrimitiveView {
  public static func _lower(_ view: Self, _ lowering: inout _Lowering) {
    view.lower(lowering.context, into: &lowering.list)
  }

  let content: Content
  /// Several views as one.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  func lower(_ context: LowerContext, into list: inout [Lowered]) {
    LowerContext.lowerAny(content, context, into: &list)
  }
}

/// A view of any type, for when the type cannot be written (SwiftUI's `AnyView`).
public struct AnyView: View, PrimitiveView {
  public static func _lower(_ view: Self, _ lowering: inout _Lowering) {
    view.lower(lowering.context, into: &lowering.list)
  }

  let lowerer: @MainActor (LowerContext, inout [Lowered]) -> Void
  let type: ObjectIdentifier

  /// `view`, with its type erased.
  public init<V: View>(_ view: V) {
    lowerer = { context, list in LowerContext.lowerAny(view, context, into: &list) }
    type = ObjectIdentifier(V.self)
  }

  func lower(_ context: LowerContext, into list: inout [Lowered]) {
    // A view of another type is another view: its identity says so.
    lowerer(context.child(.type(type)), &list)
  }
}
