import Foundation
import Speech
import Testing

/// Speech answers as an iPhone simulator with nothing set up: permission is asked for and granted,
/// recognizers exist for the locales iOS recognizes, and a task hears no speech and ends with
/// iOS's errors.
@Suite(.serialized) struct SpeechTests {
  @Test func permissionIsNotDeterminedUntilAskedThenAuthorized() async {
    SFSpeechRecognizer._resetAuthorization()
    #expect(SFSpeechRecognizer.authorizationStatus() == .notDetermined)
    let status = await withCheckedContinuation { continuation in
      SFSpeechRecognizer.requestAuthorization { continuation.resume(returning: $0) }
    }
    #expect(status == .authorized)
    #expect(SFSpeechRecognizer.authorizationStatus() == .authorized)
  }

  @Test func recognizersExistOnlyForTheLocalesIOSRecognizes() {
    #expect(SFSpeechRecognizer(locale: Locale(identifier: "en-US"))?.locale.identifier == "en-US")
    #expect(SFSpeechRecognizer(locale: Locale(identifier: "ru"))?.locale.identifier == "ru-RU")
    #expect(SFSpeechRecognizer(locale: Locale(identifier: "hi_IN"))?.locale.identifier == "hi-IN")
    #expect(SFSpeechRecognizer(locale: Locale(identifier: "zh"))?.locale.identifier == "zh-CN")
    #expect(SFSpeechRecognizer(locale: Locale(identifier: "en-GB"))?.locale.identifier == "en-GB")
    #expect(SFSpeechRecognizer(locale: Locale(identifier: "en_001"))?.locale.identifier == "en-US")
    #expect(SFSpeechRecognizer(locale: Locale(identifier: "xx-YY")) == nil)
    #expect(
      SFSpeechRecognizer(locale: Locale(identifier: "ru-US")) == nil, "Russian is recognized in Russia only")
    #expect(SFSpeechRecognizer.supportedLocales().contains(Locale(identifier: "ja-JP")))
    #expect(SFSpeechRecognizer(locale: Locale(identifier: "de-DE"))?.isAvailable == true)
  }

  @Test func aBufferTaskHearsNoSpeechAndEndsWhenItsAudioEnds() async throws {
    let recognizer = try #require(SFSpeechRecognizer(locale: Locale(identifier: "en-US")))
    recognizer.queue = OperationQueue()
    let request = SFSpeechAudioBufferRecognitionRequest()
    request.shouldReportPartialResults = true
    let format = try #require(AVAudioFormat(standardFormatWithSampleRate: 16_000, channels: 1))
    let buffer = try #require(AVAudioPCMBuffer(pcmFormat: format, frameCapacity: 1024))
    buffer.frameLength = 512
    let ended: (SFSpeechRecognitionResult?, NSError?) = await withCheckedContinuation { continuation in
      let task = recognizer.recognitionTask(with: request) { result, error in
        continuation.resume(returning: (result, error as NSError?))
      }
      #expect(task.state == .running)
      request.append(buffer)
      request.endAudio()
    }
    #expect(ended.0 == nil)
    #expect(ended.1?.domain == "kAFAssistantErrorDomain" && ended.1?.code == 1110)
    #expect(ended.1?.localizedDescription == "No speech detected")
    #expect(request.appendedFrameCount == 512)
  }

  @Test func aCancelledTaskEndsOnceAsCancelled() async throws {
    let recognizer = try #require(SFSpeechRecognizer(locale: Locale(identifier: "en-US")))
    recognizer.queue = OperationQueue()
    let request = SFSpeechAudioBufferRecognitionRequest()
    let calls = Calls()
    let error: NSError? = await withCheckedContinuation { continuation in
      let task = recognizer.recognitionTask(with: request) { _, error in
        if calls.add() == 1 { continuation.resume(returning: error as NSError?) }
      }
      task.cancel()
      #expect(task.isCancelled)
      task.finish()
      request.endAudio()
    }
    #expect(error?.domain == "kLSRErrorDomain" && error?.code == 301)
    try await Task.sleep(for: .milliseconds(50))
    #expect(calls.count == 1, "a task ends once")
  }

  @Test func aFileRequestFailsForAMissingFile() async throws {
    let recognizer = try #require(SFSpeechRecognizer(locale: Locale(identifier: "en-US")))
    recognizer.queue = OperationQueue()
    let missing = URL(fileURLWithPath: "/nonexistent/legible-speech.m4a")
    let error: NSError? = await withCheckedContinuation { continuation in
      _ = recognizer.recognitionTask(with: SFSpeechURLRecognitionRequest(url: missing)) { _, error in
        continuation.resume(returning: error as NSError?)
      }
    }
    #expect(error?.code == 1101)
  }

  @Test func transcriptionsAreRealValues() {
    let transcription = SFTranscription(text: "Good morning team", duration: 3)
    #expect(transcription.formattedString == "Good morning team")
    #expect(transcription.segments.map(\.substring) == ["Good", "morning", "team"])
    #expect(transcription.segments[1].substringRange == NSRange(location: 5, length: 7))
    #expect(transcription.segments[2].timestamp == 2)
    let result = SFSpeechRecognitionResult(transcriptions: [transcription], isFinal: true)
    #expect(result.bestTranscription.formattedString == "Good morning team" && result.isFinal)
  }
}

/// Counts calls from any thread.
final class Calls: @unchecked Sendable {
  private let lock = NSLock()
  private(set) var count = 0
  func add() -> Int {
    lock.withLock {
      count += 1; return count
    }
  }
}
