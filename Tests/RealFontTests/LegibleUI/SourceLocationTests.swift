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
        PriceTag(price: "$3.50").padding(.top, 4)
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

  /// The preview of an order row, as a catalog lists a `#Preview { OrderRow() }` of this file.
  private var preview: DeclaredPreview {
    DeclaredPreview.macro("Order", file: "SourceLocationTests.swift", line: 1) {
      OrderRow()
    }
  }

  @Test func aComponentsTextNamesTheCallsThatLedToItUpToThePreview() throws {
    let screen = try realScreen()
    screen.host(preview.make())
    let nodes = screen.snapshot().allNodes
    func node(_ string: String) throws -> SnapshotNode {
      try #require(nodes.first { $0.text?.string.hasPrefix(string) == true })
    }
    // Written bare in the row: the row's use is the nearest view around it with a line.
    let bare = try node("$12.99")
    #expect(try line(bare.sourceLocation).contains("Text(price)"))
    #expect(bare.sourceCallers.count == 2)
    #expect(try line(bare.sourceCallers.first).contains("VStack(alignment: .leading)"))
    #expect(try line(bare.sourceCallers.last).contains("OrderRow()"))
    // Written with a modifier: the use's own line.
    let modified = try node("$3.50")
    #expect(try line(modified.sourceCallers.first).contains("PriceTag(price: \"$3.50\")"))
    // The row's own text: made in the row, which the preview used.
    let margherita = try node("Margherita")
    #expect(margherita.sourceCallers.count == 1)
    #expect(try line(margherita.sourceCallers.first).contains("OrderRow()"))
    // A library view's text (the button's title) takes the button's place and callers.
    #expect(try node("Buy").sourceCallers == margherita.sourceCallers)
  }

  @Test func reportsShowTheCallersOfAFinding() throws {
    let screen = try realScreen(.iPhoneSE, .accessibilityExtraExtraExtraLarge)
    screen.host(preview.make())
    let configuration = AuditConfiguration(category: .accessibilityExtraExtraExtraLarge, device: .iPhoneSE)
    let findings = AuditRunner.audit(screen, configuration: configuration).findings
    let finding = try #require(findings.first { $0.check == .textTruncated })
    #expect(try line(finding.callers.first).contains("OrderRow()"))
    #expect(finding.summary.contains(" from \(finding.callers[0])"))
    let result = AuditResult(
      screen: "order", matrix: AuditMatrix(categories: [configuration.category], devices: [.iPhoneSE]),
      options: AuditOptions(),
      results: [AuditRunner.audit(screen, configuration: configuration)])
    let sarif = try #require(
      try JSONSerialization.jsonObject(with: Data(SARIFReport.render(result).utf8)) as? [String: Any])
    let runs = try #require(sarif["runs"] as? [[String: Any]])
    let results = try #require(runs.first?["results"] as? [[String: Any]])
    let related = results.compactMap { $0["relatedLocations"] as? [[String: Any]] }
    #expect(!related.isEmpty)
    #expect(JSONReport.render(result).contains("\"callers\""))
    #expect(GitHubAnnotations.render(result).contains("Used from "))
  }
}
