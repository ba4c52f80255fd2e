/// Results of shards put back together.
extension AuditResult {
  /// The result of the whole matrix (or of `shard` of it) from the results of its parts, in any
  /// order: the same as one run over it would give (configurations in the matrix's order).
  ///
  /// - Throws: `MergeError` when the parts audit different screens, matrices or options, when a
  ///   configuration comes twice, or when some are missing (a shard not given).
  public init(merging parts: [AuditResult], shard: AuditShard = .whole) throws(MergeError) {
    guard let first = parts.first else {
      throw MergeError("there is nothing to merge; give the shards' results")
    }
    for part in parts.dropFirst() {
      if part.screen != first.screen {
        throw MergeError(
          "one part audits '\(first.screen)' and another '\(part.screen)'; merge one screen's shards")
      }
      if part.matrix != first.matrix || part.options != first.options {
        throw MergeError(
          "the parts were run with different matrices or options; run every shard with the same options")
      }
    }
    var byConfiguration: [AuditConfiguration: ConfigurationResult] = [:]
    for result in parts.flatMap(\.results) {
      guard byConfiguration.updateValue(result, forKey: result.configuration) == nil else {
        throw MergeError(
          "\(result.configuration) is in two parts; give each shard once (the same K/N twice?)")
      }
    }
    let configurations = shard.configurations(of: first.matrix)
    let missing = configurations.filter { byConfiguration[$0] == nil }
    guard missing.isEmpty else {
      let named = missing.prefix(3).map(\.description).joined(separator: "; ")
      throw MergeError(
        "\(missing.count) of \(configurations.count) configurations are missing (\(named)\(missing.count > 3 ? "; …" : "")); give every shard's results"
      )
    }
    guard byConfiguration.count == configurations.count else {
      throw MergeError("some parts hold configurations outside the matrix; were they run with other options?")
    }
    self.init(
      screen: first.screen, matrix: first.matrix, options: first.options,
      results: configurations.compactMap { byConfiguration[$0] })
  }
}

/// Shard results that do not make one audit.
public struct MergeError: Error, CustomStringConvertible {
  /// What is wrong with the parts, and what to do.
  public let message: String

  /// An error saying `message`.
  public init(_ message: String) { self.message = message }

  /// The message, for the terminal.
  public var description: String { "cannot merge: \(message)" }
}
