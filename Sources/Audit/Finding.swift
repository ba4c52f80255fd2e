import DynamicType
import Geometry
import Legible

/// How bad a finding is. Errors break the screen for someone; warnings are likely problems.
public enum Severity: String, CaseIterable, Comparable, Hashable, Sendable, Codable {
  case warning
  case error

  public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs == .warning && rhs == .error }
}

/// The checks the audit runs (see each check's documentation for its exact definition).
public enum CheckID: String, CaseIterable, Hashable, Sendable, Codable {
  case textTruncated = "text-truncated"
  case textClipped = "text-clipped"
  case overlap = "overlap"
  case offscreen = "offscreen"
  case notScaling = "not-scaling"
  case needsLargeContentViewer = "needs-large-content-viewer"
  case iconNotScaling = "icon-not-scaling"
  case touchTarget = "touch-target"
  case contrast = "contrast"
  case oversizedRow = "oversized-row"
  case missingGlyphs = "missing-glyphs"
}

/// One problem on one screen in one configuration: which check, which element, where, by how
/// much, and what to do about it.
public struct Finding: Hashable, Sendable {
  public var check: CheckID
  public var severity: Severity
  public var configuration: AuditConfiguration
  /// The element's identifier, or its role and text when it has none.
  public var element: String
  /// The element's place in the tree (`menu/stack[0]/row-2/label[1]`).
  public var path: String
  /// The element's frame in screen points.
  public var frame: Rect
  /// What is wrong, with the measure: "overflows the trailing edge by 37 pt".
  public var message: String
  /// What to do about it.
  public var hint: String

  public init(
    check: CheckID, severity: Severity, configuration: AuditConfiguration, node: SnapshotNode,
    message: String,
    hint: String
  ) {
    self.check = check
    self.severity = severity
    self.configuration = configuration
    self.element = node.name
    self.path = node.path
    self.frame = node.frame
    self.message = message
    self.hint = hint
  }

  /// One line for terminals: `error text-truncated AX3 · iPhone 6S · en · adapted  price-0: …`.
  public var summary: String {
    "\(severity.rawValue) \(check.rawValue) [\(configuration)] \(element): \(message). \(hint)"
  }
}
