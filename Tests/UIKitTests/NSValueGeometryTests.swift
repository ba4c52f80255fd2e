import Foundation
import Testing

@testable import UIKit

/// A keyboard notification's frame, as apps read it, comes out of its `NSValue`.
@Suite struct NSValueGeometryTests {
  @Test func rectanglesPointsAndSizesComeBackAndOtherValuesReadAsZero() {
    let frame = CGRect(x: 0, y: 400, width: 320, height: 168)
    let info: [AnyHashable: Any] = [UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: frame)]
    #expect((info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue.height == 168)
    #expect(NSValue(cgPoint: CGPoint(x: 3, y: 4)).cgPointValue == CGPoint(x: 3, y: 4))
    #expect(NSValue(cgSize: CGSize(width: 5, height: 6)).cgSizeValue == CGSize(width: 5, height: 6))
    #expect(NSValue(cgPoint: CGPoint(x: 3, y: 4)).cgRectValue == .zero)
    #expect(NSNumber(value: 7).cgRectValue == .zero)
  }
}
