import Audit
import DynamicType
import Geometry
import Legible
import Testing
import Typesetting

/// The audit judges everything a user can reach by scrolling, each finding where it was seen.
@MainActor @Suite struct WholeContentTests {
  func list(problemAt problem: Int) -> AuditScreen {
    AuditScreen(name: "list") { configuration, typesetter in
      let list = ListView(sections: [ListView.Section(rowCount: 60)]) { _, row in
        let label = Label(
          row == problem ? "A title far too long to fit on one line of this phone" : "Row \(row)")
        label.truncationPolicy = .mustNotTruncate
        let cell = Padding(label, 8)
        cell.identifier = "row-\(row)"
        return cell
      }
      list.identifier = "list"
      let screen = Screen(
        device: configuration.device, traits: Traits(contentSizeCategory: configuration.category),
        typesetter: typesetter)
      screen.root = list
      return screen
    }
  }

  func audit(_ screen: AuditScreen, wholeContent: Bool = true) -> AuditResult {
    AuditRunner.run(
      screen, matrix: AuditMatrix(categories: [.large]), typesetter: FixedAdvanceTypesetter(),
      options: AuditOptions(checks: [.textTruncated], wholeContent: wholeContent))
  }

  @Test func aProblemFarDownAListIsFoundWhereItIs() throws {
    let result = audit(list(problemAt: 45))
    let finding = try #require(result.findings.first)
    #expect(result.findings.count == 1)
    #expect(finding.element.hasPrefix("label \"A title far too long"))
    #expect(finding.element.hasSuffix("\" in row-45"))
    #expect(finding.position.offset(of: "list") > 0)
    // The frame is where the row was on screen at that position.
    #expect(Rect(origin: .zero, size: Device.iPhone6S.size).intersection(finding.frame) != nil)
    let page = try #require(result.results[0].snapshot(at: finding.position))
    #expect(page.allNodes.contains { $0.path == finding.path && $0.frame == finding.frame })
    #expect(result.results[0].coverage.isComplete)
  }

  @Test func theFirstViewportAloneMissesIt() {
    #expect(audit(list(problemAt: 45), wholeContent: false).findings.isEmpty)
    #expect(audit(list(problemAt: 2), wholeContent: false).findings.count == 1)
  }

  @Test func aProblemSeenOnSeveralPagesIsReportedOnce() {
    // A bar above the list is on every page.
    let screen = AuditScreen(name: "bar") { configuration, typesetter in
      let bar = Label("A header title far too long to fit on one line of this phone")
      bar.identifier = "header"
      let list = ListView(sections: [ListView.Section(rowCount: 60)]) { _, row in Label("Row \(row)") }
      let screen = Screen(
        device: configuration.device, traits: Traits(contentSizeCategory: configuration.category),
        typesetter: typesetter)
      screen.root = Stack(.vertical, [bar, list])
      return screen
    }
    let result = audit(screen)
    #expect(result.findings.map(\.element) == ["header"])
    #expect(result.results[0].coverage.pages > 2)
  }

  @Test func aRowIsJudgedAgainstTheHeightLeftUnderAFixedBar() {
    func screen(covered: Bool) -> AuditScreen {
      AuditScreen(name: "covered") { configuration, typesetter in
        let list = ListView(sections: [ListView.Section(rowCount: 3)]) { _, _ in
          FixedFrame(View(), height: 500)
        }
        let overlay = View()
        overlay.addSubview(list)
        if covered {
          let bar = View()
          bar.backgroundColor = .white
          overlay.addSubview(Stack(.vertical, [FixedFrame(bar, height: 200), Spacer()]))
        }
        let screen = Screen(
          device: configuration.device, traits: Traits(contentSizeCategory: configuration.category),
          typesetter: typesetter)
        screen.root = overlay
        return screen
      }
    }
    let options = AuditOptions(checks: [.oversizedRow])
    func run(_ covered: Bool) -> [Finding] {
      AuditRunner.run(
        screen(covered: covered), matrix: AuditMatrix(categories: [.large]),
        typesetter: FixedAdvanceTypesetter(),
        options: options
      ).findings
    }
    #expect(run(false).isEmpty, "647 points show a 500-point row")
    #expect(run(true).count == 3, "447 points do not")
  }
}
