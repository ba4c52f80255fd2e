/// Something the app asked a view to show that it does not have here, drawn as a visible
/// placeholder and reported by the audit: a symbol with no drawing in the loaded icon set, a name
/// its asset catalog lacks, or content only Apple's platform draws.
public enum MissingResource: Hashable, Sendable {
  /// An SF Symbol name with no drawing (`Image(systemName:)`).
  case symbol(String)
  /// A colour or image name the asset catalog does not have (`Color("Brand")`, `Image("logo")`).
  case asset(String)
  /// Content only Apple's platform draws (a UIKit view in `UIViewRepresentable`, a map, a web
  /// page), shown as a placeholder of the size it is given; the string names the API and type.
  case platformContent(String)
}
