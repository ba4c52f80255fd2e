import Foundation

/// What a recognition task recognizes, as Speech's: the options a request carries.
open class SFSpeechRecognitionRequest: NSObject, @unchecked Sendable {
  /// What the audio is expected to hold.
  open var taskHint = SFSpeechRecognitionTaskHint.unspecified
  /// Whether results come as the speech goes on, not only at the end.
  open var shouldReportPartialResults = true
  /// Phrases to favour.
  open var contextualStrings: [String] = []
  /// Whether recognition must stay on the device.
  open var requiresOnDeviceRecognition = false
  /// Whether punctuation is added.
  open var addsPunctuation = false
  /// An identifier for analytics (kept).
  open var interactionIdentifier: String?

  /// The task recognizing this request.
  weak var task: SFSpeechRecognitionTask?

  /// Starts `task` on the request's audio.
  func start(_ task: SFSpeechRecognitionTask) { self.task = task }
}

/// A request whose audio comes from a file, as Speech's. The file is not decoded here: a missing
/// file ends the task with the error iOS gives for it; a file found holds no speech heard.
open class SFSpeechURLRecognitionRequest: SFSpeechRecognitionRequest, @unchecked Sendable {
  /// The file.
  public let url: URL

  /// A request for the audio in the file at `url`.
  public init(url URL: URL) {
    url = URL
    super.init()
  }

  override func start(_ task: SFSpeechRecognitionTask) {
    super.start(task)
    guard url.isFileURL, FileManager.default.fileExists(atPath: url.path) else {
      return task.end(with: SFSpeechRecognitionTask.error(.audioReadFailed))
    }
    task.end(with: SFSpeechRecognitionTask.error(.noSpeechDetected))
  }
}

/// A request whose audio the app appends as it records, as Speech's. The buffers are counted, not
/// heard; ending the audio ends the task with "No speech detected".
open class SFSpeechAudioBufferRecognitionRequest: SFSpeechRecognitionRequest, @unchecked Sendable {
  /// The format audio is best appended in.
  open var nativeAudioFormat: AVAudioFormat {
    AVAudioFormat(standardFormatWithSampleRate: 16_000, channels: 1)!
  }
  /// The frames appended so far.
  public private(set) var appendedFrameCount = 0
  private var ended = false

  public override init() { super.init() }

  /// Appends `audioPCMBuffer`.
  open func append(_ audioPCMBuffer: AVAudioPCMBuffer) {
    guard !ended else { return }
    appendedFrameCount += Int(audioPCMBuffer.frameLength)
  }

  /// Says no more audio will come: the task ends, having heard no speech.
  open func endAudio() {
    guard !ended else { return }
    ended = true
    task?.end(with: SFSpeechRecognitionTask.error(.noSpeechDetected))
  }

  override func start(_ task: SFSpeechRecognitionTask) {
    super.start(task)
    if ended { task.end(with: SFSpeechRecognitionTask.error(.noSpeechDetected)) }
  }
}
