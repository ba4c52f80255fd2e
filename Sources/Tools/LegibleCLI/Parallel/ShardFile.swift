import Audit
import Foundation
import Legible

/// What a shard of an `audit` or `demo` run leaves for `legible merge`, as JSON: its results
/// (findings, coverage, the scroll positions pictured; no snapshots), the report it was asked for,
/// and the extra pictures it drew. The shard's screenshots are files in the same folder
/// (`screenshots/`), named by configuration, so that folders of several shards can be merged or
/// simply copied together.
///
struct ShardFile: Codable {
  /// An extra picture: a file in the shard's folder, with the title it is shown under.
  struct Picture: Codable, Equatable {
    var title: String
    var name: String
  }

  static let schemaVersion = 2

  var schemaVersion = ShardFile.schemaVersion
  var request: ReportRequest
  var shard: AuditShard
  var pictures: [Picture]
  var result: AuditResult

  /// `shard-2-of-3.json`.
  var fileName: String { "shard-\(shard.index)-of-\(shard.count).json" }

  func write(into folder: URL) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let data: Data
    do {
      data = try encoder.encode(self)
    } catch {
      throw UsageError("the shard's results could not be written as JSON: \(error)")
    }
    try CommandSupport.write(data, to: folder.appendingPathComponent(fileName))
  }

  /// Reads several shard files at once, on as many cores.
  static func read(_ urls: [URL]) throws -> [ShardFile] {
    let files = ConcurrentSlots<Result<ShardFile, any Error>?>(count: urls.count, initial: nil)
    DispatchQueue.concurrentPerform(iterations: urls.count) { index in
      files[index] = Result { try read(urls[index]) }
    }
    return try files.values.map { try $0!.get() }
  }

  static func read(_ url: URL) throws -> ShardFile {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw FileError(action: "read", path: url.path, error: error)
    }
    if let version = try? JSONDecoder().decode(Version.self, from: data),
      version.schemaVersion != schemaVersion
    {
      throw UsageError(
        "\(url.path) is a shard file of schema \(version.schemaVersion); this legible reads schema \(schemaVersion). Run every shard and the merge with the same legible."
      )
    }
    do {
      return try JSONDecoder().decode(ShardFile.self, from: data)
    } catch {
      throw UsageError(
        "\(url.path) is not a shard file written by `legible audit --shard` or `legible demo --shard` (\(describe(error)))"
      )
    }
  }

  /// The shard files of whole shards named by `paths`: a file is itself, a folder gives the
  /// `shard-K-of-N.json` files in it.
  static func files(_ paths: [URL]) throws -> [URL] {
    var files: [URL] = []
    for path in paths {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path.path, isDirectory: &isFolder) else {
        throw UsageError("\(path.path) does not exist; give shard folders or shard-K-of-N.json files")
      }
      if !isFolder.boolValue {
        files.append(path)
        continue
      }
      let names = (try? FileManager.default.contentsOfDirectory(atPath: path.path)) ?? []
      let found = names.filter { $0.hasPrefix("shard-") && $0.hasSuffix(".json") }
        .sorted()
      guard !found.isEmpty else {
        throw UsageError("\(path.path) holds no shard-K-of-N.json; was it the --out folder of a --shard run?")
      }
      files += found.map { path.appendingPathComponent($0) }
    }
    return files
  }

  private struct Version: Decodable { var schemaVersion: Int }

  private static func describe(_ error: any Error) -> String {
    switch error {
    case DecodingError.keyNotFound(let key, _): "'\(key.stringValue)' is missing"
    case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context),
      DecodingError.dataCorrupted(let context):
      context.codingPath.isEmpty
        ? "it is not JSON" : "\(context.codingPath.map(\.stringValue).joined(separator: ".")) is not valid"
    default: "\(error)"
    }
  }
}
