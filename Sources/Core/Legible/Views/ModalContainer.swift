import Drawing
import Geometry

/// What a presentation shows over the screen (SwiftUI's sheets, full-screen covers and alerts):
/// the screen behind dimmed (the dimming takes no touches and is no content), and the content on a
/// card: a sheet from just under the status bar (or from half the screen, at the medium height),
/// a cover over the whole screen, an alert centred and 270 points wide. The content is offered
/// the card's size and centred in it, as a hosted view is. A sheet that can rest at several
/// heights shows a grabber over the top of its card (`grabber`).
@MainActor public final class ModalContainer: View {
  /// Where the card is.
  public enum Style: Hashable, Sendable {
    /// A sheet: the card from 10 points under the safe area's top, or lower where it stops at
    /// a smaller height: `fraction` of the screen (half at the medium detent), or `points` above
    /// the home indicator's inset (a detent of a fixed height), whichever is smaller.
    case sheet(fraction: Double, points: Double? = nil)
    /// The whole screen.
    case cover
    /// An alert: centred, 270 points wide, as tall as its content (up to the safe area).
    case alert
  }

  /// Where the card is.
  public var style: Style { didSet { if style != oldValue { setNeedsLayout() } } }
  /// The card.
  public let card = View()
  /// The grabber at the top of a sheet's card, or nil for none: set to show one (its action moves
  /// the sheet to its next height).
  public var grabber: SheetGrabber? {
    didSet {
      guard grabber !== oldValue else { return }
      oldValue?.removeFromSuperview()
      if let grabber { card.addSubview(grabber) }
      setNeedsLayout()
    }
  }
  private let dimming = ShapeView(.rectangle)

  /// A container of `content` in `style`.
  public init(_ content: View, style: Style) {
    self.style = style
    super.init()
    dimming.fill = Color(red: 0, green: 0, blue: 0, alpha: style == .cover ? 0 : 0.25)
    dimming.isUserInteractionEnabled = false
    dimming.identifier = "dimming"
    card.backgroundColor = style == .alert ? Color(red: 0.96, green: 0.96, blue: 0.96) : .white
    card.cornerRadius = style == .cover ? 0 : (style == .alert ? 14 : 10)
    card.clipsToBounds = true
    card.addSubview(content)
    addSubview(dimming)
    addSubview(card)
  }

  public override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
    proposal.replacingUnspecified(with: .zero)
  }

  public override func placeSubviews(in bounds: Rect, context: LayoutContext) {
    dimming.place(in: bounds, context: context)
    let safe = bounds.inset(by: context.safeAreaInsets)
    var frame: Rect
    switch style {
    case .sheet(let fraction, let points):
      let top = Self.sheetTop(
        fraction: fraction, points: points, in: bounds, safeAreaInsets: context.safeAreaInsets)
      frame = Rect(x: 0, y: top, width: bounds.width, height: bounds.maxY - top)
    case .cover:
      frame = bounds
    case .alert:
      let width = min(270, safe.width - 32)
      let content =
        card.subviews.first?.measure(ProposedSize(width: width, height: nil), context: context) ?? .zero
      let height = min(content.height, safe.height - 32)
      frame = Rect(x: safe.midX - width / 2, y: safe.midY - height / 2, width: width, height: height)
    }
    card.place(in: frame, context: context)
    if let grabber {
      let size = SheetGrabber.size
      grabber.place(
        in: Rect(x: (frame.width - size.width) / 2, y: 5, width: size.width, height: size.height),
        context: context)
    }
    guard let content = card.subviews.first, content !== grabber else { return }
    // The content within the card's safe part: a sheet's card reaches the bottom of the screen.
    var room = card.bounds
    if style != .alert { room.size.height = max(0, min(room.height, safe.maxY - frame.minY)) }
    if style == .cover { room = safe }
    let offered = ProposedSize(room.size)
    let size = content.measure(offered, context: context)
    let placed =
      style == .alert
      ? Rect(origin: .zero, size: Size(width: room.width, height: min(size.height, room.height)))
      : Rect(
        x: room.minX + (room.width - size.width) / 2, y: room.minY + (room.height - size.height) / 2,
        width: size.width, height: size.height)
    content.place(in: placed, proposal: offered, context: context)
  }

  public override func snapshotContent() -> SnapshotContent { SnapshotContent(role: .container) }

  /// Where the top of a sheet's card is on a screen of `bounds` with `safeAreaInsets`: 10
  /// points under the safe area's top, or lower where the sheet stops at `fraction` of the
  /// screen's height or `points` above the home indicator's inset, whichever is lower.
  public static func sheetTop(fraction: Double, points: Double?, in bounds: Rect, safeAreaInsets: EdgeInsets)
    -> Double
  {
    let full = bounds.minY + safeAreaInsets.top + 10
    var top = fraction < 1 ? bounds.maxY - bounds.height * min(1, max(0.1, fraction)) : full
    if let points, points.isFinite {
      top = max(top, bounds.maxY - safeAreaInsets.bottom - max(0, points))
    }
    return min(max(top, full), bounds.maxY)
  }
}
