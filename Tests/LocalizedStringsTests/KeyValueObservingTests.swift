import Foundation
import LocalizedStrings
import Testing

/// Key-value observing as Linux can give it: the initial call, with the value as it is.
@Suite struct KeyValueObservingTests {
  final class Download: NSObject {
    var progress = 0.25
  }

  @Test func anInitialObservationIsToldTheValueAtOnce() {
    let download = Download()
    var told: [Double?] = []
    let observation = download.observe(\.progress, options: [.initial, .new]) { object, change in
      #expect(object === download && change.kind == .setting && !change.isPrior)
      told.append(change.newValue)
    }
    #expect(told == [0.25])
    let withoutNew = download.observe(\.progress, options: .initial) { _, change in
      told.append(change.newValue)
    }
    #expect(told == [0.25, nil], "no new value unless asked for")
    let later = download.observe(\.progress) { _, change in told.append(change.newValue) }
    #expect(told.count == 2, "without .initial, nothing is told at once")
    observation.invalidate()
    #expect(!observation.isValid && withoutNew.isValid && later.isValid)
  }
}
