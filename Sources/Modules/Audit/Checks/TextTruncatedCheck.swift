import Geometry
import Legible

/// `text-truncated`: text that is ellipsized or loses lines (`TextLayout.isTruncated`).
///
/// Error for text marked must-not-truncate, and for all other text at the accessibility sizes; a
/// warning otherwise. Text marked may-truncate is reported as accepted: it shows in reports and
/// counts for nothing. The measure is how much wider the text would need
/// to be to show on one line, or how many lines it has against how many it needs.
public enum TextTruncatedCheck: AuditCheck {
  /// The check's name.
  public static let id = CheckID.textTruncated

  /// Text cut short with an ellipsis or dropped lines.
  public static func findings(in snapshot: AuditedSnapshot, options: AuditOptions) -> [Finding] {
    snapshot.entries.compactMap { entry in
      guard let text = entry.node.text, text.layout.isTruncated else { return nil }
      let accessibility = snapshot.configuration.category.isAccessibilityCategory
      let severity: Severity =
        switch text.truncationPolicy {
        case .mustNotTruncate: .error
        case .mayTruncate: .accepted
        case .default: accessibility ? .error : .warning
        }
      let lines = text.layout.lineCount
      let message =
        text.request.maximumLines == 1 || lines <= 1
        ? "\"\(text.string.prefix(40))\" is cut short: it needs \((text.layout.maximumIntrinsicWidth - entry.node.frame.width).points) more width on one line"
        : "\"\(text.string.prefix(40))\" is cut short after \(lines) line\(lines == 1 ? "" : "s")"
      return snapshot.finding(
        id, severity, entry, message,
        hint:
          "Let the text wrap (numberOfLines = 0) and the container grow, or give it its own line at large sizes."
      )
    }
  }
}
