import Drawing
import DynamicType
import Legible

/// A vector icon, as SwiftUI's `Image(systemName:)`: as large as the environment's font and
/// growing with it, tinted by the foreground colour. `.resizable()` with `.frame(width:height:)`
/// gives it a fixed size instead (a photo that does not grow).
public struct Image: View, PrimitiveView {
  public static func _lower(_ view: Self, _ lowering: inout _Lowering) {
    view.lower(lowering.context, into: &lowering.list)
  }

  let icon: VectorIcon
  var fixedSize: Double?
  var isResizable = false

  /// An icon as wide as the font around it is high at size L (body: 17 points), growing with its text.
  public init(_ icon: VectorIcon) { self.icon = icon }

  /// An icon of its own size in points, growing with `scalesWith` (or fixed when nil).
  public init(_ icon: VectorIcon, size: Double) {
    self.icon = icon
    fixedSize = size
  }

  /// Lets `.frame(width:height:)` set the icon's size.
  public func resizable() -> Image {
    var image = self
    image.isResizable = true
    return image
  }

  func lower(_ context: LowerContext, into list: inout [Lowered]) {
    let environment = context.environment
    let font = environment.font ?? .body
    let content: ImageView.Content =
      if let fixedSize {
        .icon(icon, size: fixedSize, scalesWith: nil)
      } else {
        .icon(icon, size: font.defaultPointSize, scalesWith: font.style)
      }
    let resizable = isResizable
    list.append(
      Lowered(context, kind: resizable ? "Image.resizable" : "Image", view: { ImageView(content) }) { node in
        guard let view = node.view as? ImageView else { return }
        // A resizable image takes its size from its frame (set by the frame modifier).
        if !resizable || view.content == nil { view.content = content }
        view.tint = environment.foregroundColor
      })
  }
}
