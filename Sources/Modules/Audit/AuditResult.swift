import Foundation
import Legible

/// The findings of one configuration, the scroll positions they were made at, and (until they are
/// let go) the snapshots they were found in.
///
/// Invariant: every finding's `position` is the start or one of `scrolledPositions`; `snapshots`
/// is empty, or holds the first viewport then one snapshot per scrolled position.
public struct ConfigurationResult: Sendable, Codable {
  /// The configuration audited.
  public let configuration: AuditConfiguration
  /// Further pages (the screen scrolled) where findings were made, in the order they were taken.
  public let scrolledPositions: [ScrollPosition]
  /// The screen with every scrolling view at its start, then at each of `scrolledPositions`.
  /// Empty once dropped (`droppingSnapshots()`): results written to a shard file and read back
  /// keep what reports need, not what the screen looked like.
  public let snapshots: [LayoutSnapshot]
  /// How much of the scrolling content was seen.
  public let coverage: ContentCoverage
  /// What the checks found, in the order they were found.
  public internal(set) var findings: [Finding]

  /// The result of auditing `configuration`.
  public init(
    configuration: AuditConfiguration, snapshot: LayoutSnapshot, pages: [ContentPage] = [],
    coverage: ContentCoverage = ContentCoverage(), findings: [Finding]
  ) {
    self.configuration = configuration
    self.scrolledPositions = pages.map(\.position)
    self.snapshots = [snapshot] + pages.map(\.snapshot)
    self.coverage = coverage
    self.findings = findings
  }

  /// The first viewport's snapshot (nil once dropped).
  public var snapshot: LayoutSnapshot? { snapshots.first }

  /// The snapshot taken at `position` (nil once dropped, or for a position no finding was made at).
  public func snapshot(at position: ScrollPosition) -> LayoutSnapshot? {
    guard !snapshots.isEmpty else { return nil }
    if position.isStart { return snapshots[0] }
    return scrolledPositions.firstIndex(of: position).map { snapshots[$0 + 1] }
  }

  /// The same result without its snapshots, which are most of its memory.
  public func droppingSnapshots() -> ConfigurationResult {
    ConfigurationResult(
      configuration: configuration, scrolledPositions: scrolledPositions, coverage: coverage,
      findings: findings)
  }

  init(
    configuration: AuditConfiguration, scrolledPositions: [ScrollPosition], coverage: ContentCoverage,
    findings: [Finding]
  ) {
    self.configuration = configuration
    self.scrolledPositions = scrolledPositions
    self.snapshots = []
    self.coverage = coverage
    self.findings = findings
  }

  private enum CodingKeys: String, CodingKey { case configuration, scrolledPositions, coverage, findings }

  /// Reads a result from its JSON form; results written before paging existed read as seen at the start only.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      configuration: try container.decode(AuditConfiguration.self, forKey: .configuration),
      scrolledPositions: try container.decode([ScrollPosition].self, forKey: .scrolledPositions),
      coverage: try container.decode(ContentCoverage.self, forKey: .coverage),
      findings: try container.decode([Finding].self, forKey: .findings))
  }

  /// Writes everything but the snapshots.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(configuration, forKey: .configuration)
    try container.encode(scrolledPositions, forKey: .scrolledPositions)
    try container.encode(coverage, forKey: .coverage)
    try container.encode(findings, forKey: .findings)
  }
}

/// Everything an audit found, configuration by configuration, in the matrix's order (or, for one
/// shard of it, in the matrix's order of that shard's configurations).
public struct AuditResult: Sendable, Codable {
  /// The screen's name.
  public let screen: String
  /// What was audited.
  public let matrix: AuditMatrix
  /// The settings the audit ran with.
  public let options: AuditOptions
  /// One result per configuration, in the matrix's order.
  public let results: [ConfigurationResult]

  /// A result of auditing `screen` over `matrix` with `options`.
  public init(screen: String, matrix: AuditMatrix, options: AuditOptions, results: [ConfigurationResult]) {
    self.screen = screen
    self.matrix = matrix
    self.options = options
    self.results = results
  }

  /// Every finding of every configuration.
  public var findings: [Finding] { results.flatMap(\.findings) }

  /// How many findings are at or above `severity`.
  public func count(atLeast severity: Severity) -> Int { count { $0 >= severity } }

  /// How many findings have exactly `severity`.
  public func count(_ severity: Severity) -> Int { count { $0 == severity } }

  /// How many findings have a severity that `counts`, without copying them out.
  private func count(where counts: (Severity) -> Bool) -> Int {
    results.reduce(0) { total, result in
      total + result.findings.reduce(0) { $0 + (counts($1.severity) ? 1 : 0) }
    }
  }
}
