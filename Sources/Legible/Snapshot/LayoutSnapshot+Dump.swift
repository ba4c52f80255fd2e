import Foundation
import Geometry

extension LayoutSnapshot {
  /// A readable, stable text form for golden tests: one line per node, indented by depth, with
  /// role, name, frame and what it shows.
  public var dump: String {
    var lines = [
      "screen \(device.name) \(formatPoints(device.size.width))×\(formatPoints(device.size.height)) @\(formatPoints(device.scale))x \(traits.contentSizeCategory.shortName) \(traits.layoutDirection.rawValue)"
    ]
    func visit(_ node: SnapshotNode, depth: Int) {
      var line = String(repeating: "  ", count: depth) + node.role.rawValue
      if let identifier = node.identifier { line += " #\(identifier)" }
      line += " \(node.frame)"
      if let text = node.text {
        let shown = text.string.count > 60 ? String(text.string.prefix(57)) + "…" : text.string
        line +=
          " \"\(shown.replacing("\n", with: "\\n"))\" \(text.style.map(\.rawValue) ?? "custom") \(formatPoints(text.pointSize))pt"
        line += " lines=\(text.layout.lineCount)"
        if text.layout.isTruncated { line += " truncated" }
        if text.layout.missingGlyphCount > 0 { line += " missing=\(text.layout.missingGlyphCount)" }
      }
      if let image = node.image { line += " image \(image.frame.size)" }
      if let hit = node.hitFrame, hit != node.frame { line += " hit=\(hit.size)" }
      if node.isBar { line += " bar" }
      if node.hasLargeContentViewer { line += " large-content-viewer" }
      if node.clipsToBounds { line += " clips" }
      lines.append(line)
      for child in node.children { visit(child, depth: depth + 1) }
    }
    for node in nodes { visit(node, depth: 1) }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The snapshot as JSON (keys sorted, so the output is stable).
  public func json() -> String {
    func rect(_ r: Rect) -> [String: Double] {
      ["x": r.minX, "y": r.minY, "width": r.width, "height": r.height]
    }
    func object(_ node: SnapshotNode) -> [String: Any] {
      var object: [String: Any] = [
        "role": node.role.rawValue, "frame": rect(node.frame), "clip": rect(node.clip),
        "interactive": node.isInteractive, "bar": node.isBar, "category": node.contentSizeCategory.name,
        "largeContentViewer": node.hasLargeContentViewer, "largeContentItem": node.showsLargeContentViewer,
        "children": node.children.map(object),
      ]
      object["identifier"] = node.identifier
      object["background"] = node.backgroundColor?.hex
      object["accessibilityLabel"] = node.accessibilityLabel
      if node.borderWidth > 0 {
        object["border"] = ["color": node.borderColor?.hex ?? "", "width": node.borderWidth]
      }
      if let hit = node.hitFrame { object["hitFrame"] = rect(hit) }
      if let text = node.text {
        object["text"] =
          [
            "string": text.string, "style": text.style?.rawValue ?? "custom", "pointSize": text.pointSize,
            "color": text.color.hex, "lines": text.layout.lineCount, "truncated": text.layout.isTruncated,
            "missingGlyphs": text.layout.missingGlyphCount,
            "size": ["width": text.layout.size.width, "height": text.layout.size.height],
            "ink": rect(text.layout.inkBounds.offsetBy(dx: text.origin.x, dy: text.origin.y)),
          ] as [String: Any]
      }
      if let image = node.image { object["image"] = ["frame": rect(image.frame)] }
      return object
    }
    let document: [String: Any] = [
      "schemaVersion": 1, "device": device.name, "category": traits.contentSizeCategory.name,
      "layoutDirection": traits.layoutDirection.rawValue, "nodes": nodes.map(object),
    ]
    let data =
      (try? JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys]))
      ?? Data()
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
