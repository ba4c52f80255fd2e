import Foundation

/// A folder beside this file of `.json` files, each a list of objects: the layout cases and the
/// picture facts are read from such folders, file by file in name order.
enum JSONFixtureFolder {
  struct Invalid: Error, CustomStringConvertible {
    let description: String
  }

  /// Every object of every file in `name`, with the file it came from.
  static func entries(in name: String) throws -> [(file: String, object: [String: Any])] {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(name)
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasSuffix(".json")
    }.sorted()
    return try files.flatMap { file in
      let data = try Data(contentsOf: folder.appendingPathComponent(file))
      guard let objects = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] else {
        throw Invalid(description: "\(name)/\(file) is not a list of objects")
      }
      return objects.map { (file, $0) }
    }
  }
}
