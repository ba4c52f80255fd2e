import Drawing
import Geometry

extension LayoutSnapshot {
  /// The snapshot as the renderer's drawing operations: for each node its background and border,
  /// then its image or text, then its children, inside the node's clip when it clips.
  public var drawingOperations: [DrawingOperation] {
    var operations: [DrawingOperation] = []
    for node in nodes { node.appendDrawingOperations(to: &operations) }
    return operations
  }
}

extension SnapshotNode {
  /// The colour a placeholder (redacted text or image) is drawn in: its own colour, faint (a
  /// light grey for black text on white, as iOS's placeholders are).
  fileprivate static func placeholder(in color: Color) -> Color { color.withAlpha(color.alpha * 0.16) }

  /// Adds the node's operations, then its children's, to `operations` (one array for the whole
  /// tree, but for the children of a node that clips, which form a group).
  fileprivate func appendDrawingOperations(to operations: inout [DrawingOperation]) {
    // A blurred view is drawn with its subviews, then blurred as one, over its frame and the
    // blur's reach.
    if blurRadius > 0 {
      var sharp = self
      sharp.blurRadius = 0
      var group: [DrawingOperation] = []
      sharp.appendDrawingOperations(to: &group)
      let reach = frame.inset(by: EdgeInsets(all: -3 * blurRadius))
      if !group.isEmpty { operations.append(.blurred(group, radius: blurRadius, area: reach)) }
      return
    }
    // A translucent view is drawn with its subviews into a group faded as one.
    if alpha < 1 {
      var opaque = self
      opaque.alpha = 1
      var group: [DrawingOperation] = []
      opaque.appendDrawingOperations(to: &group)
      if !group.isEmpty, alpha > 0 { operations.append(.group(group, opacity: alpha)) }
      return
    }
    if backgroundBlur > 0 {
      operations.append(.backdrop(Clip(frame, cornerRadius: cornerRadius), blurRadius: backgroundBlur))
    }
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
    if let shape { operations.append(shape.drawingOperation) }
    if let image, image.isRedacted {
      operations.append(
        .rectangle(
          image.frame, cornerRadius: min(image.frame.width, image.frame.height) * 0.2,
          fill: Self.placeholder(in: image.tint ?? .label)))
    } else if let image {
      let operation: DrawingOperation =
        switch image.source {
        case .vector(let icon): .icon(icon, frame: image.frame, tint: image.tint)
        case .raster(let raster): .image(raster, frame: image.frame)
        }
      if let transform = image.colorTransform {
        operations.append(.filtered([operation], transform: transform))
      } else {
        operations.append(operation)
      }
    }
    if let text, text.isRedacted {
      // A bar over each line: the line's width, most of its height, in the text's colour.
      let lines = text.layout.lines.map { line in
        let inset = line.frame.height * 0.15
        let bar = Rect(
          x: text.origin.x + line.frame.minX, y: text.origin.y + line.frame.minY + inset,
          width: line.frame.width, height: line.frame.height - 2 * inset)
        return DrawingOperation.rectangle(
          bar, cornerRadius: bar.height * 0.25, fill: Self.placeholder(in: text.color))
      }
      operations.append(
        text.drawingScale == 1 ? .group(lines) : .scaled(lines, factor: text.drawingScale, about: text.origin)
      )
    } else if let text {
      let operation = DrawingOperation.text(text.request, origin: text.origin, color: text.color)
      operations.append(
        text.drawingScale == 1
          ? operation : .scaled([operation], factor: text.drawingScale, about: text.origin))
    }
    guard clipsToBounds else {
      for child in children { child.appendDrawingOperations(to: &operations) }
      return
    }
    var content: [DrawingOperation] = []
    for child in children { child.appendDrawingOperations(to: &content) }
    if !content.isEmpty { operations.append(.group(content, clip: Clip(frame, cornerRadius: cornerRadius))) }
  }
}
