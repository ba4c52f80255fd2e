import Legible

/// The audit as SARIF 2.1.0, the format code-scanning services read: one rule per check (its
/// explanation as help), one result per element × check of each variant, at the line of code
/// that made the element (and, as related locations, the calls of the team's components that led
/// to it, up to the preview), with the text sizes, devices and languages where it is found in its
/// properties and a fingerprint that survives lines moving (`Fingerprint.element`). Levels:
/// error, warning, and note for accepted findings.
public enum SARIFReport {
  /// The report as SARIF JSON.
  public static func render(_ result: AuditResult) -> String {
    let rules = CheckID.allCases
    let results: [JSONValue] = Fingerprint.elementGroups(result).map { first, findings in
      func distinct(_ values: [String]) -> JSONValue {
        var seen: Set<String> = []
        return .array(values.filter { seen.insert($0).inserted }.map(JSONValue.string))
      }
      var object: [String: JSONValue] = [
        "ruleId": .string(first.check.rawValue),
        "ruleIndex": .int(rules.firstIndex(of: first.check) ?? 0),
        "level": .string(level(first.severity)),
        "message": ["text": .string("\(first.element): \(first.message). \(first.hint)")],
        "partialFingerprints": ["legibleElement/v1": .string(Fingerprint.element(first))],
        "properties": [
          "element": .string(first.element), "path": .string(first.path),
          "variant": .string(first.configuration.variant),
          "categories": distinct(
            findings.map(\.configuration.category).sorted().map(\.shortName)),
          "devices": distinct(findings.map(\.configuration.device.name)),
          "languages": distinct(findings.map(\.configuration.language)),
          "configurations": .int(findings.count),
        ],
      ]
      var location: [String: JSONValue] = [
        "logicalLocations": .array([["fullyQualifiedName": .string(first.path), "kind": "element"]])
      ]
      if let code = first.location {
        location["physicalLocation"] = [
          "artifactLocation": ["uri": .string(code.file)],
          "region": ["startLine": .int(max(1, code.line)), "startColumn": .int(max(1, code.column))],
        ]
      }
      object["locations"] = .array([.object(location)])
      // The components' calls that led to the element, innermost first, up to the preview.
      if !first.callers.isEmpty {
        object["relatedLocations"] = .array(
          first.callers.enumerated().map { index, code in
            [
              "id": .int(index + 1),
              "message": ["text": .string(index == 0 ? "used from here" : "which is used from here")],
              "physicalLocation": [
                "artifactLocation": ["uri": .string(code.file)],
                "region": ["startLine": .int(max(1, code.line)), "startColumn": .int(max(1, code.column))],
              ],
            ]
          })
      }
      return .object(object)
    }
    let document: JSONValue = [
      "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
      "version": "2.1.0",
      "runs": .array([
        [
          "tool": [
            "driver": [
              "name": "Legible", "version": "0.1.0",
              "rules": .array(
                rules.map { check in
                  [
                    "id": .string(check.rawValue),
                    "name": .string(check.rawValue),
                    "shortDescription": ["text": .string(check.explanation)],
                    "fullDescription": ["text": .string(check.explanation)],
                    "help": [
                      "text": .string(
                        "\(check.explanation) Legible audits the screen at every text size; see the check's documentation in Sources/Modules/Audit/Checks."
                      )
                    ],
                    "defaultConfiguration": ["level": "error"],
                    "properties": ["question": .string(check.question.rawValue)],
                  ]
                }),
            ]
          ],
          "results": .array(results),
          "properties": ["screen": .string(result.screen), "checks": .string(result.options.checksRun)],
        ]
      ]),
    ]
    return document.text
  }

  static func level(_ severity: Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .accepted: "note"
    }
  }
}
