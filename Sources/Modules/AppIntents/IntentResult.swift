import Foundation
import LegibleUI

/// What performing an intent gives back, as AppIntents' `IntentResult`, with the kinds of
/// results as protocols (`ProvidesDialog`, `ShowsSnippetView`, `ReturnsValue`, `OpensIntent`).
/// The results are made with `.result(…)`.
public protocol IntentResult: Sendable {}
/// A result that says something.
public protocol ProvidesDialog: IntentResult {}
/// A result that shows a view (a snippet).
public protocol ShowsSnippetView: IntentResult {}
/// A result that gives back a value.
public protocol ReturnsValue<Value>: IntentResult {
  /// The value's type.
  associatedtype Value
}
/// A result that goes on to another intent.
public protocol OpensIntent: IntentResult {}

/// A result of any of the kinds: its value, dialog and view, where it has them.
///
/// Invariants: a part not given is nil; `Never` in a generic place says the result has no such
/// part.
public struct IntentResultContainer<Value, OpensIntentType, Content, Dialog>: @unchecked Sendable,
  IntentResult,
  ProvidesDialog, ShowsSnippetView, ReturnsValue, OpensIntent
{
  /// The value given back.
  public let value: Value?
  /// What the system says.
  public let dialog: IntentDialog?
  /// The view the system shows.
  public let view: Content?
}

extension IntentResult where Self == IntentResultContainer<Never, Never, Never, Never> {
  /// A result with nothing to say or show.
  public static func result() -> Self { Self(value: nil, dialog: nil, view: nil) }
  /// A result that says `dialog`.
  public static func result(dialog: IntentDialog) -> IntentResultContainer<Never, Never, Never, IntentDialog>
  {
    .init(value: nil, dialog: dialog, view: nil)
  }
  /// A result that shows `view`.
  public static func result<Content: View>(view: Content) -> IntentResultContainer<
    Never, Never, Content, Never
  > {
    .init(value: nil, dialog: nil, view: view)
  }
  /// A result that says `dialog` and shows `view`.
  public static func result<Content: View>(dialog: IntentDialog, view: Content)
    -> IntentResultContainer<Never, Never, Content, IntentDialog>
  {
    .init(value: nil, dialog: dialog, view: view)
  }
  /// A result that gives back `value`.
  public static func result<V>(value: V) -> IntentResultContainer<V, Never, Never, Never> {
    .init(value: value, dialog: nil, view: nil)
  }
  /// A result that gives back `value` and says `dialog`.
  public static func result<V>(value: V, dialog: IntentDialog) -> IntentResultContainer<
    V, Never, Never, IntentDialog
  > {
    .init(value: value, dialog: dialog, view: nil)
  }
  /// A result that gives back `value`, says `dialog` and shows `view`.
  public static func result<V, Content: View>(value: V, dialog: IntentDialog, view: Content)
    -> IntentResultContainer<V, Never, Content, IntentDialog>
  {
    .init(value: value, dialog: dialog, view: view)
  }
}
