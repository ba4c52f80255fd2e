/// The question a check helps answer, as Apple's App Store accessibility labels ask them apart:
/// does the screen stay usable as the text grows (Larger Text), and can its text be told from
/// what is behind it (Sufficient Contrast). A verdict answers one question: the text-size
/// verdicts ("usable up to AX2", break points, the Larger Text evidence) are decided by the
/// text-size checks alone, and contrast has its own (`ContrastVerdict`), so that a screen set in
/// Apple's own grey is not "usable at no size".
public enum AuditQuestion: String, CaseIterable, Hashable, Sendable, Codable {
  /// Text size and layout: every check but contrast.
  case textSize = "text-size"
  /// Contrast of text against what is behind it.
  case contrast
}

extension CheckID {
  /// The question the check's findings answer.
  public var question: AuditQuestion {
    switch self {
    case .contrast: .contrast
    default: .textSize
    }
  }
}

extension Finding {
  /// Whether the finding is an error that decides the text-size verdicts.
  public var breaksTextSize: Bool { severity == .error && check.question == .textSize }
}
