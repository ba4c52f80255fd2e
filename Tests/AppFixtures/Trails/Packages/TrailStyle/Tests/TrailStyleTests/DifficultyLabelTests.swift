import XCTest

@testable import TrailStyle

final class DifficultyLabelTests: XCTestCase {
  func testLevelIsClamped() {
    XCTAssertNotNil(DifficultyLabel(level: 9))
  }
}
