import Geometry
import Legible
import Typesetting

extension AuditScreen {
  /// The tallest a full-length screen is made, in points.
  public static let maximumFullLength = 30_000.0

  /// The screen made on a device as tall as its content: the first vertical scrolling view shows
  /// everything it holds, as a full-page capture does, and what sits below it (a tab bar) comes
  /// after the content. The device is grown until the content stops growing (a list learns its
  /// rows' heights as they come into view), up to `maximumFullLength` points; the second value
  /// tells whether the content was cut there.
  @MainActor public func fullLength(_ configuration: AuditConfiguration, typesetter: any Typesetter) -> (
    Screen, isCut: Bool
  ) {
    var configuration = configuration
    var screen = make(configuration, typesetter)
    for _ in 0..<8 {
      screen.layoutIfNeeded()
      guard let scroller = screen.scrollables().first(where: { $0.view.axis == .vertical })?.view,
        scroller.maximumOffset > 0.5
      else { return (screen, false) }
      let height = configuration.device.size.height
      guard height < Self.maximumFullLength else { return (screen, true) }
      configuration.device.size.height = min(Self.maximumFullLength, height + scroller.maximumOffset)
      screen = make(configuration, typesetter)
    }
    screen.layoutIfNeeded()
    let left = screen.scrollables().first { $0.view.axis == .vertical }?.view.maximumOffset ?? 0
    return (screen, left > 0.5)
  }
}
