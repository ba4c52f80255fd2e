import Legible

/// `unrendered-content`: content only Apple's platform draws (a UIKit view in a
/// `UIViewRepresentable`, a map, a web page, pixels decoded by UIKit), drawn here as a placeholder
/// of the size it is given. A warning, not a text-size error: the layout around it is checked, but
/// what it would show is not, and the team should know what the verdict does not cover. One
/// finding per kind of content and screen (a grid of fifty PDF thumbnails is one warning, which
/// counts the rest), named by the first on the screen.
public enum UnrenderedContentCheck: AuditCheck {
  /// The check's name.
  public static let id = CheckID.unrenderedContent

  /// Views standing in for platform content.
  public static func findings(in snapshot: AuditedSnapshot, options: AuditOptions) -> [Finding] {
    var kinds: [String] = []
    var entries: [String: [AuditedSnapshot.Entry]] = [:]
    for entry in snapshot.entries {
      guard case .platformContent(let api) = entry.node.missingResource else { continue }
      if entries[api] == nil { kinds.append(api) }
      entries[api, default: []].append(entry)
    }
    return kinds.compactMap { api in
      guard let all = entries[api], let first = all.first else { return nil }
      let more = all.count > 1 ? " (and \(all.count - 1) more on this screen)" : ""
      return snapshot.finding(
        id, .warning, first, "\(api) cannot be drawn here: a placeholder of its size stands in for it\(more)",
        hint:
          "Its surroundings are audited, its own content is not; check it on a device or simulator, or give the preview sample content drawn with SwiftUI."
      )
    }
  }
}
