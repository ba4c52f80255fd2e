import Foundation

/// Colours blended along a line or between circles, as Core Graphics' `CGGradient`: its colours
/// in order, with where each stands from 0 to 1 (evenly spread when not given).
public final class CGGradient: @unchecked Sendable {
  /// The colours, in order.
  public let _colors: [CGColor]
  /// Where each colour stands, from 0 to 1.
  public let _locations: [CGFloat]

  /// A gradient of `colors` (`CGColor`s, as `[a, b] as CFArray`) at `locations` (evenly spread
  /// when nil); nil when there is no colour, as Core Graphics answers.
  public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
    let colors = colors.compactMap { $0 as? CGColor }
    guard !colors.isEmpty else { return nil }
    _colors = colors
    _locations = CGGradient.locations(locations, count: colors.count)
  }

  /// A gradient of `count` colours given as components in `space`, at `locations`.
  public init?(
    colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
    locations: UnsafePointer<CGFloat>?, count: Int
  ) {
    let size = space.numberOfComponents + 1
    guard count > 0 else { return nil }
    _colors = (0..<count).compactMap { CGColor(colorSpace: space, components: components + $0 * size) }
    guard _colors.count == count else { return nil }
    _locations = CGGradient.locations(locations, count: count)
  }

  private static func locations(_ given: UnsafePointer<CGFloat>?, count: Int) -> [CGFloat] {
    if let given { return (0..<count).map { given[$0] } }
    return count == 1 ? [0] : (0..<count).map { CGFloat($0) / CGFloat(count - 1) }
  }

  /// The colour halfway along, which a gradient drawn here is filled with (see
  /// `CGContext.drawLinearGradient`).
  var middleColor: CGColor {
    let parts = _colors.map { color -> [CGFloat] in
      let values = color.components ?? [0, 1]
      return values.count == 2 ? [values[0], values[0], values[0], values[1]] : Array(values.prefix(4))
    }
    var mean = [CGFloat](repeating: 0, count: 4)
    for part in parts { for index in 0..<4 { mean[index] += part[index] / CGFloat(parts.count) } }
    return CGColor(srgbRed: mean[0], green: mean[1], blue: mean[2], alpha: mean[3])
  }
}

/// Whether a gradient's end colours go on past its ends.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1)
  public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 2)
}
