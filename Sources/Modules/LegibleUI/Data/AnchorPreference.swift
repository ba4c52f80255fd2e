import Foundation
import Geometry
import Legible

/// `.anchorPreference(key:value:transform:)`: sets the value its content gives for `Key`, made from
/// an anchor of the content's view, which a geometry reader above resolves in its own space once
/// both are laid out (`proxy[anchor]`, in `overlayPreferenceValue`).
struct AnchorPreferenceWriter<Key: PreferenceKey, Value>: ViewModifier {
  typealias Body = Never
  let source: Anchor<Value>.Source
  let transform: (Anchor<Value>) -> Key.Value

  static func _node<C: View>(_ modifier: Self, content: C, reusing node: _ViewNode?, in context: _ViewContext)
    -> _ViewNode
  {
    let isNew = !(node is PreferenceWriter<Key>.Node)
    let node = PreferenceWriter<Key>.Node.updating(node, content: content, in: context)
    node.value = modifier.transform(AnchorTarget(node).anchor(modifier.source))
    // The anchor is read where it is resolved, after layout: a reader above takes the value
    // when it is made, and again at each of its updates.
    if isNew { node.preferencesChanged() }
    return node
  }
}

/// The node whose view an anchor is taken from (its first retained view), kept weakly by the
/// anchors made from it.
final class AnchorTarget: @unchecked Sendable {
  weak var node: ViewNode?
  init(_ node: ViewNode) { self.node = node }

  /// An anchor taken from the view as `source` says.
  func anchor<Value>(_ source: Anchor<Value>.Source) -> Anchor<Value> {
    Anchor(resolving: { reader in source.resolve(self.frame(in: reader)) })
  }

  /// The view's frame in the space of `reader` (the screen's without one).
  @MainActor func frame(in reader: Legible.View?) -> CGRect {
    guard let view = node?.output.first else { return .zero }
    var frame = view.frameOnScreen
    if let reader {
      let origin = reader.frameOnScreen.origin
      frame.origin = Geometry.Point(x: frame.origin.x - origin.x, y: frame.origin.y - origin.y)
    }
    return CGRect(frame)
  }
}

/// `.transformAnchorPreference(key:value:transform:)`: rewrites the value its content gives for
/// `Key` with an anchor of the content's view.
struct AnchorPreferenceTransform<Key: PreferenceKey, Value>: ViewModifier {
  typealias Body = Never
  let source: Anchor<Value>.Source
  let transform: (inout Key.Value, Anchor<Value>) -> Void

  static func _node<C: View>(_ modifier: Self, content: C, reusing node: _ViewNode?, in context: _ViewContext)
    -> _ViewNode
  {
    let isNew = !(node is PreferenceTransform<Key>.Node)
    let node = PreferenceTransform<Key>.Node.updating(node, content: content, in: context)
    let anchor = AnchorTarget(node).anchor(modifier.source)
    let transform = modifier.transform
    node.transform = { value in transform(&value, anchor) }
    if isNew { node.preferencesChanged() }
    return node
  }
}

extension View {
  /// Sets the value this view gives for `key` from an anchor of its geometry (its bounds, a point
  /// of it), as SwiftUI's `anchorPreference`: a view above reads it with `overlayPreferenceValue`
  /// or `backgroundPreferenceValue` and resolves the anchor in a geometry reader's space.
  public func anchorPreference<A, K: PreferenceKey>(
    key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
  ) -> some View {
    modifier(AnchorPreferenceWriter<K, A>(source: value, transform: transform))
  }

  /// Rewrites the value this view's content gives for `key` with an anchor of this view's
  /// geometry, as SwiftUI's `transformAnchorPreference` (a view above resolves it as it does an
  /// `anchorPreference`'s).
  public func transformAnchorPreference<A, K: PreferenceKey>(
    key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (inout K.Value, Anchor<A>) -> Void
  ) -> some View {
    modifier(AnchorPreferenceTransform<K, A>(source: value, transform: transform))
  }
}
