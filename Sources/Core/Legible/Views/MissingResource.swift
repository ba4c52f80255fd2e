/// Something the app asked a view to show that it does not have here, drawn as a visible
/// placeholder and reported by the audit: a symbol with no drawing in the loaded icon set, or a
/// name its asset catalog lacks.
public enum MissingResource: Hashable, Sendable {
  /// An SF Symbol name with no drawing (`Image(systemName:)`).
  case symbol(String)
  /// A colour or image name the asset catalog does not have (`Color("Brand")`, `Image("logo")`).
  case asset(String)
}
