import Foundation

/// What listing and laying out an app's previews found, with the catalog program it was found
/// with: a later run of the same program (the app's files unchanged, so nothing relinked) takes
/// it again instead of laying every preview out once more, which for an app whose previews fill
/// a large store is most of the run.
struct PreviewCheckRecord: Codable, Equatable {
  /// The program's size and modification time, in seconds since 1970.
  var programSize: Int
  var programModified: Double
  var names: [String]
  var leftOut: [PreviewProbe.Failure]
  var skipped: [String]
  var failures: [PreviewProbe.Failure]

  /// The file it is kept in, in the build folder `root`.
  static func file(in root: URL) -> URL { root.appendingPathComponent("previews-checked.json") }

  /// The program's stamp; nil when it cannot be read.
  static func stamp(of program: URL) -> (size: Int, modified: Double)? {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: program.path),
      let size = (attributes[.size] as? NSNumber)?.intValue,
      let modified = attributes[.modificationDate] as? Date
    else { return nil }
    return (size, modified.timeIntervalSince1970)
  }

  /// The record kept in `root` for `program` as it is now; nil when there is none, it cannot be
  /// read, or the program changed since.
  static func kept(in root: URL, for program: URL) -> PreviewCheckRecord? {
    guard let stamp = stamp(of: program), let data = try? Data(contentsOf: file(in: root)),
      let record = try? JSONDecoder().decode(PreviewCheckRecord.self, from: data),
      record.programSize == stamp.size, record.programModified == stamp.modified
    else { return nil }
    return record
  }

  /// Keeps the record in `root` (a record that cannot be written is not kept: the next run
  /// checks again).
  func keep(in root: URL) {
    try? JSONEncoder().encode(self).write(to: Self.file(in: root), options: .atomic)
  }
}
