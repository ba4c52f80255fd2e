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

extension Label where Title == Text, Icon == Image {
  /// A label titled `titleKey` with the image of an asset symbol (iOS 17).
  public init(_ titleKey: LocalizedStringKey, image resource: ImageResource) {
    self.init(title: { Text(titleKey) }, icon: { Image(resource) })
  }
  /// A label titled `title` with the image of an asset symbol (iOS 17).
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image resource: ImageResource) {
    self.init(title: { Text(title) }, icon: { Image(resource) })
  }
}
