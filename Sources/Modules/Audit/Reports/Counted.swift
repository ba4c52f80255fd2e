extension Int {
  /// The number with its noun, singular for one: `1 error`, `2 errors`, `0 pages`. For the
  /// report's English nouns, which take an `s`.
  public func counted(_ noun: String) -> String { self == 1 ? "1 \(noun)" : "\(self) \(noun)s" }
}
