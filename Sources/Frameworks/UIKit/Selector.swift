/// A method's name, as Objective-C's selectors name methods for target-action. Linux has no
/// Objective-C runtime: `legible app` writes an app's `#selector(UIResponder.resignFirstResponder)`
/// as `Selector("UIResponder.resignFirstResponder")`, which UIKit's target-action keeps and
/// records but cannot call.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The name, as written in `#selector(…)`.
  public let name: String
  /// The selector named `name`.
  public init(_ name: String) { self.name = name }
  public init(stringLiteral name: String) { self.name = name }
  public var description: String { name }
}

/// An event that caused an action (a touch, a press); none is delivered here.
@preconcurrency @MainActor open class UIEvent {
  public init() {}
}
