import DynamicType
import Foundation
import Legible

/// One of `count` slices of an audit matrix, so that an audit can be spread over processes on one
/// machine or over the jobs of a CI matrix, and the parts merged into one report.
///
/// Slices are deterministic (the same matrix and count always give the same slices, on any
/// machine), disjoint, and together cover the whole matrix. They are balanced by estimated cost
/// rather than by count: a configuration at AX5 on a small phone pages through four times as much
/// content as one at L (`estimatedCost(of:)`), so each costliest configuration left goes to the
/// slice with the least estimated work so far. Within a slice, configurations keep the matrix's
/// order.
///
/// Invariant: `1 <= index <= count`.
public struct AuditShard: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The slice's number, from 1.
  public let index: Int
  /// How many slices the matrix is cut into.
  public let count: Int

  /// The whole matrix, as one slice.
  public static let whole = AuditShard(validIndex: 1, count: 1)

  /// Slice `index` of `count`; throws when `index` is not within 1 … `count` or `count` is over 10,000.
  public init(_ index: Int, of count: Int) throws(InvalidShard) {
    guard count >= 1, count <= 10_000, index >= 1, index <= count else {
      throw InvalidShard(input: "\(index)/\(count)")
    }
    self.init(validIndex: index, count: count)
  }

  private init(validIndex index: Int, count: Int) {
    self.index = index
    self.count = count
  }

  /// Reads `K/N`: slice K of N, counting from 1 (`2/3`).
  public init(parsing text: String) throws(InvalidShard) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
      throw InvalidShard(input: text)
    }
    try self.init(index, of: count)
  }

  /// `2/3`
  public var description: String { "\(index)/\(count)" }

  /// Whether this slice is the whole matrix.
  public var isWhole: Bool { count == 1 }

  /// This slice's configurations, in the matrix's order.
  public func configurations(of matrix: AuditMatrix) -> [AuditConfiguration] {
    slice(matrix.configurations)
  }

  /// This slice of `all` (a matrix's configurations, or a slice of them cut again), in their order.
  public func slice(_ all: [AuditConfiguration]) -> [AuditConfiguration] {
    guard count > 1 else { return all }
    let slices = Self.assign(all.map(Self.estimatedCost(of:)), to: count)
    return all.indices.filter { slices[$0] == index - 1 }.map { all[$0] }
  }

  /// The slice (from 0) of each item: costliest first, each to the slice with the least total so
  /// far (the lowest-numbered of equals); equal costs are taken in the items' order.
  static func assign(_ costs: [Double], to count: Int) -> [Int] {
    var totals = [Double](repeating: 0, count: count)
    var slices = [Int](repeating: 0, count: costs.count)
    for item in costs.indices.sorted(by: { costs[$0] != costs[$1] ? costs[$0] > costs[$1] : $0 < $1 }) {
      let slice = totals.indices.min { totals[$0] != totals[$1] ? totals[$0] < totals[$1] : $0 < $1 } ?? 0
      slices[item] = slice
      totals[slice] += costs[item]
    }
    return slices
  }

  /// A configuration's estimated cost, in pages: the content grows a little faster than the body
  /// text (wrapping adds lines as words stop fitting), and a page is the device's height, so the
  /// estimate is (body size / 17 pt)^1.3 × 667 pt / device height pages of an 8-page screen at L on
  /// a 6S, plus two pages' worth for building and laying out the screen. Fitted to the reference
  /// menu's paging (8.6 pages at L, 37 at AX5; 1.4 times as many on an SE as on a 15).
  public static func estimatedCost(of configuration: AuditConfiguration) -> Double {
    let text = pow(TextStyle.body.pointSize(at: configuration.category) / 17, 1.3)
    let height = max(configuration.device.size.height, 100)
    return 2 + 8 * text * 667 / height
  }
}

/// A shard that is not `K/N` with 1 ≤ K ≤ N.
public struct InvalidShard: Error, CustomStringConvertible {
  /// The text that names no slice.
  public let input: String

  /// What was wrong, and how to write a slice.
  public var description: String {
    "'\(input)' is not a shard. Use K/N with 1 ≤ K ≤ N ≤ 10000: --shard 2/3 runs the second of three slices."
  }
}
