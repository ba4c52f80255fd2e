import Legible

/// `missing-asset`: a colour or image name the app's asset catalog does not have, drawn as a
/// placeholder (magenta, or a crossed box).
public enum MissingAssetCheck: AuditCheck {
  /// The check's name.
  public static let id = CheckID.missingAsset

  /// Views showing a name the asset catalog lacks.
  public static func findings(in snapshot: AuditedSnapshot, options: AuditOptions) -> [Finding] {
    snapshot.entries.compactMap { entry in
      guard case .asset(let name) = entry.node.missingResource else { return nil }
      return snapshot.finding(
        id, .error, entry, "the asset catalog has no colour or image named \"\(name)\"",
        hint:
          "Add it to the catalog (a .colorset or .imageset in Assets.xcassets), fix the name, or load the app's catalog before the screens (AssetCatalog.current)."
      )
    }
  }
}
