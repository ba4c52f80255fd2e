/// Why something could not be drawn or read. Messages name the input and say what to do.
public enum RenderError: Error, Hashable, Sendable, CustomStringConvertible {
  /// An SVG document that librsvg cannot read.
  case invalidSVG(name: String, reason: String)
  /// Bytes that are not a PNG image Legible can read.
  case invalidPNG(name: String, reason: String)
  /// A canvas or image too large to hold in memory, or with no area.
  case invalidCanvas(reason: String)
  /// Cairo failed while drawing or writing.
  case cairo(String)
  /// A library drawing needs (librsvg, for icons) is not installed; the text says which to install.
  case libraryUnavailable(String)

  /// What failed, and what to do about it.
  public var description: String {
    switch self {
    case .invalidSVG(let name, let reason):
      "The icon '\(name)' is not a usable SVG document (\(reason)); check the file."
    case .invalidPNG(let name, let reason):
      "The image '\(name)' is not a usable PNG file (\(reason)); check the file."
    case .invalidCanvas(let reason): "Cannot draw: \(reason)."
    case .cairo(let reason): "Drawing failed: \(reason)."
    case .libraryUnavailable(let reason): "Cannot draw: \(reason)"
    }
  }
}
