import Foundation

/// A parameter of an intent, as AppIntents' `@Parameter`: a title and a value, which the system
/// asks the user for when it is needed and not set.
///
/// Invariants: reading a value never set gives the default where there is one, nil for an
/// optional, an app enum's first case; any other parameter read unset stops the program with a
/// message naming it (on iOS the system would have asked the user first).
@propertyWrapper public final class IntentParameter<Value>: @unchecked Sendable {
  /// The parameter's name, as the system shows it.
  public let title: LocalizedStringResource
  /// What it is for.
  public let description: LocalizedStringResource?
  var value: Value?

  /// A parameter titled `title`, unset.
  public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil) {
    self.title = title
    self.description = description
  }

  /// A parameter titled `title`, set to `defaultValue`.
  public init(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value?
  ) {
    self.title = title
    self.description = description
    value = defaultValue
  }

  /// A parameter titled `title` with a dialog that asks for it (kept).
  public convenience init(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil,
    default defaultValue: Value? = nil,
    requestValueDialog: IntentDialog?
  ) {
    self.init(title: title, description: description, default: defaultValue)
  }

  /// A number parameter within `inclusiveRange` (the range is kept).
  public convenience init(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil,
    default defaultValue: Value? = nil,
    inclusiveRange: (lowerBound: Value, upperBound: Value)
  ) {
    self.init(title: title, description: description, default: defaultValue)
  }

  /// The parameter's value.
  public var wrappedValue: Value {
    get {
      if let value { return value }
      if let optional = Value.self as? any ExpressibleByNilLiteral.Type,
        let none = optional.init(nilLiteral: ()) as? Value
      {
        return none
      }
      if let cases = Value.self as? any CaseIterable.Type, let first = Self.firstCase(of: cases) {
        return first
      }
      fatalError(
        "The intent's parameter \"\(title.resolved)\" was read before it was set: give it a value or a default."
      )
    }
    set { value = newValue }
  }

  /// The parameter itself (`$name`), as the phrases of App Shortcuts name it.
  public var projectedValue: IntentParameter<Value> { self }

  private static func firstCase<C: CaseIterable>(of type: C.Type) -> Value? {
    C.allCases.first as? Value
  }
}

extension IntentParameter: _SummarizedParameter {
  public var summaryText: String {
    guard let value else { return title.resolved }
    if let entity = value as? any AppEntity { return entity.displayRepresentation.title.resolved }
    if let member = value as? any AppEnum { return member.localizedStringResource.resolved }
    return "\(value)"
  }
}

extension IntentParameter {
  /// The error an intent throws to have the system ask for this parameter, with `dialog` as the
  /// question. Nothing asks here: the intent's `perform()` ends with this error, which says what
  /// was missing.
  public func needsValueError(_ dialog: IntentDialog? = nil) -> IntentParameterNeedsValueError {
    IntentParameterNeedsValueError(parameter: title.resolved, dialog: dialog?.full.resolved)
  }
}

/// A parameter an intent needed and did not have (`$parameter.needsValueError(…)`).
public struct IntentParameterNeedsValueError: Error, CustomStringConvertible, Sendable {
  /// The parameter's title.
  public let parameter: String
  /// The question the system would have asked.
  public let dialog: String?
  public var description: String {
    "The intent needs a value for \"\(parameter)\"" + (dialog.map { ": \($0)" } ?? ".")
  }
}

/// AppIntents' name for `IntentParameter` in declarations (`@Parameter(title:)`).
public typealias Parameter = IntentParameter
