import Foundation
import Legible
import Typesetting
import UIKit

/// Makes an image of a view, as SwiftUI's `ImageRenderer`: the view is laid out at `proposedSize`
/// on the screen being laid out (its device, traits and typesetter), and the image has the size
/// it takes, at `scale` pixels per point.
///
/// Invariants: the image's pixels are not drawn here; an image made by a renderer is shown as a
/// placeholder of its size, which the audit reports (`unrendered-content`), so a screen that
/// shows it keeps its layout. A view that takes no room gives no image (nil), as on iOS.
@MainActor public final class ImageRenderer<Content: View>: ObservableObject {
  /// The view the image is made of.
  public var content: Content
  /// The size the view is offered (`.unspecified`: its ideal size).
  public var proposedSize = ProposedViewSize.unspecified
  /// Pixels per point of the image.
  public var scale: CGFloat = 1
  /// Whether the image has no transparency (kept).
  public var isOpaque = false

  /// A renderer of `view`.
  public init(content view: Content) { content = view }

  /// The image, as UIKit's, or nil when the view takes no room.
  public var uiImage: UIImage? {
    let size = renderedSize
    guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { return nil }
    return UIImage(
      unavailable: "ImageRenderer's image of \(Content.self) (its pixels are not drawn here)", size: size,
      scale: scale.isFinite && scale > 0 ? scale : 1)
  }

  /// The image, as Core Graphics', or nil when the view takes no room.
  public var cgImage: CGImage? { uiImage?.cgImage }

  /// Draws the view into a PDF or another vector context: `renderer` is given the view's size and
  /// a function that draws into a context (which draws nothing here: the view's marks are not
  /// turned into Core Graphics calls).
  public func render(rasterizationScale: CGFloat = 1, renderer: (CGSize, (CGContext) -> Void) -> Void) {
    renderer(renderedSize) { _ in }
  }

  /// The size the view takes when offered `proposedSize`, laid out on a screen like the one being
  /// laid out.
  private var renderedSize: CGSize {
    let (traits, device) = UIKitScreen.recorded ?? (Traits.default, Device.iPhone15)
    let screen = Screen(
      device: device, traits: traits, typesetter: UIKitScreen.typesetter ?? FixedAdvanceTypesetter())
    let controller = HostingController(rootView: content)
    controller.install(in: screen)
    // The screen's traits (its text size) reach the views before they are measured.
    screen.updateTraitsIfNeeded()
    return controller.sizeThatFits(in: proposedSize)
  }
}

extension Image {
  /// The image of a Core Graphics image at `scale`, described by `label` for VoiceOver.
  public init(_ cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up, label: Text) {
    self.init(uiImage: UIImage(cgImage: cgImage, scale: scale, orientation: .up))
  }
  /// The image of a Core Graphics image at `scale`, hidden from VoiceOver.
  public init(decorative cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up) {
    self.init(uiImage: UIImage(cgImage: cgImage, scale: scale, orientation: .up))
  }

  /// How an image's pixels are turned, as SwiftUI's `Image.Orientation` (kept: drawn as stored).
  public enum Orientation: UInt8, Hashable, Sendable, CaseIterable {
    case up, upMirrored, down, downMirrored, left, leftMirrored, right, rightMirrored
  }
}
