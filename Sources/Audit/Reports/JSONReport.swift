import Foundation
import Geometry

/// The audit as JSON, for programs. The schema is versioned (`schemaVersion`); a change that
/// removes or renames a field raises it. Keys are sorted, so equal audits give equal files.
///
/// Schema 1: `{ schemaVersion, screen, touchTarget, matrix: { categories, devices, languages,
/// variants }, summary: { configurations, errors, warnings, byCheck: { id: count } }, findings: [ {
/// check, severity, category, device, language, variant, element, path, frame: { x, y, width,
/// height }, message, hint } ] }`.
public enum JSONReport {
  public static let schemaVersion = 1

  public static func render(_ result: AuditResult) -> String {
    let findings = result.findings
    var byCheck: [String: Int] = [:]
    for finding in findings { byCheck[finding.check.rawValue, default: 0] += 1 }
    let document: [String: Any] = [
      "schemaVersion": schemaVersion,
      "screen": result.screen,
      "touchTarget": result.options.touchTarget.rawValue,
      "matrix": [
        "categories": result.matrix.categories.map(\.shortName), "devices": result.matrix.devices.map(\.name),
        "languages": result.matrix.languages, "variants": result.matrix.variants,
      ],
      "summary": [
        "configurations": result.results.count, "errors": result.count(atLeast: .error),
        "warnings": findings.count - result.count(atLeast: .error), "byCheck": byCheck,
      ],
      "findings": findings.map { finding in
        [
          "check": finding.check.rawValue, "severity": finding.severity.rawValue,
          "category": finding.configuration.category.shortName, "device": finding.configuration.device.name,
          "language": finding.configuration.language, "variant": finding.configuration.variant,
          "element": finding.element, "path": finding.path,
          "frame": [
            "x": finding.frame.minX, "y": finding.frame.minY, "width": finding.frame.width,
            "height": finding.frame.height,
          ],
          "message": finding.message, "hint": finding.hint,
        ] as [String: Any]
      },
    ]
    let data =
      (try? JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys]))
      ?? Data()
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
