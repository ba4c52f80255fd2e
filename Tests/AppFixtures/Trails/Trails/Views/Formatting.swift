import SwiftUI

extension Text {
  /// A climb in metres, as the rows show it.
  init(climb metres: Int) {
    self.init("\(metres) m climb")
  }
}
