import Dispatch
import Foundation
import Legible
import Typesetting

/// A screen to audit: a function from a configuration (text size, device, language, variant) and a
/// typesetter to a screen ready to lay out.
public struct AuditScreen: Sendable {
  public let name: String
  public let make: @MainActor @Sendable (AuditConfiguration, any Typesetter) -> Screen

  public init(
    name: String, make: @escaping @MainActor @Sendable (AuditConfiguration, any Typesetter) -> Screen
  ) {
    self.name = name
    self.make = make
  }
}

/// The findings of one configuration, with the snapshot they were found in.
public struct ConfigurationResult: Sendable {
  public let configuration: AuditConfiguration
  public let snapshot: LayoutSnapshot
  public let findings: [Finding]
}

/// Everything an audit found, configuration by configuration, in the matrix's order.
public struct AuditResult: Sendable {
  public let screen: String
  public let matrix: AuditMatrix
  public let options: AuditOptions
  public let results: [ConfigurationResult]

  public var findings: [Finding] { results.flatMap(\.findings) }

  /// How many findings are at or above `severity`.
  public func count(atLeast severity: Severity) -> Int { findings.filter { $0.severity >= severity }.count }
}

/// Runs an audit over a matrix. Screens are views, so they are built and laid out on the main
/// actor, one configuration after another; the checks, which read only snapshot values, run in
/// parallel on all cores. Results come back in the matrix's order whatever the scheduling.
@MainActor public enum AuditRunner {
  public static func run(
    _ screen: AuditScreen, matrix: AuditMatrix, typesetter: any Typesetter,
    options: AuditOptions = AuditOptions(),
    progress: ((_ done: Int, _ total: Int) -> Void)? = nil
  ) -> AuditResult {
    let configurations = matrix.configurations
    var snapshots: [AuditedSnapshot] = []
    snapshots.reserveCapacity(configurations.count)
    for (index, configuration) in configurations.enumerated() {
      let laidOut = screen.make(configuration, typesetter)
      snapshots.append(AuditedSnapshot(laidOut.snapshot(), configuration: configuration))
      progress?(index + 1, configurations.count)
    }
    let findings = check(snapshots, options: options)
    return AuditResult(
      screen: screen.name, matrix: matrix, options: options,
      results: zip(snapshots, findings).map {
        ConfigurationResult(configuration: $0.configuration, snapshot: $0.snapshot, findings: $1)
      })
  }

  /// Runs every enabled check on every snapshot, in parallel; findings per snapshot, in order.
  public nonisolated static func check(_ snapshots: [AuditedSnapshot], options: AuditOptions) -> [[Finding]] {
    let results = ResultSlots(count: snapshots.count)
    let checks = allChecks.filter { options.checks.contains($0.id) }
    DispatchQueue.concurrentPerform(iterations: snapshots.count) { index in
      results[index] = checks.flatMap { $0.findings(in: snapshots[index], options: options) }
    }
    return results.values
  }
}

/// One slot per snapshot, filled from several threads (each slot by one thread only).
private final class ResultSlots: @unchecked Sendable {
  private var slots: [[Finding]]
  private let lock = NSLock()

  init(count: Int) { slots = Array(repeating: [], count: count) }

  subscript(index: Int) -> [Finding] {
    get { lock.withLock { slots[index] } }
    set { lock.withLock { slots[index] = newValue } }
  }

  var values: [[Finding]] { lock.withLock { slots } }
}
