import AVFoundation
import Foundation
import Testing

/// AVFoundation answers as an iPhone simulator with nothing set up: no camera, permission not
/// determined until asked and then granted; players keep what they are told and make no sound.
@Suite(.serialized) struct AVFoundationTests {
  @Test func theCameraIsNotDeterminedUntilAskedThenGrantedAndNoneExists() async {
    AVCaptureDevice._resetAuthorization()
    #expect(AVCaptureDevice.authorizationStatus(for: .video) == .notDetermined)
    #expect(await AVCaptureDevice.requestAccess(for: .video))
    #expect(AVCaptureDevice.authorizationStatus(for: .video) == .authorized)
    #expect(AVCaptureDevice.authorizationStatus(for: .audio) == .notDetermined)
    let answered: Bool = await withCheckedContinuation { continuation in
      AVCaptureDevice.requestAccess(for: .audio) { continuation.resume(returning: $0) }
    }
    #expect(answered && AVCaptureDevice.authorizationStatus(for: .audio) == .authorized)
    #expect(AVCaptureDevice.default(for: .video) == nil)
    #expect(AVCaptureDevice.default(.builtInWideAngleCamera, for: .video, position: .back) == nil)
  }

  @Test func aRecorderWithoutAMicrophoneRecordsNothingAndHearsSilence() throws {
    AVCaptureDevice._resetAuthorization()
    let session = AVAudioSession.sharedInstance()
    #expect(session.recordPermission == .undetermined)
    session.requestRecordPermission { _ in }
    #expect(session.recordPermission == .granted)
    #expect(AVCaptureDevice.authorizationStatus(for: .audio) == .authorized, "one answer for the microphone")
    let url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("legible-recorder.caf")
    let recorder = try AVAudioRecorder(
      url: url,
      settings: [
        AVFormatIDKey: Int(kAudioFormatAppleLossless), AVSampleRateKey: 44_100.0, AVNumberOfChannelsKey: 1,
        AVEncoderAudioQualityKey: AVAudioQuality.min.rawValue,
      ])
    recorder.isMeteringEnabled = true
    #expect(recorder.record() == false && recorder.isRecording == false)
    recorder.updateMeters()
    #expect(recorder.averagePower(forChannel: 0) == -160 && recorder.peakPower(forChannel: 0) == -160)
    #expect(recorder.settings[AVSampleRateKey] as? Double == 44_100)
    #expect(!FileManager.default.fileExists(atPath: url.path))
    #expect(throws: NSError.self) {
      try AVAudioRecorder(url: URL(string: "https://example.com/a.caf")!, settings: [:])
    }
  }

  @Test func aPlayerKeepsItsItemRateAndPosition() async {
    let url = URL(fileURLWithPath: "/videos/knead.mov")
    let player = AVPlayer(url: url)
    #expect((player.currentItem?.asset as? AVURLAsset)?.url == url)
    #expect(player.timeControlStatus == .paused)
    player.play()
    #expect(player.rate == 1 && player.timeControlStatus == .playing)
    #expect(await player.seek(to: CMTime(seconds: 12.5, preferredTimescale: 600)))
    #expect(player.currentTime().seconds == 12.5)
    player.pause()
    #expect(player.rate == 0)
    let queue = AVQueuePlayer(items: [
      AVPlayerItem(url: url), AVPlayerItem(url: URL(fileURLWithPath: "/b.mov")),
    ])
    queue.advanceToNextItem()
    #expect((queue.currentItem?.asset as? AVURLAsset)?.url.lastPathComponent == "b.mov")
  }

  @Test func timesAreRationalSecondsAndBadOnesAreInvalid() {
    #expect(CMTimeMake(value: 3, timescale: 2).seconds == 1.5)
    #expect(CMTime(seconds: .nan, preferredTimescale: 600).isValid == false)
    #expect(CMTime(seconds: 1, preferredTimescale: 0).isValid == false)
    #expect(CMTime(seconds: .infinity, preferredTimescale: 600) == .positiveInfinity)
    #expect(CMTime(seconds: 1e300, preferredTimescale: 600).seconds.isFinite)
    #expect(CMTime.zero < CMTimeMakeWithSeconds(0.1, preferredTimescale: 10))
  }

  @Test func anAudioPlayerReadsItsFileAndKeepsItsState() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("chime-\(UUID().uuidString).caf")
    try Data([1, 2, 3, 4]).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let player = try AVAudioPlayer(contentsOf: file)
    #expect(player.prepareToPlay() && player.play() && player.isPlaying)
    player.stop()
    #expect(!player.isPlaying)
    // A missing file is the error iOS gives, not a trap.
    #expect(throws: NSError.self) { try AVAudioPlayer(contentsOf: URL(fileURLWithPath: "/no/such.caf")) }
    #expect(throws: NSError.self) { try AVAudioPlayer(data: Data()) }
  }

  @Test func theAudioSessionKeepsItsCategoryModeAndActivity() throws {
    let session = AVAudioSession.sharedInstance()
    try session.setCategory(.playback, mode: .spokenAudio, options: [.duckOthers])
    try session.setActive(true)
    #expect(session.category == .playback && session.mode == .spokenAudio)
    #expect(session.categoryOptions == [.duckOthers] && session.isActive)
    try session.setActive(false, options: .notifyOthersOnDeactivation)
    #expect(!session.isActive)
  }

  @Test func recordPermissionIsTheMicrophonesOneAnswer() async {
    AVCaptureDevice._resetAuthorization()
    #expect(AVAudioApplication.shared.recordPermission == .undetermined)
    #expect(await AVAudioApplication.requestRecordPermission())
    #expect(AVAudioApplication.shared.recordPermission == .granted)
    #expect(AVAudioSession.sharedInstance().recordPermission == .granted)
  }
}

/// The audio engine of a device with no microphone: its input hears nothing and cannot start.
@Suite struct AudioEngineTests {
  @Test func anEngineUsingItsInputCannotStartWithoutAMicrophone() throws {
    let engine = AVAudioEngine()
    let format = engine.inputNode.outputFormat(forBus: 0)
    #expect(format.sampleRate == 0 && format.channelCount == 0)
    engine.inputNode.installTap(onBus: 0, bufferSize: 1024, format: format) { _, _ in
      Issue.record("a tap on a silent input is never called")
    }
    engine.prepare()
    #expect(throws: NSError.self) { try engine.start() }
    do {
      try engine.start()
    } catch let error as NSError {
      #expect(error.domain == AVAudioEngine.errorDomain && error.code == -10868)
    }
    #expect(!engine.isRunning)
    engine.inputNode.removeTap(onBus: 0)
    try engine.start()
    #expect(engine.isRunning, "an engine that only plays starts")
    engine.stop()
    #expect(!engine.isRunning)
  }

  @Test func buffersHoldRealSilentSamples() throws {
    #expect(AVAudioFormat(standardFormatWithSampleRate: 44_100, channels: 0) == nil)
    let format = try #require(AVAudioFormat(standardFormatWithSampleRate: 48_000, channels: 2))
    #expect(
      format.isStandard && format.description == "<AVAudioFormat: 2 ch, 48000 Hz, Float32, deinterleaved>")
    let buffer = try #require(AVAudioPCMBuffer(pcmFormat: format, frameCapacity: 256))
    buffer.frameLength = 1000
    #expect(buffer.frameLength == 256, "never more than the capacity")
    let channels = try #require(buffer.floatChannelData)
    #expect(channels[1][255] == 0)
    channels[1][255] = 0.5
    #expect(channels[1][255] == 0.5 && channels[0][255] == 0)
  }

}

/// Speech is spoken in no time with no sound: the delegate hears each utterance start and finish,
/// in order, on the main queue; voices are a fresh simulator's compact ones.
@MainActor @Suite struct SpeechSynthesisTests {
  final class Listener: NSObject, AVSpeechSynthesizerDelegate {
    var heard: [String] = []
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didStart utterance: AVSpeechUtterance) {
      heard.append("start \(utterance.speechString)")
    }
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance) {
      heard.append("finish \(utterance.speechString)")
    }
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didCancel utterance: AVSpeechUtterance) {
      heard.append("cancel \(utterance.speechString)")
    }
  }

  @Test func utterancesAreSpokenInTurnAndTheDelegateTold() async throws {
    let synthesizer = AVSpeechSynthesizer()
    let listener = Listener()
    synthesizer.delegate = listener
    synthesizer.speak(AVSpeechUtterance(string: "apple"))
    synthesizer.speak(AVSpeechUtterance(string: "pear"))
    #expect(synthesizer.isSpeaking)
    for _ in 0..<100 where synthesizer.isSpeaking { try await Task.sleep(for: .milliseconds(10)) }
    #expect(listener.heard == ["start apple", "finish apple", "start pear", "finish pear"])
    #expect(synthesizer.spokenUtterances.map(\.speechString) == ["apple", "pear"])
    #expect(!synthesizer.stopSpeaking(at: .immediate))
    synthesizer.speak(AVSpeechUtterance(string: "plum"))
    #expect(synthesizer.stopSpeaking(at: .word))
    #expect(listener.heard.last == "cancel plum")
  }

  @Test func voicesAreFoundByLanguageOrIdentifier() throws {
    let british = try #require(AVSpeechSynthesisVoice(language: "en-GB"))
    #expect(british.name == "Daniel" && british.identifier == "com.apple.voice.compact.en-GB.Daniel")
    #expect(AVSpeechSynthesisVoice(language: "en")?.language == "en-US")
    #expect(AVSpeechSynthesisVoice(language: "ru_RU")?.name == "Milena")
    #expect(AVSpeechSynthesisVoice(language: "xx-YY") == nil)
    #expect(AVSpeechSynthesisVoice(identifier: british.identifier) == british)
    #expect(AVSpeechSynthesisVoice(identifier: "com.apple.voice.premium.en-US.Zoe") == nil)
    #expect(AVSpeechSynthesisVoice.speechVoices().contains { $0.language == "hi-IN" })
    #expect(AVSpeechSynthesisVoice(language: "es-ES")?.identifier == "com.apple.voice.compact.es-ES.Monica")
  }
}
