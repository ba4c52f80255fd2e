import Audit
import DynamicType
import LegibleTesting
import LegibleUI
import PangoCairo
import Testing

import struct Legible.Device
import class Legible.Screen
import struct Legible.Traits

/// An order row as an iOS team writes it: on iOS the trailing column keeps its ideal width (it is
/// the least flexible child) and the leading text wraps.
struct OrderRow: View {
  var body: some View {
    HStack {
      VStack(alignment: .leading) {
        Text("Margherita and a large lemonade").font(.headline)
        Text("30 Nov 2024")
      }
      Spacer()
      VStack(alignment: .trailing) {
        Text("US$18.50")
        Text("On the way").font(.caption.weight(.semibold)).padding(EdgeInsets(vertical: 4, horizontal: 8))
      }
    }
    .padding(16)
  }
}

@MainActor @Suite struct OrderRowTests {
  static let row = AuditScreen(name: "order-row") { configuration, typesetter in
    let screen = Screen(
      device: configuration.device, traits: Traits(contentSizeCategory: configuration.category),
      typesetter: typesetter)
    screen.host(OrderRow())
    return screen
  }

  @Test func theStatusKeepsOneLineAndTheNameWrapsOnThe6SAtM() throws {
    let screen = Screen(
      device: .iPhone6S, traits: Traits(contentSizeCategory: .medium), typesetter: try PangoTypesetter())
    screen.host(OrderRow())
    let status = try #require(screen.node(showing: "On the way")?.text)
    let price = try #require(screen.node(showing: "US$18.50")?.text)
    let name = try #require(screen.node(showing: "Margherita and a large lemonade"))
    let priceFrame = try #require(screen.node(showing: "US$18.50")).frame
    #expect(status.layout.lineCount == 1)
    #expect(price.layout.lineCount == 1)
    #expect(name.frame.maxX <= priceFrame.minX)
  }

  @Test func theAuditFindsNoOverflowAtAnySize() throws {
    let findings = auditFindings(
      of: Self.row, matrix: AuditMatrix(devices: [.iPhone6S, .iPhoneSE]), typesetter: try PangoTypesetter())
    let overflow = findings.filter { $0.check == .textOverflow }
    #expect(overflow.isEmpty, "\(overflow.map(\.summary))")
  }
}
