import Drawing

extension SnapshotContent {
  /// The content as drawn through `transform` (the colour effects on its view and around it):
  /// the text's colours, the shape's fill and outline and an icon's tint changed; an image in its
  /// own colours keeps them and is drawn through the transform pixel by pixel.
  mutating func recolor(with transform: ColorTransform) {
    if var changed = text {
      changed.color = transform.apply(to: changed.color)
      changed.request.spans = changed.request.spans.map { span in
        var span = span
        span.foreground = span.foreground.map { transform.apply(to: Color(rgba32: $0)).rgba32 }
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
