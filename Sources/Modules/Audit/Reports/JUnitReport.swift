/// The audit as JUnit XML for CI dashboards, which show a test case's first failure only: one
/// test case per element and check, failing (`<failure>`) when the check finds the element at or
/// above `failOn` in any configuration, its message naming every configuration where it does; and
/// one passing test case per configuration where nothing reaches `failOn`. Findings below
/// `failOn` are listed in their test case's `<system-out>`. A finding's place in the code, when
/// known, is the test case's `file` and `line`.
public enum JUnitReport {
  /// The report as JUnit XML; findings at `failOn` or worse are failures.
  public static func render(_ result: AuditResult, failOn: Severity = .error) -> String {
    struct Key: Hashable {
      let check: CheckID
      let element: String
    }
    var order: [Key] = []
    var groups: [Key: [Finding]] = [:]
    for configuration in result.results {
      for finding in configuration.findings {
        let key = Key(check: finding.check, element: finding.element)
        if groups[key] == nil { order.append(key) }
        groups[key, default: []].append(finding)
      }
    }
    let clean = result.results.filter { !$0.findings.contains { $0.severity >= failOn } }
    let failing = order.filter { groups[$0]?.contains { $0.severity >= failOn } == true }
    let screen = escape(result.screen)
    var xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <testsuites name="legible audit">
        <testsuite name="\(screen)" tests="\(order.count + clean.count)" failures="\(failing.count)" errors="0">
          <properties><property name="checks" value="\(escape(result.options.checksRun))"/></properties>

      """
    for key in order {
      let findings = groups[key] ?? []
      var attributes =
        "classname=\"legible.audit.\(screen).\(key.check.rawValue)\" name=\"\(escape(key.element))\""
      if let location = findings.lazy.compactMap(\.location).first {
        attributes += " file=\"\(escape(location.file))\" line=\"\(location.line)\""
      }
      xml += "    <testcase \(attributes)>\n"
      let failures = findings.filter { $0.severity >= failOn }
      if let first = failures.first {
        let configurations = failures.map(\.configuration.description)
        let message =
          "\(key.element): \(first.message) — in \(configurations.count) configuration\(configurations.count == 1 ? "" : "s"): "
          + configurations.joined(separator: "; ")
        xml +=
          "      <failure type=\"\(key.check.rawValue)\" message=\"\(escape(message))\">"
          + escape(failures.map(\.summary).joined(separator: "\n")) + "</failure>\n"
      }
      let others = findings.filter { $0.severity < failOn }
      if !others.isEmpty {
        xml +=
          "      <system-out>" + escape(others.map(\.summary).joined(separator: "\n")) + "</system-out>\n"
      }
      xml += "    </testcase>\n"
    }
    for configuration in clean {
      xml +=
        "    <testcase classname=\"legible.audit.\(screen)\" name=\"\(escape(configuration.configuration.description))\"/>\n"
    }
    xml += "  </testsuite>\n</testsuites>\n"
    return xml
  }

  static func escape(_ text: String) -> String {
    // Most text needs nothing escaped: then it is the text itself.
    if !text.utf8.contains(where: {
      $0 < 0x20 || $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 || $0 == 0xEF
    }) {
      return text
    }
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
      default:
        // XML 1.0 has no place for other control characters.
        if scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value) {
          result += "\u{FFFD}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }
}
