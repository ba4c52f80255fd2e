import Geometry
import Legible

/// A snapshot prepared for checking: every node with its ancestors, in document order, and where
/// the screen was scrolled when it was taken.
///
/// Labels with no text to read (empty or only white space, or drawn as placeholders by
/// `redacted(reason: .placeholder)`) or with no width (collapsed by their container) are kept as
/// plain views here, so no check judges their text.
public struct AuditedSnapshot: Sendable {
  /// A node with its place in the tree.
  public struct Entry: Sendable {
    /// The node.
    public let node: SnapshotNode
    /// Indices of the ancestors in `entries`, nearest first.
    public let ancestors: [Int]
    /// The team's rule that set the text's truncation policy, if one did.
    public var truncationRule: TruncationRule? = nil
  }

  /// The snapshot checked.
  public let snapshot: LayoutSnapshot
  /// The configuration it was taken in.
  public let configuration: AuditConfiguration
  /// Where the screen was scrolled.
  public let position: ScrollPosition
  /// Every node, in document order (a node before its subviews).
  public let entries: [Entry]

  /// The snapshot prepared for checking.
  public init(
    _ snapshot: LayoutSnapshot, configuration: AuditConfiguration, position: ScrollPosition = .start,
    truncationRules: [TruncationRule] = []
  ) {
    self.snapshot = snapshot
    self.configuration = configuration
    self.position = position
    var entries: [Entry] = []
    func visit(_ node: SnapshotNode, ancestors: [Int]) {
      let index = entries.count
      var node = node
      if let text = node.text,
        node.frame.width <= 0 || text.layout.lineCount == 0 || text.isRedacted || Self.isBlank(text.string)
      {
        node.text = nil
      }
      var rule: TruncationRule?
      if !truncationRules.isEmpty, let text = node.text {
        let identifiers = ancestors.compactMap { entries[$0].node.identifier }
        rule = truncationRules.first { $0.matches(node, text: text, identifiers: identifiers) }
        if let rule { node.text?.truncationPolicy = rule.policy }
      }
      entries.append(Entry(node: node, ancestors: ancestors, truncationRule: rule))
      for child in node.children { visit(child, ancestors: [index] + ancestors) }
    }
    for node in snapshot.nodes { visit(node, ancestors: []) }
    self.entries = entries
  }

  /// The screen's rectangle, in points.
  public var screen: Rect { Rect(origin: .zero, size: snapshot.device.size) }

  /// The node `entry` is a subview of, or nil for a root.
  public func parent(of entry: Entry) -> SnapshotNode? { entry.ancestors.first.map { entries[$0].node } }

  /// The nodes `entry` is inside, nearest first.
  public func ancestors(of entry: Entry) -> [SnapshotNode] { entry.ancestors.map { entries[$0].node } }

  /// Whether the element at `index` lies inside the element at `other` in the tree, or the reverse.
  public func isLineal(_ index: Int, _ other: Int) -> Bool {
    entries[index].ancestors.contains(other) || entries[other].ancestors.contains(index)
  }

  /// How findings name an element: its identifier; else its role (and text), in the nearest
  /// ancestor that has an identifier.
  public func name(of entry: Entry) -> String {
    if let identifier = entry.node.identifier { return identifier }
    let own =
      entry.node.text.map { "\(entry.node.role.rawValue) \"\($0.string.prefix(40))\"" }
      ?? entry.node.role.rawValue
    guard let named = ancestors(of: entry).first(where: { $0.identifier != nil }) else { return own }
    return "\(own) in \(named.identifier!)"
  }

  func finding(
    _ check: CheckID, _ severity: Severity, _ entry: Entry, _ message: String, hint: String,
    related: SnapshotNode? = nil
  ) -> Finding {
    // A truncation judged by the team's rule says which rule.
    let ruled =
      entry.truncationRule.map { rule in
        check == .textTruncated || check == .truncatedToStub ? "\(message) (policy: \(rule))" : message
      } ?? message
    return Finding(
      check: check, severity: severity, configuration: configuration, node: entry.node, message: ruled,
      hint: hint, element: name(of: entry), relatedPath: related?.path, position: position)
  }

  /// The entry for a node found by index.
  subscript(index: Int) -> Entry { entries[index] }
}

extension Double {
  /// A length for messages: `37 pt`.
  var points: String { "\(formatPoints(self)) pt" }
}

extension AuditedSnapshot {
  /// Whether `text` is white space alone (it draws nothing to judge). Byte by byte while it is
  /// ASCII, and stopping at the first visible character: a label of 100,000 spaces is read once,
  /// without cutting it into characters.
  static func isBlank(_ text: String) -> Bool {
    for byte in text.utf8 {
      if byte >= 0x80 { return text.unicodeScalars.allSatisfy(\.properties.isWhitespace) }
      guard byte == 0x20 || (0x09...0x0D).contains(byte) else { return false }
    }
    return true
  }
}
