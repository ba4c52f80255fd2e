import Drawing
import Typesetting

extension SnapshotContent {
  /// The content as drawn through `transform` (the colour effects on its view and around it):
  /// the text's colours, the shape's fill and outline and an icon's tint changed; an image in its
  /// own colours keeps them and is drawn through the transform pixel by pixel.
  mutating func recolor(with transform: ColorTransform) {
    if var changed = text {
      changed.color = transform.apply(to: changed.color)
      changed.request.spans = changed.request.spans.map { span in
        var span = span
        func recolored(_ rgba: UInt32) -> UInt32 { transform.apply(to: Color(rgba32: rgba)).rgba32 }
        span.foreground = span.foreground.map(recolored)
        var decoration = span.decoration
        decoration.underline?.color = span.decoration.underline?.color.map(recolored)
        decoration.strikethrough?.color = span.decoration.strikethrough?.color.map(recolored)
        span.decoration = decoration
        return span
      }
      text = changed
    }
    if var changed = shape {
      changed.fill = changed.fill.map(transform.apply(to:))
      changed.stroke = changed.stroke.map { Stroke(color: transform.apply(to: $0.color), width: $0.width) }
      shape = changed
    }
    if var changed = image {
      if let tint = changed.tint {
        changed.tint = transform.apply(to: tint)
      } else {
        changed.colorTransform = transform
      }
      image = changed
    }
  }
}
