import Audit
import DynamicType
import Foundation
import Legible
import LegibleUI
import Testing
import Typesetting

/// Makes symbols (`Image(systemName:)`) drawn from the system's icon set, as a catalog program
/// does at start, for the rest of the test process (called by the audit helpers; call it before
/// drawing declarative screens yourself).
@MainActor public func useSystemSymbols() {
  guard SymbolSet.current.count == 0,
    let data = FileManager.default.contents(atPath: SymbolSet.debianFont.path)
  else { return }
  SymbolSet.current = SymbolSet(svgFont: data)
}

/// Audits a screen over a matrix and returns the findings, for users' own test suites.
///
/// ```swift
/// let findings = auditFindings(
///   of: PizzaScreens.menu, matrix: AuditMatrix(categories: [.accessibilityExtraExtraExtraLarge]),
///   typesetter: try PangoTypesetter())
/// ```
@MainActor public func auditFindings(
  of screen: AuditScreen, matrix: AuditMatrix = AuditMatrix(), typesetter: any Typesetter,
  options: AuditOptions = AuditOptions()
) -> [Finding] {
  useSystemSymbols()
  return AuditRunner.run(screen, matrix: matrix, typesetter: typesetter, options: options).findings
}

/// Audits a screen and records each finding at or above `severity` as a Swift Testing issue at the
/// caller's source location, so a test fails with one readable line per problem. Returns the
/// findings.
@MainActor @discardableResult
public func expectNoAuditFindings(
  of screen: AuditScreen, matrix: AuditMatrix = AuditMatrix(), typesetter: any Typesetter,
  options: AuditOptions = AuditOptions(), atLeast severity: Severity = .error,
  sourceLocation: SourceLocation = #_sourceLocation
) -> [Finding] {
  let findings = auditFindings(of: screen, matrix: matrix, typesetter: typesetter, options: options)
  for finding in findings where finding.severity >= severity {
    Issue.record(Comment(rawValue: finding.summary), sourceLocation: sourceLocation)
  }
  return findings
}
