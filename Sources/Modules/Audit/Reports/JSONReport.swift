import Geometry
import Legible

/// The audit as JSON, for programs. The schema is versioned (`schemaVersion`); a change that
/// removes or renames a field raises it. Keys are sorted, so equal audits give equal files.
///
/// Schema 2: `{ schemaVersion, screen, touchTarget, matrix: { categories, devices, languages,
/// variants }, summary: { configurations, errors, warnings, accepted, pages, sampledConfigurations,
/// byCheck: { id: count } }, configurations: [ { category, device, language, variant, pages,
/// scrollers: [ { path, contentLength, visibleLength, pages, pagesInContent } ] } ], findings: [ {
/// check, severity, category, device, language, variant, element, path, relatedPath?, frame: { x,
/// y, width, height }, position: { scrolling view's path: offset }, message, hint } ] }`. Lengths
/// are in points, to a thousandth.
///
/// Schema 2 added the `accepted` severity and count, scroll positions, coverage and `relatedPath`;
/// `warnings` no longer counts accepted findings. Added since, without a change of version (no
/// field changed): `breakPoints: [ { variant, language, device, element, path, checks,
/// firstError?, firstWarning?, failsAtEverySizeAbove, strip: { category: clean | warning | error
/// } } ]`, `usable: [ { variant, language, device, upTo?, atEverySize } ]` (see `BreakPoints`),
/// `fit?: { edge, width, margin, share, dependsOnTheFont }` on a finding about text that met its
/// edge (see `TextFit`), `largerText: [ { screen, largestWithoutError?, enlargement?,
/// meets200Percent, configurations } ]` (see `LargerTextEvidence`), `contrast: [ { screen,
/// meetsMinimum, yourColors, systemColorsFailing, systemColorsPassingWithIncreasedContrast } ]`
/// (see `ContrastVerdict`), `systemColor?` on a contrast finding in one of Apple's colours,
/// `location?: { file, line, column }` where the element was made in the team's code,
/// `callers?: [ { file, line, column } ]` the calls of the team's components that led to it
/// (innermost first, up to the preview), and
/// `checks`, the checks run. `usable` and `largerText` are decided by the text-size checks alone.
public enum JSONReport {
  /// The version of the report's layout; it changes when a field changes meaning or goes away.
  public static let schemaVersion = 2

  /// The report as JSON; `breaks` are the result's break points, when the caller has them already.
  public static func render(_ result: AuditResult, breaks: BreakPoints? = nil) -> String {
    let findings = result.findings
    var byCheck: [String: JSONValue] = [:]
    for finding in findings {
      if case .int(let count) = byCheck[finding.check.rawValue] ?? .int(0) {
        byCheck[finding.check.rawValue] = .int(count + 1)
      }
    }
    let breaks = breaks ?? BreakPoints(result)
    let document: JSONValue = [
      "schemaVersion": .int(schemaVersion),
      "screen": .string(result.screen),
      "touchTarget": .string(result.options.touchTarget.rawValue),
      "matrix": [
        "categories": .array(result.matrix.categories.map { .string($0.shortName) }),
        "devices": .array(result.matrix.devices.map { .string($0.name) }),
        "languages": .array(result.matrix.languages.map(JSONValue.string)),
        "variants": .array(result.matrix.variants.map(JSONValue.string)),
      ],
      "summary": [
        "configurations": .int(result.results.count), "errors": .int(result.count(.error)),
        "warnings": .int(result.count(.warning)), "accepted": .int(result.count(.accepted)),
        "byCheck": .object(byCheck),
        "pages": .int(result.results.map(\.coverage.pages).reduce(0, +)),
        "sampledConfigurations": .int(result.results.filter { !$0.coverage.isComplete }.count),
      ],
      "configurations": .array(
        result.results.map { configuration in
          [
            "category": .string(configuration.configuration.category.shortName),
            "device": .string(configuration.configuration.device.name),
            "language": .string(configuration.configuration.language),
            "variant": .string(configuration.configuration.variant),
            "pages": .int(configuration.coverage.pages),
            "scrollers": .array(
              configuration.coverage.scrollers.map { scroller in
                [
                  "path": .string(scroller.path), "contentLength": .number(rounded(scroller.contentLength)),
                  "visibleLength": .number(rounded(scroller.visibleLength)), "pages": .int(scroller.pages),
                  "pagesInContent": .int(scroller.pagesInContent),
                ]
              }),
          ]
        }),
      "findings": .array(
        findings.map { finding in
          var object: [String: JSONValue] = [
            "check": .string(finding.check.rawValue), "severity": .string(finding.severity.rawValue),
            "category": .string(finding.configuration.category.shortName),
            "device": .string(finding.configuration.device.name),
            "language": .string(finding.configuration.language),
            "variant": .string(finding.configuration.variant),
            "element": .string(finding.element), "path": .string(finding.path),
            "frame": [
              "x": .number(rounded(finding.frame.minX)), "y": .number(rounded(finding.frame.minY)),
              "width": .number(rounded(finding.frame.width)),
              "height": .number(rounded(finding.frame.height)),
            ],
            "position": .object(finding.position.offsets.mapValues { .number(rounded($0)) }),
            "message": .string(finding.message), "hint": .string(finding.hint),
          ]
          if let related = finding.relatedPath { object["relatedPath"] = .string(related) }
          if let systemColor = finding.systemColor { object["systemColor"] = .string(systemColor) }
          if let location = finding.location {
            object["location"] = [
              "file": .string(location.file), "line": .int(location.line), "column": .int(location.column),
            ]
          }
          if !finding.callers.isEmpty {
            object["callers"] = .array(
              finding.callers.map {
                ["file": .string($0.file), "line": .int($0.line), "column": .int($0.column)]
              })
          }
          if let fit = finding.fit {
            object["fit"] = [
              "edge": .string(fit.edge.rawValue), "width": .number(rounded(fit.width)),
              "margin": .number(rounded(fit.margin)), "share": .number(rounded(fit.share)),
              "dependsOnTheFont": .bool(fit.dependsOnTheFont),
            ]
          }
          return .object(object)
        }),
      "breakPoints": .array(
        breaks.strips.map { strip in
          [
            "variant": .string(strip.variant), "language": .string(strip.language),
            "device": .string(strip.device.name), "element": .string(strip.element),
            "path": .string(strip.path),
            "checks": .array(strip.checks.map { .string($0.rawValue) }),
            "firstError": strip.firstError.map { .string($0.shortName) } ?? .null,
            "firstWarning": strip.firstWarning.map { .string($0.shortName) } ?? .null,
            "failsAtEverySizeAbove": .bool(strip.failsAtEverySizeAbove),
            "strip": .object(
              Dictionary(
                uniqueKeysWithValues: strip.levels.map {
                  ($0.category.shortName, JSONValue.string($0.severity?.rawValue ?? "clean"))
                })),
          ]
        }),
      "usable": .array(
        breaks.usable.map { item in
          [
            "variant": .string(item.variant), "language": .string(item.language),
            "device": .string(item.device.name), "upTo": item.upTo.map { .string($0.shortName) } ?? .null,
            "atEverySize": .bool(item.atEverySize),
          ]
        }),
      "largerText": .array(
        LargerTextEvidence(result).claims.map { claim in
          [
            "screen": .string(claim.screen),
            "largestWithoutError": claim.largestWithoutError.map { .string($0.shortName) } ?? .null,
            "enlargement": claim.enlargement.map { .number(rounded($0)) } ?? .null,
            "meets200Percent": .bool(claim.meets200Percent), "configurations": .int(claim.configurations),
          ]
        }),
      "contrast": .array(
        ContrastVerdict(result).screens.map { screen in
          func groups(_ groups: [(color: String, elements: [String])]) -> JSONValue {
            .array(
              groups.map {
                ["color": .string($0.color), "elements": .array($0.elements.map(JSONValue.string))]
              })
          }
          return [
            "screen": .string(screen.screen), "meetsMinimum": .bool(screen.meetsMinimum),
            "yourColors": .array(screen.yourColors.map(JSONValue.string)),
            "systemColorsFailing": groups(screen.systemColorsFailing),
            "systemColorsPassingWithIncreasedContrast": groups(
              screen.systemColorsPassingWithIncreasedContrast),
          ]
        }),
      "checks": .array(CheckID.allCases.filter(result.options.checks.contains).map { .string($0.rawValue) }),
    ]
    return document.text
  }

  /// Points to a thousandth (a third of a pixel is the finest step a screen draws): layout sums
  /// rows in the order they were measured, which differs from run to run in the last bits of a
  /// double, and equal audits must give equal files.
  static func rounded(_ points: Double) -> Double { (points * 1000).rounded() / 1000 }
}
