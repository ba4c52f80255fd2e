import CoreGraphics
import Drawing
import Foundation
import Legible

extension View {
  /// Cuts the view to `shape`: the view's corners are rounded by the shape's (a rounded rectangle,
  /// a capsule, a circle, the container's shape for `ContainerRelativeShape`); other shapes cut at
  /// the view's bounds.
  public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
    let own = (shape as? any BuiltInShape)?.kind
    let isContainerRelative = shape is ContainerRelativeShape
    return modifier(
      ViewPropertyModifier { view, environment in
        let kind = isContainerRelative ? environment.containerShape : own
        let (fixed, half): (Double, Bool) =
          switch kind {
          case .roundedRectangle(let corner)?: (corner, false)
          case .capsule?, .circle?, .ellipse?: (0, true)
          default: (0, false)
          }
        view.clipsToBounds = true
        view.cornerRadius = fixed
        view.roundsToShorterSide = half
      })
  }

  /// The shape `ContainerRelativeShape` takes inside: a rounded rectangle, a capsule, a circle or
  /// an ellipse, at the size of the view that uses it (iOS insets the shape by that view's distance
  /// from the container's edge; here it is used as it is: the same corners). A shape of another
  /// kind is reported (`not-applied`), and container-relative shapes inside stay rectangles.
  public func containerShape<S: InsettableShape>(_ shape: S) -> some View {
    let kind = (shape as? any BuiltInShape)?.kind
    return environment(\.containerShape, kind).notApplied("containerShape(_:)", when: kind == nil)
  }
  /// Shows the view only where `mask` is opaque (kept: the view is shown whole).
  public func mask<M: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> M) -> some View {
    self
  }
  /// Shows the view only where `mask` is opaque (kept).
  @_disfavoredOverload
  public func mask<M: View>(_ mask: M) -> some View { notApplied("mask(_:)") }

}
