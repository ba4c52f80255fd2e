/// The audit as JUnit XML for CI dashboards: one test case per configuration, failing with one
/// `<failure>` per finding at or above `failOn` (other findings are listed in `<system-out>`).
public enum JUnitReport {
  /// The report as JUnit XML, a test case per configuration; findings at `failOn` or worse are failures.
  public static func render(_ result: AuditResult, failOn: Severity = .error) -> String {
    let failures = result.results.filter { $0.findings.contains { $0.severity >= failOn } }.count
    var xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <testsuites name="legible audit">
        <testsuite name="\(escape(result.screen))" tests="\(result.results.count)" failures="\(failures)" errors="0">
          <properties><property name="checks" value="\(escape(result.options.checksRun))"/></properties>

      """
    for configuration in result.results {
      xml +=
        "    <testcase classname=\"legible.audit.\(escape(result.screen))\" name=\"\(escape(configuration.configuration.description))\">\n"
      for finding in configuration.findings where finding.severity >= failOn {
        xml +=
          "      <failure type=\"\(finding.check.rawValue)\" message=\"\(escape(finding.element + ": " + finding.message))\">"
          + escape(finding.summary) + "</failure>\n"
      }
      let others = configuration.findings.filter { $0.severity < failOn }
      if !others.isEmpty {
        xml +=
          "      <system-out>" + escape(others.map(\.summary).joined(separator: "\n")) + "</system-out>\n"
      }
      xml += "    </testcase>\n"
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
