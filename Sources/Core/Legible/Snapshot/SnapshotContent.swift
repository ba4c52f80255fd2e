import Drawing
import DynamicType
import Geometry
import Typesetting

/// What a view is, for the snapshot: the renderer draws it, the audit checks it.
public enum Role: String, CaseIterable, Hashable, Sendable, Codable {
  /// A plain view: a background, a border, or a group of subviews.
  case view
  /// Text (`Label`).
  case label
  /// An icon or a picture (`ImageView`).
  case image
  /// A button.
  case button
  /// A control other than a button that takes touches.
  case control
  /// A row or column of views (`Stack`).
  case stack
  /// Empty space in a stack (`Spacer`).
  case spacer
  /// A view whose content scrolls (`ScrollView`).
  case scrollView
  /// A scrolling list of rows (`ListView`).
  case list
  /// The bar of tabs at the bottom of a screen (`TabBar`).
  case tabBar
  /// One tab of a tab bar.
  case tabBarItem
  /// The bar at the top of a screen, with its title and buttons (`NavigationBar`).
  case navigationBar
  /// A sheet of actions presented over a screen (`ActionSheet`).
  case actionSheet
  /// A view that shows one of several alternatives (`StateContainer`, `FirstThatFits`).
  case container
  /// The Large Content Viewer's panel.
  case largeContentViewer
  /// An on/off switch (`Switch`).
  case toggle
  /// A field the user types into (`TextField`).
  case textField
}

/// Text as laid out on screen.
public struct SnapshotText: Hashable, Sendable {
  /// What was asked of the typesetter.
  public var request: TextRequest
  /// What the typesetter gave.
  public var layout: TextLayout
  /// The colour of the text.
  public var color: Color
  /// The text style the text uses, or nil for a custom font that does not follow one.
  public var style: TextStyle?
  /// Whether the text follows the content size category.
  public var followsContentSize: Bool
  /// Whether the text may be cut short (the audit's judgement of truncation).
  public var truncationPolicy: TruncationPolicy
  /// Where the layout's top left sits within the view (text may be centred in a taller view).
  public var origin: Point
  /// The point size the same text has at the default category (`large`), to tell whether it grows.
  public var defaultPointSize: Double
  /// The point size the text would have had, when it was set smaller to fit
  /// (`minimumScaleFactor`); nil when it was not.
  public var pointSizeBeforeShrinking: Double? = nil
  /// Why the system sets the text's size apart from the text size (`Label.fixedSizeReason`).
  public var fixedSizeReason: String? = nil
  /// Whether the text is drawn as placeholders (a bar over each line) instead of its glyphs, as
  /// SwiftUI's `redacted(reason: .placeholder)` draws it: laid out the same, but nothing to read.
  public var isRedacted = false

  /// The text's string.
  public var string: String { request.string }
  /// How many times as large as its request sets it the text is drawn (a scale effect on its
  /// view or around it); 1 for most text. `layout` is the layout as drawn.
  public var drawingScale = 1.0

  /// The text's point size, as drawn.
  public var pointSize: Double { request.font.pointSize * drawingScale }

  /// The parts of the text by colour, each with its font: the text's colour and font where no
  /// span gives others, then each span that gives a colour (`TextSpan.foreground`).
  public var coloredParts: [(string: Substring, color: Color, font: Font)] {
    let colored = request.spans.filter { $0.foreground != nil }
    var drawn = request.font
    drawn.pointSize = pointSize
    let whole = (string: string[...], color: color, font: drawn)
    guard !colored.isEmpty else { return [whole] }
    let bytes = Array(string.utf8)
    var parts: [(string: Substring, color: Color, font: Font)] = []
    var covered = 0
    for span in colored {
      let range = min(span.utf8Range.lowerBound, bytes.count)..<min(span.utf8Range.upperBound, bytes.count)
      covered += range.count
      parts.append(
        (
          Substring(String(decoding: bytes[range], as: UTF8.self)), Color(rgba32: span.foreground ?? 0),
          span.font(in: drawn)
        ))
    }
    // The text's own colour, when some of it is left in it.
    if covered < bytes.count { parts.insert(whole, at: 0) }
    return parts
  }
}

/// Whether text may be cut short. The audit treats truncation as an error for `mustNotTruncate`
/// text (and for all text at accessibility sizes, unless `mayTruncate`), as a warning otherwise.
public enum TruncationPolicy: String, CaseIterable, Hashable, Sendable, Codable {
  /// The audit's rule: truncation is an error at accessibility sizes and a warning below them.
  case `default`
  /// Truncation is always an error (a price, a product name).
  case mustNotTruncate
  /// Truncation is always allowed (a preview of a long description); the audit still warns when almost
  /// nothing shows.
  case mayTruncate
}

/// An image or icon as drawn.
public struct SnapshotImage: Hashable, Sendable {
  /// Where an image comes from.
  public enum Source: Hashable, Sendable {
    /// An SVG icon.
    case vector(VectorIcon)
    /// A PNG picture.
    case raster(RasterImage)
  }

  /// The image's source.
  public var source: Source
  /// Where the image is drawn within the view.
  public var frame: Rect
  /// The colour an icon is drawn in, or nil for its own colours.
  public var tint: Color?
  /// The text style the icon grows with, or nil when it keeps its size.
  public var scalesWith: TextStyle?
  /// The change of colours (SwiftUI's colour effects) an image in its own colours (a picture, a
  /// multicolour icon) is drawn through, pixel by pixel; nil for none. A tint is changed itself.
  public var colorTransform: ColorTransform?
  /// Whether the image is drawn as a placeholder (a box of its frame) instead of its picture, as
  /// SwiftUI's `redacted(reason: .placeholder)` draws it.
  public var isRedacted = false

  /// An image of `source` drawn in `frame`.
  public init(source: Source, frame: Rect, tint: Color? = nil, scalesWith: TextStyle? = nil) {
    self.source = source
    self.frame = frame
    self.tint = tint
    self.scalesWith = scalesWith
  }
}

/// The content a view contributes to a snapshot, beyond its frame, background and subviews.
/// A shape a view draws (SwiftUI's `Rectangle`, `Circle`, `Capsule`, …, and `Color`), in the
/// view's coordinates until the snapshot moves it to the screen's.
public struct SnapshotShape: Hashable, Sendable {
  /// The outline.
  public enum Outline: Hashable, Sendable {
    /// A rectangle whose corners are rounded by `cornerRadius` (0 for square corners).
    case rectangle(cornerRadius: Double)
    /// An ellipse filling the frame (a circle when the frame is square).
    case ellipse
  }

  /// The outline.
  public var outline: Outline
  /// The rectangle the outline fills.
  public var frame: Rect
  /// The fill, or nil for none.
  public var fill: Color?
  /// The line along the outline, or nil for none.
  public var stroke: Stroke?

  /// A shape of `outline` in `frame`.
  public init(_ outline: Outline, frame: Rect, fill: Color? = nil, stroke: Stroke? = nil) {
    self.outline = outline
    self.frame = frame
    self.fill = fill
    self.stroke = stroke
  }

  /// The shape as a drawing operation.
  public var drawingOperation: DrawingOperation {
    switch outline {
    case .rectangle(let radius): .rectangle(frame, cornerRadius: radius, fill: fill, stroke: stroke)
    case .ellipse: .ellipse(frame, fill: fill, stroke: stroke)
    }
  }
}

public struct SnapshotContent: Hashable, Sendable {
  /// What the view is.
  public var role: Role
  /// The view's text, for labels.
  public var text: SnapshotText?
  /// The view's image, for image views.
  public var image: SnapshotImage?
  /// Whether the view takes touches (buttons, tab bar items).
  public var isInteractive: Bool
  /// The area that takes touches, in the view's own coordinates (may exceed its bounds).
  public var hitArea: Rect?
  /// Whether the view is a bar that does not grow with the text (tab bars, toolbars).
  public var isBar: Bool
  /// Whether the view's items support the Large Content Viewer.
  public var showsLargeContentViewer: Bool
  /// A shape the view draws, under its text and image.
  public var shape: SnapshotShape?

  /// Content of the given role, with optional text, image, touch area and shape.
  public init(
    role: Role, text: SnapshotText? = nil, image: SnapshotImage? = nil, isInteractive: Bool = false,
    hitArea: Rect? = nil, isBar: Bool = false, showsLargeContentViewer: Bool = false,
    shape: SnapshotShape? = nil
  ) {
    self.shape = shape
    self.role = role
    self.text = text
    self.image = image
    self.isInteractive = isInteractive
    self.hitArea = hitArea
    self.isBar = isBar
    self.showsLargeContentViewer = showsLargeContentViewer
  }
}
