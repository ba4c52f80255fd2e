import Foundation

/// How the app uses audio, as AVFoundation's: one session for the process, which keeps its
/// category, mode, options and whether it is active, as an app sets them.
public final class AVAudioSession: @unchecked Sendable {
  private static let shared = AVAudioSession()
  private let lock = NSLock()
  private var state = (
    category: Category.soloAmbient, mode: Mode.default, options: CategoryOptions(), active: false
  )

  /// The app's session.
  public static func sharedInstance() -> AVAudioSession { shared }

  /// Its category.
  public var category: Category { lock.withLock { state.category } }
  /// Its mode.
  public var mode: Mode { lock.withLock { state.mode } }
  /// Its category's options.
  public var categoryOptions: CategoryOptions { lock.withLock { state.options } }
  /// Whether it is active.
  public var isActive: Bool { lock.withLock { state.active } }
  /// Whether other apps play sound: none on a simulator with nothing running.
  public var isOtherAudioPlaying: Bool { false }

  /// Sets its category.
  public func setCategory(_ category: Category) throws { lock.withLock { state.category = category } }
  /// Sets its category with `options`.
  public func setCategory(_ category: Category, options: CategoryOptions = []) throws {
    lock.withLock { (state.category, state.options) = (category, options) }
  }
  /// Sets its category, mode and options.
  public func setCategory(_ category: Category, mode: Mode, options: CategoryOptions = []) throws {
    lock.withLock { (state.category, state.mode, state.options) = (category, mode, options) }
  }
  /// Sets its mode.
  public func setMode(_ mode: Mode) throws { lock.withLock { state.mode = mode } }
  /// Makes it active or not.
  public func setActive(_ active: Bool, options: SetActiveOptions = []) throws {
    lock.withLock { state.active = active }
  }

  /// Whether the app may record from the microphone: the answer `AVCaptureDevice` keeps for
  /// audio (not determined until asked, then granted, as on a simulator whose user allows it).
  public var recordPermission: RecordPermission {
    switch AVCaptureDevice.authorizationStatus(for: .audio) {
    case .notDetermined: .undetermined
    case .authorized: .granted
    case .denied, .restricted: .denied
    }
  }

  /// Asks to record and says the answer: granted (and kept) here.
  public func requestRecordPermission(_ response: @escaping @Sendable (Bool) -> Void) {
    AVCaptureDevice.requestAccess(for: .audio, completionHandler: response)
  }

  /// Whether the app may record, as `recordPermission` answers.
  public enum RecordPermission: UInt, Sendable {
    /// Not asked yet ('undt').
    case undetermined = 0x756E_6474
    /// Refused ('deny').
    case denied = 0x6465_6E79
    /// Allowed ('grnt').
    case granted = 0x6772_6E74
  }

  /// What the app does with audio.
  public struct Category: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let ambient = Category(rawValue: "AVAudioSessionCategoryAmbient")
    public static let soloAmbient = Category(rawValue: "AVAudioSessionCategorySoloAmbient")
    public static let playback = Category(rawValue: "AVAudioSessionCategoryPlayback")
    public static let record = Category(rawValue: "AVAudioSessionCategoryRecord")
    public static let playAndRecord = Category(rawValue: "AVAudioSessionCategoryPlayAndRecord")
    public static let multiRoute = Category(rawValue: "AVAudioSessionCategoryMultiRoute")
  }

  /// How it does it.
  public struct Mode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let `default` = Mode(rawValue: "AVAudioSessionModeDefault")
    public static let spokenAudio = Mode(rawValue: "AVAudioSessionModeSpokenAudio")
    public static let moviePlayback = Mode(rawValue: "AVAudioSessionModeMoviePlayback")
    public static let voiceChat = Mode(rawValue: "AVAudioSessionModeVoiceChat")
    public static let videoRecording = Mode(rawValue: "AVAudioSessionModeVideoRecording")
    public static let measurement = Mode(rawValue: "AVAudioSessionModeMeasurement")
  }

  /// How its audio mixes with others'.
  public struct CategoryOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let mixWithOthers = CategoryOptions(rawValue: 1)
    public static let duckOthers = CategoryOptions(rawValue: 2)
    public static let allowBluetooth = CategoryOptions(rawValue: 4)
    public static let defaultToSpeaker = CategoryOptions(rawValue: 8)
    public static let interruptSpokenAudioAndMixWithOthers = CategoryOptions(rawValue: 17)
    public static let allowBluetoothA2DP = CategoryOptions(rawValue: 32)
    public static let allowAirPlay = CategoryOptions(rawValue: 64)
  }

  /// What making it inactive tells other apps.
  public struct SetActiveOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let notifyOthersOnDeactivation = SetActiveOptions(rawValue: 1)
  }
}
