import SwiftUI
import UIKit

/// Draws a trail's elevation into an image, as UIKit's old drawing functions do.
func elevationSnapshot(of trail: Trail, size: CGSize) -> UIImage? {
  UIGraphicsBeginImageContextWithOptions(size, false, 0)
  defer { UIGraphicsEndImageContext() }
  return UIGraphicsGetImageFromCurrentImageContext()
}
