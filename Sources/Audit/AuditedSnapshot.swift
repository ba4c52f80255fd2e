import Geometry
import Legible

/// A snapshot prepared for checking: every node with its ancestors, in document order.
public struct AuditedSnapshot: Sendable {
  public struct Entry: Sendable {
    public let node: SnapshotNode
    /// Indices of the ancestors in `entries`, nearest first.
    public let ancestors: [Int]
  }

  public let snapshot: LayoutSnapshot
  public let configuration: AuditConfiguration
  public let entries: [Entry]

  public init(_ snapshot: LayoutSnapshot, configuration: AuditConfiguration) {
    self.snapshot = snapshot
    self.configuration = configuration
    var entries: [Entry] = []
    func visit(_ node: SnapshotNode, ancestors: [Int]) {
      let index = entries.count
      entries.append(Entry(node: node, ancestors: ancestors))
      for child in node.children { visit(child, ancestors: [index] + ancestors) }
    }
    for node in snapshot.nodes { visit(node, ancestors: []) }
    self.entries = entries
  }

  public var screen: Rect { Rect(origin: .zero, size: snapshot.device.size) }

  public func parent(of entry: Entry) -> SnapshotNode? { entry.ancestors.first.map { entries[$0].node } }

  public func ancestors(of entry: Entry) -> [SnapshotNode] { entry.ancestors.map { entries[$0].node } }

  /// Whether the element at `index` lies inside the element at `other` in the tree, or the reverse.
  public func isLineal(_ index: Int, _ other: Int) -> Bool {
    entries[index].ancestors.contains(other) || entries[other].ancestors.contains(index)
  }

  func finding(
    _ check: CheckID, _ severity: Severity, _ node: SnapshotNode, _ message: String, hint: String
  ) -> Finding {
    Finding(
      check: check, severity: severity, configuration: configuration, node: node, message: message, hint: hint
    )
  }
}

extension Double {
  /// A length for messages: `37 pt`.
  var points: String { "\(formatPoints(self)) pt" }
}
