import Foundation
import Geometry
import Legible

extension View {
  /// Calls `action` with what `transform` reads from the view's geometry: once it is first laid
  /// out and whenever the value changes, as SwiftUI's `onGeometryChange(for:of:action:)`.
  public func onGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (_ newValue: T) -> Void
  ) -> some View {
    modifier(GeometryChangeModifier(transform: transform) { _, new in action(new) })
  }

  /// Calls `action` with the value before and after, as the view's geometry changes what
  /// `transform` reads (the first time, both are the first value).
  public func onGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
    action: @escaping (_ oldValue: T, _ newValue: T) -> Void
  ) -> some View {
    modifier(GeometryChangeModifier(transform: transform, action: action))
  }

  /// Calls `action` with whether at least `threshold` of the view's area shows within the scroll
  /// views and clips around it and on the screen, as SwiftUI's `onScrollVisibilityChange`: once
  /// it is first laid out and whenever that changes.
  public func onScrollVisibilityChange(
    threshold: Double = 0.5, _ action: @escaping (_ isVisible: Bool) -> Void
  ) -> some View {
    onGeometryChange(for: Bool.self, of: { $0.visibleFraction >= threshold }, action: action)
  }
}

/// Reads a value from the view's geometry through a reader behind it, and hands it on when it
/// changes; the value stops here, so that a geometry change read around this one is its own.
struct GeometryChangeModifier<T: Equatable>: ViewModifier {
  let transform: (GeometryProxy) -> T
  let action: (T, T) -> Void
  @State private var last = LastValue()

  final class LastValue {
    var value: T?
  }

  struct Key: PreferenceKey {
    static var defaultValue: T? { nil }
    static func reduce(value: inout T?, nextValue: () -> T?) { value = nextValue() ?? value }
  }

  func body(content: Content) -> some View {
    content
      .background(GeometryReader { proxy in Color.clear.preference(key: Key.self, value: transform(proxy)) })
      .onPreferenceChange(Key.self) { value in
        guard let value else { return }
        let old = last.value ?? value
        last.value = value
        action(old, value)
      }
      .transformPreference(Key.self) { $0 = nil }
  }
}

extension GeometryProxy {
  /// How much of the reader shows (0 to 1): its frame on the screen within every clipping view
  /// around it (a scroll view's visible part) and within the outermost view, the screen's. Read
  /// on the main actor, where views are laid out.
  var visibleFraction: Double {
    let view = self.view
    return MainActor.assumeIsolated {
      guard let view else { return 1 }
      let frame = view.frameOnScreen
      var visible: Rect? = frame
      var outermost: Legible.View = view
      while let ancestor = outermost.superview {
        if ancestor.clipsToBounds { visible = visible?.intersection(ancestor.frameOnScreen) }
        outermost = ancestor
      }
      visible = visible?.intersection(outermost.frameOnScreen)
      guard let visible else { return 0 }
      let area = frame.width * frame.height
      guard area > 0 else { return 1 }
      return visible.width * visible.height / area
    }
  }
}
