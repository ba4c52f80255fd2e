import Drawing
import Geometry

/// The image a view shows in the Large Content Viewer.
public enum LargeContentImage: Hashable, Sendable {
  /// A vector icon: drawn large and sharp.
  case vector(VectorIcon)
  /// A raster image of `size` points: shown at that size (blurry if scaled).
  case raster(RasterImage, size: Size)
}

/// What the Large Content Viewer shows for one item: a title and/or an image. Items are usually
/// views (`View.largeContentItem`), but a bar that draws its segments itself can make them directly.
public struct LargeContentItem: Sendable, Equatable {
  /// The title shown large, if any.
  public var title: String?
  /// The image shown large, if any.
  public var image: LargeContentImage?
  /// Whether the image is drawn at the viewer's size (vector icons) or at its own (raster).
  public var scalesImage: Bool
  /// Moves the image within its area, for icons whose visual centre is not their geometric one.
  public var imageInsets: EdgeInsets
  /// A name for tests and callbacks (the view's identifier, or the segment's).
  public var identifier: String?

  /// An item of `title` and `image`; `scalesImage` defaults to yes for vector images.
  public init(
    title: String?, image: LargeContentImage? = nil, scalesImage: Bool? = nil,
    imageInsets: EdgeInsets = .zero,
    identifier: String? = nil
  ) {
    self.title = title
    self.image = image
    if let scalesImage {
      self.scalesImage = scalesImage
    } else if case .vector = image {
      self.scalesImage = true
    } else {
      self.scalesImage = false
    }
    self.imageInsets = imageInsets
    self.identifier = identifier
  }
}

extension View {
  /// Whether this view shows in the Large Content Viewer: the explicit value, else the view's
  /// default (tab bar items yes; other views no).
  public var showsLargeContentViewer: Bool {
    get { largeContent.shows ?? defaultShowsLargeContentViewer }
    set { largeContent.shows = newValue }
  }

  /// The title shown in the viewer: the explicit value, else the view's own (a label's text, a
  /// button's title, a tab's title), else its accessibility label.
  public var largeContentTitle: String? {
    get { largeContent.title ?? defaultLargeContentTitle ?? accessibilityLabel }
    set { largeContent.title = newValue }
  }

  /// The image shown in the viewer: the explicit value, else the view's own (a button's icon, a
  /// tab's icon, an image view's image).
  public var largeContentImage: LargeContentImage? {
    get { largeContent.image ?? defaultLargeContentImage }
    set { largeContent.image = newValue }
  }

  /// Whether the image is scaled to the viewer: explicit, else yes for vector images.
  public var scalesLargeContentImage: Bool {
    get {
      if let explicit = largeContent.scalesImage { return explicit }
      if case .vector = largeContentImage { return true }
      return false
    }
    set { largeContent.scalesImage = newValue }
  }

  /// Moves the image within its area in the viewer.
  public var largeContentImageInsets: EdgeInsets {
    get { largeContent.imageInsets }
    set { largeContent.imageInsets = newValue }
  }

  /// The item this view shows as, or nil when it does not show in the viewer.
  public var largeContentItem: LargeContentItem? {
    guard showsLargeContentViewer, largeContentTitle != nil || largeContentImage != nil else { return nil }
    return LargeContentItem(
      title: largeContentTitle, image: largeContentImage, scalesImage: scalesLargeContentImage,
      imageInsets: largeContentImageInsets, identifier: identifier)
  }
}

/// The explicit Large Content Viewer values of a view (nil: use the view's default).
struct LargeContentValues {
  var shows: Bool?
  var title: String?
  var image: LargeContentImage?
  var scalesImage: Bool?
  var imageInsets: EdgeInsets = .zero
}

extension ImageView.Content {
  var largeContentImage: LargeContentImage {
    switch self {
    case .icon(let icon, _, _): .vector(icon)
    case .raster(let image, let size): .raster(image, size: size)
    case .picture(let icon, _): .vector(icon)
    }
  }
}
