import Geometry

/// Where the scrolling views of a screen stand: the offset of each one that is scrolled away from
/// its start, by its snapshot path. The empty position is every view at its start.
public struct ScrollPosition: Hashable, Sendable, Codable, CustomStringConvertible {
  /// Offsets in points, by the scrolling view's path (`menu-screen/menu`).
  public var offsets: [String: Double]

  /// A position from offsets by scrolling view path; offsets of 0 are dropped.
  public init(_ offsets: [String: Double] = [:]) {
    self.offsets = offsets.filter { $0.value != 0 }
  }

  /// Every scrolling view at its start.
  public static let start = ScrollPosition()

  /// Whether every scrolling view is at its start.
  public var isStart: Bool { offsets.isEmpty }

  /// `menu-screen/menu@1234` (several joined with commas), or `start`.
  public var description: String {
    isStart
      ? "start"
      : offsets.sorted { $0.key < $1.key }.map { "\($0.key)@\(formatPoints($0.value))" }
        .joined(separator: ", ")
  }

  /// The offset of the view at `path`.
  public func offset(of path: String) -> Double { offsets[path] ?? 0 }
}
