import Geometry

/// A phone to lay screens out for: its size in points, display scale and safe-area insets.
public struct Device: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The device's name, as shown in reports ("iPhone SE (1st generation)").
  public var name: String
  /// The screen's size in points, held upright.
  public var size: Size
  /// Device pixels per point (2 or 3).
  public var scale: Double
  /// The areas at the screen's edges that content avoids: the status bar, the notch, the home indicator.
  public var safeAreaInsets: EdgeInsets

  /// Whether the top inset is the status bar alone (20 points, no sensor housing), which the
  /// content gets back when the status bar hides.
  public var topInsetIsStatusBar: Bool { safeAreaInsets.top > 0 && safeAreaInsets.top <= 20 }

  /// A device of the given name, size, scale and safe-area insets.
  public init(name: String, size: Size, scale: Double, safeAreaInsets: EdgeInsets) {
    self.name = name
    self.size = size
    self.scale = scale
    self.safeAreaInsets = safeAreaInsets
  }

  /// iPhone 4S: 320 × 480 points at 2×, the smallest screen iOS ran on.
  public static let iPhone4S = Device(
    name: "iPhone 4S", size: Size(width: 320, height: 480), scale: 2, safeAreaInsets: EdgeInsets(top: 20))
  /// iPhone SE (1st generation): 320 × 568 points at 2×, the narrowest current layout width.
  public static let iPhoneSE = Device(
    name: "iPhone SE (1st generation)", size: Size(width: 320, height: 568), scale: 2,
    safeAreaInsets: EdgeInsets(top: 20))
  /// iPhone 6S: 375 × 667 points at 2×.
  public static let iPhone6S = Device(
    name: "iPhone 6S", size: Size(width: 375, height: 667), scale: 2, safeAreaInsets: EdgeInsets(top: 20))
  /// iPhone 15: 393 × 852 points at 3×, with a notch and a home indicator.
  public static let iPhone15 = Device(
    name: "iPhone 15", size: Size(width: 393, height: 852), scale: 3,
    safeAreaInsets: EdgeInsets(top: 59, bottom: 34))
  /// iPhone 15 Pro Max: 430 × 932 points at 3×, the largest phone.
  public static let iPhone15ProMax = Device(
    name: "iPhone 15 Pro Max", size: Size(width: 430, height: 932), scale: 3,
    safeAreaInsets: EdgeInsets(top: 59, bottom: 34))

  /// The presets, smallest first.
  public static let presets = [iPhone4S, iPhoneSE, iPhone6S, iPhone15, iPhone15ProMax]

  /// Short names for command lines: `4s`, `se`, `6s`, `15`, `15-pro-max`.
  public var shortName: String {
    switch name {
    case Device.iPhone4S.name: "4s"
    case Device.iPhoneSE.name: "se"
    case Device.iPhone6S.name: "6s"
    case Device.iPhone15.name: "15"
    case Device.iPhone15ProMax.name: "15-pro-max"
    default: name.lowercased().replacing(" ", with: "-")
    }
  }

  /// A preset by its name or short name, ignoring case, spaces and the word "iPhone".
  public static func named(_ text: String) throws(UnknownDevice) -> Device {
    func key(_ value: String) -> String {
      value.lowercased().replacing("iphone", with: "").filter { $0.isLetter || $0.isNumber }
    }
    guard let device = presets.first(where: { key($0.name) == key(text) || key($0.shortName) == key(text) }),
      !key(text).isEmpty
    else { throw UnknownDevice(input: text) }
    return device
  }

  /// The device's name, size and scale, such as `iPhone 15 393×852 @3x`.
  public var description: String {
    "\(name) \(formatPoints(size.width))×\(formatPoints(size.height)) @\(formatPoints(scale))x"
  }
}

/// A name that is not one of the device presets.
public struct UnknownDevice: Error, Hashable, Sendable, CustomStringConvertible {
  /// The text that names no device.
  public let input: String
  /// An error for the text that could not be read.
  public init(input: String) { self.input = input }
  /// What was wrong, and the devices there are.
  public var description: String {
    "'\(input)' is not a device. Use one of: " + Device.presets.map(\.shortName).joined(separator: ", ") + "."
  }
}
