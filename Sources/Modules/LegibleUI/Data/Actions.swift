import Foundation

/// Opens a URL, as SwiftUI's `OpenURLAction`: here the URL is recorded (`URLRecorder.opened`),
/// not opened, so that a test can see what a tap would have opened.
public struct OpenURLAction: Sendable {
  /// Records `url`.
  public func callAsFunction(_ url: URL) { URLRecorder.shared.record(url) }
}

/// The URLs taps asked to open, in order.
public final class URLRecorder: Sendable {
  /// The recorder.
  public static let shared = URLRecorder()
  private let log = RequestLog<URL>()
  func record(_ url: URL) { log.append(url) }
  /// The URLs asked to open so far.
  public var opened: [URL] { log.all }
}

/// What taps asked of the system, in order, kept across threads: the log behind the recorders of
/// actions that are recorded rather than performed here.
final class RequestLog<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var values: [Value] = []
  func append(_ value: Value) { lock.withLock { values.append(value) } }
  var all: [Value] { lock.withLock { values } }
}

/// Closes what presented the view (a sheet, a pushed screen), as SwiftUI's `DismissAction`.
public struct DismissAction: Sendable {
  let action: @MainActor @Sendable () -> Void
  /// Closes it.
  @MainActor public func callAsFunction() { action() }
}

private struct OpenURLKey: EnvironmentKey { static var defaultValue: OpenURLAction { OpenURLAction() } }
private struct DismissKey: EnvironmentKey {
  static var defaultValue: DismissAction { DismissAction(action: {}) }
}
private struct PresentedKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
  /// Opens a URL (recorded here).
  public var openURL: OpenURLAction {
    get { self[OpenURLKey.self] }
    set { self[OpenURLKey.self] = newValue }
  }
  /// Closes what presented the view.
  public var dismiss: DismissAction {
    get { self[DismissKey.self] }
    set { self[DismissKey.self] = newValue }
  }
  /// Whether the view is presented (in a sheet or pushed).
  public var isPresented: Bool {
    get { self[PresentedKey.self] }
    set { self[PresentedKey.self] = newValue }
  }
  /// The older presentation mode (kept: dismissing closes what presented the view).
  public var presentationMode: Binding<PresentationMode> {
    let dismiss = self.dismiss
    let presented = isPresented
    return Binding(
      get: { PresentationMode(isPresented: presented, dismissAction: dismiss) },
      set: { _ in })
  }
}

/// The older way to close a presentation, as SwiftUI's `PresentationMode`.
public struct PresentationMode {
  /// Whether the view is presented.
  public let isPresented: Bool
  let dismissAction: DismissAction
  /// Closes the presentation.
  @MainActor public mutating func dismiss() { dismissAction() }
}
