import Foundation
import Testing
import UIKit

/// A table's index paths as UIKit writes them: a section and a row (or item).
@Suite("An index path") struct IndexPathTests {
  @Test func aRowAndAnItemAreTheSecondIndexAfterTheSection() {
    var path = IndexPath(row: 3, section: 1)
    #expect(path.section == 1 && path.row == 3 && path.item == 3)
    #expect(path == IndexPath(indexes: [1, 3]))
    path.row = 4
    #expect(path == IndexPath(item: 4, section: 1))
  }
}
