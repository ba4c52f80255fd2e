import Drawing
import Geometry

extension LayoutSnapshot {
  /// The snapshot as the renderer's drawing operations: for each node its background and border,
  /// then its image or text, then its children, inside the node's clip when it clips.
  public var drawingOperations: [DrawingOperation] {
    nodes.flatMap(\.drawingOperations)
  }
}

extension SnapshotNode {
  var drawingOperations: [DrawingOperation] {
    var operations: [DrawingOperation] = []
    if backgroundColor != nil || borderWidth > 0 {
      // The border is drawn inside the bounds, as UIKit draws layer borders.
      let inset = frame.inset(by: EdgeInsets(all: borderWidth / 2))
      if let backgroundColor {
        operations.append(.rectangle(frame, cornerRadius: cornerRadius, fill: backgroundColor))
      }
      if borderWidth > 0, let borderColor {
        operations.append(
          .rectangle(
            inset, cornerRadius: max(0, cornerRadius - borderWidth / 2),
            stroke: Stroke(color: borderColor, width: borderWidth)))
      }
    }
    if let image {
      switch image.source {
      case .vector(let icon): operations.append(.icon(icon, frame: image.frame, tint: image.tint))
      case .raster(let raster): operations.append(.image(raster, frame: image.frame))
      }
    }
    if let text {
      operations.append(.text(text.request, origin: text.origin, color: text.color))
    }
    let content = children.flatMap(\.drawingOperations)
    if clipsToBounds, !content.isEmpty {
      operations.append(.group(content, clip: Clip(frame, cornerRadius: cornerRadius)))
    } else {
      operations += content
    }
    return operations
  }
}
