import Foundation

/// Whether the app may send speech to be recognized, as Speech's.
public enum SFSpeechRecognizerAuthorizationStatus: Int, Sendable {
  case notDetermined, denied, restricted, authorized
}

/// What a recognizer's audio is expected to hold, as Speech's.
public enum SFSpeechRecognitionTaskHint: Int, Sendable {
  case unspecified, dictation, search, confirmation
}

/// Told when a recognizer's availability changes, as Speech's.
public protocol SFSpeechRecognizerDelegate: NSObjectProtocol {
  func speechRecognizer(_ speechRecognizer: SFSpeechRecognizer, availabilityDidChange available: Bool)
}

extension SFSpeechRecognizerDelegate {
  public func speechRecognizer(_ speechRecognizer: SFSpeechRecognizer, availabilityDidChange available: Bool)
  {}
}

/// A speech recognizer for one locale, as Speech's: made only for a locale iOS recognizes
/// (`supportedLocales()`), and available. Its tasks hear no speech here (see the module's
/// comment); their handlers are called on `queue`.
open class SFSpeechRecognizer: @unchecked Sendable {
  /// The locale it recognizes.
  public let locale: Locale
  /// Whether it can recognize now: yes.
  open var isAvailable: Bool { true }
  /// Whether it can recognize on the device, without the network.
  open var supportsOnDeviceRecognition = true
  /// Told when its availability changes (it never does here).
  open weak var delegate: (any SFSpeechRecognizerDelegate)?
  /// The hint given to its tasks when their request gives none.
  open var defaultTaskHint = SFSpeechRecognitionTaskHint.unspecified
  /// Where its tasks' handlers and delegates are called.
  open var queue = OperationQueue.main

  /// A recognizer for the user's locale; nil when iOS does not recognize it.
  public convenience init?() {
    self.init(locale: Locale.current)
  }

  /// A recognizer for `locale`; nil when iOS does not recognize it.
  public init?(locale: Locale) {
    guard let supported = Self.supported(locale) else { return nil }
    self.locale = supported
  }

  private static let lock = NSLock()
  nonisolated(unsafe) private static var status = SFSpeechRecognizerAuthorizationStatus.notDetermined

  /// Whether the app may send speech: not determined until asked.
  open class func authorizationStatus() -> SFSpeechRecognizerAuthorizationStatus { lock.withLock { status } }

  /// Asks whether the app may send speech, and says the answer: authorized (and kept) here.
  open class func requestAuthorization(
    _ handler: @escaping @Sendable (SFSpeechRecognizerAuthorizationStatus) -> Void
  ) {
    let answer = lock.withLock {
      if status == .notDetermined { status = .authorized }
      return status
    }
    DispatchQueue.global().async { handler(answer) }
  }

  /// Forgets the answer, as a simulator erased.
  public static func _resetAuthorization() { lock.withLock { status = .notDetermined } }

  /// The locales iOS recognizes speech in.
  open class func supportedLocales() -> Set<Locale> {
    Set(supportedIdentifiers.map { Locale(identifier: $0) })
  }

  /// Recognizes `request`'s audio, telling `resultHandler` each result and the end.
  open func recognitionTask(
    with request: SFSpeechRecognitionRequest,
    resultHandler: @escaping @Sendable (SFSpeechRecognitionResult?, (any Error)?) -> Void
  ) -> SFSpeechRecognitionTask {
    let task = SFSpeechRecognitionTask(request: request, queue: queue) { result, error in
      resultHandler(result, error)
    }
    request.start(task)
    return task
  }

  /// Recognizes `request`'s audio, telling `delegate` what happens.
  open func recognitionTask(
    with request: SFSpeechRecognitionRequest, delegate: any SFSpeechRecognitionTaskDelegate
  ) -> SFSpeechRecognitionTask {
    let task = SFSpeechRecognitionTask(request: request, queue: queue, delegate: delegate)
    request.start(task)
    return task
  }

  /// The locales iOS 17 recognizes speech in (Siri's dictation languages and regions).
  static let supportedIdentifiers = [
    "ar-SA", "ca-ES", "cs-CZ", "da-DK", "de-AT", "de-CH", "de-DE", "el-GR", "en-AE", "en-AU", "en-CA",
    "en-GB", "en-ID", "en-IE", "en-IN", "en-NZ", "en-PH", "en-SA", "en-SG", "en-US", "en-ZA", "es-CL",
    "es-CO", "es-ES", "es-MX", "es-US", "fi-FI", "fr-BE", "fr-CA", "fr-CH", "fr-FR", "he-IL", "hi-IN",
    "hr-HR", "hu-HU", "id-ID", "it-CH", "it-IT", "ja-JP", "ko-KR", "ms-MY", "nb-NO", "nl-BE", "nl-NL",
    "pl-PL", "pt-BR", "pt-PT", "ro-RO", "ru-RU", "sk-SK", "sv-SE", "th-TH", "tr-TR", "uk-UA", "vi-VN",
    "wuu-CN", "yue-CN", "zh-CN", "zh-HK", "zh-TW",
  ]

  /// The supported locale `locale` names: the same language and region, or the language alone
  /// when it is recognized in one region only (as iOS answers for "ru" or "hi").
  static func supported(_ locale: Locale) -> Locale? {
    let identifier = locale.identifier.replacingOccurrences(of: "_", with: "-")
    if let exact = supportedIdentifiers.first(where: { $0.caseInsensitiveCompare(identifier) == .orderedSame }
    ) {
      return Locale(identifier: exact)
    }
    let language = locale.language.languageCode?.identifier ?? identifier
    // A region that is not a country (`en_001`, the world's English) names the language alone.
    let region = locale.region.flatMap { $0.identifier.allSatisfy(\.isLetter) ? $0.identifier : nil }
    let candidates = supportedIdentifiers.filter { $0.hasPrefix(language + "-") }
    if let region, let match = candidates.first(where: { $0.hasSuffix("-" + region) }) {
      return Locale(identifier: match)
    }
    guard region == nil, let first = candidates.first else { return nil }
    // A language alone: its main region (the United States' English, mainland China's Chinese).
    let main = ["en": "en-US", "zh": "zh-CN", "es": "es-ES", "fr": "fr-FR", "de": "de-DE", "pt": "pt-BR"]
    return Locale(identifier: main[language] ?? first)
  }
}
