import Foundation

/// Reading paths, lists and numbers from the command line, and writing files, the same way in
/// every command.
enum CommandSupport {
  /// A path from the command line: absolute, or relative to the current folder.
  static func resolve(_ path: String, _ context: CommandContext) -> URL {
    path.hasPrefix("/")
      ? URL(fileURLWithPath: path)
      : URL(fileURLWithPath: context.environment.currentDirectory).appendingPathComponent(path)
  }

  /// Writes `data`, making the folders it needs; a failure is a `FileError` naming the path and
  /// the system's reason (exit status 70: the command line was fine, the file system was not).
  ///
  /// Written with plain POSIX calls: Foundation's `Data.write` also flushes each file to the disk,
  /// which for the thousands of screenshots of a report cost more than drawing them; a report is
  /// made again in seconds if the machine loses power.
  static func write(_ data: Data, to url: URL) throws(FileError) {
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    } catch {
      throw FileError(action: "write", path: url.path, error: error)
    }
    let descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw FileError(action: "write", path: url.path, errno: errno) }
    defer { close(descriptor) }
    var failure: Int32 = 0
    data.withUnsafeBytes { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          failure = errno
          return
        }
        offset += written
      }
    }
    if failure != 0 { throw FileError(action: "write", path: url.path, errno: failure) }
  }

  /// A comma-separated list without empty items, or nil when there is none.
  static func list(_ text: String?) -> [String]? {
    guard let text else { return nil }
    let items = text.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) }.filter {
      !$0.isEmpty
    }
    return items.isEmpty ? nil : items
  }

  /// A finite number above 0 (and below 100,000).
  static func positiveNumber(_ text: String) throws -> Double {
    guard let value = Double(text), value.isFinite, value > 0, value < 100_000 else {
      throw UsageError("'\(text)' is not a positive number")
    }
    return value
  }
}

/// A file that could not be read or written: which, and the operating system's reason, in the
/// project's words. `legible` exits with status 70.
struct FileError: Error, CustomStringConvertible {
  let action: String
  let path: String
  let reason: String

  init(action: String, path: String, errno code: Int32) {
    self.init(action: action, path: path, error: NSError(domain: NSPOSIXErrorDomain, code: Int(code)))
  }

  init(action: String, path: String, error: any Error) {
    self.action = action
    self.path = path
    // The POSIX error beneath Foundation's, said as the C library says it ("No space left on
    // device"), rather than Foundation's domain and code.
    let nsError = error as NSError
    let posix =
      (nsError.userInfo[NSUnderlyingErrorKey] as? NSError).flatMap {
        $0.domain == NSPOSIXErrorDomain ? $0 : nil
      }
      ?? (nsError.domain == NSPOSIXErrorDomain ? nsError : nil)
    if let posix {
      reason = String(cString: strerror(Int32(posix.code)))
    } else {
      switch CocoaError.Code(rawValue: nsError.code) {
      case .fileNoSuchFile, .fileReadNoSuchFile: reason = "there is no such file or folder"
      case .fileWriteNoPermission, .fileReadNoPermission: reason = "permission denied"
      case .fileWriteOutOfSpace: reason = "no space left on the device"
      case .fileWriteVolumeReadOnly: reason = "the volume is read-only"
      default: reason = "the file system refused it"
      }
    }
  }

  var description: String {
    "error: cannot \(action) \(path): \(reason). Check the path, its permissions and the free space.\n"
  }
}
