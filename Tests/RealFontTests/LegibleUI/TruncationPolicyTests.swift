import Audit
import DynamicType
import Foundation
import LegibleUI
import Testing

import class Legible.Screen

/// A truncation policy the team declares once, in a file beside its code: a price that must
/// never be cut is an error with its rule named; a preview allowed to be cut is accepted.
@MainActor @Suite struct TruncationPolicyTests {
  struct Row: View {
    var body: some View {
      VStack(alignment: .leading) {
        Text("Free delivery on every order this weekend only").lineLimit(1)  // preview-line
        Text("Order total $12,345.67").lineLimit(1).frame(width: 120).accessibilityIdentifier("price")
      }
    }
  }

  private func findings(_ policy: String) throws -> [Finding] {
    let screen = try realScreen(.iPhoneSE, .accessibilityExtraLarge)
    screen.host(Row())
    var options = AuditOptions()
    options.checks = [.textTruncated]
    options.truncationRules = try TruncationRule.parse(policy, name: "legible-policy")
    let configuration = AuditConfiguration(category: .accessibilityExtraLarge, device: .iPhoneSE)
    return AuditRunner.audit(screen, configuration: configuration, options: options).findings
  }

  @Test func aPriceThatMustNotBeCutNamesItsRule() throws {
    let found = try findings("must-not-truncate id:price\n")
    let price = try #require(found.first { $0.element.contains("price") })
    #expect(price.severity == .error)
    #expect(price.message.contains("(policy: must-not-truncate id:price (legible-policy:1))"))
  }

  @Test func aPreviewAllowedByItsLineIsAccepted() throws {
    let source = try String(contentsOfFile: #filePath, encoding: .utf8).components(separatedBy: "\n")
    let line = try #require(source.firstIndex { $0.hasSuffix("// preview-line") }) + 1
    let found = try findings(
      "# the inbox preview\nmay-truncate LegibleUI/TruncationPolicyTests.swift:\(line)\n")
    let preview = try #require(found.first { $0.element.contains("Free delivery") })
    #expect(preview.severity == .accepted)
    #expect(preview.message.contains("legible-policy:2"))
    // Without the rule, the same cut is an error at an accessibility size.
    #expect(try findings("").first { $0.element.contains("Free delivery") }?.severity == .error)
  }

  @Test func aRuleByTextMatchesTheCharacters() throws {
    let found = try findings("may-truncate text:\"Free delivery\"  # promotions\n")
    #expect(found.first { $0.element.contains("Free delivery") }?.severity == .accepted)
  }

  @Test func aLineThatIsNotARuleIsNamed() {
    #expect(throws: TruncationRuleError.self) { try TruncationRule.parse("must-truncate id:x", name: "p") }
    do {
      _ = try TruncationRule.parse("\n\nmay-truncate\n", name: "policy.txt")
    } catch {
      #expect(error.description.hasPrefix("policy.txt:3:"))
    }
    #expect(throws: TruncationRuleError.self) {
      try TruncationRule.parse("may-truncate text:\"\"", name: "p")
    }
  }
}
