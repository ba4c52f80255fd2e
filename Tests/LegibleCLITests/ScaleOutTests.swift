import Audit
import Foundation
import LocalizedStrings
import Testing

@testable import LegibleCLI

/// `--shard`, `legible merge` and `--jobs` give the report one run gives, byte for byte.
@MainActor @Suite(.serialized) struct ScaleOutTests {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-scale-\(UUID())")
  let matrix = [
    "--variants", "firstApproach,adapted", "--languages", "en,ru", "--devices", "se,15", "--categories",
    "L,AX5",
  ]

  func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

  func files(in name: String) throws -> [String: Data] {
    let root = folder.appendingPathComponent(name)
    var files: [String: Data] = [:]
    for case let file as String in FileManager.default.enumerator(atPath: root.path) ?? .init() {
      var isFolder: ObjCBool = false
      _ = FileManager.default.fileExists(
        atPath: root.appendingPathComponent(file).path, isDirectory: &isFolder)
      if !isFolder.boolValue { files[file] = try Data(contentsOf: root.appendingPathComponent(file)) }
    }
    return files
  }

  @Test func threeShardsMergedGiveTheSingleRunsJSONAndJUnit() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    for format in ["json", "junit"] {
      let single = ToolRun.inProcess(
        ["audit"] + matrix + ["--format", format, "--out", path("single.\(format)")])
      #expect(single.status == 1, "\(single.errors)")
      for k in 1...3 {
        let shard = ToolRun.inProcess(
          ["audit"] + matrix + ["--format", format, "--shard", "\(k)/3", "--out", path("\(format)-\(k)")])
        #expect(shard.status == 0, "\(shard.errors)")
        #expect(shard.output.contains("Shard \(k)/3:"))
      }
      // Any order of the shards.
      let merged = ToolRun.inProcess([
        "merge", path("\(format)-3"), path("\(format)-1"), path("\(format)-2"), "--out",
        path("merged.\(format)"),
      ])
      #expect(merged.status == 1, "findings fail the merge as they fail the run: \(merged.errors)")
      let one = try Data(contentsOf: URL(fileURLWithPath: path("single.\(format)")))
      let all = try Data(contentsOf: URL(fileURLWithPath: path("merged.\(format)")))
      #expect(one == all, "\(format)")
    }
  }

  @Test func theDemoMergedFromShardsIsTheSameFolderAsOneRun() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let small = ["--languages", "en,ru", "--devices", "se", "--categories", "L,AX5"]
    #expect(ToolRun.inProcess(["demo"] + small + ["--out", path("single")]).status == 0)
    for k in 1...2 {
      #expect(
        ToolRun.inProcess(["demo"] + small + ["--shard", "\(k)/2", "--out", path("shard-\(k)")]).status == 0)
    }
    let merged = ToolRun.inProcess(["merge", path("shard-1"), path("shard-2"), "--out", path("merged")])
    #expect(merged.status == 0, "\(merged.errors)")
    let single = try files(in: "single")
    let fromShards = try files(in: "merged")
    #expect(single.keys.sorted() == fromShards.keys.sorted())
    #expect(single.keys.contains("comparison-en-AX3.png"))
    for (name, data) in single { #expect(fromShards[name] == data, "\(name)") }
  }

  @Test func theDemoReportIntroducesTheCaseStudyAndComparesEveryLanguage() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = ToolRun.inProcess(["demo", "--devices", "se", "--categories", "L", "--out", path("demo")])
    #expect(run.status == 0, "\(run.errors)")
    let page = try String(contentsOfFile: path("demo/index.html"), encoding: .utf8)
    for figure in ["24 apps", "found 2", "550,000 users", "1%", "5,500 people"] {
      #expect(page.contains(figure), "\(figure)")
    }
    for language in ["en", "ru", "hi", "zh"] {
      #expect(
        FileManager.default.fileExists(atPath: path("demo/comparison-\(language)-AX3.png")), "\(language)")
      #expect(page.contains("comparison-\(language)-AX3.png"))
    }
  }

  @Test func jobsInWorkerProcessesWriteTheSameReportAsOneProcess() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let small = ["--languages", "en,hi", "--devices", "se,6s", "--categories", "L,AX3,AX5"]
    let one = try ToolRun.binary(["demo"] + small + ["--jobs", "1", "--out", path("one")])
    #expect(one.status == 0, "\(one.errors)")
    let three = try ToolRun.binary(["demo"] + small + ["--jobs", "3", "--out", path("three")])
    #expect(three.status == 0, "\(three.errors)")
    #expect(one.output.replacingOccurrences(of: path("one"), with: path("three")) == three.output)
    let single = try files(in: "one")
    let parallel = try files(in: "three")
    #expect(single.keys.sorted() == parallel.keys.sorted(), "no part files are left behind")
    for (name, data) in single { #expect(parallel[name] == data, "\(name)") }
  }

  @Test func aWorkerAuditsTheConfigurationsItIsDealtAndAnswersEach() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = ToolRun.inProcess(
      ["audit", "--categories", "L,AX3,AX5", "--format", "json", "--worker", "2", "--out", path("worker")],
      input: ["2", "0"])
    #expect(run.status == 0, "\(run.errors)")
    // Each answer is one line: the number dealt and that configuration's result.
    let answers = run.output.split(separator: "\n").map { Workers.done(Data($0.utf8)) }
    #expect(answers.map { $0?.item } == [2, 0])
    let results = try answers.compactMap { $0 }.map {
      try JSONDecoder().decode(ConfigurationResult.self, from: $0.answer)
    }
    #expect(results.map(\.configuration.category) == [.accessibilityExtraExtraExtraLarge, .large])
    #expect(results.allSatisfy { $0.coverage.pages > 0 })
    #expect(Workers.done(Data("done 3".utf8))?.answer.isEmpty == true)
    #expect(Workers.done(Data("done x {}".utf8)) == nil && Workers.done(Data("fine".utf8)) == nil)
    let refused = ToolRun.inProcess(
      ["audit", "--categories", "L", "--format", "json", "--worker", "1", "--out", path("worker")],
      input: ["7"])
    #expect(refused.status == 64)
    #expect(refused.errors.contains("'7' is not a configuration number"), "\(refused.errors)")
  }

  @Test func theFirstViewportIsOnePagePerConfigurationWhateverTheJobs() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    for jobs in ["1", "2"] {
      let run = try ToolRun.binary(
        [
          "audit", "--categories", "L,AX5", "--devices", "se,15", "--format", "json", "--first-viewport",
          "--jobs", jobs,
          "--out", path("first-\(jobs).json"),
        ])
      #expect([0, 1].contains(run.status), "\(run.errors)")
      let report = try JSONSerialization.jsonObject(
        with: Data(contentsOf: URL(fileURLWithPath: path("first-\(jobs).json"))))
      let summary = (report as? [String: Any])?["summary"] as? [String: Any]
      #expect(summary?["pages"] as? Int == 4, "jobs \(jobs)")
    }
  }

  @Test(arguments: [
    (["merge"], "missing <shards>"),
    (["merge", "/nonexistent/shards"], "does not exist"),
    (["audit", "--shard", "4/3"], "'4/3' is not a shard"),
    (["audit", "--jobs", "0"], "'0' is not a number of jobs"),
    (["audit", "--region"], "--region needs a region code"),
    (["audit", "--region", "Germany"], "'Germany' is not a region"),
  ])
  func badShardsAndJobsAreUsageErrors(arguments: [String], message: String) {
    let run = ToolRun.inProcess(arguments)
    #expect(run.status == 64)
    #expect(run.errors.contains(message), "\(run.errors)")
  }

  @Test func aRegionHoldsForTheCommandAndItsWorkersOnly() {
    let before = StringCatalog.region
    let run = ToolRun.inProcess(["screens", "--region", "in"])
    #expect(run.status == 0, "\(run.errors)")
    #expect(StringCatalog.region == before)
    #expect(ProcessInfo.processInfo.environment[StringCatalog.regionVariable] == nil)
  }

  @Test func aMissingShardIsNamedByTheMerge() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    for k in [1, 3] {
      _ = ToolRun.inProcess(
        ["audit", "--categories", "L,AX5", "--format", "json", "--shard", "\(k)/3", "--out", path("s\(k)")])
    }
    let run = ToolRun.inProcess(["merge", path("s1"), path("s3")])
    #expect(run.status == 64)
    #expect(run.errors.contains("configurations are missing"), "\(run.errors)")
    try Data("{}".utf8).write(to: URL(fileURLWithPath: path("s1/shard-2-of-3.json")))
    let broken = ToolRun.inProcess(["merge", path("s1"), path("s3")])
    #expect(broken.status == 64)
    #expect(broken.errors.contains("is not a shard file"), "\(broken.errors)")
  }
}

/// What a team's screens print (a body's `print`, left from debugging) never breaks the
/// answers workers give their parent: the gallery's transactions screen prints at every
/// evaluation of its body. A catalog of previews is audited in isolated workers, which keep what
/// their screens print (its end is shown when one fails), as a test runner keeps a test's output.
@Suite struct PrintingScreenTests {
  @Test func aScreenThatPrintsIsAuditedByWorkersAsByOne() throws {
    let arguments = [
      "audit", "--screen", "Transactions/TransactionsView", "--devices", "se,15", "--categories", "all",
      "--format", "json",
    ]
    let one = try ToolRun.binary(arguments + ["--jobs", "1"], program: "gallery-screens")
    let two = try ToolRun.binary(arguments + ["--jobs", "2"], program: "gallery-screens")
    #expect([0, 1].contains(two.status), "\(two.errors.prefix(2_000))")
    #expect(!two.errors.contains("ended early"))
    // The report on standard output is the tool's alone.
    #expect(one.output.hasPrefix("{") && !one.output.contains("TransactionsView body"))
    #expect(
      !one.errors.contains("TransactionsView body") && !one.output.contains("could not be audited here"))
    #expect(two.output == one.output)
  }
}
