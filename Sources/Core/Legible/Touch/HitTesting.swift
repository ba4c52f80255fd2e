import Geometry

extension View {
  /// The deepest view that takes a touch at `point` (in this view's coordinates), or nil.
  ///
  /// Hidden views and views that do not take touches are skipped (their subviews still may, unless
  /// hit testing is off for the view, which takes the whole subtree out). A
  /// view that clips takes no touch outside its bounds, nor do its subviews; one that does not clip
  /// lets subviews answer outside its bounds, so a button's enlarged hit area works wherever the
  /// button sits. Subviews drawn in front (later ones, or of a higher `zIndex`) are asked first.
  public func hitTest(_ point: Point) -> View? {
    guard isDrawn, allowsHitTesting, point.x.isFinite, point.y.isFinite else { return nil }
    // A view drawn scaled takes touches where it is drawn: the point, taken back to where it
    // lies unscaled.
    if let scale = drawingScale, !scale.isIdentity {
      guard scale.x != 0, scale.y != 0 else { return nil }
      let unscaled = Point(
        x: (point.x - scale.offsetX * bounds.width) / scale.x,
        y: (point.y - scale.offsetY * bounds.height) / scale.y)
      return hitTestUnscaled(unscaled)
    }
    return hitTestUnscaled(point)
  }

  private func hitTestUnscaled(_ point: Point) -> View? {
    if clipsToBounds && !bounds.contains(point) { return nil }
    for view in subviewsForHitTesting.reversed() {
      if let hit = view.hitTest(Point(x: point.x - view.frame.minX, y: point.y - view.frame.minY)) {
        return hit
      }
    }
    return isUserInteractionEnabled && self.point(inside: point) ? self : nil
  }

  /// The subviews that can take touches (those a snapshot shows), back to front.
  var subviewsForHitTesting: [View] { snapshotSubviewsInDrawingOrder.map(\.view) }

  /// The view and its ancestors, innermost first.
  public var ancestry: [View] {
    var views: [View] = []
    var view: View? = self
    while let current = view {
      views.append(current)
      view = current.superview
    }
    return views
  }

  /// Converts a point in screen coordinates to this view's.
  public func convertFromScreen(_ point: Point) -> Point {
    let origin = frameOnScreen.origin
    return Point(x: point.x - origin.x, y: point.y - origin.y)
  }
}
