import Foundation

/// A frame count, as AVFoundation's.
public typealias AVAudioFrameCount = UInt32
/// A packet count, as AVFoundation's.
public typealias AVAudioPacketCount = UInt32
/// A channel count, as AVFoundation's.
public typealias AVAudioChannelCount = UInt32
/// A bus of a node, as AVFoundation's.
public typealias AVAudioNodeBus = Int
/// What a tap is given: each buffer the node renders and when.
public typealias AVAudioNodeTapBlock = (AVAudioPCMBuffer, AVAudioTime) -> Void

/// The sample formats a buffer may hold, as AVFoundation's.
public enum AVAudioCommonFormat: UInt, Sendable {
  case otherFormat = 0, pcmFormatFloat32, pcmFormatFloat64, pcmFormatInt16, pcmFormatInt32
}

/// A format of audio, as AVFoundation's: its sample rate, channels and sample type. A format of
/// no channels at 0 Hz is what a node with nothing to hear (an input without a microphone) gives.
public final class AVAudioFormat: NSObject, @unchecked Sendable {
  /// Samples a second.
  public let sampleRate: Double
  /// Channels.
  public let channelCount: AVAudioChannelCount
  /// The sample type.
  public let commonFormat: AVAudioCommonFormat
  /// Whether channels are interleaved.
  public let isInterleaved: Bool
  /// Whether the format is the standard one (non-interleaved 32-bit floats).
  public var isStandard: Bool { commonFormat == .pcmFormatFloat32 && !isInterleaved }

  /// Non-interleaved 32-bit floats at `sampleRate` with `channels`; nil for no channel (or more
  /// than AVFoundation allows, 8 for this initializer).
  public init?(standardFormatWithSampleRate sampleRate: Double, channels: AVAudioChannelCount) {
    guard (1...8).contains(channels), sampleRate > 0, sampleRate.isFinite else { return nil }
    self.sampleRate = sampleRate
    channelCount = channels
    commonFormat = .pcmFormatFloat32
    isInterleaved = false
  }

  /// `format` samples at `sampleRate` with `channels`, interleaved or not; nil where the values
  /// cannot make a format.
  public init?(
    commonFormat format: AVAudioCommonFormat, sampleRate: Double, channels: AVAudioChannelCount,
    interleaved: Bool
  ) {
    guard format != .otherFormat, channels > 0, sampleRate > 0, sampleRate.isFinite else { return nil }
    self.sampleRate = sampleRate
    channelCount = channels
    commonFormat = format
    isInterleaved = interleaved
  }

  /// The format of a node that hears nothing: no channels at 0 Hz.
  init(silentFormat: ()) {
    sampleRate = 0
    channelCount = 0
    commonFormat = .pcmFormatFloat32
    isInterleaved = false
  }

  /// How AVFoundation describes a format.
  public override var description: String {
    let type =
      switch commonFormat {
      case .pcmFormatFloat32: "Float32"
      case .pcmFormatFloat64: "Float64"
      case .pcmFormatInt16: "Int16"
      case .pcmFormatInt32: "Int32"
      case .otherFormat: "other"
      }
    let layout = isInterleaved ? "interleaved" : "deinterleaved"
    return "<AVAudioFormat: \(channelCount) ch, \(Int(sampleRate)) Hz, \(type), \(layout)>"
  }

  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? AVAudioFormat else { return false }
    return sampleRate == other.sampleRate && channelCount == other.channelCount
      && commonFormat == other.commonFormat && isInterleaved == other.isInterleaved
  }

  public override var hash: Int { Int(sampleRate) ^ Int(channelCount) << 20 }
}

/// A buffer of audio, as AVFoundation's.
open class AVAudioBuffer: NSObject, @unchecked Sendable {
  /// The format of its samples.
  public let format: AVAudioFormat
  init(format: AVAudioFormat) { self.format = format }
}

/// A buffer of PCM samples, as AVFoundation's: `frameCapacity` frames of `format`, of which the
/// first `frameLength` are valid. Its samples are real memory, zero (silence) when made.
public final class AVAudioPCMBuffer: AVAudioBuffer, @unchecked Sendable {
  /// The frames the buffer can hold.
  public let frameCapacity: AVAudioFrameCount
  /// The frames that hold samples (at most `frameCapacity`).
  public var frameLength: AVAudioFrameCount {
    get { length }
    set { length = min(newValue, frameCapacity) }
  }
  private var length: AVAudioFrameCount = 0
  private let channels: [UnsafeMutablePointer<Float>]
  private let channelList: UnsafeMutablePointer<UnsafeMutablePointer<Float>>

  /// A buffer for `frameCapacity` frames of `format`; nil for a format of no channel.
  public init?(pcmFormat format: AVAudioFormat, frameCapacity: AVAudioFrameCount) {
    guard format.channelCount > 0 else { return nil }
    self.frameCapacity = frameCapacity
    let count = Int(format.channelCount)
    channels = (0..<count).map { _ in
      let samples = UnsafeMutablePointer<Float>.allocate(capacity: max(1, Int(frameCapacity)))
      samples.initialize(repeating: 0, count: max(1, Int(frameCapacity)))
      return samples
    }
    channelList = .allocate(capacity: count)
    channelList.initialize(from: channels, count: count)
    super.init(format: format)
  }

  deinit {
    channels.forEach { $0.deallocate() }
    channelList.deallocate()
  }

  /// The samples of each channel, for a buffer of 32-bit floats; nil for other sample types.
  public var floatChannelData: UnsafePointer<UnsafeMutablePointer<Float>>? {
    format.commonFormat == .pcmFormatFloat32 ? UnsafePointer(channelList) : nil
  }

  /// Samples between the buffer's channels: 1 for non-interleaved buffers.
  public var stride: Int { format.isInterleaved ? Int(format.channelCount) : 1 }
}

/// A moment on the audio timeline, as AVFoundation's.
public final class AVAudioTime: NSObject, @unchecked Sendable {
  /// The sample the moment is at.
  public let sampleTime: Int64
  /// The sample rate the sample time counts in.
  public let sampleRate: Double
  /// Whether the sample time is known.
  public let isSampleTimeValid: Bool

  /// The moment at `sampleTime` of a timeline at `sampleRate`.
  public init(sampleTime: Int64, atRate sampleRate: Double) {
    self.sampleTime = sampleTime
    self.sampleRate = sampleRate
    isSampleTimeValid = true
  }
}

/// A node of an audio engine, as AVFoundation's: it keeps the taps installed on its buses.
open class AVAudioNode: NSObject, @unchecked Sendable {
  /// The engine it is attached to.
  public internal(set) weak var engine: AVAudioEngine?
  private var taps: [AVAudioNodeBus: AVAudioNodeTapBlock] = [:]

  /// The format the node gives on `bus`.
  open func outputFormat(forBus bus: AVAudioNodeBus) -> AVAudioFormat {
    AVAudioFormat(standardFormatWithSampleRate: 44_100, channels: 2)!
  }

  /// The format the node takes on `bus`.
  open func inputFormat(forBus bus: AVAudioNodeBus) -> AVAudioFormat { outputFormat(forBus: bus) }

  /// Installs `block` on `bus`, to be given what the node renders there: kept; a node that hears
  /// nothing never calls it.
  open func installTap(
    onBus bus: AVAudioNodeBus, bufferSize: AVAudioFrameCount, format: AVAudioFormat?,
    block tapBlock: @escaping AVAudioNodeTapBlock
  ) {
    taps[bus] = tapBlock
  }

  /// Removes the tap on `bus`.
  open func removeTap(onBus bus: AVAudioNodeBus) { taps[bus] = nil }

  /// Whether a tap is installed on `bus`.
  func hasTap(onBus bus: AVAudioNodeBus) -> Bool { taps[bus] != nil }

  /// Forgets what the node was rendering (nothing to forget here).
  open func reset() {}
}

/// The engine's input: the microphone. There is none here, so its format has no channel at 0 Hz,
/// as on an iPhone with no input, and a tap on it never hears anything.
public final class AVAudioInputNode: AVAudioNode, @unchecked Sendable {
  public override func outputFormat(forBus bus: AVAudioNodeBus) -> AVAudioFormat {
    AVAudioFormat(silentFormat: ())
  }
  /// Whether voice processing is on (kept).
  public private(set) var isVoiceProcessingEnabled = false
  /// Turns voice processing on or off (kept).
  public func setVoiceProcessingEnabled(_ enabled: Bool) throws { isVoiceProcessingEnabled = enabled }
}

/// The engine's output: the speaker (nothing sounds here).
public final class AVAudioOutputNode: AVAudioNode, @unchecked Sendable {}

/// A mixer of the engine, as AVFoundation's.
public final class AVAudioMixerNode: AVAudioNode, @unchecked Sendable {
  /// Its output volume.
  public var outputVolume: Float = 1
}

/// An audio engine, as AVFoundation's: its input, output and main mixer, the nodes attached and
/// whether it runs. The device has no microphone, so an engine whose input is used (a tap on it,
/// or a connection from it) cannot start: `start()` throws the error iOS gives for an input
/// format it cannot use (-10868 in AVFoundation's audio domain). An engine that only plays
/// starts, and nothing sounds.
open class AVAudioEngine: NSObject, @unchecked Sendable {
  /// The microphone.
  public let inputNode = AVAudioInputNode()
  /// The speaker.
  public let outputNode = AVAudioOutputNode()
  /// The mixer that feeds the speaker.
  public let mainMixerNode = AVAudioMixerNode()
  /// The nodes attached by the app.
  public private(set) var attachedNodes: Set<AVAudioNode> = []
  /// Whether it runs.
  public private(set) var isRunning = false
  private var inputConnected = false

  public override init() {
    super.init()
    for node in [inputNode, outputNode, mainMixerNode] as [AVAudioNode] { node.engine = self }
  }

  /// Attaches `node`.
  open func attach(_ node: AVAudioNode) {
    node.engine = self
    attachedNodes.insert(node)
  }

  /// Detaches `node`.
  open func detach(_ node: AVAudioNode) {
    node.engine = nil
    attachedNodes.remove(node)
  }

  /// Connects `node1`'s output to `node2`'s input.
  open func connect(_ node1: AVAudioNode, to node2: AVAudioNode, format: AVAudioFormat?) {
    if node1 === inputNode { inputConnected = true }
  }

  /// Connects `node1`'s output on `bus1` to `node2`'s input on `bus2`.
  open func connect(
    _ node1: AVAudioNode, to node2: AVAudioNode, fromBus bus1: AVAudioNodeBus, toBus bus2: AVAudioNodeBus,
    format: AVAudioFormat?
  ) {
    connect(node1, to: node2, format: format)
  }

  /// Disconnects `node`'s input.
  open func disconnectNodeInput(_ node: AVAudioNode) {}

  /// Disconnects `node`'s output.
  open func disconnectNodeOutput(_ node: AVAudioNode) {
    if node === inputNode { inputConnected = false }
  }

  /// Makes ready to start.
  open func prepare() {}

  /// Starts: fails when the input is used, as the device has no microphone.
  open func start() throws {
    if inputConnected || inputNode.hasTap(onBus: 0) {
      throw NSError(
        domain: AVAudioEngine.errorDomain, code: -10868,
        userInfo: [
          NSLocalizedDescriptionKey:
            "The operation couldn’t be completed. (\(AVAudioEngine.errorDomain) error -10868.)"
        ])
    }
    isRunning = true
  }

  /// Pauses.
  open func pause() { isRunning = false }

  /// Stops.
  open func stop() { isRunning = false }

  /// Resets every node.
  open func reset() { ([inputNode, outputNode, mainMixerNode] + attachedNodes).forEach { $0.reset() } }

  /// The domain of the engine's errors.
  public static let errorDomain = "com.apple.coreaudio.avfaudio"
}
