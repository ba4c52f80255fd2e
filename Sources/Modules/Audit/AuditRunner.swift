import Dispatch
import Foundation
import Geometry
import Legible
import Typesetting

/// A screen to audit: a function from a configuration (text size, device, language, variant) and a
/// typesetter to a screen ready to lay out, with the languages and variants it comes in (nil: its
/// default alone, English and `default`; the command line refuses any other).
public struct AuditScreen: Sendable {
  /// The screen's name, for reports and the command line.
  public let name: String
  /// The languages the screen comes in, or nil for English alone.
  public let languages: [String]?
  /// The variants the screen comes in, or nil for one.
  public let variants: [String]?
  /// Makes the screen for a configuration, with its views laid out by the given typesetter.
  public let make: @MainActor @Sendable (AuditConfiguration, any Typesetter) -> Screen
  /// Where the screen is declared in the team's code (a preview's `#Preview` line), if known:
  /// where a finding about the screen as a whole points.
  public var location: CodeLocation?

  /// A screen called `name` that `make` builds for each configuration.
  public init(
    name: String, languages: [String]? = nil, variants: [String]? = nil,
    make: @escaping @MainActor @Sendable (AuditConfiguration, any Typesetter) -> Screen
  ) {
    self.name = name
    self.languages = languages
    self.variants = variants
    self.make = make
  }

  /// The language and variant the screen is shown in when none is asked for.
  public var defaultLanguage: String { languages?.first ?? "en" }
  /// The variant shown when none is asked for: the last (the adapted one, by convention).
  public var defaultVariant: String { variants?.last ?? "default" }

  /// A variant's name as a caption: an identifier in lower camel case is spelled out
  /// (`firstApproach` → "First approach"); any other name is the app's words and stays as
  /// written ("Library › Trailblazer GTX Hiking Boot", "OrderRow/Delivered").
  public static func title(ofVariant name: String) -> String {
    guard let first = name.first, first.isLowercase, name.allSatisfy({ $0.isLetter || $0.isNumber }) else {
      return name
    }
    var words: [String] = []
    for character in name {
      if character.isUppercase || words.isEmpty {
        words.append(words.isEmpty ? String(character).uppercased() : String(character).lowercased())
      } else {
        words[words.count - 1].append(character)
      }
    }
    return words.joined(separator: " ")
  }
}

/// Runs an audit over a matrix. Screens are views, so they are built and laid out on the main
/// actor, one configuration after another; each is paged through its whole scrolling content
/// (`Screen.contentPages`, bounded by `AuditOptions.pageLimits`), and the checks, which read only
/// snapshot values, run on the pages in parallel on all cores. A problem seen on several pages
/// (a fixed bar, a row across a page boundary) is reported once, from the page that shows its
/// element best. Results come back in the matrix's order whatever the scheduling.
///
/// To use every core for layout too, audit parts of the matrix in several processes and merge
/// their results (`AuditResult(merging:)`); `legible --jobs` and `--shard` do this.
@MainActor public enum AuditRunner {
  /// Audits `matrix`, or only `configurations` of it (a shard's: `AuditShard.configurations(of:)`),
  /// in the order given.
  public static func run(
    _ screen: AuditScreen, matrix: AuditMatrix, typesetter: any Typesetter,
    options: AuditOptions = AuditOptions(), configurations: [AuditConfiguration]? = nil,
    progress: ((_ done: Int, _ total: Int) -> Void)? = nil
  ) -> AuditResult {
    let configurations = configurations ?? matrix.configurations
    var results: [ConfigurationResult] = []
    results.reserveCapacity(configurations.count)
    for (index, configuration) in configurations.enumerated() {
      results.append(
        audit(screen.make(configuration, typesetter), configuration: configuration, options: options))
      progress?(index + 1, configurations.count)
    }
    return AuditResult(screen: screen.name, matrix: matrix, options: options, results: results)
  }

  /// Audits one laid-out screen over its whole content (or its first viewport alone, when
  /// `options.wholeContent` is off).
  public static func audit(
    _ screen: Screen, configuration: AuditConfiguration, options: AuditOptions = AuditOptions()
  ) -> ConfigurationResult {
    var pages: [AuditedSnapshot] = []
    var coverage = ContentCoverage(pages: 1)
    if options.wholeContent {
      coverage = screen.contentPages(limits: options.pageLimits) { page in
        pages.append(
          AuditedSnapshot(
            page.snapshot, configuration: configuration, position: page.position,
            truncationRules: options.truncationRules))
      }
    } else {
      pages = [
        AuditedSnapshot(
          screen.snapshot(), configuration: configuration, truncationRules: options.truncationRules)
      ]
    }
    // A problem seen on several pages is reported once, from the page that shows its element
    // best (the most of its frame inside what clips it), the earliest of equals.
    var best: [String: (finding: Finding, page: Int, shown: Double)] = [:]
    var order: [String] = []
    for (index, (page, pageFindings)) in zip(pages, check(pages, options: options)).enumerated() {
      var clips: [String: Rect]?
      for finding in pageFindings {
        if clips == nil {
          clips = Dictionary(
            page.entries.map { ($0.node.path, $0.node.clip) }, uniquingKeysWith: { a, _ in a })
        }
        let shown = shownFraction(finding.frame, in: clips?[finding.path])
        if let known = best[finding.identity] {
          if shown > known.shown + 1e-9 { best[finding.identity] = (finding, index, shown) }
        } else {
          best[finding.identity] = (finding, index, shown)
          order.append(finding.identity)
        }
      }
    }
    var findings = order.compactMap { best[$0]?.finding }
    if screen.auditsPresentedOnly, !screen.presented.isEmpty {
      findings.removeAll { !$0.path.hasPrefix("presented[") }
    }
    if let control = screen.unreachedControl, options.checks.contains(.unreachable),
      let root = pages.first?.snapshot.nodes.first
    {
      findings.insert(
        Finding(
          check: .unreachable, severity: .error, configuration: configuration, node: root,
          message:
            "the walk reached \(configuration.variant) by tapping \"\(control)\", which is not on the screen here; this is where the taps stopped",
          hint:
            "Keep every way into a screen on it at every text size (scrolling to it is fine): a control that a layout hides or replaces at this size leaves its screen out of reach.",
          element: "control \"\(control)\""),
        at: 0)
    }
    if options.checks.contains(.updateLoop), let root = pages.first?.snapshot.nodes.first {
      for view in screen.unsettledViews {
        findings.insert(unsettledFinding(view, root, configuration), at: 0)
      }
    }
    let used = Set(order.compactMap { best[$0]?.page })
    let kept = pages.indices.filter { $0 > 0 && used.contains($0) }.map {
      ContentPage(position: pages[$0].position, snapshot: pages[$0].snapshot)
    }
    return ConfigurationResult(
      configuration: configuration, snapshot: pages[0].snapshot, pages: kept, coverage: coverage,
      findings: findings)
  }

  /// The finding for a view whose updates never settled: a warning, since what is drawn is the
  /// screen where its updates were stopped, not what an iPhone would show.
  private static func unsettledFinding(
    _ view: UnsettledView, _ root: SnapshotNode, _ configuration: AuditConfiguration
  ) -> Finding {
    var finding = Finding(
      check: .updateLoop, severity: .warning, configuration: configuration, node: root,
      message:
        "\(view.name) changes state it reads each time it is updated, so it never settles (SwiftUI warns: \"Modifying state during view update\"); its updates were stopped after \(view.passes) passes and the screen is audited as it stood",
      hint:
        "Change state in an action, `onAppear`, `onChange` or `task` that does not run again because of the change, never in `body`; derive what the body shows from state instead of writing it.",
      element: "view \(view.name)")
    if let location = view.location {
      finding.location = location
      finding.callers = []
    }
    return finding
  }

  /// Runs every enabled check on every snapshot, in parallel; findings per snapshot, in order.
  public nonisolated static func check(_ snapshots: [AuditedSnapshot], options: AuditOptions) -> [[Finding]] {
    let results = ConcurrentSlots(count: snapshots.count, initial: [Finding]())
    let checks = allChecks.filter { options.checks.contains($0.id) }
    DispatchQueue.concurrentPerform(iterations: snapshots.count) { index in
      results[index] = checks.flatMap { $0.findings(in: snapshots[index], options: options) }
    }
    return results.values
  }
}

/// How much of `frame` shows within `clip`, 0 … 1 (1 for an empty frame).
private func shownFraction(_ frame: Rect, in clip: Rect?) -> Double {
  let area = frame.width * frame.height
  guard area > 0, let clip else { return 1 }
  guard let shown = frame.intersection(clip) else { return 0 }
  return shown.width * shown.height / area
}
