import CoreGraphics
import Drawing
import Foundation
import Legible

extension View {
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

}
