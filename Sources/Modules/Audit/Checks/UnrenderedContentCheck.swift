import Legible

/// `unrendered-content`: content only Apple's platform draws (a UIKit view in a
/// `UIViewRepresentable`, a map, a web page, pixels decoded by UIKit), drawn here as a placeholder
/// of the size it is given. A warning, not a text-size error: the layout around it is checked, but
/// what it would show is not, and the team should know what the verdict does not cover.
public enum UnrenderedContentCheck: AuditCheck {
  /// The check's name.
  public static let id = CheckID.unrenderedContent

  /// Views standing in for platform content.
  public static func findings(in snapshot: AuditedSnapshot, options: AuditOptions) -> [Finding] {
    snapshot.entries.compactMap { entry in
      guard case .platformContent(let api) = entry.node.missingResource else { return nil }
      return snapshot.finding(
        id, .warning, entry, "\(api) cannot be drawn here: a placeholder of its size stands in for it",
        hint:
          "Its surroundings are audited, its own content is not; check it on a device or simulator, or give the preview sample content drawn with SwiftUI."
      )
    }
  }
}
