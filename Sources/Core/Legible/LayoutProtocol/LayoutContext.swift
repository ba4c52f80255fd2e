import Geometry
import Typesetting

/// What every view needs while it measures and places itself: the typesetter that sizes text, the
/// pixel grid frames snap to, and the screen's safe-area insets. The screen makes one per pass.
public struct LayoutContext: Sendable {
  /// Lays out every text of the tree.
  public var typesetter: any Typesetter
  /// The pixel grid that lengths are rounded to.
  public var grid: PixelGrid
  /// The screen's safe-area insets, which full-screen views keep their content out of.
  public var safeAreaInsets: EdgeInsets

  /// A context for laying out with `typesetter` on `grid`.
  public init(typesetter: any Typesetter, grid: PixelGrid = .oneX, safeAreaInsets: EdgeInsets = .zero) {
    self.typesetter = typesetter
    self.grid = grid
    self.safeAreaInsets = safeAreaInsets
  }
}
