import CoreGraphics
import Drawing
import Foundation
import Legible

extension View {
  /// Lets the view reach under the screen's bars on `edges` (its background, say).
  public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
    modifier(SafeAreaModifier(top: edges.contains(.top), bottom: edges.contains(.bottom)))
  }
  /// Lets the view reach under the screen's bars (the older name).
  public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
    modifier(SafeAreaModifier(top: edges.contains(.top), bottom: edges.contains(.bottom)))
  }
  /// A view laid along an edge of the view, which the view's content then keeps clear of.
  public func safeAreaInset<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    let inset = content()
    return VStack(alignment: alignment, spacing: spacing ?? 0) {
      if edge == .top { inset }
      self.frame(maxWidth: .infinity, maxHeight: .infinity)
      if edge == .bottom { inset }
    }
  }
  /// A bar laid along an edge of the view, as `safeAreaInset` lays it, under which iOS 26 blurs
  /// the scrolling content (the blur is not drawn here: what the bar covers is judged without it).
  public func safeAreaBar<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: content)
  }
  /// A bar laid along a horizontal edge, as `safeAreaInset` lays it.
  public func safeAreaBar<V: View>(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: content)
  }
  /// A view laid along a horizontal edge (the content keeps clear of it).
  public func safeAreaInset<V: View>(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    let inset = content()
    return HStack(alignment: alignment, spacing: spacing ?? 0) {
      if edge == .leading { inset }
      self.frame(maxWidth: .infinity, maxHeight: .infinity)
      if edge == .trailing { inset }
    }
  }
  /// Extra room in the safe area: drawn as padding, and taken off the container size that
  /// `containerRelativeFrame` measures inside (SwiftUI takes safe areas off it).
  public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    let length = length ?? CGFloat(defaultPadding)
    return transformEnvironment(\.containerSize) { size in
      guard let current = size else { return }
      let across = CGFloat((edges.contains(.leading) ? 1 : 0) + (edges.contains(.trailing) ? 1 : 0))
      let down = CGFloat((edges.contains(.top) ? 1 : 0) + (edges.contains(.bottom) ? 1 : 0))
      size = CGSize(
        width: max(0, current.width - across * length), height: max(0, current.height - down * length))
    }
    .padding(edges, length)
  }
  /// Extra room in a scroll view's content margins. Accepted, not applied: the content keeps its
  /// own margins (SwiftUI insets the scrolled content by them).
  /// Margins of `length` on every edge of the content of scroll views inside (as the form below).
  public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic)
    -> some View
  {
    contentMargins(.all, length, for: placement)
  }
  public func contentMargins(
    _ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic
  )
    -> some View
  {
    self
  }

}

/// Lets what it modifies reach under the bars where it touches them.
struct SafeAreaModifier: WrappingModifier {
  typealias Body = Never
  let top: Bool
  let bottom: Bool
  func wrap(_ view: Legible.View, _ environment: EnvironmentValues) -> SafeAreaExtension {
    SafeAreaExtension(view, top: top, bottom: bottom)
  }
  func configure(_ wrapper: SafeAreaExtension, _ environment: EnvironmentValues) {
    if wrapper.top != top { wrapper.top = top }
    if wrapper.bottom != bottom { wrapper.bottom = bottom }
  }
}

/// The regions of the safe area, as SwiftUI's `SafeAreaRegions`.
public struct SafeAreaRegions: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// The device's.
  public static let container = SafeAreaRegions(rawValue: 1)
  /// The keyboard's.
  public static let keyboard = SafeAreaRegions(rawValue: 2)
  /// Both.
  public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// Where content margins apply (kept).
public struct ContentMarginPlacement: Sendable {
  /// The platform decides.
  public static let automatic = ContentMarginPlacement()
  /// Scroll content.
  public static let scrollContent = ContentMarginPlacement()
}
