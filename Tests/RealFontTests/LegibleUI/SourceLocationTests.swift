import Audit
import DynamicType
import Foundation
import LegibleUI
import Testing

import struct Legible.CodeLocation
import class Legible.Screen
import struct Legible.SnapshotNode

/// Every element knows the line of the team's code that made it: views written in a builder get
/// the place of their expression (`ViewBuilder.buildExpression`), views a library view makes for
/// itself (a button's title) the place of that view, and findings carry it.
@MainActor @Suite struct SourceLocationTests {
  struct OrderRow: View {
    @State var cheese = true
    var body: some View {
      VStack(alignment: .leading) {
        Text("Margherita with a very long name that will not fit on one line").lineLimit(1)
        Toggle("Extra cheese", isOn: $cheese)
        Button("Buy") {}
        PriceTag(price: "$12.99")
      }
    }
  }

  struct PriceTag: View {
    let price: String
    var body: some View {
      Text(price).font(.headline)
    }
  }

  /// The line of this file a location names.
  private func line(_ location: CodeLocation?) throws -> String {
    let location = try #require(location)
    let lines = try String(contentsOfFile: location.file, encoding: .utf8).components(separatedBy: "\n")
    return lines[location.line - 1]
  }

  @Test func eachTextNamesTheLineThatWroteIt() throws {
    let screen = try realScreen()
    screen.host(OrderRow())
    let nodes = screen.snapshot().allNodes
    func node(_ string: String) throws -> SnapshotNode {
      try #require(nodes.first { $0.text?.string.hasPrefix(string) == true })
    }
    let margherita = try node("Margherita").sourceLocation
    #expect(try line(margherita).contains("Text(\"Margherita"))
    #expect(margherita?.file.hasSuffix("SourceLocationTests.swift") == true)
    // A library view's own text: the line of the library view.
    #expect(try line(node("Extra cheese").sourceLocation).contains("Toggle(\"Extra cheese\""))
    #expect(try line(node("Buy").sourceLocation).contains("Button(\"Buy\")"))
    // A component of the team's: the innermost line in the team's code.
    #expect(try line(node("$12.99").sourceLocation).contains("Text(price)"))
  }

  @Test func findingsCarryTheLine() throws {
    let screen = try realScreen(.iPhoneSE, .accessibilityExtraLarge)
    screen.host(OrderRow())
    let configuration = AuditConfiguration(category: .accessibilityExtraLarge, device: .iPhoneSE)
    let findings = AuditRunner.audit(screen, configuration: configuration).findings
    let truncated = try #require(findings.first { $0.check == .textTruncated })
    #expect(try line(truncated.location).contains("Text(\"Margherita"))
    #expect(truncated.summary.contains("SourceLocationTests.swift:"))
    #expect(findings.allSatisfy { $0.location != nil })
  }
}
