import Legible

extension ConfigurationResult {
  /// The result of a configuration whose screen could not be audited: its code (a team's
  /// preview) trapped, never returned, ran out of memory or flooded its output in the isolated
  /// worker that audited it. It holds one `screen-failed` error saying what happened (`reason`:
  /// the trap's message, the time or the output), no snapshot and no screenshot; the matrix's
  /// other configurations are audited as usual. An error at a text size counts against that
  /// size's verdict, as a screen that crashes there is unusable there.
  /// `location` is where the finding points: the line the trap names, or the screen's
  /// declaration; `rerun` is the command that shows the screen alone in this configuration.
  public init(
    failed configuration: AuditConfiguration, reason: String, location: CodeLocation? = nil, rerun: String
  ) {
    var finding = Finding(
      wholeScreen: .screenFailed, severity: .error, configuration: configuration,
      message: "the screen could not be audited here, as its code \(reason)",
      hint:
        "Show the screen alone at this text size, device and language (`\(rerun)`, or its preview in Xcode) to see the problem; every other configuration was audited."
    )
    finding.location = location
    self.init(
      configuration: configuration, scrolledPositions: [], coverage: ContentCoverage(pages: 0),
      findings: [finding])
  }

  /// Whether the configuration's screen could not be audited (`init(failed:reason:)`): it has
  /// no screenshot.
  public var screenFailed: Bool { findings.contains { $0.check == .screenFailed } }
}
