import Drawing
import DynamicType
import Geometry
import LargeContentViewer
import Legible
import Typesetting

/// A view changed by a modifier: the environment its content is described in, and/or each of the
/// retained views it lowers to (a property set, or a wrapper around it). A modifier on several
/// views (a `Group`) applies to each, as in SwiftUI.
public struct ModifiedView<Content: View>: View, PrimitiveView {
  public static func _lower(_ view: Self, _ lowering: inout _Lowering) {
    view.lower(lowering.context, into: &lowering.list)
  }

  let content: Content
  let environment: (@MainActor (inout EnvironmentValues) -> Void)?
  let element: (@MainActor (Lowered) -> Lowered)?
  let identity: IdentityComponent?

  init(
    _ content: Content, environment: (@MainActor (inout EnvironmentValues) -> Void)? = nil,
    element: (@MainActor (Lowered) -> Lowered)? = nil, identity: IdentityComponent? = nil
  ) {
    self.content = content
    self.environment = environment
    self.element = element
    self.identity = identity
  }

  func lower(_ context: LowerContext, into list: inout [Lowered]) {
    var context = identity.map { context.child($0) } ?? context
    environment?(&context.environment)
    var inner: [Lowered] = []
    LowerContext.lowerAny(content, context, into: &inner)
    if let element { inner = inner.map(element) }
    list += inner
  }
}

/// Where content smaller than its frame sits (`frame(width:height:alignment:)`).
public typealias Alignment = FixedFrame.Alignment

extension View {
  private func environment(_ change: @escaping @MainActor (inout EnvironmentValues) -> Void) -> ModifiedView<
    Self
  > {
    ModifiedView(self, environment: change)
  }

  private func eachView(_ change: @escaping @MainActor (Legible.View) -> Void) -> ModifiedView<Self> {
    ModifiedView(self, element: { $0.adjusted { node in change(node.view) } })
  }

  // MARK: Text, passed down to every text inside

  /// The font of the text inside.
  public func font(_ font: Font?) -> some View { environment { $0.font = font } }
  /// The weight of the text inside.
  public func fontWeight(_ weight: FontWeight?) -> some View { environment { $0.fontWeight = weight } }
  /// Bold text inside.
  public func bold(_ isActive: Bool = true) -> some View {
    environment { if isActive { $0.fontWeight = .bold } }
  }
  /// At most `lines` lines for the text inside (nil: as many as it needs).
  public func lineLimit(_ lines: Int?) -> some View {
    environment { $0.lineLimit = lines.map { max(1, $0) } }
  }
  /// How text of several lines is aligned.
  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    environment { $0.multilineTextAlignment = alignment }
  }
  /// The colour of text and template icons inside.
  public func foregroundStyle(_ color: Color) -> some View { environment { $0.foregroundColor = color } }
  /// Draws the text inside in `color` (nil for the default).
  public func foregroundColor(_ color: Color?) -> some View { environment { $0.foregroundColor = color } }

  /// What text inside does with a word wider than its line: `.shrinks()` sets it just small
  /// enough for its widest word, never below the default size (Legible's; SwiftUI's
  /// `minimumScaleFactor` shrinks whole lines instead).
  public func wordFitting(_ fitting: WordFitting) -> some View { environment { $0.wordFitting = fitting } }
  /// Whether the audit may accept text inside truncated (Legible's).
  public func truncationPolicy(_ policy: TruncationPolicy) -> some View {
    environment { $0.truncationPolicy = policy }
  }

  // MARK: Size and place

  /// Fixed space around the view on every side (16 points by default, as SwiftUI's), not growing
  /// with the text unless `relativeTo` a style.
  public func padding(_ length: Double = 16, relativeTo style: TextStyle? = nil) -> some View {
    padding(EdgeInsets(all: length), relativeTo: style)
  }

  /// Adds `insets` around the view, growing with `style`'s text when one is given.
  public func padding(_ insets: EdgeInsets, relativeTo style: TextStyle? = nil) -> some View {
    let insets = ScaledInsets(insets, relativeTo: style)
    return ModifiedView(
      self,
      element: { lowered in
        lowered.wrapped(
          "padding", make: { Padding($0, insets: insets) },
          update: { if $0.insets != insets { $0.insets = insets } })
      })
  }

  /// A frame of fixed width and/or height; content smaller than it is placed by `alignment`
  /// (centred by default, as SwiftUI's). A resizable image takes the frame's size.
  public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> some View
  {
    ModifiedView(
      self,
      element: { lowered in
        if lowered.kind == "Image.resizable" {
          return lowered.adjusted { node in
            guard let image = node.view as? ImageView, case .icon(let icon, _, _) = image.content else {
              return
            }
            let side = [width, height].compactMap { $0 }.min() ?? 0
            // ImageView lays out again only when its content differs.
            image.content = .icon(icon, size: side, scalesWith: nil)
          }
        }
        return lowered.wrapped(
          "frame", make: { FixedFrame($0, width: width, height: height, alignment: alignment) },
          update: { frame in
            if frame.width != width { frame.width = width }
            if frame.height != height { frame.height = height }
            if frame.alignment != alignment { frame.alignment = alignment }
          })
      })
  }

  /// The view at its ideal size on the axes given, whatever it is offered, as SwiftUI's
  /// `fixedSize`: text stays on one line (horizontal) or at its full height (vertical), even
  /// when that overflows its parent.
  public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> some View {
    ModifiedView(
      self,
      element: { lowered in
        lowered.wrapped(
          "fixedSize", make: { IdealSize($0, horizontal: horizontal, vertical: vertical) },
          update: { view in
            if view.horizontal != horizontal || view.vertical != vertical {
              view.horizontal = horizontal
              view.vertical = vertical
            }
          })
      })
  }

  /// Which views of a stack that is too short give up their length first: lower priorities wrap
  /// or shrink before higher ones (0 by default), as SwiftUI's `layoutPriority`.
  public func layoutPriority(_ priority: Double) -> some View {
    eachView { if $0.layoutPriority != priority { $0.layoutPriority = priority } }
  }

  /// A background colour behind the view.
  public func background(_ color: Color) -> some View { eachView { $0.backgroundColor = color } }
  /// A border inside the view's bounds, as wide as `width` points at the default size, growing
  /// with `relativeTo`'s text when given (heavier text, heavier border).
  public func border(_ color: Color, width: Double = 1, relativeTo style: TextStyle? = nil) -> some View {
    let border = Border(color: color, width: ScaledMetricValue(width, relativeTo: style))
    return eachView { if $0.border != border { $0.border = border } }
  }
  /// Rounded corners for the view's background and border.
  public func cornerRadius(_ radius: Double) -> some View { eachView { $0.cornerRadius = radius } }
  /// Draws the view and what it contains at `opacity` (0 transparent, 1 opaque), as one; it keeps
  /// its room and its touches.
  public func opacity(_ opacity: Double) -> some View {
    eachView { if $0.alpha != opacity { $0.alpha = opacity } }
  }
  /// Hides the view, keeping its identity (it takes no room, unlike SwiftUI's, which keeps it).
  public func hidden(_ isHidden: Bool = true) -> some View {
    eachView { $0.visibility = isHidden ? .hidden : .visible }
  }
  /// Hides the view at the accessibility sizes (a photo that would take the screen).
  public func hiddenAtAccessibilitySizes() -> some View {
    eachView { $0.visibility = .hiddenAtAccessibilitySizes }
  }

  // MARK: Dynamic Type

  /// Limits the text size inside to `range`, as SwiftUI's `.dynamicTypeSize(...)`: the retained
  /// views clamp their text, and bodies inside read the clamped size.
  public func dynamicTypeSize(_ range: ClosedRange<DynamicTypeSize>) -> some View {
    limitTextSize(range.lowerBound, range.upperBound)
  }
  /// Limits the text size inside to sizes up to the range's upper bound.
  public func dynamicTypeSize(_ range: PartialRangeThrough<DynamicTypeSize>) -> some View {
    limitTextSize(.xSmall, range.upperBound)
  }
  /// Limits the text size inside to sizes from the range's lower bound.
  public func dynamicTypeSize(_ range: PartialRangeFrom<DynamicTypeSize>) -> some View {
    limitTextSize(range.lowerBound, .accessibility5)
  }
  /// Fixes the text size inside.
  public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { limitTextSize(size, size) }

  private func limitTextSize(_ lower: DynamicTypeSize, _ upper: DynamicTypeSize) -> some View {
    let range = ContentSizeRange(minimum: lower.contentSizeCategory, maximum: upper.contentSizeCategory)
    return ModifiedView(
      self,
      environment: {
        $0.dynamicTypeSize = DynamicTypeSize(range.clamp($0.dynamicTypeSize.contentSizeCategory))
      },
      element: {
        $0.adjusted { node in if node.view.contentSizeRange != range { node.view.contentSizeRange = range } }
      })
  }

  // MARK: Accessibility and identity

  /// Shows the view as an item of the Large Content Viewer of a container around it.
  public func accessibilityShowsLargeContentViewer(_ shows: Bool = true) -> some View {
    eachView { $0.showsLargeContentViewer = shows }
  }
  /// The title the Large Content Viewer shows for the view.
  public func accessibilityLargeContentTitle(_ title: String) -> some View {
    eachView {
      $0.largeContentTitle = title
      $0.showsLargeContentViewer = true
    }
  }
  /// Attaches a Large Content Viewer to the view, for the items inside that show in it (a bar
  /// that keeps its size).
  public func largeContentViewer() -> some View {
    ModifiedView(
      self,
      element: {
        $0.adjusted { node in
          guard node.attachments["largeContentViewer"] == nil else { return }
          node.attachments["largeContentViewer"] = node.view.addLargeContentViewer()
        }
      })
  }
  /// What assistive technology says for the view, and how findings name it.
  public func accessibilityLabel(_ label: String) -> some View { eachView { $0.accessibilityLabel = label } }
  /// The identifier findings, dumps and `--scroll` name the view by.
  public func accessibilityIdentifier(_ identifier: String) -> some View {
    eachView { $0.identifier = identifier }
  }

  /// An explicit identity: a view whose id changes is a new view (its state and retained views
  /// are made anew).
  public func id<ID: Hashable>(_ id: ID) -> some View { ModifiedView(self, identity: .id(AnyHashable(id))) }

  // MARK: Gestures

  /// Runs `action` on a tap on the view.
  public func onTapGesture(perform action: @escaping @MainActor () -> Void) -> some View {
    recognizer(
      "tap", make: { TapGestureRecognizer() },
      action: { recognizer in
        if recognizer.state == .ended { action() }
      })
  }

  /// Runs `action` when a press on the view has lasted `minimumDuration` seconds.
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, perform action: @escaping @MainActor () -> Void
  )
    -> some View
  {
    recognizer(
      "longPress", make: { LongPressGestureRecognizer(minimumDuration: minimumDuration) },
      action: { recognizer in if recognizer.state == .began { action() } })
  }

  private func recognizer(
    _ name: String, make: @escaping @MainActor () -> GestureRecognizer,
    action: @escaping @MainActor (GestureRecognizer) -> Void
  ) -> some View {
    ModifiedView(
      self,
      element: {
        $0.adjusted { node in
          let recognizer: GestureRecognizer
          if let kept = node.attachments[name] as? GestureRecognizer {
            recognizer = kept
          } else {
            recognizer = make()
            // A gesture makes any view take touches, a text or an image too (as in SwiftUI).
            node.view.isUserInteractionEnabled = true
            node.view.addGestureRecognizer(recognizer)
            node.attachments[name] = recognizer
          }
          // The latest closure: it may capture new state.
          recognizer.action = action
        }
      })
  }
}

/// The retained view of `fixedSize`: its content measured without a limit on the fixed axes.
@MainActor final class IdealSize: Legible.View {
  let content: Legible.View
  var horizontal: Bool { didSet { setNeedsLayout() } }
  var vertical: Bool { didSet { setNeedsLayout() } }

  init(_ content: Legible.View, horizontal: Bool, vertical: Bool) {
    self.content = content
    self.horizontal = horizontal
    self.vertical = vertical
    super.init()
    addSubview(content)
  }

  private func ideal(_ proposal: ProposedSize) -> ProposedSize {
    ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
  }

  override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
    content.measure(ideal(proposal), context: context)
  }

  override func placeSubviews(in bounds: Rect, context: LayoutContext) {
    let size = content.measure(
      ideal(ProposedSize(width: bounds.width, height: bounds.height)), context: context)
    content.place(in: Rect(origin: .zero, size: size), context: context)
  }

  override func snapshotContent() -> SnapshotContent { SnapshotContent(role: .container) }
}
