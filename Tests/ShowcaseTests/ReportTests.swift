import Drawing
import DynamicType
import Foundation
import Legible
import LegibleTesting
import PangoCairo
import Showcase
import Testing
import Typesetting

@testable import Audit

#if canImport(FoundationXML)
  import FoundationXML
#endif

@MainActor @Suite struct ReportTests {
  func result() throws -> AuditResult {
    AuditRunner.run(
      ShowcaseScreens.brokenDemo, matrix: AuditMatrix(categories: [.large, .accessibilityExtraLarge]),
      typesetter: FixedAdvanceTypesetter())
  }

  @Test func jsonIsVersionedAndComplete() throws {
    let result = try result()
    let json = JSONReport.render(result)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    #expect(object["schemaVersion"] as? Int == 2)
    let findings = try #require(object["findings"] as? [[String: Any]])
    #expect(findings.count == result.findings.count)
    #expect(Set(findings.compactMap { $0["check"] as? String }) == Set(result.findings.map(\.check.rawValue)))
    #expect(json == JSONReport.render(try self.result()))
  }

  @Test func junitHasATestCasePerConfigurationAndParses() throws {
    let result = try result()
    let xml = JUnitReport.render(result)
    let parser = XMLParser(data: Data(xml.utf8))
    #expect(parser.parse())
    #expect(xml.components(separatedBy: "<testcase ").count - 1 == 2)
    #expect(xml.components(separatedBy: "<failure ").count - 1 == result.count(atLeast: .error))
  }

  @Test func junitEscapesHostileText() {
    #expect(JUnitReport.escape("<a href=\"x\">&'\u{1}") == "&lt;a href=&quot;x&quot;&gt;&amp;&apos;\u{FFFD}")
  }

  @Test func htmlLinksEveryFindingToItsPicture() throws {
    let result = try result()
    let html = HTMLReport.render(result, screenshots: ["default-en-6s-AX3": "screenshots/a.png"])
    #expect(html.contains("<img src=\"screenshots/a.png\""))
    #expect(html.components(separatedBy: "class=\"box ").count - 1 == result.findings.count)
    #expect(html.contains("href=\"#default-en-6s-AX3\""))
    for check in Set(result.findings.map(\.check)) {
      #expect(html.contains("data-check=\"\(check.rawValue)\""))
    }
  }

  /// Every style rule that sets a text colour passes WCAG AA (4.5:1) against its own background,
  /// or the page's white when it sets none: the badges, links and captions of the report itself.
  @Test func thePagesOwnColoursPassAA() throws {
    let html = HTMLReport.render(try result(), screenshots: [:])
    let style = try #require(
      html.components(separatedBy: "<style>").last?.components(separatedBy: "</style>").first)
    var checked = 0
    for rule in style.components(separatedBy: "}") {
      let declarations = rule.components(separatedBy: "{").last ?? ""
      func hex(_ property: String) -> String? {
        guard
          let range = declarations.range(of: "\(property):\\s*#[0-9a-fA-F]{6}", options: .regularExpression)
        else {
          return nil
        }
        return String(declarations[range].suffix(7))
      }
      // `background-color`-less rules: the word must not be the end of `border-color`.
      guard declarations.range(of: "(^|[ ;])color:", options: .regularExpression) != nil,
        let foreground = hex("(^|[ ;])color")
      else { continue }
      let background = hex("background") ?? "#ffffff"
      let ratio = try Color(hex: foreground).contrastRatio(with: Color(hex: background))
      #expect(ratio >= 4.5, "\(rule.trimmingCharacters(in: .whitespacesAndNewlines)): \(ratio)")
      checked += 1
    }
    #expect(checked >= 8)
  }

  @Test func theTextSummaryCountsPerCheckAndCategory() throws {
    let text = TextReport.render(try result())
    #expect(text.contains("check"))
    #expect(text.contains("text-truncated"))
    #expect(text.contains("Worst offenders:"))
  }

  @Test func theTestingHelperReturnsFindingsAndRecordsIssues() {
    let findings = auditFindings(
      of: ShowcaseScreens.brokenDemo, matrix: AuditMatrix(categories: [.accessibilityExtraLarge]),
      typesetter: FixedAdvanceTypesetter())
    #expect(!findings.isEmpty)
    withKnownIssue {
      expectNoAuditFindings(
        of: ShowcaseScreens.brokenDemo, matrix: AuditMatrix(categories: [.accessibilityExtraLarge]),
        typesetter: FixedAdvanceTypesetter())
    }
  }
}
