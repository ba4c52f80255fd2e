import Foundation

/// A kind of media a device captures or a track holds.
public struct AVMediaType: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public static let video = AVMediaType("vide")
  public static let audio = AVMediaType("soun")
  public static let text = AVMediaType("text")
  public static let metadata = AVMediaType("meta")
}

/// Whether the app may use a capture device.
public enum AVAuthorizationStatus: Int, Sendable {
  case notDetermined, restricted, denied, authorized
}

/// A camera or microphone, as AVFoundation's. A simulator has none (`default(for:)` is nil); the
/// permission to use one is not determined until asked, then granted, as when the person using a
/// simulator allows it. The answers are this process's, kept per kind of media.
public final class AVCaptureDevice: @unchecked Sendable {
  /// Its identifier.
  public let uniqueID: String
  /// Its name.
  public let localizedName: String

  init(uniqueID: String, localizedName: String) {
    self.uniqueID = uniqueID
    self.localizedName = localizedName
  }

  private static let lock = NSLock()
  nonisolated(unsafe) private static var answers: [AVMediaType: AVAuthorizationStatus] = [:]

  /// Whether the app may capture `mediaType`: not determined until asked.
  public class func authorizationStatus(for mediaType: AVMediaType) -> AVAuthorizationStatus {
    lock.withLock { answers[mediaType] ?? .notDetermined }
  }

  /// Asks to capture `mediaType` and says the answer: granted (and kept) here.
  public class func requestAccess(
    for mediaType: AVMediaType, completionHandler handler: @escaping @Sendable (Bool) -> Void
  ) {
    let granted = grant(mediaType)
    DispatchQueue.global().async { handler(granted) }
  }

  /// Asks to capture `mediaType`: granted (and kept) here.
  public class func requestAccess(for mediaType: AVMediaType) async -> Bool { grant(mediaType) }

  private static func grant(_ mediaType: AVMediaType) -> Bool {
    lock.withLock {
      let answer = answers[mediaType] ?? .authorized
      answers[mediaType] = answer
      return answer == .authorized
    }
  }

  /// Forgets the answers, as a simulator erased.
  public class func _resetAuthorization() { lock.withLock { answers = [:] } }

  /// The default device for `mediaType`: none on a simulator.
  public class func `default`(for mediaType: AVMediaType) -> AVCaptureDevice? { nil }

  /// The device of `deviceType` for `mediaType` at `position`: none on a simulator.
  public class func `default`(
    _ deviceType: DeviceType, for mediaType: AVMediaType?, position: Position
  ) -> AVCaptureDevice? { nil }

  /// A kind of capture device.
  public struct DeviceType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let builtInWideAngleCamera = DeviceType(
      rawValue: "AVCaptureDeviceTypeBuiltInWideAngleCamera")
    public static let builtInUltraWideCamera = DeviceType(
      rawValue: "AVCaptureDeviceTypeBuiltInUltraWideCamera")
    public static let builtInTelephotoCamera = DeviceType(
      rawValue: "AVCaptureDeviceTypeBuiltInTelephotoCamera")
    public static let builtInDualCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInDualCamera")
    public static let builtInTrueDepthCamera = DeviceType(
      rawValue: "AVCaptureDeviceTypeBuiltInTrueDepthCamera")
    public static let builtInMicrophone = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInMicrophone")
  }

  /// A device by its position.
  public enum Position: Int, Sendable {
    case unspecified, back, front
  }
}
