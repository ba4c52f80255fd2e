import Foundation

/// Records sound from the microphone to a file, as AVFoundation's. There is no microphone here
/// (as on a simulator with no audio input): `record()` answers false and nothing is written, and
/// the meters read silence (-160 dB). What the app sets (its file, settings, metering, delegate)
/// is kept, so a view model that drives a screen from a recorder builds and shows its idle state.
open class AVAudioRecorder: @unchecked Sendable {
  /// The file it records to.
  public let url: URL
  /// The format it records in (`AVFormatIDKey`, `AVSampleRateKey`, …).
  public let settings: [String: Any]
  /// Whether it is recording: never here.
  public private(set) var isRecording = false
  /// How long it has recorded, in seconds.
  public private(set) var currentTime: TimeInterval = 0
  /// Whether the meters are read.
  public var isMeteringEnabled = false
  /// Told when a recording ends (never here: none starts).
  public weak var delegate: (any AVAudioRecorderDelegate)?

  /// A recorder to the file at `url` in the format `settings` describes.
  /// - Throws: the error iOS gives when `url` is not a file URL.
  public init(url: URL, settings: [String: Any]) throws {
    guard url.isFileURL else {
      throw NSError(
        domain: NSOSStatusErrorDomain, code: 1_718_449_215,
        userInfo: [NSLocalizedDescriptionKey: "The recorder needs a file URL, not \(url.absoluteString)."])
    }
    self.url = url
    self.settings = settings
  }

  /// Gets ready to record: false, as there is no microphone.
  @discardableResult open func prepareToRecord() -> Bool { false }
  /// Starts recording: false, as there is no microphone.
  @discardableResult open func record() -> Bool { false }
  /// Starts recording at `time`: false.
  @discardableResult open func record(atTime time: TimeInterval) -> Bool { false }
  /// Records for `duration` seconds: false.
  @discardableResult open func record(forDuration duration: TimeInterval) -> Bool { false }
  /// Pauses recording.
  open func pause() { isRecording = false }
  /// Stops recording.
  open func stop() { isRecording = false }
  /// Deletes the file: true when there was one and it is gone.
  @discardableResult open func deleteRecording() -> Bool {
    (try? FileManager.default.removeItem(at: url)) != nil
  }

  /// Reads the meters.
  open func updateMeters() {}
  /// The average power of `channelNumber`, in decibels: silence.
  open func averagePower(forChannel channelNumber: Int) -> Float { -160 }
  /// The peak power of `channelNumber`, in decibels: silence.
  open func peakPower(forChannel channelNumber: Int) -> Float { -160 }
}

/// Told of an audio recorder's events.
public protocol AVAudioRecorderDelegate: AnyObject {
  /// It finished recording.
  func audioRecorderDidFinishRecording(_ recorder: AVAudioRecorder, successfully flag: Bool)
  /// Its sound could not be encoded.
  func audioRecorderEncodeErrorDidOccur(_ recorder: AVAudioRecorder, error: (any Error)?)
}

extension AVAudioRecorderDelegate {
  public func audioRecorderDidFinishRecording(_ recorder: AVAudioRecorder, successfully flag: Bool) {}
  public func audioRecorderEncodeErrorDidOccur(_ recorder: AVAudioRecorder, error: (any Error)?) {}
}

/// The quality of an encoder, as AVFoundation's.
public enum AVAudioQuality: Int, Sendable {
  case min = 0
  case low = 0x20
  case medium = 0x40
  case high = 0x60
  case max = 0x7F
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The settings a recorder's format is described by, as AVFoundation's keys.
public let AVFormatIDKey = "AVFormatIDKey"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The sample rate, in hertz.
public let AVSampleRateKey = "AVSampleRateKey"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The number of channels.
public let AVNumberOfChannelsKey = "AVNumberOfChannelsKey"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The encoder's quality (an `AVAudioQuality`'s raw value).
public let AVEncoderAudioQualityKey = "AVEncoderAudioQualityKey"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The encoder's bit rate, in bits per second.
public let AVEncoderBitRateKey = "AVEncoderBitRateKey"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The bits per sample of linear PCM.
public let AVLinearPCMBitDepthKey = "AVLinearPCMBitDepthKey"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// Whether linear PCM is in floating point.
public let AVLinearPCMIsFloatKey = "AVLinearPCMIsFloatKey"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// Whether linear PCM is big-endian.
public let AVLinearPCMIsBigEndianKey = "AVLinearPCMIsBigEndianKey"
