import Drawing
import DynamicType
import Geometry
import Typesetting

/// A laid-out screen as a value: every visible view with its frame and clip in screen points, its
/// colours, border, text (with its `TextLayout`) or image, and whether it takes touches. The
/// renderer draws it and the audit reads it, so both see exactly the same thing.
///
/// Hidden views are left out. Presented views (modals) follow the root, in order.
public struct LayoutSnapshot: Hashable, Sendable {
  /// The device the screen was laid out for.
  public var device: Device
  /// The screen's traits when the snapshot was taken.
  public var traits: Traits
  /// The root's tree, then each presented view's.
  public var nodes: [SnapshotNode]

  /// A snapshot of the given trees.
  public init(device: Device, traits: Traits, nodes: [SnapshotNode]) {
    self.device = device
    self.traits = traits
    self.nodes = nodes
  }

  @MainActor init(screen: Screen) {
    device = screen.layoutDevice
    traits = screen.traits
    nodes = ([screen.root].compactMap { $0 } + screen.presented).enumerated().compactMap { index, view in
      SnapshotNode(
        view: view, origin: .zero, clip: screen.bounds,
        scope: SnapshotNode.Scope(
          hardClip: screen.bounds, scrollFrame: nil, path: index == 0 ? "" : "presented[\(index - 1)]",
          layer: index))
    }
  }

  /// Every node, depth first, parents before children.
  public var allNodes: [SnapshotNode] {
    var result: [SnapshotNode] = []
    func visit(_ node: SnapshotNode) {
      result.append(node)
      node.children.forEach(visit)
    }
    nodes.forEach(visit)
    return result
  }

  /// The first node with `identifier`, depth first.
  public func node(_ identifier: String) -> SnapshotNode? {
    allNodes.first { $0.identifier == identifier }
  }
}

/// One visible view in a `LayoutSnapshot`. Every rectangle is in screen points.
public struct SnapshotNode: Hashable, Sendable {
  /// What kind of view this is.
  public var role: Role
  /// The view's identifier, if it has one.
  public var identifier: String?
  /// The view's frame, in screen points.
  public var frame: Rect
  /// The area this node may draw in: the screen, cut by every clipping ancestor (and by the node
  /// itself when it clips its subviews, for them).
  public var clip: Rect
  /// The background colour, if any.
  public var backgroundColor: Color?
  /// The border's colour, if the view has a border.
  public var borderColor: Color?
  /// The border's width in points, resolved for the view's text size; 0 for none.
  public var borderWidth: Double
  /// The radius of the view's rounded corners, in points.
  public var cornerRadius: Double
  /// The blur, in points, of what lies behind the node (`View.backgroundBlur`); 0 for none.
  public var backgroundBlur: Double
  /// The view's opacity, with its subviews (`View.alpha`), between 0 and 1.
  public var alpha: Double
  /// How far the node and its subviews are drawn blurred, in points (`View.blurRadius`).
  public var blurRadius = 0.0
  /// Whether the view cuts its subviews at its bounds.
  public var clipsToBounds: Bool
  /// Text, with its layout's origin in screen points.
  public var text: SnapshotText?
  /// An image, with its frame in screen points.
  public var image: SnapshotImage?
  /// A shape the view draws, with its frame in screen points.
  public var shape: SnapshotShape?
  /// Whether the view takes touches.
  public var isInteractive: Bool
  /// The area that takes touches, in screen points.
  public var hitFrame: Rect?
  /// Whether the view is a bar that keeps its size whatever the text size (a tab bar, a toolbar).
  public var isBar: Bool
  /// Whether the view shows as an item in the Large Content Viewer.
  public var showsLargeContentViewer: Bool
  /// Whether a Large Content Viewer interaction is attached to the view (a bar that supports it).
  public var hasLargeContentViewer: Bool
  /// Whether a press on the view now shows the attached viewer (`View.largeContentViewerResponds`).
  public var largeContentViewerResponds: Bool
  /// What assistive technology says for the view.
  public var accessibilityLabel: String?
  /// What the view was asked to show and does not have (it shows a placeholder), or nil.
  public var missingResource: MissingResource?
  /// API used on the view that has no effect here (`View.notApplied`).
  public var notApplied: [String]
  /// The text size the view was laid out at (after its own limits).
  public var contentSizeCategory: ContentSizeCategory
  /// The area outside which nothing of this node can ever be seen: cut by clipping ancestors that
  /// do not scroll, and by the screen unless the node is inside something that scrolls.
  public var hardClip: Rect
  /// The frame of the nearest ancestor that scrolls vertically, if any.
  public var scrollFrame: Rect?
  /// The frame of the nearest ancestor that scrolls horizontally, if any.
  public var horizontalScrollFrame: Rect?
  /// Whether the node is meant to lie over others (overlap is not a problem).
  public var isOverlay: Bool
  /// Whether the node is drawn behind a view's content (SwiftUI's `background`): what lies over
  /// it lies there by design.
  public var isBackdrop = false
  /// The shape in which the node takes touches, in the screen's coordinates (`View.hitShape`);
  /// nil: its whole hit frame.
  public var hitShape: HitShape?
  /// Where the node is in the tree: identifiers where there are some, roles and positions elsewhere
  /// (`menu/stack[0]/row-2/label[1]`).
  public var path: String
  /// Which layer the node is in: 0 for the root's tree, 1 … for each presented view (a modal, the
  /// Large Content Viewer's HUD), which is judged on its own, over what it covers.
  public var layer: Int
  /// Where in the team's code the view was made, or the nearest ancestor that knows (a title
  /// inside a button made in a library is the button's line).
  public var sourceLocation: CodeLocation?
  /// The calls of the team's components that led to the view, innermost first, up to the preview
  /// (`View.sourceCallers`), with its source location.
  public var sourceCallers: [CodeLocation]
  /// The visible subviews, back to front.
  public var children: [SnapshotNode]

  /// What a node inherits from its ancestors.
  struct Scope {
    var hardClip: Rect
    var scrollFrame: Rect?
    var horizontalScrollFrame: Rect? = nil
    /// The node's path, or its parent's when `index` is given.
    var path: String
    /// The node's position among its parent's subviews.
    var index: Int? = nil
    /// 0 for the root's tree, 1 … for each presented view.
    var layer = 0
    /// The nearest ancestor's source location.
    var sourceLocation: CodeLocation? = nil
    /// The nearest ancestor's callers, with its source location.
    var sourceCallers: [CodeLocation] = []
    /// Whether touches reach the node (no ancestor turned hit testing off).
    var takesTouches = true
    /// The change of colours the ancestors' colour effects make, outermost last; nil for none.
    var colorTransform: ColorTransform? = nil
  }

  @MainActor init?(view: View, origin: Point, clip: Rect, scope: Scope) {
    guard view.isDrawn else { return nil }
    let frame = PixelGrid(scale: view.traits.displayScale).snapped(
      view.frame.offsetBy(dx: origin.x, dy: origin.y))
    var content = view.snapshotContent()
    // The node's colours as drawn: through its own colour effects, then its ancestors'.
    let colorTransform = (view.colorTransform ?? .identity).then(scope.colorTransform ?? .identity)
    let recolor = { (color: Color) in colorTransform.apply(to: color) }
    if !colorTransform.isIdentity { content.recolor(with: colorTransform) }
    role = content.role
    identifier = view.identifier
    self.frame = frame
    self.clip = clip
    backgroundColor = view.backgroundColor.map(recolor)
    borderColor = view.border.map { recolor($0.color) }
    borderWidth = view.border.map { max($0.width.value(for: view.traits), 1 / view.traits.displayScale) } ?? 0
    cornerRadius = view.roundsToShorterSide ? min(frame.width, frame.height) / 2 : view.cornerRadius
    backgroundBlur = view.backgroundBlur.isFinite ? max(0, view.backgroundBlur) : 0
    alpha = view.alpha.isNaN ? 1 : min(1, max(0, view.alpha))
    blurRadius = view.blurRadius.isFinite ? max(0, view.blurRadius) : 0
    clipsToBounds = view.clipsToBounds
    text = content.text.map { text in
      var text = text
      text.origin = text.origin.offsetBy(dx: frame.minX, dy: frame.minY)
      return text
    }
    image = content.image.map { image in
      var image = image
      image.frame = image.frame.offsetBy(dx: frame.minX, dy: frame.minY)
      return image
    }
    shape = content.shape.map { shape in
      var shape = shape
      shape.frame = shape.frame.offsetBy(dx: frame.minX, dy: frame.minY)
      return shape
    }
    // A view takes touches when its content says so, or when it has a recognizer of its own (a
    // tappable image, a custom control); a scrolling view's pan moves content, it is no target.
    let recognizes =
      view.isUserInteractionEnabled && view.scrollAxis == nil
      && view.gestureRecognizers.contains { $0.isEnabled }
    isInteractive = scope.takesTouches && view.allowsHitTesting && (content.isInteractive || recognizes)
    let hitArea = content.hitArea ?? (view as? Control)?.hitArea ?? view.bounds
    hitFrame = isInteractive ? hitArea.offsetBy(dx: frame.minX, dy: frame.minY) : nil
    layer = scope.layer
    isBar = content.isBar
    showsLargeContentViewer = content.showsLargeContentViewer || view.largeContentItem != nil
    hasLargeContentViewer = view.hasLargeContentViewer
    largeContentViewerResponds = hasLargeContentViewer && view.largeContentViewerResponds
    accessibilityLabel = view.accessibilityLabel ?? content.text?.string
    missingResource = view.missingResource
    notApplied = view.notApplied
    contentSizeCategory = view.traits.contentSizeCategory
    hardClip = scope.hardClip
    sourceLocation = view.sourceLocation ?? scope.sourceLocation
    sourceCallers = view.sourceLocation == nil ? scope.sourceCallers : view.sourceCallers
    scrollFrame = scope.scrollFrame
    horizontalScrollFrame = scope.horizontalScrollFrame
    isOverlay = view.isOverlay
    isBackdrop = view.isBackdrop
    hitShape = view.hitShape?(view.bounds.size).offsetBy(dx: frame.minX, dy: frame.minY)
    if let index = scope.index {
      path = scope.path + "/" + view.snapshotPathComponent(role: content.role, number: index)
    } else {
      path = scope.path.isEmpty ? view.snapshotPathComponent(role: content.role, number: nil) : scope.path
    }
    let empty = Rect(origin: frame.origin, size: .zero)
    let childClip = view.clipsToBounds ? (clip.intersection(frame) ?? empty) : clip
    var childScope = scope
    if view.scrollAxis == .vertical {
      // Content that scrolls vertically can be brought into view from above and below; across,
      // the scroll view still cuts it.
      childScope.scrollFrame = frame
      let left = max(scope.hardClip.minX, frame.minX)
      let right = min(scope.hardClip.maxX, frame.maxX)
      childScope.hardClip = Rect(x: left, y: -1e9, width: max(0, right - left), height: 2e9)
    } else if view.scrollAxis == .horizontal {
      childScope.horizontalScrollFrame = frame
      let top = max(scope.hardClip.minY, frame.minY)
      let bottom = min(scope.hardClip.maxY, frame.maxY)
      childScope.hardClip = Rect(x: -1e9, y: top, width: 2e9, height: max(0, bottom - top))
    } else if view.clipsToBounds {
      childScope.hardClip = scope.hardClip.intersection(frame) ?? empty
    }
    var children: [SnapshotNode] = []
    childScope.path = path
    childScope.sourceLocation = sourceLocation
    childScope.sourceCallers = sourceCallers
    childScope.takesTouches = scope.takesTouches && view.allowsHitTesting
    childScope.colorTransform = colorTransform.isIdentity ? nil : colorTransform
    for (position, subview) in view.snapshotSubviewsInDrawingOrder {
      childScope.index = view.snapshotNumber(of: subview, at: position)
      if let child = SnapshotNode(view: subview, origin: frame.origin, clip: childClip, scope: childScope) {
        children.append(child)
      }
    }
    self.children = children
    if let scale = view.drawingScale, !scale.isIdentity { applyDrawingScale(scale) }
  }

  /// The node's name in messages: its identifier, else its role and text.
  public var name: String {
    if let identifier { return identifier }
    if let text { return "\(role.rawValue) \"\(text.string.prefix(40))\"" }
    return role.rawValue
  }
}

extension View {
  /// The view's name in snapshot paths: its identifier; else its role and its number among its
  /// parent's subviews (`label[1]`), or the role alone for the root of a tree.
  func snapshotPathComponent(role: @autoclosure () -> Role, number: Int?) -> String {
    if let identifier { return identifier }
    return number.map { "\(role().rawValue)[\($0)]" } ?? role().rawValue
  }
}
