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
  public func contentMargins(
    _ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic
  )
    -> some View
  {
    self
  }

  /// Cuts the view to `shape`: the view's corners are rounded by the shape's (a rounded rectangle,
  /// a capsule, a circle); other shapes cut at the view's bounds.
  public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
    let radius: (Double) -> Double
    switch (shape as? any BuiltInShape)?.kind {
    case .roundedRectangle(let corner)?: radius = { _ in corner }
    case .capsule?, .circle?, .ellipse?: radius = { $0 / 2 }
    default: radius = { _ in 0 }
    }
    let half = radius(2) == 1
    let fixed = half ? 0 : radius(0)
    return eachView { view in
      view.clipsToBounds = true
      view.cornerRadius = fixed
      view.roundsToShorterSide = half
    }
  }
  /// Shows the view only where `mask` is opaque (kept: the view is shown whole).
  public func mask<M: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> M) -> some View {
    self
  }
  /// Shows the view only where `mask` is opaque (kept).
  @_disfavoredOverload
  public func mask<M: View>(_ mask: M) -> some View { notApplied("mask(_:)") }

  /// A search field over the view, as iOS draws it under a navigation title: the magnifying
  /// glass and the prompt (or the text) in a grey rounded field, growing with the text size.
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
  ) -> some View {
    VStack(spacing: 0) {
      SearchField(text: text, prompt: prompt?.string ?? "Search")
      self
    }
  }
  /// A search field with a prompt.
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
  )
    -> some View
  {
    searchable(text: text, placement: placement, prompt: Text(prompt))
  }
  /// Suggestions for search (kept).
  public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View { self }

  /// The colour scheme the view asks for (not applied, and reported: `not-applied`; screens are drawn light).
  public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
    notApplied("preferredColorScheme(_:)", when: colorScheme == .dark)
  }
  /// Whether the status bar shows (kept).
  public func statusBar(hidden: Bool) -> some View { self }
  /// Whether the status bar shows (kept).
  public func statusBarHidden(_ hidden: Bool = true) -> some View { self }
  /// Whether the home indicator hides (kept).
  public func persistentSystemOverlays(_ visibility: Visibility) -> some View { self }
  /// A menu on a long press (kept: not shown at rest).
  public func contextMenu<M: View>(@ViewBuilder menuItems: () -> M) -> some View { self }
  /// A menu on a long press with a preview (kept).
  public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P)
    -> some View
  {
    self
  }
  /// Help text (kept).
  public func help(_ text: LocalizedStringKey) -> some View { self }
  /// Help text (kept).
  public func help(_ text: Text) -> some View { self }
  /// Haptic feedback (kept: none here).
  public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { self }
  /// Matches geometry across views in an animation (kept).
  public func matchedGeometryEffect<ID: Hashable>(
    id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
    anchor: UnitPoint = .center,
    isSource: Bool = true
  ) -> some View {
    self
  }
  /// Runs `action` while a pointer hovers (kept: no pointer here).
  public func onHover(perform action: @escaping (Bool) -> Void) -> some View { self }
  /// A hover effect (kept).
  public func hoverEffect(_ effect: HoverEffect = .automatic) -> some View { self }
  /// The view as a drag source (kept).
  public func draggable<T>(_ payload: @autoclosure @escaping () -> T) -> some View { self }
  /// The view's own identity for a scroll position (kept).
  public func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }
  /// How a scroll view stops (kept).
  public func scrollTargetBehavior<B>(_ behavior: B) -> some View { self }
  /// The scroll position (kept).
  public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View { self }
  /// How the keyboard is dismissed by scrolling (kept).
  public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }
  /// A transition of symbol images (kept).
  public func contentTransition(_ transition: ContentTransition) -> some View { self }
  /// An effect on symbol images (kept).
  public func symbolEffect<E>(_ effect: E, options: SymbolEffectOptions = .default, isActive: Bool = true)
    -> some View
  { self }
  /// The variant of symbol images inside (not applied, and reported: `not-applied`; the symbol as named).
  public func symbolVariant(_ variant: SymbolVariants) -> some View { notApplied("symbolVariant(_:)") }
  /// The rendering mode of symbols inside (not applied, and reported: `not-applied`).
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
    notApplied("symbolRenderingMode(_:)")
  }
  /// The view's own colour for the dark appearance (not applied, and reported: `not-applied`).
  public func colorMultiply(_ color: Color) -> some View { notApplied("colorMultiply(_:)") }
  /// The view's colour inverted (not applied, and reported: `not-applied`).
  public func colorInvert() -> some View { notApplied("colorInvert()") }
  /// The view's hue rotated (not applied, and reported: `not-applied`).
  public func hueRotation(_ angle: Angle) -> some View { notApplied("hueRotation(_:)") }
  /// The view's luminance as its opacity (not applied, and reported: `not-applied`).
  public func luminanceToAlpha() -> some View { notApplied("luminanceToAlpha()") }
  /// Rotates the view in 3D (kept: drawn flat).
  public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
    anchorZ: CGFloat = 0, perspective: CGFloat = 1
  ) -> some View {
    self
  }
  /// Projects the view (not applied, and reported: `not-applied`).
  public func projectionEffect(_ transform: ProjectionTransform) -> some View {
    notApplied("projectionEffect(_:)")
  }
  /// Transforms the view (not applied, and reported: `not-applied`).
  public func transformEffect(_ transform: CGAffineTransform) -> some View {
    notApplied("transformEffect(_:)")
  }
  /// Positions the view's centre at a point in its parent (not applied, and reported: `not-applied`; drawn at its place here).
  public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { notApplied("position(x:y:)") }
  /// Positions the view's centre at a point in its parent (not applied, and reported: `not-applied`; drawn at its place here).
  public func position(_ position: CGPoint) -> some View { notApplied("position(_:)") }
  /// Keeps the view's proportions of `ratio` (its own when nil), fitting or filling what it is offered.
  public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
    modifier(AspectRatioModifier(ratio: aspectRatio.map(Double.init), fills: contentMode == .fill))
  }
  /// Keeps the view's proportions of `size`'s, fitting or filling.
  public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
    self.aspectRatio(
      aspectRatio.height > 0 ? aspectRatio.width / aspectRatio.height : nil, contentMode: contentMode)
  }
  /// Keeps the view's proportions, fitting what it is offered.
  public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }
  /// Keeps the view's proportions, filling what it is offered.
  public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}

/// How content fills its room, as SwiftUI's `ContentMode`.
public enum ContentMode: Hashable, Sendable, CaseIterable {
  /// Inside it.
  case fit
  /// Over it.
  case fill
}

struct AspectRatioModifier: WrappingModifier {
  typealias Body = Never
  let ratio: Double?
  let fills: Bool
  func wrap(_ view: Legible.View, _ environment: EnvironmentValues) -> AspectRatio {
    AspectRatio(view, ratio: ratio, fills: fills)
  }
  func configure(_ wrapper: AspectRatio, _ environment: EnvironmentValues) {
    if wrapper.ratio != ratio { wrapper.ratio = ratio }
    if wrapper.fills != fills { wrapper.fills = fills }
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

/// Where a search field goes (kept).
public struct SearchFieldPlacement: Sendable {
  /// The platform decides.
  public static let automatic = SearchFieldPlacement()
  /// The navigation bar's drawer.
  public static let navigationBarDrawer = SearchFieldPlacement()
  /// The navigation bar's drawer, always shown.
  public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement
  { SearchFieldPlacement() }
  /// How the drawer shows.
  public enum NavigationBarDrawerDisplayMode: Sendable {
    /// Always.
    case always
    /// The platform decides.
    case automatic
  }
}

/// Haptic feedback, as SwiftUI's `SensoryFeedback` (kept).
public struct SensoryFeedback: Sendable {
  /// Success.
  public static let success = SensoryFeedback()
  /// A warning.
  public static let warning = SensoryFeedback()
  /// An error.
  public static let error = SensoryFeedback()
  /// A selection.
  public static let selection = SensoryFeedback()
  /// An increase.
  public static let increase = SensoryFeedback()
  /// A decrease.
  public static let decrease = SensoryFeedback()
  /// An impact.
  public static let impact = SensoryFeedback()
}

/// A namespace for matched geometry, as SwiftUI's `@Namespace` (kept).
@propertyWrapper public struct Namespace: DynamicProperty, Sendable {
  /// A namespace's identity.
  public struct ID: Hashable, Sendable {}
  /// A namespace.
  public init() {}
  /// The namespace's identity.
  public var wrappedValue: ID { ID() }
}

/// What matched geometry matches (kept).
public struct MatchedGeometryProperties: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// The frame.
  public static let frame = MatchedGeometryProperties(rawValue: 1)
  /// The position.
  public static let position = MatchedGeometryProperties(rawValue: 2)
  /// The size.
  public static let size = MatchedGeometryProperties(rawValue: 4)
}

/// A hover effect (kept).
public struct HoverEffect: Sendable {
  /// The platform decides.
  public static let automatic = HoverEffect()
  /// Highlight.
  public static let highlight = HoverEffect()
  /// Lift.
  public static let lift = HoverEffect()
}

/// How scrolling dismisses the keyboard (kept).
public struct ScrollDismissesKeyboardMode: Sendable {
  /// The platform decides.
  public static let automatic = ScrollDismissesKeyboardMode()
  /// At once.
  public static let immediately = ScrollDismissesKeyboardMode()
  /// As the finger moves.
  public static let interactively = ScrollDismissesKeyboardMode()
  /// Never.
  public static let never = ScrollDismissesKeyboardMode()
}

/// A transition of content (kept).
public struct ContentTransition: Sendable {
  /// The platform decides.
  public static let identity = ContentTransition()
  /// Numbers rolling.
  public static let numericText = ContentTransition()
  /// Numbers rolling, counting down or up.
  public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition() }
  /// Interpolated.
  public static let interpolate = ContentTransition()
  /// Fading.
  public static let opacity = ContentTransition()
}

/// Options of a symbol effect (kept).
public struct SymbolEffectOptions: Sendable {
  /// The default.
  public static let `default` = SymbolEffectOptions()
  /// Repeating.
  public static let `repeating` = SymbolEffectOptions()
  /// Not repeating.
  public static let nonRepeating = SymbolEffectOptions()
}

/// Variants of symbols (kept).
public struct SymbolVariants: Hashable, Sendable {
  let name: String
  /// None.
  public static let none = SymbolVariants(name: "none")
  /// Filled.
  public static let fill = SymbolVariants(name: "fill")
  /// In a circle.
  public static let circle = SymbolVariants(name: "circle")
  /// In a square.
  public static let square = SymbolVariants(name: "square")
  /// Slashed.
  public static let slash = SymbolVariants(name: "slash")
}

/// A projection (kept).
public struct ProjectionTransform: Sendable {
  /// The identity.
  public init() {}
}

/// The search field `searchable` lays over its view.
struct SearchField: View {
  let text: Binding<String>
  let prompt: String
  var body: some View {
    HStack(spacing: 6) {
      Image(systemName: "magnifyingglass").foregroundStyle(.secondary)
      TextField(prompt, text: text)
    }
    .padding(.vertical, 7)
    .padding(.horizontal, 8)
    .background(Color(Drawing.Color.tertiarySystemFill), in: RoundedRectangle(cornerRadius: 10))
    .padding(.horizontal, 16)
    .padding(.bottom, 8)
  }
}
