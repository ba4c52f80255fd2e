// AppIntents under its own name where Apple's is not: an app's intents, their parameters and
// results, its App Shortcuts and their phrases, app enums and entities, and SwiftUI's Siri tip,
// so that an app's files that declare them build and their views can be audited. Nothing runs an
// intent here but the app's own code (no Siri, no Shortcuts app, no Spotlight): `perform()` is
// the app's, called as any function is, and the shortcuts are kept for the app to read. As
// Apple's module, it brings Foundation and the localized string resources to the files that
// import it.
@_exported import Foundation
@_exported import LocalizedStrings

/// An action an app offers the system (Siri, Shortcuts, Spotlight), as AppIntents' `AppIntent`:
/// a title, parameters (`@Parameter`), and `perform()`.
///
/// Invariants: an intent is made with `init()` and its parameters set after; here only the app's
/// code performs it.
public protocol AppIntent: Sendable {
  /// What `perform()` gives back.
  associatedtype PerformResult: IntentResult
  /// The intent's name, as the system shows it.
  static var title: LocalizedStringResource { get }
  /// What the intent does, as the system shows it.
  static var description: IntentDescription? { get }
  /// Whether the app comes to the front to perform it.
  static var openAppWhenRun: Bool { get }
  /// Whether the system may offer it (in Spotlight, Shortcuts).
  static var isDiscoverable: Bool { get }
  /// An intent with its parameters unset.
  init()
  /// Does what the intent does.
  func perform() async throws -> PerformResult
}

extension AppIntent {
  public static var description: IntentDescription? { nil }
  public static var openAppWhenRun: Bool { false }
  public static var isDiscoverable: Bool { true }
}

/// What an intent does, in words, as AppIntents' `IntentDescription`.
public struct IntentDescription: Sendable, ExpressibleByStringInterpolation {
  /// The words.
  public let descriptionText: LocalizedStringResource
  /// What kind of intent it is, for the system to file it (kept).
  public let categoryName: LocalizedStringResource?

  /// A description in words, filed under `categoryName`.
  public init(_ descriptionText: LocalizedStringResource, categoryName: LocalizedStringResource? = nil) {
    self.descriptionText = descriptionText
    self.categoryName = categoryName
  }
  public init(stringLiteral value: String) { self.init(LocalizedStringResource(stringLiteral: value)) }
  public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
    self.init(LocalizedStringResource(stringInterpolation: stringInterpolation))
  }
}

/// What the system says when an intent is done, as AppIntents' `IntentDialog`.
public struct IntentDialog: Sendable, ExpressibleByStringInterpolation {
  /// The words, shown and spoken.
  public let full: LocalizedStringResource
  /// A shorter form, where there is one.
  public let supporting: LocalizedStringResource?

  /// A dialog of `full`, shown and spoken.
  public init(_ full: LocalizedStringResource) {
    self.full = full
    supporting = nil
  }
  /// A dialog spoken as `full` and shown as `supporting`.
  public init(full: LocalizedStringResource, supporting: LocalizedStringResource) {
    self.full = full
    self.supporting = supporting
  }
  public init(stringLiteral value: String) { self.init(LocalizedStringResource(stringLiteral: value)) }
  public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
    self.init(LocalizedStringResource(stringInterpolation: stringInterpolation))
  }
}

/// An intent that takes the place of a SiriKit custom intent of the same meaning, as AppIntents'
/// `CustomIntentMigratedAppIntent`: `intentClassName` names the intent it replaces, so shortcuts
/// and widgets made with that one keep working.
public protocol CustomIntentMigratedAppIntent: AppIntent {
  /// The class name of the custom intent replaced.
  static var intentClassName: String { get }
}

/// An intent a widget's configuration is made of, as AppIntents' `WidgetConfigurationIntent`
/// (iOS 17): its parameters are what the widget's edit sheet shows.
public protocol WidgetConfigurationIntent: AppIntent {}
