import Foundation

/// Scale-out figures: the `legible` executable built beside the benchmark, run as users run it,
/// on the demo's whole matrix (both variants × 12 categories × 4 devices × 4 languages), with
/// pictures (`legible demo`) and without (`legible audit --format json`), over every page of
/// content and over the first viewport alone, with one job and with one per processor,
/// alternating. Per run: wall time, CPU time of the tool
/// and its workers, and the peak resident memory of the largest of those processes.
///
/// Each run is measured from a probe process (`legible-benchmark --probe <command…>`) that starts
/// the tool and reads its own children's resource use, so that one run's figures hold only that
/// run.
enum ScaleOutBenchmark {
  static let configurations = 384

  static func run(runs: Int) throws -> [String: Any] {
    let cores = ProcessInfo.processInfo.activeProcessorCount
    let jobs = [1, cores]
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-scale-\(getpid())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let demo = ["demo", "--out", folder.appendingPathComponent("demo").path]
    let audit = [
      "audit", "--variants", "firstApproach,adapted", "--languages", "en,ru,hi,zh", "--devices",
      "4s,se,6s,15",
      "--format", "json", "--fail-on", "never", "--out", folder.appendingPathComponent("audit.json").path,
    ]
    let work: [(name: String, arguments: [String])] = [
      ("demo", demo), ("auditOnly", audit),
      ("demoFirstViewport", demo + ["--first-viewport"]),
      ("auditOnlyFirstViewport", audit + ["--first-viewport"]),
    ]
    var figures: [String: Any] = ["processors": cores, "configurations": configurations]
    for (name, arguments) in work {
      var samples: [Int: [Probe]] = [:]
      for _ in 0..<runs {
        for count in jobs {
          samples[count, default: []].append(try probe(arguments + ["--jobs", "\(count)"]))
        }
      }
      var byJobs: [String: Any] = [:]
      for count in jobs {
        let probes = samples[count] ?? []
        let wall = median(probes.map(\.wall))
        byJobs["jobs\(count)"] = [
          "wallSeconds": wall,
          "wallMillisecondsPerConfiguration": wall * 1e3 / Double(configurations),
          "cpuMillisecondsPerConfiguration": median(probes.map(\.cpu)) * 1e3 / Double(configurations),
          "peakResidentMB": median(probes.map(\.peakMegabytes)),
        ]
      }
      let speedups = zip(samples[1] ?? [], samples[cores] ?? []).map { $0.wall / $1.wall }
      byJobs["speedupAllProcessorsOverOneJob"] = median(speedups)
      figures[name] = byJobs
    }
    return figures
  }

  struct Probe {
    var wall: Double
    var cpu: Double
    var peakMegabytes: Double
  }

  /// Runs the tool once through a probe process and reads what it measured.
  static func probe(_ arguments: [String]) throws -> Probe {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
    process.arguments = ["--probe"] + arguments
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let words = String(decoding: data, as: UTF8.self).split(separator: " ").compactMap {
      Double($0.trimmingCharacters(in: .whitespacesAndNewlines))
    }
    guard process.terminationStatus == 0, words.count == 3 else {
      throw ProbeFailure(arguments: arguments)
    }
    return Probe(wall: words[0], cpu: words[1], peakMegabytes: words[2])
  }

  /// The probe's side: runs `legible <arguments>` and prints wall seconds, CPU seconds and peak
  /// resident megabytes of it and its workers.
  static func probeMain(_ arguments: [String]) -> Int32 {
    let tool = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("legible")
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    var wall = 0.0
    do {
      wall = try seconds {
        try process.run()
        process.waitUntilExit()
      }
    } catch {
      FileHandle.standardError.write(Data("legible-benchmark: cannot start \(tool.path): \(error)\n".utf8))
      return 70
    }
    guard process.terminationStatus == 0 else { return 70 }
    var usage = rusage()
    getrusage(RUSAGE_CHILDREN.rawValue, &usage)
    let cpu =
      Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
      + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    print(wall, cpu, Double(usage.ru_maxrss) / 1024)
    return 0
  }

  struct ProbeFailure: Error, CustomStringConvertible {
    let arguments: [String]
    var description: String {
      "legible \(arguments.joined(separator: " ")) failed; build it first (swift build -c release --product legible)"
    }
  }
}
