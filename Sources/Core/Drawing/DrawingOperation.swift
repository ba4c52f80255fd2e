import Geometry
import Typesetting

/// One thing to draw, in points, in the coordinates of the canvas (origin top left). A screen is a
/// list of operations; groups nest clips and opacity so that every clip is undone where it ends.
public indirect enum DrawingOperation: Hashable, Sendable {
  /// A rectangle, optionally with rounded corners, filled and/or stroked. The stroke is centred on
  /// the rectangle's edge, as in Cairo and Core Graphics.
  case rectangle(Rect, cornerRadius: Double = 0, fill: Color? = nil, stroke: Stroke? = nil)
  /// An ellipse filling a rectangle (a circle in a square), filled and/or stroked.
  case ellipse(Rect, fill: Color? = nil, stroke: Stroke? = nil)
  /// Text laid out by the renderer's typesetter, its layout's top left at `origin`.
  case text(TextRequest, origin: Point, color: Color)
  /// A vector icon scaled to fill `frame` (keeping its aspect ratio, centred); with a tint, every
  /// painted pixel takes the tint's colour (template icons).
  case icon(VectorIcon, frame: Rect, tint: Color? = nil)
  /// A raster image stretched to `frame`, smoothed: a small image drawn large is blurry, as on a
  /// phone.
  case image(RasterImage, frame: Rect)
  /// What is already drawn inside the clip, blurred: a gaussian blur whose standard deviation is
  /// `blurRadius` points (as CSS's `backdrop-filter: blur()`). Drawn under a translucent fill, it
  /// makes a material, as iOS draws panels and bars over content. Only pixels within three
  /// deviations of the clip are read. Inside a faded group, what is behind is what the group drew
  /// before (as CSS's backdrop root). Vector output (PDF, SVG) has no pixels to read: it shows the
  /// fill drawn over the backdrop, unblurred.
  case backdrop(Clip, blurRadius: Double)
  /// Operations drawn inside a clip and/or with a group opacity.
  case group([DrawingOperation], clip: Clip? = nil, opacity: Double = 1)
  /// Operations drawn `factor` times as large about the point `about` (text under a scale
  /// effect, its layout kept).
  case scaled([DrawingOperation], factor: Double, about: Point)
  /// Operations drawn, then their pixels' colours changed by `transform` (an image in its own
  /// colours under a colour effect). Vector output (PDF, SVG) has no pixels to change: it shows
  /// the operations unchanged.
  case filtered([DrawingOperation], transform: ColorTransform)
  /// Operations drawn together, then blurred by a gaussian of `radius` points within `area` (what
  /// they cover grown by the blur's reach); vector output shows them unblurred.
  case blurred([DrawingOperation], radius: Double, area: Rect)
}

/// The outline of a stroked shape.
public struct Stroke: Hashable, Sendable {
  /// The colour of the outline.
  public var color: Color
  /// The width of the outline, in points, centred on the shape's edge.
  public var width: Double

  /// An outline of the given colour and width.
  public init(color: Color, width: Double) {
    self.color = color
    self.width = width
  }
}

/// A clipping shape: a rectangle with an optional corner radius.
public struct Clip: Hashable, Sendable {
  /// The rectangle to clip to, in points.
  public var rect: Rect
  /// The radius of the rectangle's rounded corners, in points; 0 for square corners.
  public var cornerRadius: Double

  /// A clip to `rect`, with corners rounded by `cornerRadius`.
  public init(_ rect: Rect, cornerRadius: Double = 0) {
    self.rect = rect
    self.cornerRadius = cornerRadius
  }
}

/// An SVG document, identified by a name for messages and caches.
public struct VectorIcon: Hashable, Sendable {
  /// A name for messages and caches; two icons with the same name and document are the same icon.
  public let name: String
  /// The SVG document, as UTF-8 bytes.
  public let svg: [UInt8]

  /// An icon from an SVG document's bytes.
  public init(name: String, svg: [UInt8]) {
    self.name = name
    self.svg = svg
  }

  /// An icon from an SVG document's text.
  public init(name: String, svg: String) {
    self.init(name: name, svg: Array(svg.utf8))
  }
}

/// A PNG image, identified by a name for messages and caches.
public struct RasterImage: Hashable, Sendable {
  /// A name for messages and caches.
  public let name: String
  /// The PNG file's bytes.
  public let png: [UInt8]

  /// An image from a PNG file's bytes.
  public init(name: String, png: [UInt8]) {
    self.name = name
    self.png = png
  }
}
