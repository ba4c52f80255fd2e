import Audit
import LegibleUI
import Testing

import struct Legible.Device

/// The safe-area check judges the area the content was given: a text at the very top of an SE is
/// under the status bar only where the bar shows.
@MainActor @Suite struct StatusBarAuditTests {
  func safeAreaFindings(statusBarHidden hidden: Bool) throws -> Int {
    let screen = try realScreen(.iPhoneSE)
    screen.host(
      Text("Top").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top).ignoresSafeArea()
        .statusBarHidden(hidden))
    screen.layoutIfNeeded()
    var options = AuditOptions()
    options.checks = [.safeArea]
    let configuration = AuditConfiguration(category: .large, device: .iPhoneSE)
    return AuditRunner.audit(screen, configuration: configuration, options: options).findings.count
  }

  @Test func textAtTheTopIsUnderTheBarOnlyWhereTheBarShows() throws {
    #expect(try safeAreaFindings(statusBarHidden: false) > 0)
    #expect(try safeAreaFindings(statusBarHidden: true) == 0)
  }
}
