import Drawing
import Foundation
import Legible

/// A Liquid Glass material, as SwiftUI's `Glass` (iOS 26): `.regular`, `.clear` or `.identity`
/// (none), optionally tinted and interactive.
///
/// Drawn here as a translucent material in the effect's shape (regular glass as the regular
/// material, clear glass as the ultra-thin one) with the tint over it at 80% opacity; the
/// refraction, highlights and motion of the real material are not drawn. The contrast check
/// judges text over glass against that fill. Listed in the README's approximations.
public struct Glass: Equatable, Sendable {
  enum Kind: Equatable, Sendable { case regular, clear, identity }
  let kind: Kind
  var tintColor: Color?
  var isInteractive = false

  /// The standard glass.
  public static var regular: Glass { Glass(kind: .regular) }
  /// A more transparent glass, for content over rich media.
  public static var clear: Glass { Glass(kind: .clear) }
  /// No glass: the view as it is.
  public static var identity: Glass { Glass(kind: .identity) }

  /// The glass tinted with `color`.
  public func tint(_ color: Color?) -> Glass {
    var glass = self
    glass.tintColor = color
    return glass
  }

  /// The glass reacting to touches (kept: nothing moves in an audit).
  public func interactive(_ isEnabled: Bool = true) -> Glass {
    var glass = self
    glass.isInteractive = isEnabled
    return glass
  }
}

extension View {
  /// The view over Liquid Glass in a capsule.
  public func glassEffect(_ glass: Glass = .regular) -> some View { glassEffect(glass, in: Capsule()) }

  /// The view over Liquid Glass in `shape`.
  public func glassEffect<S: Shape>(_ glass: Glass = .regular, in shape: S) -> some View {
    background { GlassFill(glass: glass, shape: shape) }
  }

  /// Names the view's glass for morphing between containers (kept: nothing moves in an audit).
  public func glassEffectID<ID: Hashable & Sendable>(_ id: ID?, in namespace: Namespace.ID) -> some View {
    self
  }

  /// Joins the view's glass with others of the same id into one shape (not applied, and
  /// reported: `not-applied`; each view draws its own glass here).
  public func glassEffectUnion<ID: Hashable & Sendable>(id: ID?, namespace: Namespace.ID) -> some View {
    notApplied("glassEffectUnion(id:namespace:)", when: id != nil)
  }
}

/// Views whose glass shapes blend together when near, as SwiftUI's `GlassEffectContainer`: here
/// its content as it is (each view draws its own glass).
public struct GlassEffectContainer<Content: View>: View {
  let content: Content

  /// Content whose glass effects are grouped, `spacing` apart before they merge.
  public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) { self.content = content() }

  public var body: some View { content }
}

/// A glass's fill in its shape.
struct GlassFill<S: Shape>: View {
  let glass: Glass
  let shape: S

  var body: some View {
    switch glass.kind {
    case .identity:
      EmptyView()
    case .regular, .clear:
      ZStack {
        shape.fill(glass.kind == .regular ? Material.regular : Material.ultraThin)
        if let tint = glass.tintColor { shape.fill(tint.opacity(0.8)) }
      }
    }
  }
}

/// The label in the tint colour over glass in a capsule (iOS 26's `.glass`), sized by the
/// environment's `controlSize` as a bordered button is.
public struct GlassButtonStyle: ButtonStyle {
  /// The style.
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    BorderedButton(configuration: configuration, prominent: false, glass: true)
  }
}

/// The label in white over glass tinted with the tint colour, in a capsule (iOS 26's
/// `.glassProminent`).
public struct GlassProminentButtonStyle: ButtonStyle {
  /// The style.
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    BorderedButton(configuration: configuration, prominent: true, glass: true)
  }
}

extension ButtonStyle where Self == GlassButtonStyle {
  /// The label over glass.
  public static var glass: GlassButtonStyle { GlassButtonStyle() }
}
extension ButtonStyle where Self == GlassProminentButtonStyle {
  /// White over tinted glass.
  public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}
