import Audit
import DynamicType
import Foundation
import Legible
import LegibleCLI
import Testing
import Typesetting

/// A screen whose price may be planted in a row too narrow for it: the pull request that breaks it.
@MainActor private var plantsPrice = false

@MainActor private let checkout = AuditScreen(name: "checkout") { configuration, typesetter in
  let screen = Screen(
    device: configuration.device, traits: Traits(contentSizeCategory: configuration.category),
    typesetter: typesetter)
  let title = Label("Your order", font: .textStyle(.title1), lines: 0)
  let note = Label("Delivery on Tuesday, between noon and three", lines: 1)
  note.identifier = "delivery-note"
  var views: [View] = [title, note]
  if plantsPrice {
    let price = Label("Total $12,345.67", lines: 1)
    price.identifier = "price"
    price.truncationPolicy = .mustNotTruncate
    views.append(Stack(.horizontal, alignment: .start, [FixedFrame(price, width: 90)]))
  }
  screen.root = Stack(.vertical, spacing: .fixed(12), alignment: .fill, views + [Spacer()])
  return screen
}

/// What a pull request check needs: a baseline that fails only on what is new and says what was
/// fixed, SARIF for code scanning, and workflow commands that annotate the lines.
@MainActor @Suite(.serialized) struct PullRequestTests {
  let catalog = ScreenCatalog(screens: [checkout])
  let matrix = ["--categories", "L,AX3", "--devices", "se", "--jobs", "1"]

  @Test func aBaselineFailsOnlyOnTheNewAndReportsTheFixed() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("baseline-\(UUID()).json")
    defer { try? FileManager.default.removeItem(at: file) }
    plantsPrice = false
    defer { plantsPrice = false }
    // Today's findings: the delivery note is cut at AX3.
    let record = ToolRun.inProcess(
      ["audit"] + matrix + ["--baseline", file.path, "--update-baseline"], catalog: catalog)
    #expect(record.status == 0)
    #expect(record.errors.contains("recorded in"))
    let again = ToolRun.inProcess(["audit"] + matrix + ["--baseline", file.path], catalog: catalog)
    #expect(again.status == 0, "known findings do not fail the run")
    #expect(again.errors.contains("0 new findings, 0 fixed"))

    // The pull request cuts a price: only it is new, and the run fails naming it.
    plantsPrice = true
    let broken = ToolRun.inProcess(["audit"] + matrix + ["--baseline", file.path], catalog: catalog)
    #expect(broken.status == 1)
    let new = broken.errors.split(separator: "\n").filter { $0.hasPrefix("  new: ") }
    #expect(!new.isEmpty && new.allSatisfy { $0.contains("price") })

    // The price fixed and the note shortened: the run passes and names the baseline's fixed entries.
    plantsPrice = false
    let fixed = ToolRun.inProcess(
      ["audit"] + matrix + ["--baseline", file.path, "--skip-checks", "text-truncated,truncated-to-stub"],
      catalog: catalog)
    #expect(fixed.status == 0)
    #expect(fixed.errors.contains("fixed: text-truncated delivery-note"))
  }

  @Test func aMissingOrBrokenBaselineIsAClearError() throws {
    let missing = ToolRun.inProcess(
      ["audit"] + matrix + ["--baseline", "/nonexistent/baseline.json"], catalog: catalog)
    #expect(missing.status == 64)
    #expect(missing.errors.contains("--update-baseline"))
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("broken-\(UUID()).json")
    defer { try? FileManager.default.removeItem(at: file) }
    try Data("not json".utf8).write(to: file)
    let broken = ToolRun.inProcess(["audit"] + matrix + ["--baseline", file.path], catalog: catalog)
    #expect(broken.status != 0 && broken.status != 1)
    #expect(broken.errors.contains("is not a baseline"))
    let alone = ToolRun.inProcess(["audit", "--update-baseline"], catalog: catalog)
    #expect(alone.status == 64)
  }

  @Test func aPolicyFileDecidesWhatMayBeCut() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("policy-\(UUID())")
    defer { try? FileManager.default.removeItem(at: file) }
    plantsPrice = false
    let strict = ToolRun.inProcess(["audit"] + matrix + ["--checks", "text-truncated"], catalog: catalog)
    #expect(strict.status == 1)
    try Data("may-truncate id:delivery-note\n".utf8).write(to: file)
    let allowed = ToolRun.inProcess(
      ["audit"] + matrix + ["--checks", "text-truncated", "--policy", file.path], catalog: catalog)
    #expect(allowed.status == 0)
    #expect(allowed.output.contains("accepted"))
    try Data("may truncate\n".utf8).write(to: file)
    let broken = ToolRun.inProcess(["audit"] + matrix + ["--policy", file.path], catalog: catalog)
    #expect(broken.status == 64)
    #expect(broken.errors.contains(":1: 'may' is not a policy"))
  }

  @Test func sarifHasARulePerCheckAndAResultPerElementAndCheck() throws {
    let run = ToolRun.inProcess(
      ["audit"] + matrix + ["--format", "sarif", "--fail-on", "never"], catalog: catalog)
    #expect(run.status == 0)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    #expect(document["version"] as? String == "2.1.0")
    let runs = try #require(document["runs"] as? [[String: Any]])
    let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect((driver["rules"] as? [[String: Any]])?.count == CheckID.allCases.count)
    let results = try #require(runs[0]["results"] as? [[String: Any]])
    let note = try #require(
      results.first {
        ($0["properties"] as? [String: Any])?["element"] as? String == "delivery-note"
          && $0["ruleId"] as? String == "text-truncated"
      })
    // The sizes where it breaks, smallest first.
    #expect((note["properties"] as? [String: Any])?["categories"] as? [String] == ["L", "AX3"])
    #expect((note["partialFingerprints"] as? [String: String])?["legibleElement/v1"]?.count == 16)
  }

  @Test func workflowCommandsEscapeWhatTheRunnerReads() {
    #expect(GitHubAnnotations.data("50% off\nnow") == "50%25 off%0Anow")
    #expect(GitHubAnnotations.property("a: b, c") == "a%3A b%2C c")
    let run = ToolRun.inProcess(["audit"] + matrix + ["--format", "github"], catalog: catalog)
    #expect(run.status == 1)
    let lines = run.output.split(separator: "\n")
    #expect(lines.contains { $0.hasPrefix("::error title=Legible text-truncated%3A delivery-note::") })
  }

  @Test func fingerprintsIgnoreTheLineButNotTheFile() {
    let configuration = AuditConfiguration(category: .large, device: .iPhoneSE)
    let screen = Screen(device: .iPhoneSE, traits: Traits(), typesetter: FixedAdvanceTypesetter())
    screen.root = Label("Margherita")
    let node = screen.snapshot().allNodes.first { $0.text != nil }!
    var finding = Finding(
      check: .textTruncated, severity: .error, configuration: configuration, node: node, message: "cut",
      hint: "wrap")
    finding.location = CodeLocation(file: "Sources/App/Row.swift", line: 12, column: 5)
    var moved = finding
    moved.location?.line = 40
    #expect(Fingerprint.finding(finding) == Fingerprint.finding(moved))
    #expect(Fingerprint.element(finding) == Fingerprint.element(moved))
    var elsewhere = finding
    elsewhere.location?.file = "Sources/App/Other.swift"
    #expect(Fingerprint.finding(finding) != Fingerprint.finding(elsewhere))
    var larger = finding
    larger.configuration.category = .accessibilityMedium
    #expect(Fingerprint.finding(finding) != Fingerprint.finding(larger))
    #expect(Fingerprint.element(finding) == Fingerprint.element(larger))
  }
}
