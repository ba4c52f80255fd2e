/// A check: a pure function from a laid-out screen to its findings.
public protocol AuditCheck: Sendable {
  /// The check's name in findings, reports and on the command line.
  static var id: CheckID { get }
  /// What the check finds wrong in `snapshot`.
  static func findings(in snapshot: AuditedSnapshot, options: AuditOptions) -> [Finding]
}

/// Every check, in report order.
public let allChecks: [any AuditCheck.Type] = [
  TextTruncatedCheck.self, TextClippedCheck.self, OverlapCheck.self, OffscreenCheck.self,
  NotScalingCheck.self, TextShrunkCheck.self,
  NeedsLargeContentViewerCheck.self, IconNotScalingCheck.self, TouchTargetCheck.self, ContrastCheck.self,
  OversizedRowCheck.self, SqueezedContentCheck.self, MissingGlyphsCheck.self, WordBrokenCheck.self,
  TruncatedToStubCheck.self,
  TextOverflowCheck.self, SafeAreaCheck.self, UnmappedSymbolCheck.self, MissingAssetCheck.self,
  UnrenderedContentCheck.self, NotAppliedCheck.self,
]
