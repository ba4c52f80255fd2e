import Legible

/// `not-applied`: a modifier the code uses that changes what an iPhone draws (`.scaleEffect`,
/// `.position`, `.kerning`, `.badge`…) but that Legible accepts without an effect. A warning, not
/// a text-size error: the screen is audited as drawn here, and the team should know where the
/// iPhone's picture may differ. One finding per element, naming every such modifier on it.
public enum NotAppliedCheck: AuditCheck {
  /// The check's name.
  public static let id = CheckID.notApplied

  /// Views with modifiers that have no effect here.
  public static func findings(in snapshot: AuditedSnapshot, options: AuditOptions) -> [Finding] {
    snapshot.entries.compactMap { entry in
      let names = entry.node.notApplied
      guard !names.isEmpty else { return nil }
      let list = names.map { "`\($0)`" }.joined(separator: ", ")
      return snapshot.finding(
        id, .warning, entry,
        "\(list) \(names.count == 1 ? "is" : "are") accepted but not applied here: an iPhone may draw this otherwise",
        hint:
          "Check this element on a device or simulator, or leave the modifier out of the preview; the README lists what each modifier does here."
      )
    }
  }
}
