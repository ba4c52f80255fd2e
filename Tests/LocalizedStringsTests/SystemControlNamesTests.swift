import Foundation
import LocalizedStrings
import Testing

/// `sysctlbyname` answers the hardware names an app asks as an iPhone simulator does, in the
/// two calls apps make (the size, then the value), and fails for the rest.
@Suite struct SystemControlNamesTests {
  @Test func theMachineIsReadInTwoCallsAndUnknownNamesFail() {
    var size = 0
    #expect(sysctlbyname("hw.machine", nil, &size, nil, 0) == 0)
    #expect(size == 6)
    var machine = [CChar](repeating: 0, count: size)
    #expect(sysctlbyname("hw.machine", &machine, &size, nil, 0) == 0)
    let text = String(decoding: machine.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    #expect(text == "arm64")
    var small = 2
    var buffer = [CChar](repeating: 0, count: 2)
    #expect(sysctlbyname("hw.machine", &buffer, &small, nil, 0) == -1 && errno == ENOMEM)
    #expect(sysctlbyname("hw.unknown", nil, &size, nil, 0) == -1 && errno == ENOENT)
  }
}
