import CoreGraphics
import Foundation

/// Core Animation's layer, as UIKit brings it (`view.layer`): it keeps what an app sets on it (its
/// corners, border, shadow, opacity, frame, sublayers). A view's layer is not drawn here, as UIKit
/// views are not; rendering one into a context (`render(in:)`, the way apps snapshot a view) puts
/// a placeholder of its bounds there, which the audit reports where the picture is shown.
open class CALayer: @unchecked Sendable {
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

  /// A layer.
  public init() {}

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
