/// The files the renderer writes.
public enum ImageFormat: String, CaseIterable, Hashable, Sendable {
  /// Pixels at the display scale.
  case png
  /// Vector pages in points (text stays text).
  case pdf
  /// Vector drawing in points.
  case svg

  /// The format a file name's extension asks for, or nil.
  public init?(fileExtension: String) {
    self.init(rawValue: fileExtension.lowercased())
  }
}
