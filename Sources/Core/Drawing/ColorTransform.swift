/// A change of colours, as SwiftUI's colour effects make it (`brightness`, `contrast`,
/// `saturation`, `grayscale`, `hueRotation`, `colorInvert`, `colorMultiply`,
/// `luminanceToAlpha`): a 4 × 5 matrix taking a colour's straight-alpha sRGB components (and 1)
/// to new ones, each clamped to 0 … 1 as `Color` keeps them.
///
/// The effects are the colour matrices the web's filter effects define for the same names
/// (luminance weights 0.2126, 0.7152, 0.0722). Chained effects compose into one matrix
/// (`then(_:)`), the inner effect first, and are clamped once, at the end.
///
/// Invariant: 20 finite entries; an amount that is not finite gives the identity.
public struct ColorTransform: Hashable, Sendable {
  /// The matrix, row by row (red, green, blue, alpha), each row's five entries weighing red,
  /// green, blue, alpha and adding a constant.
  public let matrix: [Double]

  /// The transformation with the given 20 entries, row by row; anything else (a wrong count,
  /// an entry that is not finite) is the identity.
  public init(matrix: [Double]) {
    self.matrix = matrix.count == 20 && matrix.allSatisfy(\.isFinite) ? matrix : Self.identityMatrix
  }

  private static let identityMatrix: [Double] = [
    1, 0, 0, 0, 0,
    0, 1, 0, 0, 0,
    0, 0, 1, 0, 0,
    0, 0, 0, 1, 0,
  ]

  /// Leaves every colour as it is.
  public static let identity = ColorTransform(matrix: identityMatrix)

  /// Whether the transformation leaves every colour as it is.
  public var isIdentity: Bool { matrix == Self.identityMatrix }

  /// `amount` added to red, green and blue: 0 changes nothing, 1 makes everything white.
  public static func brightness(_ amount: Double) -> ColorTransform {
    guard amount.isFinite else { return .identity }
    return ColorTransform(matrix: [
      1, 0, 0, 0, amount,
      0, 1, 0, 0, amount,
      0, 0, 1, 0, amount,
      0, 0, 0, 1, 0,
    ])
  }

  /// Each of red, green and blue moved away from (above 1) or towards (below 1) the middle grey
  /// by `amount`: 1 changes nothing, 0 makes everything grey, a negative amount also inverts.
  public static func contrast(_ amount: Double) -> ColorTransform {
    guard amount.isFinite else { return .identity }
    let offset = 0.5 * (1 - amount)
    return ColorTransform(matrix: [
      amount, 0, 0, 0, offset,
      0, amount, 0, 0, offset,
      0, 0, amount, 0, offset,
      0, 0, 0, 1, 0,
    ])
  }

  /// Colours as saturated as `amount` says: 1 changes nothing, 0 leaves their luminance in grey,
  /// more than 1 saturates them further.
  public static func saturation(_ amount: Double) -> ColorTransform {
    guard amount.isFinite else { return .identity }
    let (r, g, b) = luminanceWeights
    let s = amount
    return ColorTransform(matrix: [
      r + (1 - r) * s, g - g * s, b - b * s, 0, 0,
      r - r * s, g + (1 - g) * s, b - b * s, 0, 0,
      r - r * s, g - g * s, b + (1 - b) * s, 0, 0,
      0, 0, 0, 1, 0,
    ])
  }

  /// Colours made grey by `amount`: 0 changes nothing, 1 leaves their luminance in grey.
  public static func grayscale(_ amount: Double) -> ColorTransform {
    guard amount.isFinite else { return .identity }
    return saturation(1 - amount)
  }

  /// Hues turned by `degrees` about the colour wheel, keeping their luminance.
  public static func hueRotation(degrees: Double) -> ColorTransform {
    guard degrees.isFinite else { return .identity }
    let (c, s) = cosineAndSine(degrees: degrees)
    let (r, g, b) = luminanceWeights
    return ColorTransform(matrix: [
      r + c * (1 - r) - s * r, g - c * g - s * g, b - c * b + s * (1 - b), 0, 0,
      r - c * r + s * 0.143, g + c * (1 - g) + s * 0.140, b - c * b - s * 0.283, 0, 0,
      r - c * r - s * (1 - r), g - c * g + s * g, b + c * (1 - b) + s * b, 0, 0,
      0, 0, 0, 1, 0,
    ])
  }

  /// Red, green and blue inverted (white becomes black), opacity kept.
  public static let colorInvert = ColorTransform(matrix: [
    -1, 0, 0, 0, 1,
    0, -1, 0, 0, 1,
    0, 0, -1, 0, 1,
    0, 0, 0, 1, 0,
  ])

  /// Each component multiplied by `color`'s (white changes nothing).
  public static func multiply(by color: Color) -> ColorTransform {
    ColorTransform(matrix: [
      color.red, 0, 0, 0, 0,
      0, color.green, 0, 0, 0,
      0, 0, color.blue, 0, 0,
      0, 0, 0, color.alpha, 0,
    ])
  }

  /// Black, as opaque as the colour is light (its luminance): white stays opaque black,
  /// black becomes transparent.
  public static let luminanceToAlpha: ColorTransform = {
    let (r, g, b) = luminanceWeights
    return ColorTransform(matrix: [
      0, 0, 0, 0, 0,
      0, 0, 0, 0, 0,
      0, 0, 0, 0, 0,
      r, g, b, 0, 0,
    ])
  }()

  /// The cosine and sine of an angle in degrees, without a C library (this module has none): the
  /// angle is brought within 45° of a multiple of 90°, where their series converge within 1e-13.
  package static func cosineAndSine(degrees: Double) -> (cosine: Double, sine: Double) {
    let turns = degrees / 90
    let quadrant = turns.rounded()
    let x = (turns - quadrant) * .pi / 2
    let x2 = x * x
    var (cosine, sine, term) = (1.0, x, 1.0)
    var sineTerm = x
    for n in 1...8 {
      term *= -x2 / Double((2 * n - 1) * (2 * n))
      sineTerm *= -x2 / Double((2 * n) * (2 * n + 1))
      cosine += term
      sine += sineTerm
    }
    switch Int(quadrant.truncatingRemainder(dividingBy: 4) + 4) % 4 {
    case 1: return (-sine, cosine)
    case 2: return (-cosine, -sine)
    case 3: return (sine, -cosine)
    default: return (cosine, sine)
    }
  }

  /// The weights of red, green and blue in a colour's luminance.
  private static let luminanceWeights = (0.2126, 0.7152, 0.0722)

  /// `color` transformed.
  public func apply(to color: Color) -> Color {
    let input = [color.red, color.green, color.blue, color.alpha, 1]
    func row(_ index: Int) -> Double {
      (0..<5).reduce(0) { $0 + matrix[index * 5 + $1] * input[$1] }
    }
    return Color(red: row(0), green: row(1), blue: row(2), alpha: row(3))
  }

  /// This transformation, then `outer` (an effect written around this one).
  public func then(_ outer: ColorTransform) -> ColorTransform {
    if isIdentity { return outer }
    if outer.isIdentity { return self }
    var product = [Double](repeating: 0, count: 20)
    for row in 0..<4 {
      for column in 0..<5 {
        var sum = column == 4 ? outer.matrix[row * 5 + 4] : 0
        for k in 0..<4 { sum += outer.matrix[row * 5 + k] * matrix[k * 5 + column] }
        product[row * 5 + column] = sum
      }
    }
    return ColorTransform(matrix: product)
  }
}
