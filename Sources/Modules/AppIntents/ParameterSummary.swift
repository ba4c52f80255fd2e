import Foundation

/// How the Shortcuts app shows an intent's parameters as a sentence, as AppIntents'
/// `ParameterSummary` (an intent's `static var parameterSummary: some ParameterSummary`).
/// Shortcuts is not here; `sentence(for:)` gives the sentence it would show for an intent's
/// values, so that a test can read it.
public protocol ParameterSummary: Sendable {
  /// The intent summarized.
  associatedtype Intent: AppIntent
  /// The sentence for `intent`'s parameter values: each parameter by its value, or by its title
  /// where it is unset (empty for an intent of another type).
  func sentence(for intent: any AppIntent) -> String
}

/// A parameter summary's sentence, as AppIntents' `ParameterSummaryString`: words with an
/// intent's parameters in them (`"Get the sunrise on \(\.$date)"`).
public struct ParameterSummaryString<Intent: AppIntent>: Sendable, ExpressibleByStringInterpolation {
  enum Piece: @unchecked Sendable {
    case words(String)
    case parameter(PartialKeyPath<Intent>)
  }
  let pieces: [Piece]

  public init(stringLiteral value: String) { pieces = [.words(value)] }
  public init(stringInterpolation: StringInterpolation) { pieces = stringInterpolation.pieces }

  /// The pieces of the sentence.
  public struct StringInterpolation: StringInterpolationProtocol {
    var pieces: [Piece] = []
    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) { pieces.append(.words(literal)) }
    /// A parameter of the intent, by its key path (`\.$date`).
    public mutating func appendInterpolation<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>) {
      pieces.append(.parameter(parameter))
    }
  }

  func sentence(for intent: Intent) -> String {
    pieces.map { piece in
      switch piece {
      case .words(let words): words
      case .parameter(let path): (intent[keyPath: path] as? any _SummarizedParameter)?.summaryText ?? ""
      }
    }.joined()
  }
}

/// A parameter as a summary shows it.
public protocol _SummarizedParameter {
  /// Its value described, or its title where it is unset.
  var summaryText: String { get }
}

/// An intent's summary sentence and the parameters shown under it, as AppIntents'
/// `IntentParameterSummary` (`Summary` inside an intent).
public struct IntentParameterSummary<Intent: AppIntent>: ParameterSummary {
  let string: ParameterSummaryString<Intent>?
  /// The parameters listed under the sentence.
  public let parameters: [PartialKeyPath<Intent>]

  /// No sentence.
  public init() {
    string = nil
    parameters = []
  }
  /// Parameters listed, without a sentence.
  public init(@ParameterKeyPathsBuilder<Intent> _ parameters: () -> [PartialKeyPath<Intent>]) {
    string = nil
    self.parameters = parameters()
  }
  /// A sentence (`table` names the strings table it is looked up in, kept).
  public init(_ summary: ParameterSummaryString<Intent>, table: String? = nil) {
    string = summary
    parameters = []
  }
  /// A sentence with parameters listed under it.
  public init(
    _ summary: ParameterSummaryString<Intent>, table: String? = nil,
    @ParameterKeyPathsBuilder<Intent> _ parameters: () -> [PartialKeyPath<Intent>]
  ) {
    string = summary
    self.parameters = parameters()
  }

  public func sentence(for intent: any AppIntent) -> String {
    guard let intent = intent as? Intent else { return "" }
    return string?.sentence(for: intent) ?? ""
  }
}

extension IntentParameterSummary: @unchecked Sendable {}

/// Lists parameters under a summary, as AppIntents' `ParameterKeyPathsBuilder`.
@resultBuilder public enum ParameterKeyPathsBuilder<Intent: AppIntent> {
  public static func buildExpression<Value>(_ path: KeyPath<Intent, IntentParameter<Value>>)
    -> [PartialKeyPath<Intent>]
  { [path] }
  public static func buildBlock(_ components: [PartialKeyPath<Intent>]...) -> [PartialKeyPath<Intent>] {
    components.flatMap { $0 }
  }
}

/// Builds a summary out of summaries, as AppIntents' `ParameterSummaryBuilder`.
@resultBuilder public enum ParameterSummaryBuilder<Intent: AppIntent> {
  public static func buildExpression<S: ParameterSummary>(_ summary: S) -> S where S.Intent == Intent {
    summary
  }
  public static func buildBlock<S: ParameterSummary>(_ summary: S) -> S where S.Intent == Intent { summary }
}

/// A summary chosen by a parameter's value, as AppIntents' `ParameterSummaryWhenCondition`
/// (`When(\.$unit, .equalTo, .days) { … } otherwise: { … }`).
public struct ParameterSummaryWhenCondition<
  Intent: AppIntent, Then: ParameterSummary, Otherwise: ParameterSummary
>:
  ParameterSummary, @unchecked Sendable
where Then.Intent == Intent, Otherwise.Intent == Intent {
  let holds: (Intent) -> Bool
  let then: Then
  let otherwise: Otherwise

  /// `then` where the parameter compares to `value` as `comparison` says, else `otherwise`.
  public init<Value: Equatable>(
    _ parameter: KeyPath<Intent, IntentParameter<Value>>, _ comparison: ParameterSummaryComparison,
    _ value: Value, @ParameterSummaryBuilder<Intent> _ then: () -> Then,
    @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
  ) {
    holds = { intent in
      let current = intent[keyPath: parameter].wrappedValue
      return comparison == .equalTo ? current == value : current != value
    }
    self.then = then()
    self.otherwise = otherwise()
  }

  /// `then` where the parameter (a truth value) is true, else `otherwise`.
  public init(
    _ parameter: KeyPath<Intent, IntentParameter<Bool>>, @ParameterSummaryBuilder<Intent> _ then: () -> Then,
    @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
  ) {
    holds = { $0[keyPath: parameter].wrappedValue }
    self.then = then()
    self.otherwise = otherwise()
  }

  public func sentence(for intent: any AppIntent) -> String {
    guard let typed = intent as? Intent else { return "" }
    return holds(typed) ? then.sentence(for: intent) : otherwise.sentence(for: intent)
  }
}

/// How a `When` compares a parameter, as AppIntents' comparison operators for summaries.
public enum ParameterSummaryComparison: Sendable {
  /// Equal to the value.
  case equalTo
  /// Not equal to the value.
  case notEqualTo
}

extension AppIntent {
  /// The intent's summary (`static var parameterSummary: some ParameterSummary { Summary(…) }`).
  public typealias Summary = IntentParameterSummary<Self>
  /// A summary chosen by a parameter's value.
  public typealias When<Then: ParameterSummary, Otherwise: ParameterSummary> = ParameterSummaryWhenCondition<
    Self, Then, Otherwise
  > where Then.Intent == Self, Otherwise.Intent == Self
}
