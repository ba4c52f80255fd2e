import Drawing
import Geometry

/// An on/off switch, as iOS draws it: a 51 × 31 point track, green when on, with a white thumb
/// that sits at the trailing end when on. Like UIKit's switch it keeps its size at every text size
/// (the label beside it grows); it takes touches on at least 44 × 44 points. A tap flips it and
/// calls `onChange` with the new value; setting `isOn` in code does not.
@MainActor public final class Switch: Control {
  /// A switch's size at every text size, in points, as on iOS.
  public static let size = Size(width: 51, height: 31)

  /// Whether the switch is on.
  public var isOn: Bool { didSet { if isOn != oldValue { appearance() } } }
  /// Called with the new value when the user flips the switch.
  public var onChange: (@MainActor (Bool) -> Void)?
  private let thumb = View()

  /// A switch, on or off, calling `onChange` when the user flips it.
  public init(isOn: Bool = false, onChange: (@MainActor (Bool) -> Void)? = nil) {
    self.isOn = isOn
    self.onChange = onChange
    super.init()
    cornerRadius = Switch.size.height / 2
    thumb.backgroundColor = .white
    thumb.cornerRadius = (Switch.size.height - 4) / 2
    thumb.border = Border(color: Color(red: 0, green: 0, blue: 0, alpha: 0.08), width: .fixed(0.5))
    thumb.isUserInteractionEnabled = false
    addSubview(thumb)
    action = { [weak self] in
      guard let self else { return }
      self.isOn.toggle()
      self.onChange?(self.isOn)
    }
    appearance()
  }

  private func appearance() {
    backgroundColor = isOn ? .systemGreen : Color(red8: 233, green8: 233, blue8: 234)
    setNeedsLayout()
  }

  public override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size { Switch.size }

  public override func placeSubviews(in bounds: Rect, context: LayoutContext) {
    let side = max(0, bounds.height - 4)
    let x = isOn ? bounds.width - side - 2 : 2
    thumb.place(
      in: mirroredIfNeeded(Rect(x: x, y: 2, width: side, height: side), in: bounds), context: context)
  }

  public override func snapshotContent() -> SnapshotContent {
    SnapshotContent(role: .toggle, isInteractive: isEnabled, hitArea: hitArea)
  }
}
