import Foundation

/// Where a recognition task is, as Speech's.
public enum SFSpeechRecognitionTaskState: Int, Sendable {
  case starting, running, finishing, canceling, completed
}

/// Told what a recognition task hears and how it ends, as Speech's.
public protocol SFSpeechRecognitionTaskDelegate: NSObjectProtocol {
  func speechRecognitionDidDetectSpeech(_ task: SFSpeechRecognitionTask)
  func speechRecognitionTask(
    _ task: SFSpeechRecognitionTask, didHypothesizeTranscription transcription: SFTranscription)
  func speechRecognitionTask(
    _ task: SFSpeechRecognitionTask, didFinishRecognition recognitionResult: SFSpeechRecognitionResult)
  func speechRecognitionTaskFinishedReadingAudio(_ task: SFSpeechRecognitionTask)
  func speechRecognitionTaskWasCancelled(_ task: SFSpeechRecognitionTask)
  func speechRecognitionTask(_ task: SFSpeechRecognitionTask, didFinishSuccessfully successfully: Bool)
}

extension SFSpeechRecognitionTaskDelegate {
  public func speechRecognitionDidDetectSpeech(_ task: SFSpeechRecognitionTask) {}
  public func speechRecognitionTask(
    _ task: SFSpeechRecognitionTask, didHypothesizeTranscription transcription: SFTranscription
  ) {}
  public func speechRecognitionTask(
    _ task: SFSpeechRecognitionTask, didFinishRecognition recognitionResult: SFSpeechRecognitionResult
  ) {}
  public func speechRecognitionTaskFinishedReadingAudio(_ task: SFSpeechRecognitionTask) {}
  public func speechRecognitionTaskWasCancelled(_ task: SFSpeechRecognitionTask) {}
  public func speechRecognitionTask(_ task: SFSpeechRecognitionTask, didFinishSuccessfully successfully: Bool)
  {}
}

/// A recognition in progress, as Speech's. It hears no speech here: it runs until its audio ends,
/// it is finished or cancelled, then completes with the error iOS gives (see the module's
/// comment), told once, on the recognizer's queue.
open class SFSpeechRecognitionTask: NSObject, @unchecked Sendable {
  /// Where the task is.
  public private(set) var state = SFSpeechRecognitionTaskState.running
  /// Whether it was asked to finish.
  public private(set) var isFinishing = false
  /// Whether it was cancelled.
  public private(set) var isCancelled = false
  /// The error it ended with.
  public private(set) var error: (any Error)?

  private let queue: OperationQueue
  private let handler: (@Sendable (SFSpeechRecognitionResult?, (any Error)?) -> Void)?
  private weak var delegate: (any SFSpeechRecognitionTaskDelegate)?
  private let lock = NSLock()
  private let request: SFSpeechRecognitionRequest

  init(
    request: SFSpeechRecognitionRequest, queue: OperationQueue,
    handler: (@Sendable (SFSpeechRecognitionResult?, (any Error)?) -> Void)? = nil,
    delegate: (any SFSpeechRecognitionTaskDelegate)? = nil
  ) {
    self.request = request
    self.queue = queue
    self.handler = handler
    self.delegate = delegate
  }

  /// Stops taking audio and ends with what was heard: nothing.
  open func finish() {
    guard lock.withLock({ state == .running || state == .starting }) else { return }
    isFinishing = true
    lock.withLock { state = .finishing }
    end(with: Self.error(.noSpeechDetected))
  }

  /// Stops and ends as cancelled.
  open func cancel() {
    guard lock.withLock({ state != .completed && state != .canceling }) else { return }
    isCancelled = true
    lock.withLock { state = .canceling }
    end(with: Self.error(.canceled))
  }

  /// Completes the task with `error`, told once.
  func end(with error: any Error) {
    let first = lock.withLock {
      guard self.error == nil else { return false }
      self.error = error
      return true
    }
    guard first else { return }
    let cancelled = isCancelled
    queue.addOperation { [self] in
      lock.withLock { state = .completed }
      handler?(nil, error)
      guard let delegate else { return }
      if cancelled {
        delegate.speechRecognitionTaskWasCancelled(self)
      } else {
        delegate.speechRecognitionTaskFinishedReadingAudio(self)
      }
      delegate.speechRecognitionTask(self, didFinishSuccessfully: false)
    }
  }

  /// The errors a task ends with here, with iOS's domains, codes and messages.
  enum Failure {
    case noSpeechDetected, canceled, audioReadFailed
  }

  static func error(_ failure: Failure) -> NSError {
    switch failure {
    case .noSpeechDetected:
      NSError(
        domain: "kAFAssistantErrorDomain", code: 1110,
        userInfo: [NSLocalizedDescriptionKey: "No speech detected"])
    case .canceled:
      NSError(
        domain: "kLSRErrorDomain", code: 301,
        userInfo: [NSLocalizedDescriptionKey: "Recognition request was canceled"])
    case .audioReadFailed:
      NSError(
        domain: "kAFAssistantErrorDomain", code: 1101,
        userInfo: [
          NSLocalizedDescriptionKey:
            "The operation couldn’t be completed. (kAFAssistantErrorDomain error 1101.)"
        ])
    }
  }
}
