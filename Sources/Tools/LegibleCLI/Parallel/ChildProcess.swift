import Foundation

/// How the audit starts and stops the programs it watches (preview listings, probes, workers).
extension Process {
  /// `program` started with `arguments` (in `folder`, when given), its outputs piped to the
  /// caller and no input.
  static func piped(
    _ program: URL, _ arguments: [String], environment: [String: String]? = nil, in folder: URL? = nil
  ) throws -> (process: Process, output: Pipe, errors: Pipe) {
    let process = Process()
    process.executableURL = program
    process.arguments = arguments
    if let environment { process.environment = environment }
    if let folder { process.currentDirectoryURL = folder }
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    try process.run()
    return (process, output, errors)
  }

  /// Asks it to end, kills it if it has not within 0.2 s, and waits for it.
  func stop() {
    terminate()
    Thread.sleep(forTimeInterval: 0.2)
    if isRunning { kill(processIdentifier, SIGKILL) }
    waitUntilExit()
  }
}
