import DynamicType
import Geometry

/// The terminal summary of an audit: counts per check per category, how far each variant stays
/// usable and where each element first breaks (`BreakPoints`), the worst offenders, and the
/// findings themselves (up to `limit`).
public enum TextReport {
  /// The report as text for a terminal, listing at most `limit` findings and half as many
  /// elements' break points. A limit of 0 is the summary printed beside a written report: the
  /// five elements that break first, and the number of findings.
  /// `breaks` are the result's break points, when the caller has them already.
  public static func render(_ result: AuditResult, limit: Int = 50, breaks: BreakPoints? = nil) -> String {
    let findings = result.findings
    let categories = result.matrix.categories
    var lines = [
      "Audit of \(result.screen): \(result.results.count.counted("configuration")), \(result.count(.error).counted("error")), \(result.count(.warning).counted("warning")), \(result.count(.accepted)) accepted",
      "Checks run: \(result.options.checksRun)",
      "",
    ]
    // Counts by check and size, and errors and warnings by variant, in one pass.
    var byCheck: [CheckID: [ContentSizeCategory: Int]] = [:]
    var byVariant: [String: (errors: Int, warnings: Int)] = [:]
    for finding in findings {
      byCheck[finding.check, default: [:]][finding.configuration.category, default: 0] += 1
      if finding.severity == .error { byVariant[finding.configuration.variant, default: (0, 0)].errors += 1 }
      if finding.severity == .warning {
        byVariant[finding.configuration.variant, default: (0, 0)].warnings += 1
      }
    }
    let checks = CheckID.allCases.filter { byCheck[$0] != nil }
    if checks.isEmpty {
      lines.append("No findings.")
      return lines.joined(separator: "\n") + "\n"
    }
    let width = max(26, checks.map(\.rawValue.count).max() ?? 0)
    lines.append("check".padded(width) + categories.map { $0.shortName.leftPadded(5) }.joined() + "  total")
    for check in checks {
      let counts = categories.map { byCheck[check]?[$0] ?? 0 }
      lines.append(
        check.rawValue.padded(width) + counts.map { ($0 == 0 ? "·" : String($0)).leftPadded(5) }.joined()
          + String(counts.reduce(0, +)).leftPadded(7))
    }
    if result.matrix.variants.count > 1 {
      // A walked app's places, or a screen's variants: where the findings are.
      lines += ["", "By variant (errors, warnings):"]
      for variant in result.matrix.variants {
        let (errors, warnings) = byVariant[variant] ?? (0, 0)
        lines.append("  " + String(errors).leftPadded(4) + String(warnings).leftPadded(5) + "  \(variant)")
      }
    }
    let breaks = breaks ?? BreakPoints(result)
    let (languages, variants) = (result.matrix.languages.count, result.matrix.variants.count)
    lines += ["", "Usable (no text-size error at that size or any smaller one):"]
    lines += breaks.usableLines(languages: languages, variants: variants).map { "  " + $0 }
    if result.options.checks.contains(.contrast) {
      lines += ["", "Contrast (judged apart from the text size):"]
      for screen in ContrastVerdict(result).screens {
        lines.append("  " + (variants > 1 ? "\(screen.screen): " : "") + screen.sentence)
      }
    }
    let broken = breaks.lines(languages: languages, variants: variants)
    if !broken.isEmpty {
      lines += ["", "Where elements break (the smallest size with an error):"]
      let shown = limit == 0 ? 5 : limit / 2
      lines += broken.prefix(shown).map { "  " + $0 }
      if broken.count > shown { lines.append("  … and \(broken.count - shown) more elements") }
    }
    var byElement: [String: Int] = [:]
    var named: [String: String] = [:]
    for finding in findings {
      byElement[finding.path, default: 0] += 1
      // An element by its name and the line that made it, where known; else by its place.
      if named[finding.path] == nil {
        named[finding.path] = finding.location.map { "\(finding.element) at \($0)" } ?? finding.path
      }
    }
    let worst = byElement.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(5)
    lines +=
      ["", "Worst offenders:"]
      + worst.map { "  \(String($0.value).leftPadded(4))  \(named[$0.key] ?? $0.key)" }
    if limit == 0 {
      lines += ["", "Findings: \(findings.count) (see the report written)"]
      return lines.joined(separator: "\n") + "\n"
    }
    lines += ["", "Findings:"]
    for finding in findings.prefix(limit) { lines.append("  " + finding.summary) }
    if findings.count > limit {
      lines.append("  … and \(findings.count - limit) more (see the JSON or HTML report)")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}

extension String {
  func padded(_ width: Int) -> String {
    count >= width ? self + " " : self + String(repeating: " ", count: width - count)
  }
  func leftPadded(_ width: Int) -> String {
    count >= width ? self : String(repeating: " ", count: width - count) + self
  }
}
