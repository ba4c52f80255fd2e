import Foundation

/// A program run to its end, with what it printed on each stream.
struct Subprocess {
  var status: Int32
  var output: String
  var errors: String

  /// Runs `program` (found on the `PATH` unless it is a path) with `arguments` in `folder`, and
  /// waits for it; both streams are read as it goes, so a talkative program never blocks.
  static func run(_ program: String, _ arguments: [String], in folder: URL? = nil) throws -> Subprocess {
    let onPath = !program.contains("/")
    let (process, output, errors) = try Process.piped(
      URL(fileURLWithPath: onPath ? "/usr/bin/env" : program), onPath ? [program] + arguments : arguments,
      in: folder)
    let errorData = Collected()
    let group = DispatchGroup()
    DispatchQueue.global().async(group: group) {
      errorData.data = errors.fileHandleForReading.readDataToEndOfFile()
    }
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    return Subprocess(
      status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
      errors: String(decoding: errorData.data, as: UTF8.self))
  }
}

/// What one stream's reader collected, handed back once the reader is done.
private final class Collected: @unchecked Sendable {
  var data = Data()
}
