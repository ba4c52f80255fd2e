import Foundation

/// A recognized part of a transcription, as Speech's: the words, where they are in the text and
/// in the audio, and how sure the recognizer was.
open class SFTranscriptionSegment: NSObject, @unchecked Sendable {
  /// The words.
  public let substring: String
  /// Where they are in the transcription's text.
  public let substringRange: NSRange
  /// When they start in the audio, in seconds.
  public let timestamp: TimeInterval
  /// How long they last, in seconds.
  public let duration: TimeInterval
  /// How sure the recognizer was, from 0 to 1 (0 for a partial result).
  public let confidence: Float
  /// Other words the audio might be.
  public let alternativeSubstrings: [String]

  /// A segment of `substring` at `substringRange`, heard from `timestamp` for `duration`.
  public init(
    substring: String, substringRange: NSRange, timestamp: TimeInterval, duration: TimeInterval,
    confidence: Float, alternativeSubstrings: [String] = []
  ) {
    self.substring = substring
    self.substringRange = substringRange
    self.timestamp = timestamp
    self.duration = duration
    self.confidence = confidence
    self.alternativeSubstrings = alternativeSubstrings
  }
}

/// A transcription of speech, as Speech's: its text and its segments.
open class SFTranscription: NSObject, @unchecked Sendable {
  /// The text, formatted (capitals and punctuation).
  public let formattedString: String
  /// Its segments, in order.
  public let segments: [SFTranscriptionSegment]

  /// A transcription of `segments`, each a word, joined by spaces.
  public init(segments: [SFTranscriptionSegment]) {
    self.segments = segments
    formattedString = segments.map(\.substring).joined(separator: " ")
  }

  /// A transcription of `text`, one segment a word, spread evenly over `duration` seconds.
  public convenience init(text: String, duration: TimeInterval = 0) {
    let words = text.split(whereSeparator: \.isWhitespace)
    let each = words.isEmpty ? 0 : duration / Double(words.count)
    let segments = words.enumerated().map { index, word in
      SFTranscriptionSegment(
        substring: String(word),
        substringRange: NSRange(word.startIndex..<word.endIndex, in: text),
        timestamp: Double(index) * each, duration: each, confidence: 1)
    }
    self.init(segments: segments)
  }
}

/// What a recognition task recognized, as Speech's: the transcriptions from most to least likely,
/// and whether it is final.
open class SFSpeechRecognitionResult: NSObject, @unchecked Sendable {
  /// The most likely transcription.
  public var bestTranscription: SFTranscription { transcriptions.first ?? SFTranscription(segments: []) }
  /// Every transcription, most likely first.
  public let transcriptions: [SFTranscription]
  /// Whether recognition is done (no later result will change it).
  public let isFinal: Bool

  /// A result of `transcriptions`, most likely first.
  public init(transcriptions: [SFTranscription], isFinal: Bool) {
    self.transcriptions = transcriptions
    self.isFinal = isFinal
  }
}
