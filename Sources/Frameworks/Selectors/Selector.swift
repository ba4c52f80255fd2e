// Objective-C's `Selector`, which Swift code names without the runtime. On Apple platforms
// Foundation brings it from the ObjectiveC module; here `LocalizedStrings` and UIKit do. (The
// module is not named ObjectiveC, so that `#if canImport(ObjectiveC)` stays false on Linux and
// code that needs the runtime stays out.)

/// A method's name, as Objective-C's selectors name methods for target-action. Linux has no
/// Objective-C runtime: `legible app` writes an app's `#selector(UIResponder.resignFirstResponder)`
/// as `Selector("UIResponder.resignFirstResponder")`, which UIKit's target-action and
/// `NotificationCenter`'s selector observers keep and record but cannot call.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The name, as written in `#selector(…)`.
  public let name: String
  /// The selector named `name`.
  public init(_ name: String) { self.name = name }
  public init(stringLiteral name: String) { self.name = name }
  public var description: String { name }
}
