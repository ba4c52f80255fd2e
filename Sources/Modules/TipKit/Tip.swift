import Foundation
import LegibleUI

/// A tip, as TipKit's `Tip`: a title, and optionally a message, an image and actions, shown when
/// its rules hold (parameters and events the app sets) and its options allow.
public protocol Tip: Identifiable, Sendable where ID == String {
  /// The tip's title, in the headline style.
  var title: Text { get }
  /// What the tip says under its title, in the subheadline style.
  var message: Text? { get }
  /// The image beside the title.
  var image: Image? { get }
  /// Buttons under the message.
  @Tips.ActionBuilder var actions: [Tips.Action] { get }
  /// What must hold for the tip to show.
  @Tips.RuleBuilder var rules: [Tips.Rule] { get }
  /// How often and how long the tip shows.
  @Tips.OptionsBuilder var options: [any TipOption] { get }
  /// The tip's identity in the datastore (its type's name by default).
  var id: String { get }
}

extension Tip {
  public var message: Text? { nil }
  public var image: Image? { nil }
  public var actions: [Tips.Action] { [] }
  public var rules: [Tips.Rule] { [] }
  public var options: [any TipOption] { [] }
  public var id: String { String(reflecting: Self.self) }

  /// The tip's status: pending until its rules hold, then available, until invalidated.
  public var status: Tips.Status { TipStore.shared.status(of: self) }
  /// Whether the tip would show now.
  public var shouldDisplay: Bool { TipStore.shared.shouldDisplay(self) }

  /// The tip's status now and at each change.
  public var statusUpdates: AsyncStream<Tips.Status> {
    let store = TipStore.shared
    return AsyncStream { continuation in
      let last = LastStatus(store.status(of: self))
      continuation.yield(last.status)
      let cancellable = store.objectWillChange.sink { _ in
        DispatchQueue.main.async {
          let now = store.status(of: self)
          guard now != last.status else { return }
          last.status = now
          continuation.yield(now)
        }
      }
      continuation.onTermination = { _ in cancellable.cancel() }
    }
  }

  /// Whether the tip would show, now and at each change.
  public var shouldDisplayUpdates: AsyncStream<Bool> {
    let store = TipStore.shared
    return AsyncStream { continuation in
      continuation.yield(store.shouldDisplay(self))
      let cancellable = store.objectWillChange.sink { _ in
        DispatchQueue.main.async { continuation.yield(store.shouldDisplay(self)) }
      }
      continuation.onTermination = { _ in cancellable.cancel() }
    }
  }

  /// Stops the tip from showing again, for `reason`.
  public func invalidate(reason: Tips.InvalidationReason) {
    TipStore.shared.invalidate(id, reason: reason)
  }

  public typealias Rule = Tips.Rule
  public typealias Event = Tips.Event
  public typealias Action = Tips.Action
  public typealias Parameter = Tips.Parameter
  public typealias Option = TipOption
}

/// The status a status stream told last (read and written on the main queue).
final class LastStatus: @unchecked Sendable {
  var status: Tips.Status
  init(_ status: Tips.Status) { self.status = status }
}

/// An option of a tip, as TipKit's `TipOption`.
public protocol TipOption: Sendable {}

/// The most times a tip shows; then it is invalidated (`displayCountExceeded`).
public struct MaxDisplayCount: TipOption {
  let count: Int
  public init(_ count: Int) { self.count = max(0, count) }
}

/// The most time a tip shows in all (kept: previews show a tip for less than any limit).
public struct MaxDisplayDuration: TipOption {
  public init(_ duration: TimeInterval) {}
}

/// Whether a tip ignores the configured display frequency.
public struct IgnoresDisplayFrequency: TipOption {
  let ignores: Bool
  public init(_ ignores: Bool) { self.ignores = ignores }
}

extension Tips {
  /// A value tips' rules read (`@Parameter static var isLoggedIn = false`), kept for the process.
  public final class Parameter<Value>: @unchecked Sendable {
    let id: String
    let initialValue: Value

    public init(id: String, initialValue: Value, options: [ParameterOption] = []) {
      self.id = id
      self.initialValue = initialValue
    }

    /// The value, the initial one until the app sets another.
    public var wrappedValue: Value {
      get { TipStore.shared.values[id] as? Value ?? initialValue }
      set {
        TipStore.shared.values[id] = newValue
        TipStore.shared.changed()
      }
    }
  }

  /// How a parameter is kept.
  public struct ParameterOption: Sendable {
    /// Not kept across launches (every value is, here, for the process only).
    public static let transient = ParameterOption()
  }

  /// Something the user did, donated to count towards rules (`didOpenMenu.donate()`).
  public struct Event: Sendable {
    public let id: String
    public init(id: String) { self.id = id }

    /// Records that it happened now.
    public func donate() {
      TipStore.shared.donations[id, default: []].append(Date())
      TipStore.shared.changed()
    }
    /// When it happened, in order.
    public var donations: [Donation] { (TipStore.shared.donations[id] ?? []).map(Donation.init) }

    /// One time it happened.
    public struct Donation: Sendable {
      public let date: Date
    }
  }

  /// What must hold for a tip to show, as TipKit's `Tips.Rule` (written with `#Rule`).
  public struct Rule: Sendable {
    let holds: @Sendable () -> Bool

    /// A rule over a parameter's value.
    public init<Value>(_ parameter: Parameter<Value>, _ predicate: @escaping @Sendable (Value) -> Bool) {
      holds = { predicate(parameter.wrappedValue) }
    }

    /// A rule over an event's donations.
    public init(_ event: Event, _ predicate: @escaping @Sendable (Event) -> Bool) {
      holds = { predicate(event) }
    }
  }

  /// A button of a tip.
  public struct Action: Identifiable, Sendable {
    public let id: String
    let title: Text
    let handler: @Sendable () -> Void

    public init(id: String? = nil, title: String, perform handler: @escaping @Sendable () -> Void = {}) {
      self.id = id ?? title
      self.title = Text(verbatim: title)
      self.handler = handler
    }

    public init(id: String? = nil, perform handler: @escaping @Sendable () -> Void = {}, _ label: () -> Text)
    {
      self.id = id ?? "action"
      title = label()
      self.handler = handler
    }
  }

  /// Builds a tip's rules.
  @resultBuilder public enum RuleBuilder {
    public static func buildExpression(_ rule: Rule) -> [Rule] { [rule] }
    public static func buildBlock(_ parts: [Rule]...) -> [Rule] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [Rule]?) -> [Rule] { part ?? [] }
    public static func buildEither(first part: [Rule]) -> [Rule] { part }
    public static func buildEither(second part: [Rule]) -> [Rule] { part }
    public static func buildArray(_ parts: [[Rule]]) -> [Rule] { parts.flatMap { $0 } }
    public static func buildLimitedAvailability(_ part: [Rule]) -> [Rule] { part }
  }

  /// Builds a tip's options.
  @resultBuilder public enum OptionsBuilder {
    public static func buildExpression(_ option: some TipOption) -> [any TipOption] { [option] }
    public static func buildBlock(_ parts: [any TipOption]...) -> [any TipOption] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [any TipOption]?) -> [any TipOption] { part ?? [] }
    public static func buildEither(first part: [any TipOption]) -> [any TipOption] { part }
    public static func buildEither(second part: [any TipOption]) -> [any TipOption] { part }
    public static func buildArray(_ parts: [[any TipOption]]) -> [any TipOption] { parts.flatMap { $0 } }
    public static func buildLimitedAvailability(_ part: [any TipOption]) -> [any TipOption] { part }
  }

  /// Builds a tip's actions.
  @resultBuilder public enum ActionBuilder {
    public static func buildExpression(_ action: Action) -> [Action] { [action] }
    public static func buildBlock(_ parts: [Action]...) -> [Action] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [Action]?) -> [Action] { part ?? [] }
    public static func buildEither(first part: [Action]) -> [Action] { part }
    public static func buildEither(second part: [Action]) -> [Action] { part }
    public static func buildArray(_ parts: [[Action]]) -> [Action] { parts.flatMap { $0 } }
  }
}

/// Makes a property a value kept by TipKit that rules can read (`$name`), as TipKit's
/// `@Parameter`.
@attached(accessor)
@attached(peer, names: prefixed(`$`))
public macro Parameter(_ options: Tips.ParameterOption...) =
  #externalMacro(module: "LegiblePreviewMacros", type: "ParameterMacro")

/// A rule over a parameter (`#Rule(Self.$isLoggedIn) { $0 == true }`) or an event
/// (`#Rule(Self.didOpen) { $0.donations.count >= 3 }`), as TipKit's `#Rule`.
@freestanding(expression)
public macro Rule<Value>(_ parameter: Tips.Parameter<Value>, _ predicate: @escaping @Sendable (Value) -> Bool)
  -> Tips.Rule = #externalMacro(module: "LegiblePreviewMacros", type: "RuleMacro")

/// A rule over an event's donations.
@freestanding(expression)
public macro Rule(_ event: Tips.Event, _ predicate: @escaping @Sendable (Tips.Event) -> Bool) -> Tips.Rule =
  #externalMacro(module: "LegiblePreviewMacros", type: "RuleMacro")
