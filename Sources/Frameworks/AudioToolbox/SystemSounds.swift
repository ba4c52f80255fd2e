// AudioToolbox on platforms without it: the system sounds apps play for a tap, an alert or a
// vibration. Nothing sounds or vibrates here; each sound asked for is recorded in `SoundLog`, as
// a simulator with its sound off would play nothing, so that tests can check what an action asks.
import Foundation

/// A system sound: one of iOS's by number (1104, the keyboard's tock), or one made from a file.
public typealias SystemSoundID = UInt32

/// The vibration, as a system sound.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let kSystemSoundID_Vibrate: SystemSoundID = 4095

/// The sounds asked for so far, in order ("system 1104", "alert 1005", "vibrate").
public enum SoundLog {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var entries: [String] = []

  /// What was played.
  public static var played: [String] { lock.withLock { entries } }
  /// Forgets what was played.
  public static func clear() { lock.withLock { entries = [] } }

  static func record(_ kind: String, _ sound: SystemSoundID) {
    let entry = sound == kSystemSoundID_Vibrate ? "vibrate" : "\(kind) \(sound)"
    lock.withLock {
      entries.append(entry)
      if entries.count > 1000 { entries.removeFirst() }
    }
  }
}

/// Plays a system sound (recorded in `SoundLog`).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func AudioServicesPlaySystemSound(_ sound: SystemSoundID) { SoundLog.record("system", sound) }

/// Plays a system sound as an alert, which vibrates where the device is silenced (recorded).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func AudioServicesPlayAlertSound(_ sound: SystemSoundID) { SoundLog.record("alert", sound) }

/// Plays a system sound, then calls `completion` (at once: nothing sounds here).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func AudioServicesPlaySystemSoundWithCompletion(
  _ sound: SystemSoundID, _ completion: (@Sendable () -> Void)?
) {
  SoundLog.record("system", sound)
  completion?()
}

/// Plays a system sound as an alert, then calls `completion` (at once).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func AudioServicesPlayAlertSoundWithCompletion(
  _ sound: SystemSoundID, _ completion: (@Sendable () -> Void)?
) {
  SoundLog.record("alert", sound)
  completion?()
}

/// Makes a system sound of the file at `url`; a missing file is iOS's error (-43, file not
/// found), as `OSStatus`.
// swift-format-ignore: AlwaysUseLowerCamelCase
@discardableResult
public func AudioServicesCreateSystemSoundID(_ url: URL, _ sound: UnsafeMutablePointer<SystemSoundID>)
  -> Int32
{
  guard FileManager.default.fileExists(atPath: url.path) else { return -43 }
  nextSound.withLock { next in
    sound.pointee = next
    next += 1
  }
  return 0
}

/// Lets a made system sound go.
// swift-format-ignore: AlwaysUseLowerCamelCase
@discardableResult
public func AudioServicesDisposeSystemSoundID(_ sound: SystemSoundID) -> Int32 { 0 }

private let nextSound = SoundCounter()

/// The numbers given to sounds made from files (above iOS's own).
private final class SoundCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var value: SystemSoundID = 10_000
  func withLock<T>(_ body: (inout SystemSoundID) -> T) -> T { lock.withLock { body(&value) } }
}
