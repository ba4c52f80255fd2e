import Foundation

/// UIKit's geometry in `NSValue`s, as a keyboard notification's frame comes
/// (`UIResponder.keyboardFrameEndUserInfoKey`): rectangles, points and sizes in and out. A value
/// holding something else reads as zero, as iOS reads no frame from it.
extension NSValue {
  /// A value holding `rect`.
  public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
  /// A value holding `point`.
  public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
  /// A value holding `size`.
  public convenience init(cgSize size: CGSize) { self.init(size: size) }

  /// The rectangle it holds (zero when it holds none).
  public var cgRectValue: CGRect { holds(NSValue.rectType) ? rectValue : .zero }
  /// The point it holds (zero when it holds none).
  public var cgPointValue: CGPoint { holds(NSValue.pointType) ? pointValue : .zero }
  /// The size it holds (zero when it holds none).
  public var cgSizeValue: CGSize { holds(NSValue.sizeType) ? sizeValue : .zero }

  private static let rectType = String(cString: NSValue(rect: .zero).objCType)
  private static let pointType = String(cString: NSValue(point: .zero).objCType)
  private static let sizeType = String(cString: NSValue(size: .zero).objCType)

  private func holds(_ type: String) -> Bool { String(cString: objCType) == type }
}
