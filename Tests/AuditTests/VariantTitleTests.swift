import Audit
import Testing

/// Variant names in reports: the catalog's identifiers spelled out, the app's own words as written.
@Suite struct VariantTitleTests {
  @Test(arguments: [
    ("firstApproach", "First approach"), ("adapted", "Adapted"),
    ("Library › Trailblazer GTX Hiking Boot", "Library › Trailblazer GTX Hiking Boot"),
    ("CardView/CardView", "CardView/CardView"), ("OrderRow/Delivered", "OrderRow/Delivered"),
  ])
  func aVariantIsTitledAsWritten(name: String, title: String) {
    #expect(AuditScreen.title(ofVariant: name) == title)
  }
}
