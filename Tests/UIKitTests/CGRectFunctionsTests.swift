import CoreGraphics
import Foundation
import Testing

/// Core Graphics's rectangle functions under their C names.
@Suite struct CGRectFunctionsTests {
  @Test func aUnionHoldsBothAndIgnoresANullRectangle() {
    let a = CGRect(x: 0, y: 0, width: 10, height: 10)
    let b = CGRect(x: 20, y: 5, width: 10, height: 20)
    #expect(CGRectUnion(a, b) == CGRect(x: 0, y: 0, width: 30, height: 25))
    #expect(CGRectUnion(.null, b) == b)
  }

  @Test func anIntersectionIsWhereBothOverlapOrNull() {
    let a = CGRect(x: 0, y: 0, width: 10, height: 10)
    #expect(
      CGRectIntersection(a, CGRect(x: 5, y: 5, width: 10, height: 10))
        == CGRect(x: 5, y: 5, width: 5, height: 5))
    #expect(CGRectIntersection(a, CGRect(x: 50, y: 50, width: 1, height: 1)).isNull)
  }
}
