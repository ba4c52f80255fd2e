import Foundation

/// The app's audio, as AVFoundation's `AVAudioApplication` (iOS 17): its permission to record,
/// which is the microphone's one answer (`AVCaptureDevice`'s for audio: not determined until
/// asked, then granted), and whether its input is muted.
public final class AVAudioApplication: NSObject, @unchecked Sendable {
  private static let instance = AVAudioApplication()
  private let lock = NSLock()
  private var muted = false

  /// The app's instance.
  public class var shared: AVAudioApplication { instance }

  /// Whether the app may record.
  public enum recordPermission: Int, Sendable {
    /// Not asked yet.
    case undetermined = 0x756E_6474
    /// Refused.
    case denied = 0x6465_6E79
    /// Allowed.
    case granted = 0x6772_6E74
  }

  /// Whether the app may record, as the microphone's answer says.
  public var recordPermission: recordPermission {
    switch AVCaptureDevice.authorizationStatus(for: .audio) {
    case .notDetermined: .undetermined
    case .authorized: .granted
    case .denied, .restricted: .denied
    }
  }

  /// Asks to record and says the answer: granted (and kept) here.
  public class func requestRecordPermission(completionHandler response: @escaping @Sendable (Bool) -> Void) {
    AVCaptureDevice.requestAccess(for: .audio, completionHandler: response)
  }

  /// Asks to record: granted (and kept) here.
  public class func requestRecordPermission() async -> Bool {
    await AVCaptureDevice.requestAccess(for: .audio)
  }

  /// Whether the app's input is muted.
  public var isInputMuted: Bool { lock.withLock { muted } }

  /// Mutes or unmutes the app's input.
  public func setInputMuted(_ muted: Bool) throws { lock.withLock { self.muted = muted } }
}
