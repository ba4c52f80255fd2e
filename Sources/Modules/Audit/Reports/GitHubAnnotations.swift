/// The audit as GitHub Actions workflow commands (`::error file=…,line=…::…`): printed in a
/// workflow's log, each becomes an annotation on the pull request's line that made the element.
/// One per element × check of each variant, at its worst severity (accepted findings are
/// notices), naming the sizes, devices and languages where it is found.
public enum GitHubAnnotations {
  /// One workflow command per element × check.
  public static func render(_ result: AuditResult) -> String {
    var lines: [String] = []
    for (first, findings) in Fingerprint.elementGroups(result) {
      let command =
        switch first.severity {
        case .error: "error"
        case .warning: "warning"
        case .accepted: "notice"
        }
      let sizes = Set(findings.map(\.configuration.category)).sorted().map(\.shortName)
      let devices = Set(findings.map(\.configuration.device.label)).sorted()
      var properties: [String] = []
      if let location = first.location {
        properties += ["file=\(property(location.file))", "line=\(location.line)", "col=\(location.column)"]
      }
      properties.append("title=\(property("Legible \(first.check.rawValue): \(first.element)"))")
      let calls =
        first.callers.isEmpty
        ? "" : " Used from \(first.callers.map(\.description).joined(separator: ", then "))."
      let message =
        "\(first.message) (at \(sizes.joined(separator: ", ")) on the \(devices.joined(separator: ", "))). \(first.hint)\(calls)"
      lines.append("::\(command) \(properties.joined(separator: ","))::\(data(message))")
    }
    return lines.map { $0 + "\n" }.joined()
  }

  /// A command's message, escaped as the runner reads it.
  public static func data(_ text: String) -> String {
    text.replacing("%", with: "%25").replacing("\r", with: "%0D").replacing("\n", with: "%0A")
  }

  /// A command's property value, escaped as the runner reads it.
  public static func property(_ text: String) -> String {
    data(text).replacing(":", with: "%3A").replacing(",", with: "%2C")
  }
}
