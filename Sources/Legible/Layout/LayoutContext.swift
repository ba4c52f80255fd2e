import Geometry
import Typesetting

/// What every view needs while it measures and places itself: the typesetter that sizes text, the
/// pixel grid frames snap to, and the screen's safe-area insets. The screen makes one per pass.
public struct LayoutContext: Sendable {
  public var typesetter: any Typesetter
  public var grid: PixelGrid
  public var safeAreaInsets: EdgeInsets

  public init(typesetter: any Typesetter, grid: PixelGrid = .oneX, safeAreaInsets: EdgeInsets = .zero) {
    self.typesetter = typesetter
    self.grid = grid
    self.safeAreaInsets = safeAreaInsets
  }
}
