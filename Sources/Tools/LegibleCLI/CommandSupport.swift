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

  /// Where `--out` says to write, checked before any work: a folder (`folder`) must not be a
  /// file, a file must not be a folder, and the nearest folder that exists on the way must be a
  /// folder this process may write in. Anything else is a usage error naming the path.
  static func outPath(
    _ path: String, _ context: CommandContext, folder: Bool, command: CommandSpec
  ) throws(UsageError) -> URL {
    let url = resolve(path, context)
    let files = FileManager.default
    var isFolder: ObjCBool = false
    if files.fileExists(atPath: url.path, isDirectory: &isFolder) {
      if folder && !isFolder.boolValue {
        throw UsageError("--out \(path) is a file; name a folder for the report", command: command)
      }
      if !folder && isFolder.boolValue {
        throw UsageError("--out \(path) is a folder; name the file to write", command: command)
      }
      let writable = folder ? url : url.deletingLastPathComponent()
      guard access(writable.path, W_OK) == 0 else {
        throw UsageError("--out \(path): \(writable.path) cannot be written to", command: command)
      }
      return url
    }
    // The nearest part of the path that exists: the folders below it are made when writing.
    var existing = url.deletingLastPathComponent()
    while existing.path != "/" && !files.fileExists(atPath: existing.path) {
      existing = existing.deletingLastPathComponent()
    }
    guard files.fileExists(atPath: existing.path, isDirectory: &isFolder), isFolder.boolValue else {
      throw UsageError("--out \(path): \(existing.path) is a file, not a folder", command: command)
    }
    guard access(existing.path, W_OK) == 0 else {
      throw UsageError("--out \(path): \(existing.path) cannot be written to", command: command)
    }
    return url
  }

  /// Writes `data`, making the folders it needs; a failure is a `FileError` naming the path and
  /// the system's reason (exit status 70: the command line was fine, the file system was not).
  /// The file is written beside its place and then moved there, so that a run stopped half-way
  /// leaves the earlier file or the whole new one, never part of one.
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
    // What is not a plain file (a terminal, a pipe, /dev/stdout) is written in place.
    var status = stat()
    let special = stat(url.path, &status) == 0 && (status.st_mode & S_IFMT) != S_IFREG
    let partial = special ? url.path : url.path + ".partial"
    let descriptor = open(partial, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw FileError(action: "write", path: url.path, errno: errno) }
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
    close(descriptor)
    if failure == 0, !special, rename(partial, url.path) != 0 { failure = errno }
    if failure != 0 {
      if !special { unlink(partial) }
      throw FileError(action: "write", path: url.path, errno: failure)
    }
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
