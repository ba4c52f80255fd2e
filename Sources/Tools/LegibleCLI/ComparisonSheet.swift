import Drawing
import Geometry
import PangoCairo
import Typesetting

/// Images side by side, each under a caption: "first approach" beside "adapted", "normal" beside
/// "20/200". The panels keep their pixel sizes; the sheet is drawn at 1× so one image pixel is one
/// sheet pixel.
enum ComparisonSheet {
  static func render(_ panels: [(caption: String, image: Bitmap)], title: String?, renderer: Renderer) throws
    -> Bitmap
  {
    let (operations, canvas) = try layout(panels, title: title, renderer: renderer)
    return try renderer.bitmap(operations, canvas: canvas, scale: 1)
  }

  /// The sheet as PNG, drawn straight into the file's bytes (a sheet of four phone screenshots at
  /// 2× is 20 MB of pixels; this keeps one copy of them, not three).
  static func png(_ panels: [(caption: String, image: Bitmap)], title: String?, renderer: Renderer) throws
    -> [UInt8]
  {
    let (operations, canvas) = try layout(panels, title: title, renderer: renderer)
    return try renderer.data(operations, canvas: canvas, scale: 1, format: .png)
  }

  private static func layout(
    _ panels: [(caption: String, image: Bitmap)], title: String?, renderer: Renderer
  ) throws -> (operations: [DrawingOperation], canvas: Size) {
    guard !panels.isEmpty else { throw UsageError("nothing to compare") }
    // Captions in proportion to the pictures: 20 points for a 375-pixel-wide screen at 1×.
    let unit = max(1, Double(panels.map(\.image.width).max() ?? 375) / 375)
    let margin = 24 * unit
    let captionHeight = 44 * unit
    let width = panels.map { Double($0.image.width) }.reduce(0, +) + margin * Double(panels.count + 1)
    // A long title wraps: the panels go below all of its lines.
    let titleRequest = title.map {
      TextRequest($0, font: Font(weight: .bold, pointSize: 26 * unit), width: width - 2 * margin)
    }
    let titleHeight = titleRequest.map { renderer.typesetter.layout($0).size.height + 14 * unit } ?? 0
    let height =
      titleHeight + captionHeight + (panels.map { Double($0.image.height) }.max() ?? 0) + margin * 2
    var operations: [DrawingOperation] = []
    if let titleRequest {
      operations.append(.text(titleRequest, origin: Point(x: margin, y: margin), color: .black))
    }
    var x = margin
    for (index, panel) in panels.enumerated() {
      let top = margin + titleHeight
      operations.append(
        .text(
          TextRequest(
            panel.caption, font: Font(weight: .semibold, pointSize: 20 * unit),
            width: Double(panel.image.width), maximumLines: 1),
          origin: Point(x: x, y: top), color: .black))
      let frame = Rect(
        x: x, y: top + captionHeight, width: Double(panel.image.width), height: Double(panel.image.height))
      operations.append(
        .image(RasterImage(name: "panel-\(index)", png: try PNGCodec.encode(panel.image)), frame: frame))
      operations.append(
        .rectangle(frame, stroke: Stroke(color: Color(red: 0.8, green: 0.8, blue: 0.82), width: 1)))
      x += Double(panel.image.width) + margin
    }
    return (operations, Size(width: width, height: height))
  }
}
