import Foundation

// legible-fuzz: the fuzz targets of `FuzzTargets`.
//
//   legible-fuzz <target> <file or folder>…     replays every input once (an ordinary build)
//   scripts/fuzz <target> [seconds]             fuzzes with libFuzzer (a fuzzing build; see there)
//
// Exit status: 0 when every input ran, 64 for a usage error. A crash or hang is the finding.

#if FUZZING
  @_silgen_name("LLVMFuzzerRunDriver")
  func runDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
  ) -> Int32

  nonisolated(unsafe) var fuzzTarget = ""
#endif

let arguments = CommandLine.arguments
guard arguments.count >= 2, FuzzTargets.names.contains(arguments[1]) else {
  FileHandle.standardError.write(
    Data("usage: legible-fuzz <\(FuzzTargets.names.joined(separator: "|"))> <file or folder>…\n".utf8))
  exit(64)
}

#if FUZZING
  fuzzTarget = arguments[1]
  var argc = CommandLine.argc - 1
  var argv = CommandLine.unsafeArgv.advanced(by: 1)
  argv[0] = CommandLine.unsafeArgv[0]
  exit(
    runDriver(&argc, &argv) { data, size in
      let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
      MainActor.assumeIsolated { FuzzTargets.run(fuzzTarget, bytes) }
      return 0
    })
#else
  var files: [URL] = []
  for path in arguments.dropFirst(2) {
    let url = URL(fileURLWithPath: path)
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
      FileHandle.standardError.write(Data("legible-fuzz: no such file or folder: \(path)\n".utf8))
      exit(64)
    }
    if isFolder.boolValue {
      let entries =
        (try? FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: nil)) ?? []
      files += entries.sorted { $0.path < $1.path }
    } else {
      files.append(url)
    }
  }
  let start = Date()
  for file in files {
    guard let data = FileManager.default.contents(atPath: file.path) else { continue }
    MainActor.assumeIsolated { FuzzTargets.run(arguments[1], Array(data)) }
  }
  print(
    "\(arguments[1]): \(files.count) inputs replayed in \(String(format: "%.2f", Date().timeIntervalSince(start))) s"
  )
#endif
