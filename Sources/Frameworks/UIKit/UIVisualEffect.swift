import Foundation

/// An effect a visual effect view shows, as UIKit's `UIVisualEffect`. Kept, not drawn: a
/// `UIVisualEffectView` is a UIKit view, shown by the SwiftUI layer as a placeholder and reported.
open class UIVisualEffect: @unchecked Sendable {
  public init() {}
}

/// A blur of what lies behind, as UIKit's `UIBlurEffect`.
open class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
  /// The blur's look.
  public enum Style: Int, Sendable {
    case extraLight, light, dark, regular, prominent
    case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial
    case systemChromeMaterial
    case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight
    case systemThickMaterialLight, systemChromeMaterialLight
    case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark
    case systemThickMaterialDark, systemChromeMaterialDark
  }
  /// The blur's look.
  public let style: Style
  /// A blur of `style`.
  public init(style: Style) {
    self.style = style
    super.init()
  }
}

/// Content made vivid over a blur, as UIKit's `UIVibrancyEffect`.
open class UIVibrancyEffect: UIVisualEffect, @unchecked Sendable {
  /// The blur it goes over.
  public let blurEffect: UIBlurEffect
  /// Vibrancy over `blurEffect`.
  public init(blurEffect: UIBlurEffect) {
    self.blurEffect = blurEffect
    super.init()
  }
}

/// A view that shows a visual effect, as UIKit's `UIVisualEffectView` (kept, never drawn).
@preconcurrency @MainActor open class UIVisualEffectView: UIView {
  /// The effect shown.
  open var effect: UIVisualEffect?
  /// The view to add content to.
  public let contentView = UIView()
  /// A view showing `effect`.
  public init(effect: UIVisualEffect?) {
    self.effect = effect
    super.init(frame: .zero)
  }
  /// A view showing no effect.
  public convenience init() { self.init(effect: nil) }
}
