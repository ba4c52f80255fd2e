import Foundation

/// The findings a team accepts for now, by fingerprint (`Fingerprint.finding`: the check, the
/// file and element, the text size, device, language and variant): a run with a baseline fails
/// only on findings not in it, and says which of its entries are fixed. Written with
/// `--update-baseline`; kept in the repository beside the code.
///
/// Invariants: entries are sorted by fingerprint and unique, so that the same findings give the
/// same file; a file that cannot be read is an error naming it, never an empty baseline.
public struct Baseline: Equatable, Sendable, Codable {
  /// One accepted finding: its fingerprint, and enough to read it by.
  public struct Entry: Equatable, Sendable, Codable {
    public var fingerprint: String
    public var check: String
    public var element: String
    public var file: String?
    public var configuration: String
  }

  /// The version of the file's layout.
  public var version = 1
  /// The entries, sorted by fingerprint.
  public var entries: [Entry]

  /// The baseline of every finding of `result` at `severity` or worse.
  public init(_ result: AuditResult, atLeast severity: Severity = .warning) {
    var byPrint: [String: Entry] = [:]
    for finding in result.findings where finding.severity >= severity {
      let print = Fingerprint.finding(finding)
      byPrint[print] = Entry(
        fingerprint: print, check: finding.check.rawValue, element: finding.element,
        file: finding.location?.file, configuration: finding.configuration.description)
    }
    entries = byPrint.values.sorted { $0.fingerprint < $1.fingerprint }
  }

  /// The baseline in `data`.
  ///
  /// - Throws: `BaselineError` when it is not a baseline file.
  public init(reading data: Data, from path: String) throws(BaselineError) {
    do {
      self = try JSONDecoder().decode(Baseline.self, from: data)
    } catch {
      throw BaselineError(
        "\(path) is not a baseline Legible wrote (\(error)); write a new one with --update-baseline")
    }
  }

  /// The file's contents: JSON, keys sorted, one entry a line.
  public var data: Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return (try? encoder.encode(self)) ?? Data()
  }

  /// What a run found against the baseline.
  public struct Comparison: Sendable {
    /// Findings not in the baseline: the run fails on these.
    public var new: [Finding]
    /// Baseline entries no finding matches any more.
    public var fixed: [Entry]
  }

  /// `result` against the baseline.
  public func compare(_ result: AuditResult) -> Comparison {
    let known = Set(entries.map(\.fingerprint))
    let found = Set(result.findings.map(Fingerprint.finding))
    return Comparison(
      new: result.findings.filter { !known.contains(Fingerprint.finding($0)) },
      fixed: entries.filter { !found.contains($0.fingerprint) })
  }
}

/// A baseline file that cannot be used.
public struct BaselineError: Error, CustomStringConvertible {
  /// What is wrong, and what to do.
  public let description: String
  init(_ description: String) { self.description = description }
}
