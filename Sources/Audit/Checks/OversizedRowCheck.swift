import Geometry
import Legible

/// `oversized-row`: a row taller than the visible height of the list or scroll view it is in: at
/// that size not even one item fits on the screen, and a reader cannot see a whole item at once.
/// The rows of a list are its children; the rows of a scroll view are the children of its content,
/// looking through wrappers with a single child (padding, frames).
public enum OversizedRowCheck: AuditCheck {
  public static let id = CheckID.oversizedRow

  public static func findings(in snapshot: AuditedSnapshot, options: AuditOptions) -> [Finding] {
    snapshot.entries.flatMap { entry -> [Finding] in
      let container = entry.node
      let rows: [SnapshotNode]
      switch container.role {
      case .list:
        rows = container.children
      case .scrollView:
        var content = container.children.first
        while let node = content, node.children.count == 1 { content = node.children.first }
        rows = content?.children ?? []
      default:
        return []
      }
      return rows.filter { $0.frame.height > container.frame.height + 0.5 }.map { row in
        snapshot.finding(
          id, .warning, row,
          "is \(row.frame.height.points) tall, more than the \(container.frame.height.points) of \(container.name) it scrolls in",
          hint: "Hide secondary content (a photo) at accessibility sizes so one item fits on the screen.")
      }
    }
  }
}
