import CoreGraphics
import Foundation

/// Core Animation's layer, as UIKit brings it (`view.layer`): it keeps what an app sets on it (its
/// corners, border, shadow, opacity, frame, sublayers). A view's layer is not drawn here, as UIKit
/// views are not; rendering one into a context (`render(in:)`, the way apps snapshot a view) puts
/// a placeholder of its bounds there, which the audit reports where the picture is shown.
/// Animations added to it are kept by key and never run: nothing is drawn over time here, so a
/// layer always shows its model values (`presentation()` is the layer itself).
open class CALayer: NSObject, @unchecked Sendable {
  /// Its frame in its superlayer.
  open var frame: CGRect = .zero
  /// Its own rectangle.
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { frame.size = newValue.size }
  }
  /// The point of its superlayer its anchor stands on.
  open var position: CGPoint = .zero
  /// Its anchor, in unit coordinates.
  open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
  /// Its order among its siblings.
  open var zPosition: CGFloat = 0
  /// The radius of its rounded corners.
  open var cornerRadius: CGFloat = 0
  /// Which corners are rounded.
  open var maskedCorners: CACornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]
  /// How its corners curve.
  open var cornerCurve: CALayerCornerCurve = .circular
  /// Whether its sublayers are cut at its bounds.
  open var masksToBounds = false
  /// The width of its border.
  open var borderWidth: CGFloat = 0
  /// The colour of its border.
  open var borderColor: CGColor?
  /// Its background colour.
  open var backgroundColor: CGColor?
  /// Its opacity, from 0 to 1.
  open var opacity: Float = 1
  /// Whether it is hidden.
  open var isHidden = false
  /// The colour of its shadow.
  open var shadowColor: CGColor?
  /// How opaque its shadow is.
  open var shadowOpacity: Float = 0
  /// How far its shadow is moved.
  open var shadowOffset = CGSize(width: 0, height: -3)
  /// How blurred its shadow is.
  open var shadowRadius: CGFloat = 3
  /// The shape of its shadow.
  open var shadowPath: CGPath?
  /// What it shows (an image).
  open var contents: Any?
  /// A layer whose opacity cuts this one.
  open var mask: CALayer?
  /// Its name.
  open var name: String?
  /// The layers inside it, back to front.
  open private(set) var sublayers: [CALayer]?
  /// The layer it is inside.
  open private(set) weak var superlayer: CALayer?

  /// Its 3D transform.
  open var transform = CATransform3DIdentity
  /// Its 2D transform, for the 3D one that has no depth.
  open func affineTransform() -> CGAffineTransform {
    CGAffineTransform(
      a: transform.m11, b: transform.m12, c: transform.m21, d: transform.m22, tx: transform.m41,
      ty: transform.m42)
  }
  /// Sets its transform from a 2D one.
  open func setAffineTransform(_ m: CGAffineTransform) {
    transform = CATransform3DMakeAffineTransform(m)
  }
  /// Pixels per point of its contents.
  open var contentsScale: CGFloat = 1
  /// Whether it is drawn once into a bitmap and reused (kept).
  open var shouldRasterize = false
  /// The scale of that bitmap (kept).
  open var rasterizationScale: CGFloat = 1
  /// Whether it fills its bounds with opaque content (kept).
  open var isOpaque = false
  /// Whether it is drawn again when its bounds change (kept).
  open var needsDisplayOnBoundsChange = false
  /// How its contents fit its bounds (kept).
  open var contentsGravity: CALayerContentsGravity = .resize
  /// The animations added to it, by key (kept: they never run here).
  private var animations: [(key: String, animation: CAAnimation)] = []

  /// A layer.
  public override init() {}

  /// Adds `animation` under `key` (replacing one of the same key); it never runs here.
  open func add(_ animation: CAAnimation, forKey key: String?) {
    let key = key ?? "animation-\(animations.count)"
    animations.removeAll { $0.key == key }
    animations.append((key, animation))
  }
  /// The animation under `key`.
  open func animation(forKey key: String) -> CAAnimation? { animations.first { $0.key == key }?.animation }
  /// The keys of its animations, in the order added (nil when none).
  open func animationKeys() -> [String]? { animations.isEmpty ? nil : animations.map(\.key) }
  /// Removes the animation under `key`.
  open func removeAnimation(forKey key: String) { animations.removeAll { $0.key == key } }
  /// Removes every animation.
  open func removeAllAnimations() { animations = [] }
  /// The layer as shown now: itself, as no animation runs here.
  open func presentation() -> Self? { self }
  /// The layer's model: itself.
  open func model() -> Self { self }

  /// Adds `layer` in front of its other sublayers.
  open func addSublayer(_ layer: CALayer) {
    layer.removeFromSuperlayer()
    sublayers = (sublayers ?? []) + [layer]
    layer.superlayer = self
  }

  /// Adds `layer` at `index` among its sublayers.
  open func insertSublayer(_ layer: CALayer, at index: UInt32) {
    layer.removeFromSuperlayer()
    var layers = sublayers ?? []
    layers.insert(layer, at: min(Int(index), layers.count))
    sublayers = layers
    layer.superlayer = self
  }

  /// Takes it out of its superlayer.
  open func removeFromSuperlayer() {
    guard let parent = superlayer else { return }
    parent.sublayers?.removeAll { $0 === self }
    superlayer = nil
  }

  /// Asks for it to be drawn again (nothing to draw here).
  open func setNeedsDisplay() {}
  /// Asks for its sublayers to be laid out again.
  open func setNeedsLayout() {}

  /// Draws it into `context`: a placeholder of its bounds, as its view is not drawn here.
  open func render(in context: CGContext) {
    guard !isHidden else { return }
    context._drawImage(source: "layer:\(name ?? "view")", in: bounds, alpha: CGFloat(opacity))
  }
}

/// The corners of a layer.
public struct CACornerMask: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
  public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
  public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
  public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}

/// How a layer's corners curve.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let circular = CALayerCornerCurve(rawValue: "circular")
  public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// How a layer's contents fit its bounds.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let center = Self(rawValue: "center")
  public static let resize = Self(rawValue: "resize")
  public static let resizeAspect = Self(rawValue: "resizeAspect")
  public static let resizeAspectFill = Self(rawValue: "resizeAspectFill")
}
