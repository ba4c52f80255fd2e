import Foundation

// Reads of the environment, by part of the graph
// ===============================================
//
// A change of the environment from above (the text size, the layout direction, the display scale
// from the screen's traits; a value a modifier writes) goes to the nodes that read what changed,
// as SwiftUI delivers it: a part of the graph none of whose nodes read a changed value keeps
// everything it made, and the walk does not go into it.
//
// Every node keeps the keys read while it and the nodes below it were last updated (its
// *subtree reads*): a body's reads, a primitive's reads as it brings its retained view up to
// date, a modifier's reads as it writes the environment of its content. A walk that brings the
// same views to a new environment (`_ViewContext.isRefresh`) carries the keys whose values
// changed (`_ViewContext.changed`); a node whose subtree reads none of them is skipped whole.
//
// Keys are kept as a set of 128 bits, a key's number given the first time it is met: past 128
// keys, two can share a number, which makes a node update when it need not, never the other way.
//
// A node that keeps the environment to use later (a canvas drawing at layout, a list making rows
// as they scroll into view) cannot say what it will read: its reads are every key
// (`ViewNode.recordsEveryRead` is false), and so are those of every node above it.
//
// Outside a refresh, a body evaluated again gives its views anew: a node whose view compares the
// same as the last (see `keepsViewWhenMade`) and which read none of the keys that changed
// is skipped the same way.
//
// A node skipped takes the new environment all the same, and the nodes below take it when they
// are next visited (`EnvironmentRebase`, lazily): the values nobody below read are the new ones,
// so that a body evaluated later (its state changed) reads them as they are.

/// A set of environment keys, numbered in the order the process first meets them, 128 to a set
/// (see the top of this file). Invariant: a key read is always in the set of the node that read
/// it and of every node above it.
struct EnvironmentReads: Equatable {
  var low: UInt64
  var high: UInt64

  static let none = EnvironmentReads(low: 0, high: 0)
  /// Every key: what a node that cannot say what it reads has read.
  static let all = EnvironmentReads(low: .max, high: .max)

  /// The set holding `key` alone.
  init(_ key: ObjectIdentifier) {
    let number = Self.number(of: key)
    low = number < 64 ? 1 << number : 0
    high = number < 64 ? 0 : 1 << (number - 64)
  }

  private init(low: UInt64, high: UInt64) {
    self.low = low
    self.high = high
  }

  /// The number of `key`, from 0 to 127: keys beyond the 128th share numbers. Asked on the main
  /// actor only (reads are recorded there), at every read of the environment in an update, so
  /// the last key seen at each of 256 places is kept beside its number.
  private static func number(of key: ObjectIdentifier) -> Int {
    let address = UInt(bitPattern: key)
    let slot = Int(truncatingIfNeeded: (address >> 4) & 255)
    if recent[slot].key == address { return recent[slot].number }
    let number: Int
    if let known = numbers[key] {
      number = known
    } else {
      number = numbers.count % 128
      numbers[key] = number
    }
    recent[slot] = (address, number)
    return number
  }

  nonisolated(unsafe) private static var numbers: [ObjectIdentifier: Int] = [:]
  nonisolated(unsafe) private static let recent: UnsafeMutablePointer<(key: UInt, number: Int)> = {
    let recent = UnsafeMutablePointer<(key: UInt, number: Int)>.allocate(capacity: 256)
    recent.initialize(repeating: (0, 0), count: 256)
    return recent
  }()

  func intersects(_ other: EnvironmentReads) -> Bool { low & other.low != 0 || high & other.high != 0 }

  mutating func formUnion(_ other: EnvironmentReads) {
    low |= other.low
    high |= other.high
  }

  /// The reads of the update in progress, on the main actor (`ViewGraph`'s): each read of a value
  /// adds its key, and `updateChild` gives each node what was read while it updated.
  nonisolated(unsafe) static var current = EnvironmentReads.none
  /// Whether the graph is updating nodes, so that reads are recorded (written on the main actor).
  nonisolated(unsafe) static var isRecording = false
  /// The thread the graph updates on.
  nonisolated(unsafe) static var recordingThread = pthread_self()

  /// Runs `work` (a node's update) with its reads recorded apart, and returns them; they are
  /// also added to the reads of the update around it.
  @MainActor static func recording(_ work: () -> Void) -> EnvironmentReads {
    let outer = current
    let wasRecording = isRecording
    current = .none
    isRecording = true
    recordingThread = pthread_self()
    work()
    let reads = current
    isRecording = wasRecording
    current = outer
    current.formUnion(reads)
    return reads
  }

  /// The keys written while a modifier writes the environment of its content (`writing`).
  nonisolated(unsafe) private static var written: [ObjectIdentifier]?

  /// Runs `work`, a modifier writing an environment, and returns the keys it wrote: what can
  /// differ for its content besides what differed above it.
  @MainActor static func writing(_ work: () -> Void) -> [ObjectIdentifier] {
    let outer = written
    written = []
    work()
    let keys = written ?? []
    written = outer
    return keys
  }

  /// Adds `key` to the keys written by the modifier writing (`writing`), on its thread.
  static func recordWrite(_ key: ObjectIdentifier) {
    guard written != nil, pthread_equal(recordingThread, pthread_self()) != 0 else { return }
    written?.append(key)
  }

  /// Adds `key` to the reads of the update in progress, if a read on this thread belongs to one.
  static func record(_ key: ObjectIdentifier) {
    guard isRecording, pthread_equal(recordingThread, pthread_self()) != 0 else { return }
    current.formUnion(EnvironmentReads(key))
  }
}
