import Foundation
import Geometry

/// The audit as JSON, for programs. The schema is versioned (`schemaVersion`); a change that
/// removes or renames a field raises it. Keys are sorted, so equal audits give equal files.
///
/// Schema 2: `{ schemaVersion, screen, touchTarget, matrix: { categories, devices, languages,
/// variants }, summary: { configurations, errors, warnings, accepted, pages, sampledConfigurations,
/// byCheck: { id: count } }, configurations: [ { category, device, language, variant, pages,
/// scrollers: [ { path, contentLength, visibleLength, pages, pagesInContent } ] } ], findings: [ {
/// check, severity, category, device, language, variant, element, path, relatedPath?, frame: { x,
/// y, width, height }, position: { scrolling view's path: offset }, message, hint } ] }`.
///
/// Schema 2 added the `accepted` severity and count, scroll positions, coverage and `relatedPath`;
/// `warnings` no longer counts accepted findings.
public enum JSONReport {
  public static let schemaVersion = 2

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
        "configurations": result.results.count, "errors": result.count(.error),
        "warnings": result.count(.warning), "accepted": result.count(.accepted), "byCheck": byCheck,
        "pages": result.results.map(\.coverage.pages).reduce(0, +),
        "sampledConfigurations": result.results.filter { !$0.coverage.isComplete }.count,
      ],
      "configurations": result.results.map { configuration in
        [
          "category": configuration.configuration.category.shortName,
          "device": configuration.configuration.device.name,
          "language": configuration.configuration.language, "variant": configuration.configuration.variant,
          "pages": configuration.coverage.pages,
          "scrollers": configuration.coverage.scrollers.map { scroller in
            [
              "path": scroller.path, "contentLength": scroller.contentLength,
              "visibleLength": scroller.visibleLength, "pages": scroller.pages,
              "pagesInContent": scroller.pagesInContent,
            ] as [String: Any]
          },
        ] as [String: Any]
      },
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
          "position": finding.position.offsets,
          "message": finding.message, "hint": finding.hint,
        ].merging(finding.relatedPath.map { ["relatedPath": $0] } ?? [:]) { a, _ in a } as [String: Any]
      },
    ]
    let data =
      (try? JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys]))
      ?? Data()
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
