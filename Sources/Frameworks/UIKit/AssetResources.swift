import Drawing
import Foundation

/// A colour of the app's asset catalog, by the name of its colour set: what Xcode's generated
/// asset symbols hold (`ColorResource.accent` for `Accent.colorset`), as Apple's
/// DeveloperToolsSupport declares it. `Color(.accent)` and `UIColor(resource: .accent)` look the
/// name up in the app's catalog; a name it does not have is drawn and reported as a missing asset.
public struct ColorResource: Hashable, Sendable {
  /// The colour set's name in the catalog (`Accent`, or `Brand/Accent` in a namespace folder).
  public let name: String

  /// The colour named `name`; the bundle is accepted and not used (an app has one catalog here).
  public init(name: String, bundle: Bundle) { self.name = name }
}

/// An image of the app's asset catalog, by the name of its image set: what Xcode's generated
/// asset symbols hold (`ImageResource.logo`), as Apple's DeveloperToolsSupport declares it.
public struct ImageResource: Hashable, Sendable {
  /// The image set's name in the catalog.
  public let name: String

  /// The image named `name`; the bundle is accepted and not used.
  public init(name: String, bundle: Bundle) { self.name = name }
}

extension UIColor {
  /// The colour of an asset symbol: the catalog's colour of that name, or the missing-asset
  /// colour (magenta) when the catalog has none, as `Color(.name)` draws it.
  public convenience init(resource: ColorResource) {
    self.init(
      UIColor.catalog(resource.name) ?? Drawing.Color(red8: 255, green8: 0, blue8: 255), name: resource.name)
  }
}

extension UIImage {
  /// The image of an asset symbol (its size is the catalog's, or none when it has no such set).
  public convenience init(resource: ImageResource) {
    self.init(source: .asset(resource.name), size: UIImage.catalog(resource.name) ?? .zero)
  }
}
