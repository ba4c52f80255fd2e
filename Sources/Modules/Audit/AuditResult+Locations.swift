import Legible

extension AuditResult {
  /// The result with every finding's source location (and its callers') relative to `root` (the folder a report is
  /// made in), as CI annotations and SARIF name files; locations outside it stay whole.
  public func withLocations(relativeTo root: String) -> AuditResult {
    AuditResult(
      screen: screen, matrix: matrix, options: options,
      results: results.map { result in
        result.replacingFindings(
          result.findings.map { finding in
            var finding = finding
            finding.location = finding.location?.relative(to: root)
            finding.callers = finding.callers.map { $0.relative(to: root) }
            return finding
          })
      })
  }
}

extension ConfigurationResult {
  /// The same result with only the findings `isKept` keeps.
  public func keepingFindings(_ isKept: (Finding) -> Bool) -> ConfigurationResult {
    replacingFindings(findings.filter(isKept))
  }

  /// The same result with `findings` instead of its own.
  func replacingFindings(_ findings: [Finding]) -> ConfigurationResult {
    var copy = self
    copy.findings = findings
    return copy
  }
}
