/// A region code that names no region: values cannot be formatted for it.
public struct RegionError: Error, Equatable, CustomStringConvertible {
  /// The code as given.
  public let code: String

  /// The error for `code`.
  public init(code: String) { self.code = code }

  public var description: String {
    "'\(code)' is not a region: give an ISO 3166 code of two letters (US, DE, IN) or a UN M.49 area of three digits (419 for Latin America)"
  }
}
