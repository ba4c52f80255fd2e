import Foundation

/// SwiftUI's `position(x:y:)` as a layout: it takes all the room it is offered (10 points where a
/// dimension is left open) and places its content, offered what it was offered, with its centre at
/// the point, in its own coordinates. Content placed past its edges is drawn there, as in
/// SwiftUI; the audit judges what ends off screen.
struct PositionLayout: Layout {
  /// Where the content's centre goes, from the layout's top leading corner.
  var point: CGPoint

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    let center = CGPoint(x: bounds.minX + point.x, y: bounds.minY + point.y)
    for subview in subviews {
      subview.place(at: center, anchor: .center, proposal: proposal)
    }
  }
}

extension View {
  /// The view with its centre at `x`, `y` in the room its parent offers, which it takes whole, as
  /// SwiftUI's.
  public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    PositionLayout(point: CGPoint(x: x.isFinite ? x : 0, y: y.isFinite ? y : 0)) { self }
  }

  /// The view with its centre at `position` in the room its parent offers, which it takes whole.
  public func position(_ position: CGPoint) -> some View { self.position(x: position.x, y: position.y) }
}
