import LocalizedStrings
import Testing

/// Code written for iOS 8 and 9 picks its branch by Foundation's version: here it takes the one
/// for the newest system, as on an iPhone running iOS 18.
@Suite struct FoundationVersionNumberTests {
  @Test func foundationIsNewerThanEveryNamedVersion() {
    let named = [
      NSFoundationVersionNumber_iOS_7_0, NSFoundationVersionNumber_iOS_8_0,
      NSFoundationVersionNumber_iOS_8_x_Max,
      NSFoundationVersionNumber_iOS_9_0, NSFoundationVersionNumber_iOS_9_x_Max,
    ]
    #expect(named == named.sorted())
    #expect(named.allSatisfy { NSFoundationVersionNumber > $0 })
    // KeychainAccess's test, as it is written.
    #expect(floor(NSFoundationVersionNumber) > floor(NSFoundationVersionNumber_iOS_8_0))
  }
}
