// WidgetKit under its own name where Apple's is not, for what an app's own code asks of it: to
// reload its widgets' timelines when its data changes (recorded in `WidgetCenter.reloads`) and
// which of its widgets are on the Home Screen (none, on a simulator with nothing set up). A
// widget extension's own code (timeline providers, widget views) is not an app's screen, and is
// not here.
import Foundation

/// The app's widgets, as WidgetKit's `WidgetCenter`: reloads are recorded, not performed.
public final class WidgetCenter: @unchecked Sendable {
  /// The app's widget center.
  public static let shared = WidgetCenter()

  private let lock = NSLock()
  private var asked: [String?] = []

  /// The reloads asked for, in order: a widget kind, or nil for all.
  public var reloads: [String?] { lock.withLock { asked } }

  /// Asks every widget of the app to reload its timeline.
  public func reloadAllTimelines() { lock.withLock { asked.append(nil) } }
  /// Asks the widgets of `kind` to reload their timelines.
  public func reloadTimelines(ofKind kind: String) { lock.withLock { asked.append(kind) } }

  /// The app's widgets on the Home Screen: none here.
  public func getCurrentConfigurations(
    _ completion: @escaping @Sendable (Result<[WidgetInfo], any Error>) -> Void
  ) { completion(.success([])) }
  /// The app's widgets on the Home Screen: none here.
  public func currentConfigurations() async throws -> [WidgetInfo] { [] }

  /// Forgets the reloads recorded.
  public func _reset() { lock.withLock { asked = [] } }
}

/// One of the app's widgets on the Home Screen.
public struct WidgetInfo: Sendable {
  /// Its kind.
  public let kind: String
  /// Its size.
  public let family: WidgetFamily
}

/// The sizes a widget comes in.
public enum WidgetFamily: String, Sendable, CaseIterable {
  case systemSmall, systemMedium, systemLarge, systemExtraLarge
  case accessoryCircular, accessoryRectangular, accessoryInline
}
