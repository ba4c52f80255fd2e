import XCTest

@testable import Trails

final class TrailTests: XCTestCase {
  func testSamples() { XCTAssertEqual(Trail.samples.count, 3) }
}
