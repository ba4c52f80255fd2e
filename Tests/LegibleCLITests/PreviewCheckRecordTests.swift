import Foundation
import Testing

@testable import LegibleCLI

/// What checking an app's previews found is taken again only for the very program it was found
/// with: a program relinked since, a record that cannot be read or none at all means checking
/// again.
@Suite struct PreviewCheckRecordTests {
  @Test func aRecordServesTheSameProgramOnly() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "legible-check-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    let program = root.appendingPathComponent("app-screens")
    try Data("version one".utf8).write(to: program)
    #expect(PreviewCheckRecord.kept(in: root, for: program) == nil, "nothing was kept yet")
    let stamp = try #require(PreviewCheckRecord.stamp(of: program))
    let record = PreviewCheckRecord(
      programSize: stamp.size, programModified: stamp.modified, names: ["Row/Preview", "List/Preview"],
      leftOut: [], skipped: [],
      failures: [PreviewProbe.Failure(screen: "List/Preview", reason: "did not finish in 30 s")])
    record.keep(in: root)
    #expect(PreviewCheckRecord.kept(in: root, for: program) == record)
    // The program is relinked: longer, and later.
    try Data("version two, relinked".utf8).write(to: program)
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSince1970: stamp.modified + 60)], ofItemAtPath: program.path)
    #expect(PreviewCheckRecord.kept(in: root, for: program) == nil)
    // A broken record is no record.
    try Data("{".utf8).write(to: PreviewCheckRecord.file(in: root))
    #expect(PreviewCheckRecord.kept(in: root, for: program) == nil)
  }
}
