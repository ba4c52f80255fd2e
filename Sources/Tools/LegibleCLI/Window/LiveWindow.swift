import Audit
import DynamicType
import Foundation
import Legible

/// A live window that `preview` opens: the `Preview` product's `PreviewWindow`. The command
/// line does not link a window system; a catalog program opts into the window by naming it,
/// so that programs that only audit and render (in CI, say) carry no SDL2. With the Preview
/// product as a dependency and `import Preview`:
///
/// ```swift
/// @main enum SettingsPreview: LegibleCatalog {
///   static let screens: [AuditScreen] = [.settings]
///   static let liveWindow: (any LiveWindow.Type)? = PreviewWindow.self
/// }
/// ```
public protocol LiveWindow: SendableMetatype {
  /// Opens the window on `request` and runs it until it is closed. Returns the exit status:
  /// `internal` (70) when no window can be opened, with the reason written to standard error.
  @MainActor static func open(_ request: LiveWindowRequest) -> ExitCode
}

/// What `preview` asks a live window to show, read from its options.
public struct LiveWindowRequest {
  /// The screen to show.
  public var screen: AuditScreen
  /// One of the screen's languages, or nil for its first.
  public var language: String?
  /// One of the screen's variants, or nil for its last.
  public var variant: String?
  /// The device it starts on.
  public var device: Device
  /// The text size it starts at.
  public var category: ContentSizeCategory
  /// Window pixels per point, or nil for the device's scale (lowered to fit the display).
  public var zoom: Double?
  /// Where screenshots go.
  public var screenshotFolder: URL
  /// Asked now and then for the desktop's text size, when following it.
  public var systemCategory: (@MainActor () -> ContentSizeCategory?)?
  /// Writes a line to standard output.
  public var log: @MainActor (String) -> Void
  /// Writes a message to standard error.
  public var standardError: @MainActor (String) -> Void
}
