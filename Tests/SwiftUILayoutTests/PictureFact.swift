import DynamicType
import Foundation

import struct Legible.Device

/// What a picture recorded by an iOS simulator shows, as data: a public project's snapshot test
/// drew a view at a named text size and scale, and the picture's size or the lines measured in
/// it say how big the view was and how many lines its texts took. The files in `PictureFacts/`
/// hold these measurements and where each picture is, never the pictures or the projects' code;
/// `PictureFactTests` lays the same view out with the real typesetter and checks it against them.
///
/// A fact describes its view as a `"tree"` in `LayoutCase`'s vocabulary (with the proposal the
/// test gave it, `null` for a length left to the view) or as a UIKit `"label"` (a text, a text
/// style, a line count and an optional width). `"sizes"` gives width and height by id (`null`
/// where the picture does not tell); `"lines"` gives line counts by id. `"known"`, when present,
/// says why Legible does not match yet; the test then expects the mismatch and fails once it is
/// gone, so the list of known differences stays true.
struct PictureFact {
  /// A UIKit label as a snapshot test sets one up.
  struct LabelSetup {
    let text: String
    let style: TextStyle
    let lines: Int
    /// The width the label is constrained to; nil for its intrinsic size.
    let width: Double?
  }

  enum Subject {
    case tree([String: Any], proposal: (width: Double?, height: Double?))
    case label(LabelSetup)
  }

  let name: String
  let source: String
  let category: ContentSizeCategory
  let device: Device
  let subject: Subject
  /// Width and height by id, in points; nil where the picture does not tell.
  let sizes: [String: (width: Double?, height: Double?)]
  let lines: [String: Int]
  let known: String?

  struct Invalid: Error, CustomStringConvertible {
    let description: String
  }

  init(_ json: [String: Any], file: String) throws {
    guard let name = json["name"] as? String else {
      throw Invalid(description: "\(file): a fact without a name")
    }
    guard let source = json["source"] as? String, !source.isEmpty else {
      throw Invalid(description: "\(file): \(name) does not say which picture it was read from")
    }
    self.name = name
    self.source = source
    category = try ContentSizeCategory(parsing: json["category"] as? String ?? "L")
    device = try Device.named(json["device"] as? String ?? "iPhone 15")
    func length(_ value: Any?) -> Double? { (value as? NSNumber)?.doubleValue }
    if let tree = json["tree"] as? [String: Any] {
      let proposal = json["proposal"] as? [Any] ?? [NSNull(), NSNull()]
      subject = .tree(
        tree, proposal: (length(proposal.first), length(proposal.count > 1 ? proposal[1] : nil)))
    } else if let label = json["label"] as? [String: Any] {
      guard let text = label["text"] as? String,
        let style = TextStyle(rawValue: label["style"] as? String ?? "body")
      else { throw Invalid(description: "\(file): \(name)'s label needs a text and a known text style") }
      subject = .label(
        LabelSetup(
          text: text, style: style, lines: (label["lines"] as? NSNumber)?.intValue ?? 1,
          width: length(label["width"])))
    } else {
      throw Invalid(description: "\(file): \(name) has neither a tree nor a label")
    }
    var sizes: [String: (width: Double?, height: Double?)] = [:]
    for (id, value) in json["sizes"] as? [String: [Any]] ?? [:] {
      guard value.count == 2 else {
        throw Invalid(description: "\(file): \(name)'s size of \(id) is not [w, h]")
      }
      sizes[id] = (length(value[0]), length(value[1]))
    }
    self.sizes = sizes
    lines = (json["lines"] as? [String: Int]) ?? [:]
    known = json["known"] as? String
    guard !sizes.isEmpty || !lines.isEmpty else {
      throw Invalid(description: "\(file): \(name) expects nothing")
    }
  }

  /// Every fact of the `PictureFacts` folder.
  static func all() throws -> [PictureFact] {
    try JSONFixtureFolder.entries(in: "PictureFacts").map { try PictureFact($0.object, file: $0.file) }
  }
}
