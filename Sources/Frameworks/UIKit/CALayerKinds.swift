import CoreGraphics
import Foundation

/// A layer that draws a path, as Core Animation's `CAShapeLayer`: its path, colours and line
/// are kept (layers are not drawn here).
open class CAShapeLayer: CALayer, @unchecked Sendable {
  open var path: CGPath?
  open var fillColor: CGColor? = CGColor(srgbRed: 0, green: 0, blue: 0, alpha: 1)
  open var fillRule: CAShapeLayerFillRule = .nonZero
  open var strokeColor: CGColor?
  open var lineWidth: CGFloat = 1
  open var lineCap: CAShapeLayerLineCap = .butt
  open var lineJoin: CAShapeLayerLineJoin = .miter
  open var lineDashPattern: [NSNumber]?
  open var lineDashPhase: CGFloat = 0
  open var strokeStart: CGFloat = 0
  open var strokeEnd: CGFloat = 1
  open var miterLimit: CGFloat = 10
}

/// How a shape layer fills.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let nonZero = Self(rawValue: "non-zero")
  public static let evenOdd = Self(rawValue: "even-odd")
}

/// How a shape layer's line ends.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let butt = Self(rawValue: "butt")
  public static let round = Self(rawValue: "round")
  public static let square = Self(rawValue: "square")
}

/// How a shape layer's line turns corners.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let miter = Self(rawValue: "miter")
  public static let round = Self(rawValue: "round")
  public static let bevel = Self(rawValue: "bevel")
}

/// A layer filled with a gradient, as Core Animation's `CAGradientLayer` (kept, not drawn).
open class CAGradientLayer: CALayer, @unchecked Sendable {
  /// The colours (`CGColor`s), in order.
  open var colors: [Any]?
  /// Where each colour stands, from 0 to 1 (evenly spread when nil).
  open var locations: [NSNumber]?
  /// Where the gradient starts, in the unit square.
  open var startPoint = CGPoint(x: 0.5, y: 0)
  /// Where it ends.
  open var endPoint = CGPoint(x: 0.5, y: 1)
  /// Its kind.
  open var type: CAGradientLayerType = .axial
}

/// The kinds of gradient layer.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let axial = Self(rawValue: "axial")
  public static let radial = Self(rawValue: "radial")
  public static let conic = Self(rawValue: "conic")
}

/// A layer of text, as Core Animation's `CATextLayer` (kept, not drawn).
open class CATextLayer: CALayer, @unchecked Sendable {
  open var string: Any?
  open var font: AnyObject?
  open var fontSize: CGFloat = 36
  open var foregroundColor: CGColor?
  open var isWrapped = false
  open var alignmentMode: CATextLayerAlignmentMode = .natural
  open var truncationMode: CATextLayerTruncationMode = .none
}

/// How a text layer aligns its lines.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let natural = Self(rawValue: "natural")
  public static let left = Self(rawValue: "left")
  public static let right = Self(rawValue: "right")
  public static let center = Self(rawValue: "center")
  public static let justified = Self(rawValue: "justified")
}

/// Where a text layer cuts text that does not fit.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let none = Self(rawValue: "none")
  public static let start = Self(rawValue: "start")
  public static let end = Self(rawValue: "end")
  public static let middle = Self(rawValue: "middle")
}

/// A layer that emits particles, as Core Animation's `CAEmitterLayer` (confetti, snow): its
/// cells and settings are kept; no particle is drawn here.
open class CAEmitterLayer: CALayer, @unchecked Sendable {
  open var emitterCells: [CAEmitterCell]?
  open var emitterPosition: CGPoint = .zero
  open var emitterSize: CGSize = .zero
  open var emitterShape: CAEmitterLayerEmitterShape = .point
  open var emitterMode: CAEmitterLayerEmitterMode = .volume
  open var renderMode: CAEmitterLayerRenderMode = .unordered
  open var birthRate: Float = 1
  open var lifetime: Float = 1
  open var velocity: Float = 1
  open var scale: Float = 1
  open var seed: UInt32 = 0
}

/// A kind of particle an emitter layer emits.
open class CAEmitterCell: NSObject, @unchecked Sendable {
  open var name: String?
  open var contents: Any?
  open var birthRate: Float = 0
  open var lifetime: Float = 0
  open var lifetimeRange: Float = 0
  open var velocity: CGFloat = 0
  open var velocityRange: CGFloat = 0
  open var emissionLongitude: CGFloat = 0
  open var emissionRange: CGFloat = 0
  open var spin: CGFloat = 0
  open var spinRange: CGFloat = 0
  open var scale: CGFloat = 1
  open var scaleRange: CGFloat = 0
  open var scaleSpeed: CGFloat = 0
  open var alphaSpeed: Float = 0
  open var color: CGColor?
  open var xAcceleration: CGFloat = 0
  open var yAcceleration: CGFloat = 0
  open var emitterCells: [CAEmitterCell]?
}

/// The shape particles come from.
public struct CAEmitterLayerEmitterShape: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let point = Self(rawValue: "point")
  public static let line = Self(rawValue: "line")
  public static let rectangle = Self(rawValue: "rectangle")
  public static let cuboid = Self(rawValue: "cuboid")
  public static let circle = Self(rawValue: "circle")
  public static let sphere = Self(rawValue: "sphere")
}

/// Where on the shape particles come from.
public struct CAEmitterLayerEmitterMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let points = Self(rawValue: "points")
  public static let outline = Self(rawValue: "outline")
  public static let surface = Self(rawValue: "surface")
  public static let volume = Self(rawValue: "volume")
}

/// How particles are layered.
public struct CAEmitterLayerRenderMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let unordered = Self(rawValue: "unordered")
  public static let oldestFirst = Self(rawValue: "oldestFirst")
  public static let oldestLast = Self(rawValue: "oldestLast")
  public static let backToFront = Self(rawValue: "backToFront")
  public static let additive = Self(rawValue: "additive")
}
