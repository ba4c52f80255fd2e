import Audit
import Legible
import LegibleUI

/// The app's screens, as the audit, the renderer and the live preview take them.
public enum OrderScreens {
  /// The order's status, at any text size, on any phone.
  public static let status = AuditScreen(name: "order-status") { configuration, typesetter in
    let screen = Screen(
      device: configuration.device, traits: Traits(contentSizeCategory: configuration.category),
      typesetter: typesetter)
    screen.host(OrderStatusView())
    return screen
  }
}
