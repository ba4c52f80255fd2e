import Drawing
import DynamicType
import Geometry
import Typesetting

/// What a view is, for the snapshot: the renderer draws it, the audit checks it.
public enum Role: String, CaseIterable, Hashable, Sendable, Codable {
  case view, label, image, button, control, stack, spacer, scrollView, list, tabBar, tabBarItem,
    navigationBar,
    actionSheet, container, largeContentViewer, toggle, textField
}

/// Text as laid out on screen.
public struct SnapshotText: Hashable, Sendable {
  public var request: TextRequest
  public var layout: TextLayout
  public var color: Color
  /// The text style the text uses, or nil for a custom font that does not follow one.
  public var style: TextStyle?
  /// Whether the text follows the content size category.
  public var followsContentSize: Bool
  public var truncationPolicy: TruncationPolicy
  /// Where the layout's top left sits within the view (text may be centred in a taller view).
  public var origin: Point
  /// The point size the same text has at the default category (`large`), to tell whether it grows.
  public var defaultPointSize: Double

  public var string: String { request.string }
  public var pointSize: Double { request.font.pointSize }
}

/// Whether text may be cut short. The audit treats truncation as an error for `mustNotTruncate`
/// text (and for all text at accessibility sizes, unless `mayTruncate`), as a warning otherwise.
public enum TruncationPolicy: String, CaseIterable, Hashable, Sendable, Codable {
  case `default`
  case mustNotTruncate
  case mayTruncate
}

/// An image or icon as drawn.
public struct SnapshotImage: Hashable, Sendable {
  public enum Source: Hashable, Sendable {
    case vector(VectorIcon)
    case raster(RasterImage)
  }

  public var source: Source
  /// Where the image is drawn within the view.
  public var frame: Rect
  public var tint: Color?
  /// The text style the icon grows with, or nil when it keeps its size.
  public var scalesWith: TextStyle?

  public init(source: Source, frame: Rect, tint: Color? = nil, scalesWith: TextStyle? = nil) {
    self.source = source
    self.frame = frame
    self.tint = tint
    self.scalesWith = scalesWith
  }
}

/// The content a view contributes to a snapshot, beyond its frame, background and subviews.
public struct SnapshotContent: Hashable, Sendable {
  public var role: Role
  public var text: SnapshotText?
  public var image: SnapshotImage?
  /// Whether the view takes touches (buttons, tab bar items).
  public var isInteractive: Bool
  /// The area that takes touches, in the view's own coordinates (may exceed its bounds).
  public var hitArea: Rect?
  /// Whether the view is a bar that does not grow with the text (tab bars, toolbars).
  public var isBar: Bool
  /// Whether the view's items support the Large Content Viewer.
  public var showsLargeContentViewer: Bool

  public init(
    role: Role, text: SnapshotText? = nil, image: SnapshotImage? = nil, isInteractive: Bool = false,
    hitArea: Rect? = nil, isBar: Bool = false, showsLargeContentViewer: Bool = false
  ) {
    self.role = role
    self.text = text
    self.image = image
    self.isInteractive = isInteractive
    self.hitArea = hitArea
    self.isBar = isBar
    self.showsLargeContentViewer = showsLargeContentViewer
  }
}
