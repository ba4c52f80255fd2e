import Dispatch
import Foundation

/// How good a voice sounds, as AVFoundation's.
public enum AVSpeechSynthesisVoiceQuality: Int, Sendable {
  case `default` = 1, enhanced, premium
}

/// A voice's gender, as AVFoundation's.
public enum AVSpeechSynthesisVoiceGender: Int, Sendable {
  case unspecified, male, female
}

/// Where speech pauses or stops, as AVFoundation's.
public enum AVSpeechBoundary: Int, Sendable {
  case immediate, word
}

/// The slowest, default and fastest speaking rates, as AVFoundation's.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let AVSpeechUtteranceMinimumSpeechRate: Float = 0
// swift-format-ignore: AlwaysUseLowerCamelCase
public let AVSpeechUtteranceDefaultSpeechRate: Float = 0.5
// swift-format-ignore: AlwaysUseLowerCamelCase
public let AVSpeechUtteranceMaximumSpeechRate: Float = 1

/// A voice of the speech synthesizer, as AVFoundation's: the compact voices a fresh iPhone
/// simulator has, one per language and region it speaks (no enhanced or premium voice is
/// downloaded).
open class AVSpeechSynthesisVoice: NSObject, @unchecked Sendable {
  /// Its language and region, as a BCP 47 code ("en-GB").
  public let language: String
  /// Its unique identifier.
  public let identifier: String
  /// Its name.
  public let name: String
  /// How good it sounds.
  public let quality: AVSpeechSynthesisVoiceQuality
  /// Its gender.
  public let gender: AVSpeechSynthesisVoiceGender

  init(language: String, name: String, gender: AVSpeechSynthesisVoiceGender) {
    self.language = language
    self.name = name
    self.gender = gender
    identifier =
      "com.apple.voice.compact.\(language).\(name.folding(options: .diacriticInsensitive, locale: nil))"
    quality = .default
  }

  /// The voices a fresh simulator has: language, name and gender.
  private static let installed: [AVSpeechSynthesisVoice] =
    ([

      ("ar-001", "Maged", .male), ("cs-CZ", "Zuzana", .female), ("da-DK", "Sara", .female),
      ("de-DE", "Anna", .female),
      ("el-GR", "Melina", .female), ("en-AU", "Karen", .female), ("en-GB", "Daniel", .male),
      ("en-IE", "Moira", .female), ("en-IN", "Rishi", .male), ("en-US", "Samantha", .female),
      ("en-ZA", "Tessa", .female), ("es-ES", "Mónica", .female), ("es-MX", "Paulina", .female),
      ("fi-FI", "Satu", .female), ("fr-CA", "Amélie", .female), ("fr-FR", "Thomas", .male),
      ("he-IL", "Carmit", .female), ("hi-IN", "Lekha", .female), ("hu-HU", "Mariska", .female),
      ("id-ID", "Damayanti", .female), ("it-IT", "Alice", .female), ("ja-JP", "Kyoko", .female),
      ("ko-KR", "Yuna", .female), ("nb-NO", "Nora", .female), ("nl-BE", "Ellen", .female),
      ("nl-NL", "Xander", .male), ("pl-PL", "Zosia", .female), ("pt-BR", "Luciana", .female),
      ("pt-PT", "Joana", .female), ("ro-RO", "Ioana", .female), ("ru-RU", "Milena", .female),
      ("sk-SK", "Laura", .female), ("sv-SE", "Alva", .female), ("th-TH", "Kanya", .female),
      ("tr-TR", "Yelda", .female), ("zh-CN", "Tingting", .female), ("zh-HK", "Sinji", .female),
      ("zh-TW", "Meijia", .female),
    ] as [(String, String, AVSpeechSynthesisVoiceGender)]).map {
      AVSpeechSynthesisVoice(language: $0.0, name: $0.1, gender: $0.2)
    }

  /// Every voice, in order of language code.
  open class func speechVoices() -> [AVSpeechSynthesisVoice] { installed }

  /// The code of the language the user's device speaks ("en-US").
  open class func currentLanguageCode() -> String {
    let locale = Locale.current
    let language = locale.language.languageCode?.identifier ?? "en"
    let region = locale.region?.identifier
    return region.map { "\(language)-\($0)" } ?? language
  }

  /// The voice of `identifier`; nil for a voice the device does not have.
  public convenience init?(identifier: String) {
    guard let voice = Self.installed.first(where: { $0.identifier == identifier }) else { return nil }
    self.init(language: voice.language, name: voice.name, gender: voice.gender)
  }

  /// A voice for `languageCode` ("en-GB", or "en" for the language's first), the current
  /// language's when nil; nil for a language the device does not speak.
  public convenience init?(language languageCode: String?) {
    let code = (languageCode ?? Self.currentLanguageCode()).replacingOccurrences(of: "_", with: "-")
    let language = code.split(separator: "-").first.map(String.init) ?? code
    let preferred = [
      "en": "en-US", "es": "es-ES", "fr": "fr-FR", "pt": "pt-BR", "zh": "zh-CN", "nl": "nl-NL",
      "ar": "ar-001",
    ]
    guard
      let voice = Self.installed.first(where: { $0.language.caseInsensitiveCompare(code) == .orderedSame })
        ?? Self.installed.first(where: { $0.language == preferred[language] })
        ?? Self.installed.first(where: { $0.language.hasPrefix(language + "-") })
    else { return nil }
    self.init(language: voice.language, name: voice.name, gender: voice.gender)
  }

  open override func isEqual(_ object: Any?) -> Bool {
    (object as? AVSpeechSynthesisVoice)?.identifier == identifier
  }
  open override var hash: Int { identifier.hashValue }
}

/// Text to speak and how, as AVFoundation's.
open class AVSpeechUtterance: NSObject, @unchecked Sendable {
  /// The text.
  public let speechString: String
  /// The voice (nil: the current language's).
  open var voice: AVSpeechSynthesisVoice?
  /// The rate, from `AVSpeechUtteranceMinimumSpeechRate` to `…MaximumSpeechRate`.
  open var rate: Float = AVSpeechUtteranceDefaultSpeechRate
  /// The pitch, 0.5 to 2.
  open var pitchMultiplier: Float = 1
  /// The volume, 0 to 1.
  open var volume: Float = 1
  /// Seconds of silence before and after.
  open var preUtteranceDelay: TimeInterval = 0
  open var postUtteranceDelay: TimeInterval = 0
  /// Whether assistive technology's settings (the VoiceOver voice) take precedence.
  open var prefersAssistiveTechnologySettings = false

  public init(string: String) { speechString = string }
  public init(attributedString: NSAttributedString) { speechString = attributedString.string }
}

/// Told as a synthesizer speaks, as AVFoundation's.
public protocol AVSpeechSynthesizerDelegate: NSObjectProtocol {
  func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didStart utterance: AVSpeechUtterance)
  func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance)
  func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didPause utterance: AVSpeechUtterance)
  func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didContinue utterance: AVSpeechUtterance)
  func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didCancel utterance: AVSpeechUtterance)
  func speechSynthesizer(
    _ synthesizer: AVSpeechSynthesizer, willSpeakRangeOfSpeechString characterRange: NSRange,
    utterance: AVSpeechUtterance)
}

extension AVSpeechSynthesizerDelegate {
  public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didStart utterance: AVSpeechUtterance) {}
  public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance) {}
  public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didPause utterance: AVSpeechUtterance) {}
  public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didContinue utterance: AVSpeechUtterance)
  {}
  public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didCancel utterance: AVSpeechUtterance) {}
  public func speechSynthesizer(
    _ synthesizer: AVSpeechSynthesizer, willSpeakRangeOfSpeechString characterRange: NSRange,
    utterance: AVSpeechUtterance
  ) {}
}

/// Speaks utterances in turn, as AVFoundation's. There is no audio output here: an utterance is
/// spoken in no time, its delegate told on the main queue that it started and finished, as if
/// the device's volume were off; what was spoken is kept in `spokenUtterances`.
open class AVSpeechSynthesizer: NSObject, @unchecked Sendable {
  /// Told as it speaks.
  open weak var delegate: (any AVSpeechSynthesizerDelegate)?
  /// Whether it uses the app's audio session.
  open var usesApplicationAudioSession = true
  /// Whether it mixes into a call.
  open var mixToTelephonyUplink = false
  private let lock = NSLock()
  private var queue: [AVSpeechUtterance] = []
  private var paused = false
  private var spoken: [AVSpeechUtterance] = []
  private var scheduled = false

  public override init() {}

  /// The utterances spoken so far, in order.
  public var spokenUtterances: [AVSpeechUtterance] { lock.withLock { spoken } }
  /// Whether utterances are waiting to be spoken or being spoken.
  open var isSpeaking: Bool { lock.withLock { !queue.isEmpty } }
  /// Whether it is paused.
  open var isPaused: Bool { lock.withLock { paused } }

  /// Adds `utterance` to those to speak.
  open func speak(_ utterance: AVSpeechUtterance) {
    let schedule = lock.withLock {
      queue.append(utterance)
      defer { scheduled = true }
      return !scheduled && !paused
    }
    if schedule { DispatchQueue.main.async { self.speakNext() } }
  }

  private func speakNext() {
    let next: AVSpeechUtterance? = lock.withLock {
      guard !paused, let first = queue.first else {
        scheduled = false
        return nil
      }
      return first
    }
    guard let next else { return }
    delegate?.speechSynthesizer(self, didStart: next)
    let whole = NSRange(location: 0, length: (next.speechString as NSString).length)
    delegate?.speechSynthesizer(self, willSpeakRangeOfSpeechString: whole, utterance: next)
    let finished = lock.withLock {
      guard queue.first === next else { return false }
      queue.removeFirst()
      spoken.append(next)
      return true
    }
    if finished { delegate?.speechSynthesizer(self, didFinish: next) }
    DispatchQueue.main.async { self.speakNext() }
  }

  /// Stops speaking and forgets what was waiting; false when nothing was.
  @discardableResult
  open func stopSpeaking(at boundary: AVSpeechBoundary) -> Bool {
    let dropped = lock.withLock {
      defer { queue = [] }
      paused = false
      return queue
    }
    for utterance in dropped { delegate?.speechSynthesizer(self, didCancel: utterance) }
    return !dropped.isEmpty
  }

  /// Pauses; false when nothing was being spoken.
  @discardableResult
  open func pauseSpeaking(at boundary: AVSpeechBoundary) -> Bool {
    let current: AVSpeechUtterance? = lock.withLock {
      guard let first = queue.first, !paused else { return nil }
      paused = true
      return first
    }
    guard let current else { return false }
    delegate?.speechSynthesizer(self, didPause: current)
    return true
  }

  /// Goes on after a pause; false when it was not paused.
  @discardableResult
  open func continueSpeaking() -> Bool {
    let current: AVSpeechUtterance? = lock.withLock {
      guard paused else { return nil }
      paused = false
      return queue.first
    }
    guard paused == false, let current else { return false }
    delegate?.speechSynthesizer(self, didContinue: current)
    DispatchQueue.main.async { self.speakNext() }
    return true
  }
}
