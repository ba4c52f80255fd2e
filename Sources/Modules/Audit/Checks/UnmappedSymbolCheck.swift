import Legible

/// `unmapped-symbol`: an SF Symbol with no drawing in the loaded icon set, shown as a crossed
/// box. On an iPhone the symbol exists; here the screen cannot be judged where it stands.
public enum UnmappedSymbolCheck: AuditCheck {
  /// The check's name.
  public static let id = CheckID.unmappedSymbol

  /// Images whose symbol name has no drawing here.
  public static func findings(in snapshot: AuditedSnapshot, options: AuditOptions) -> [Finding] {
    snapshot.entries.compactMap { entry in
      guard case .symbol(let name) = entry.node.missingResource else { return nil }
      return snapshot.finding(
        id, .warning, entry, "the symbol \"\(name)\" has no drawing here and shows as a crossed box",
        hint:
          "Use a symbol the icon set maps (SymbolSet.mappedNames lists them), or load an icon set that has it."
      )
    }
  }
}
