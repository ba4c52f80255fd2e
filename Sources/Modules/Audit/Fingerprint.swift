/// Stable names for findings, the same from run to run and across edits that do not touch the
/// element: its check, the file that made it (not the line: a line moved by an edit above keeps
/// the name), its name as findings give it (identifier, or role and text), and for one finding
/// its configuration. FNV-1a over the UTF-8 bytes, 64 bits, as 16 hex digits: the same on every
/// machine, unlike Swift's seeded hashing.
public enum Fingerprint {
  /// The element × check: what SARIF's `partialFingerprints` and a pull request's annotation
  /// name, across every configuration where it is found.
  public static func element(_ finding: Finding) -> String {
    hash([
      finding.check.rawValue, finding.location?.file ?? "", finding.element, finding.configuration.variant,
    ])
  }

  /// The finding in its configuration (text size, device, language): what a baseline records.
  public static func finding(_ finding: Finding) -> String {
    let configuration = finding.configuration
    return hash([
      finding.check.rawValue, finding.location?.file ?? "", finding.element, configuration.variant,
      configuration.category.shortName, configuration.device.name, configuration.language,
    ])
  }

  /// The findings of `result` by element × check (of each variant), in the order first found,
  /// each with its worst finding: what SARIF's results and a pull request's annotations are.
  public static func elementGroups(_ result: AuditResult) -> [(worst: Finding, findings: [Finding])] {
    var groups: [String: [Finding]] = [:]
    var order: [String] = []
    for finding in result.findings {
      let key = element(finding) + finding.path
      if groups[key] == nil { order.append(key) }
      groups[key, default: []].append(finding)
    }
    return order.compactMap { key in
      guard let findings = groups[key], let worst = findings.max(by: { $0.severity < $1.severity }) else {
        return nil
      }
      return (worst, findings)
    }
  }

  static func hash(_ parts: [String]) -> String {
    var value: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in parts.joined(separator: "\u{1F}").utf8 {
      value ^= UInt64(byte)
      value = value &* 0x100_0000_01b3
    }
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
