import Foundation

/// A custom SF Symbol of an asset catalog (`Name.symbolset`), read from the template SF Symbols
/// exports: of its drawn variants, the regular weight at medium scale (else the nearest one the
/// template has) is cut out into an SVG of its own, a square around the glyph, so that it is drawn
/// as the system's symbols are, growing with the text.
///
/// Invariant: the glyph's box is found from its paths' points (end and control points, so a
/// curve's box may be a little generous), never from the template's artboard.
enum CustomSymbolTemplate {
  /// The variants looked for, in order.
  static let preferred = [
    "Regular-M", "Regular-S", "Regular-L", "Medium-M", "Semibold-M", "Light-M", "Bold-M", "Thin-M",
    "Heavy-M", "Ultralight-M", "Black-M", "Medium-S", "Light-S", "Bold-S", "Semibold-S", "Thin-S",
    "Heavy-S", "Ultralight-S", "Black-S",
  ]

  /// The glyph of `template` as an SVG document, or nil where the template has no drawn variant.
  static func glyph(of template: String) -> String? {
    for id in preferred {
      guard let group = group(withID: id, in: template) else { continue }
      let paths = attributes("d", in: group.content)
      var box = Box()
      for path in paths { PathBounds.add(path, to: &box) }
      guard box.isValid else { continue }
      let (a, d, e, f) = group.transform
      let minX = e + a * box.minX
      let maxX = e + a * box.maxX
      let minY = f + d * box.minY
      let maxY = f + d * box.maxY
      let side = max(maxX - minX, maxY - minY)
      let x = (minX + maxX - side) / 2
      let y = (minY + maxY - side) / 2
      return """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="\(x) \(y) \(side) \(side)">\
        <g transform="matrix(\(a) 0 0 \(d) \(e) \(f))">\(group.content)</g></svg>
        """
    }
    return nil
  }

  /// A group of the template by its identifier: its content and its transform's scale and move.
  static func group(withID id: String, in text: String) -> (
    content: String, transform: (Double, Double, Double, Double)
  )? {
    guard let start = text.range(of: "<g id=\"\(id)\"") else { return nil }
    guard let tagEnd = text[start.upperBound...].firstIndex(of: ">") else { return nil }
    let tag = text[start.lowerBound...tagEnd]
    var transform = (1.0, 1.0, 0.0, 0.0)
    if let matrix = tag.range(of: "matrix(") {
      let numbers = tag[matrix.upperBound...].prefix { $0 != ")" }
        .split { $0 == " " || $0 == "," }.compactMap { Double($0) }
      if numbers.count == 6 { transform = (numbers[0], numbers[3], numbers[4], numbers[5]) }
    }
    // The content up to the group's own closing tag, nested groups counted.
    var depth = 1
    var index = text.index(after: tagEnd)
    let contentStart = index
    while index < text.endIndex {
      if text[index...].hasPrefix("<g") {
        depth += 1
      } else if text[index...].hasPrefix("</g>") {
        depth -= 1
        if depth == 0 { return (String(text[contentStart..<index]), transform) }
      }
      index = text.index(after: index)
    }
    return nil
  }

  /// The values of every attribute `name` in `text`.
  static func attributes(_ name: String, in text: String) -> [String] {
    text.components(separatedBy: " \(name)=\"").dropFirst().compactMap { $0.split(separator: "\"").first }
      .map(String.init)
  }

  /// A bounding box being grown.
  struct Box {
    var minX = Double.infinity
    var minY = Double.infinity
    var maxX = -Double.infinity
    var maxY = -Double.infinity
    var isValid: Bool { minX <= maxX && minY <= maxY }
    mutating func add(_ x: Double, _ y: Double) {
      minX = min(minX, x)
      maxX = max(maxX, x)
      minY = min(minY, y)
      maxY = max(maxY, y)
    }
  }
}

/// The points of an SVG path's data, absolute and relative commands alike.
enum PathBounds {
  /// Adds the points of path data `d` to `box`.
  static func add(_ d: String, to box: inout CustomSymbolTemplate.Box) {
    var tokens: [Substring] = []
    var current = d.startIndex
    var start: String.Index?
    func flush(_ end: String.Index) {
      if let begin = start, begin < end { tokens.append(d[begin..<end]) }
      start = nil
    }
    while current < d.endIndex {
      let c = d[current]
      if c.isLetter && c != "e" && c != "E" {
        flush(current)
        tokens.append(d[current...current])
      } else if c == " " || c == "," || c == "\n" || c == "\t" {
        flush(current)
      } else if c == "-", let begin = start, d[d.index(before: current)] != "e",
        d[d.index(before: current)] != "E",
        begin < current
      {
        flush(current)
        start = current
      } else if c == ".", let begin = start, d[begin..<current].contains(".") {
        flush(current)
        start = current
      } else if start == nil {
        start = current
      }
      current = d.index(after: current)
    }
    flush(d.endIndex)

    var x = 0.0
    var y = 0.0
    var command: Character = "M"
    var index = 0
    func number() -> Double? {
      guard index < tokens.count, let value = Double(tokens[index]) else { return nil }
      index += 1
      return value
    }
    while index < tokens.count {
      if let letter = tokens[index].first, tokens[index].count == 1, letter.isLetter {
        command = letter
        index += 1
        if letter == "z" || letter == "Z" { continue }
      }
      let relative = command.isLowercase
      let ox = relative ? x : 0
      let oy = relative ? y : 0
      switch command.uppercased() {
      case "M", "L", "T":
        guard let px = number(), let py = number() else { return }
        x = ox + px
        y = oy + py
        box.add(x, y)
        if command == "M" { command = "L" } else if command == "m" { command = "l" }
      case "H":
        guard let px = number() else { return }
        x = ox + px
        box.add(x, y)
      case "V":
        guard let py = number() else { return }
        y = oy + py
        box.add(x, y)
      case "C":
        guard let x1 = number(), let y1 = number(), let x2 = number(), let y2 = number(), let px = number(),
          let py = number()
        else { return }
        box.add(ox + x1, oy + y1)
        box.add(ox + x2, oy + y2)
        x = ox + px
        y = oy + py
        box.add(x, y)
      case "S", "Q":
        guard let x1 = number(), let y1 = number(), let px = number(), let py = number() else { return }
        box.add(ox + x1, oy + y1)
        x = ox + px
        y = oy + py
        box.add(x, y)
      case "A":
        guard let rx = number(), let ry = number(), number() != nil, number() != nil, number() != nil,
          let px = number(), let py = number()
        else { return }
        let fromX = x
        let fromY = y
        x = ox + px
        y = oy + py
        // An arc stays within its radii of both ends.
        box.add(min(fromX, x) - abs(rx), min(fromY, y) - abs(ry))
        box.add(max(fromX, x) + abs(rx), max(fromY, y) + abs(ry))
      default:
        return
      }
    }
  }
}
