import Foundation
import UIKit

extension Color {
  /// The colour of an asset symbol (`Color(.accent)`): the app catalog's colour set of that name.
  public init(_ resource: ColorResource) { self.init(resource.name) }
}

extension Image {
  /// The image of an asset symbol (`Image(.logo)`): the app catalog's image set of that name.
  public init(_ resource: ImageResource) { self.init(resource.name) }
}
