import Foundation

/// Opens a window of the app's scenes, as SwiftUI's `OpenWindowAction`. An iPhone shows one
/// window (`\.supportsMultipleWindows` is false), so nothing opens; each request is recorded in
/// `WindowRequests.shared`, so that a test can see what a tap asked for.
public struct OpenWindowAction: Sendable {
  /// Asks for the window of the scene with `id`.
  @MainActor public func callAsFunction(id: String) {
    WindowRequests.shared.record(.open(id: id, value: nil))
  }
  /// Asks for the window that presents `value`.
  @MainActor public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {
    WindowRequests.shared.record(.open(id: nil, value: "\(value)"))
  }
  /// Asks for the window of the scene with `id` that presents `value`.
  @MainActor public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {
    WindowRequests.shared.record(.open(id: id, value: "\(value)"))
  }
}

/// Closes a window, as SwiftUI's `DismissWindowAction` (recorded: an iPhone's one window stays).
public struct DismissWindowAction: Sendable {
  /// Asks to close the window the view is in.
  @MainActor public func callAsFunction() { WindowRequests.shared.record(.dismiss(id: nil)) }
  /// Asks to close the window of the scene with `id`.
  @MainActor public func callAsFunction(id: String) { WindowRequests.shared.record(.dismiss(id: id)) }
}

/// The window requests taps made, in order.
public final class WindowRequests: Sendable {
  /// One request.
  public enum Request: Equatable, Sendable {
    /// A window asked for, by scene identifier and the value it presents (described).
    case open(id: String?, value: String?)
    /// A window asked to close.
    case dismiss(id: String?)
  }
  /// The recorder.
  public static let shared = WindowRequests()
  private let log = RequestLog<Request>()
  func record(_ request: Request) { log.append(request) }
  /// The requests so far.
  public var requests: [Request] { log.all }
}

private struct OpenWindowKey: EnvironmentKey {
  static var defaultValue: OpenWindowAction { OpenWindowAction() }
}
private struct DismissWindowKey: EnvironmentKey {
  static var defaultValue: DismissWindowAction { DismissWindowAction() }
}

extension EnvironmentValues {
  /// Opens a window (recorded: an iPhone has one).
  public var openWindow: OpenWindowAction { self[OpenWindowKey.self] }
  /// Closes a window (recorded).
  public var dismissWindow: DismissWindowAction { self[DismissWindowKey.self] }
  /// Whether the app can show several windows: false, as on an iPhone.
  public var supportsMultipleWindows: Bool { false }
}
