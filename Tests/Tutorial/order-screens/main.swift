import Audit
import LegibleCLI
import OrderStatus

/// Every `legible` command, over the app's screens: `swift run order-screens audit`, `preview`…
enum OrderCatalog: LegibleCatalog {
  static let screens: [AuditScreen] = [OrderScreens.status]
}

OrderCatalog.main()
