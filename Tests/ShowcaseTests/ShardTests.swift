import DynamicType
import Foundation
import Legible
import PizzaApp
import Showcase
import Testing
import Typesetting

@testable import Audit

/// Shards cut a matrix into deterministic, balanced, disjoint slices; their results merge into
/// exactly what one run gives.
@MainActor @Suite struct ShardTests {
  static let matrix = AuditMatrix(
    categories: [.extraSmall, .large, .accessibilityMedium, .accessibilityExtraExtraExtraLarge],
    devices: [.iPhoneSE, .iPhone15], languages: ["en", "ru"], variants: ["firstApproach", "adapted"])

  func run(_ configurations: [AuditConfiguration]? = nil) -> AuditResult {
    AuditRunner.run(
      PizzaScreens.menu, matrix: Self.matrix, typesetter: FixedAdvanceTypesetter(),
      configurations: configurations)
  }

  @Test(arguments: ["2/3", "1/1", "10000/10000"])
  func aShardIsReadAsKOfN(text: String) throws {
    let shard = try AuditShard(parsing: text)
    #expect(shard.description == text)
  }

  @Test(arguments: ["0/3", "4/3", "3", "a/b", "1/0", "-1/2", "1/2/3", "", "1/10001"])
  func anythingElseIsRefusedWithTheForm(text: String) {
    #expect(throws: InvalidShard.self) { try AuditShard(parsing: text) }
    #expect(InvalidShard(input: text).description.contains("K/N"))
  }

  @Test(arguments: [1, 2, 3, 7, 64, 100])
  func slicesAreDisjointAndCoverTheMatrixInItsOrder(count: Int) throws {
    let all = Self.matrix.configurations
    let slices = try (1...count).map { try AuditShard($0, of: count).configurations(of: Self.matrix) }
    #expect(slices.flatMap { $0 }.count == all.count)
    #expect(Set(slices.flatMap { $0 }) == Set(all))
    for slice in slices {
      let positions = slice.map { all.firstIndex(of: $0)! }
      #expect(positions == positions.sorted(), "a slice keeps the matrix's order")
    }
    // The same cut every time.
    let again = try (1...count).map { try AuditShard($0, of: count).configurations(of: Self.matrix) }
    #expect(again == slices)
  }

  @Test func slicesAreBalancedByCostNotByCount() throws {
    let all = Self.matrix.configurations
    let slices = try (1...3).map { try AuditShard($0, of: 3).configurations(of: Self.matrix) }
    let costs = slices.map { $0.map(AuditShard.estimatedCost(of:)).reduce(0, +) }
    let largest = all.map(AuditShard.estimatedCost(of:)).max() ?? 0
    #expect((costs.max() ?? 0) - (costs.min() ?? 0) <= largest)
    // A configuration at AX5 on the SE is estimated at several times one at XS on the 15.
    let heavy = AuditShard.estimatedCost(
      of: AuditConfiguration(category: .accessibilityExtraExtraExtraLarge, device: .iPhoneSE))
    let light = AuditShard.estimatedCost(of: AuditConfiguration(category: .extraSmall, device: .iPhone15))
    #expect(heavy > 3 * light)
    // So the slices do not hold equal counts.
    #expect(Set(slices.map(\.count)).count > 1)
  }

  @Test func threeShardsMergedInAnyOrderAreTheWholeRun() throws {
    let whole = run()
    let parts = try (1...3).map { try run(AuditShard($0, of: 3).configurations(of: Self.matrix)) }
    #expect(parts.allSatisfy { !$0.results.isEmpty })
    for order in [[0, 1, 2], [2, 0, 1], [1, 2, 0]] {
      let merged = try AuditResult(merging: order.map { parts[$0] })
      #expect(merged.findings == whole.findings)
      #expect(JSONReport.render(merged) == JSONReport.render(whole))
      #expect(JUnitReport.render(merged) == JUnitReport.render(whole))
      #expect(TextReport.render(merged) == TextReport.render(whole))
      #expect(HTMLReport.render(merged, screenshots: [:]) == HTMLReport.render(whole, screenshots: [:]))
    }
  }

  @Test func resultsWrittenAndReadBackMakeTheSameReports() throws {
    let whole = run()
    let data = try JSONEncoder().encode(whole)
    let read = try JSONDecoder().decode(AuditResult.self, from: data)
    #expect(read.results.allSatisfy { $0.snapshots.isEmpty }, "snapshots are not written")
    #expect(read.findings == whole.findings)
    #expect(JSONReport.render(read) == JSONReport.render(whole))
    #expect(HTMLReport.render(read, screenshots: [:]) == HTMLReport.render(whole, screenshots: [:]))
  }

  @Test func aMissingShardIsNamed() throws {
    let parts = try (1...3).map { try run(AuditShard($0, of: 3).configurations(of: Self.matrix)) }
    let missing = parts[1].results.count
    #expect {
      _ = try AuditResult(merging: [parts[0], parts[2]])
    } throws: { error in
      "\(error)".contains("\(missing) of \(Self.matrix.configurations.count) configurations are missing")
    }
  }

  @Test func aShardGivenTwiceIsRefused() throws {
    let part = run(try AuditShard(1, of: 2).configurations(of: Self.matrix))
    #expect {
      _ = try AuditResult(merging: [part, part])
    } throws: { error in
      "\(error)".contains("is in two parts")
    }
  }

  @Test func partsOfDifferentRunsAreRefused() throws {
    let first = run(try AuditShard(1, of: 2).configurations(of: Self.matrix))
    let other = AuditRunner.run(
      PizzaScreens.menu, matrix: Self.matrix, typesetter: FixedAdvanceTypesetter(),
      options: AuditOptions(touchTarget: .wcag),
      configurations: try AuditShard(2, of: 2).configurations(of: Self.matrix))
    #expect(throws: MergeError.self) { try AuditResult(merging: [first, other]) }
    #expect(throws: MergeError.self) { try AuditResult(merging: []) }
  }

  @Test func aShardOfAShardIsCutAgainAndMergesBackIntoIt() throws {
    let shard = try AuditShard(2, of: 3)
    let configurations = shard.configurations(of: Self.matrix)
    let halves = try (1...2).map { try AuditShard($0, of: 2).slice(configurations) }
    let merged = try AuditResult(merging: halves.reversed().map { run($0) }, shard: shard)
    #expect(merged.results.map(\.configuration) == configurations)
  }
}
