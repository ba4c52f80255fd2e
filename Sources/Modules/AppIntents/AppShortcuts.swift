import Foundation

/// An app's App Shortcuts, as AppIntents' `AppShortcutsProvider`: the intents Siri and Spotlight
/// offer without setup, each with the phrases that run it. Kept for the app to read; nothing
/// listens for the phrases here.
public protocol AppShortcutsProvider {
  /// The app's shortcuts.
  @AppShortcutsBuilder static var appShortcuts: [AppShortcut] { get }
  /// The colour of the app's tile in Shortcuts (kept).
  static var shortcutTileColor: ShortcutTileColor { get }
  /// Asks the system to read the shortcuts' parameters again (kept).
  static func updateAppShortcutParameters()
}

extension AppShortcutsProvider {
  public static var shortcutTileColor: ShortcutTileColor { .navy }
  public static func updateAppShortcutParameters() {}
}

/// A shortcut: an intent and the phrases that run it, as AppIntents' `AppShortcut`.
public struct AppShortcut: Sendable {
  /// The intent's type's name.
  public let intentTitle: LocalizedStringResource
  /// The phrases, as written (with the app's name where a phrase names it).
  public let phrases: [String]
  /// The shortcut's name in Shortcuts and Spotlight.
  public let shortTitle: LocalizedStringResource?
  /// The SF Symbol it shows.
  public let systemImageName: String?

  /// A shortcut running `intent` on any of `phrases`.
  public init<Intent: AppIntent>(
    intent: Intent, phrases: [AppShortcutPhrase<Intent>], shortTitle: LocalizedStringResource? = nil,
    systemImageName: String? = nil
  ) {
    intentTitle = Intent.title
    self.phrases = phrases.map(\.text)
    self.shortTitle = shortTitle
    self.systemImageName = systemImageName
  }
}

/// A phrase that runs an intent, as AppIntents' `AppShortcutPhrase`: words with the app's name
/// (`\(.applicationName)`, which every phrase must hold) and the intent's parameters in them.
public struct AppShortcutPhrase<Intent: AppIntent>: Sendable, ExpressibleByStringInterpolation {
  /// The phrase with the app's name as `${applicationName}` and a parameter as `${title}`.
  public let text: String

  public init(stringLiteral value: String) { text = value }
  public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

  /// The parts of a phrase.
  public struct StringInterpolation: StringInterpolationProtocol {
    var text = ""
    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) { text += literal }
    /// A token: the app's name.
    public mutating func appendInterpolation(_ token: AppShortcutPhraseToken) { text += "${applicationName}" }
    /// One of the intent's parameters, by its title.
    public mutating func appendInterpolation<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>) {
      text += "${\(Intent().self[keyPath: parameter].title.resolved)}"
    }
  }
}

/// A word a phrase holds that the system fills in, as AppIntents' `AppShortcutPhraseToken`.
public enum AppShortcutPhraseToken: Sendable {
  /// The app's name (or one of its synonyms).
  case applicationName
}

/// Builds an app's shortcuts from the statements of a closure, as AppIntents'
/// `AppShortcutsBuilder`.
@resultBuilder public enum AppShortcutsBuilder {
  public static func buildExpression(_ shortcut: AppShortcut) -> [AppShortcut] { [shortcut] }
  public static func buildBlock(_ shortcuts: [AppShortcut]...) -> [AppShortcut] { shortcuts.flatMap { $0 } }
  public static func buildOptional(_ shortcuts: [AppShortcut]?) -> [AppShortcut] { shortcuts ?? [] }
  public static func buildEither(first shortcuts: [AppShortcut]) -> [AppShortcut] { shortcuts }
  public static func buildEither(second shortcuts: [AppShortcut]) -> [AppShortcut] { shortcuts }
  public static func buildLimitedAvailability(_ shortcuts: [AppShortcut]) -> [AppShortcut] { shortcuts }
}

/// The colour of an app's tile in Shortcuts, as AppIntents' `ShortcutTileColor` (kept).
public enum ShortcutTileColor: Int, Sendable {
  case red, tangerine, orange, yellow, lime, grayGreen, lightBlue, teal, blue, navy, purple, lightPurple, pink
  case grayBrown, grayBlue
}
