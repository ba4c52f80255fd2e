import Foundation
import LocalizedStrings
import Testing

/// What ProcessInfo tells on iOS: a simulator's power and thermal state.
@Suite("ProcessInfo's state") struct ProcessInfoStateTests {
  @Test func powerAndTemperatureAreASimulators() {
    #expect(!ProcessInfo.processInfo.isLowPowerModeEnabled)
    #expect(ProcessInfo.processInfo.thermalState == .nominal)
    #expect(!ProcessInfo.processInfo.isiOSAppOnMac && !ProcessInfo.processInfo.isMacCatalystApp)
    #expect(
      URLResourceKey.volumeAvailableCapacityForImportantUsageKey.rawValue.hasSuffix("ImportantUsageKey"))
  }
}
