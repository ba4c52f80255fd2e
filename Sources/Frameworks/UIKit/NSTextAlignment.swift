import Foundation

/// How lines of text are aligned, as UIKit's `NSTextAlignment`.
public enum NSTextAlignment: Int, Sendable {
  /// Along the left edge.
  case left = 0
  /// Centred.
  case center = 1
  /// Along the right edge.
  case right = 2
  /// Both edges.
  case justified = 3
  /// Along the leading edge of the writing direction.
  case natural = 4
}
