import Audit
import DynamicType
import LegibleTesting
import LegibleUI
import PangoCairo

import struct Legible.Device
import class Legible.Screen
import struct Legible.SnapshotNode
import struct Legible.Traits

/// A screen with the real typesetter and the system symbols, for the declarative layer's tests.
@MainActor func realScreen(
  _ device: Device = .iPhoneSE, _ category: ContentSizeCategory = .large
) throws -> Screen {
  useSystemSymbols()
  return Screen(
    device: device, traits: Traits(contentSizeCategory: category), typesetter: try PangoTypesetter())
}

extension Screen {
  /// The strings of every text on the screen, in drawing order.
  var texts: [String] { snapshot().allNodes.compactMap(\.text?.string) }

  /// The first node showing `string`.
  func node(showing string: String) -> SnapshotNode? {
    snapshot().allNodes.first { $0.text?.string == string }
  }

  /// The `not-applied` findings of an audit at L on an iPhone SE.
  func notAppliedFindings() -> [Finding] {
    var options = AuditOptions()
    options.checks = [.notApplied]
    let configuration = AuditConfiguration(category: .large, device: .iPhoneSE)
    return AuditRunner.audit(self, configuration: configuration, options: options).findings
  }
}
