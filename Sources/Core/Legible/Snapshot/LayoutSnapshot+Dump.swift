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

  /// The snapshot as JSON (keys sorted, so the output is stable): `jsonValue` as text.
  public func json() -> String { jsonValue.text }

  /// The snapshot as a JSON value, for tools that read what a screen shows: every node's role,
  /// identifier, path, frame, clip, colours, interactivity (and the area that takes touches),
  /// Large Content Viewer traits and content size category, the line of code that made it
  /// (`location`, `file:line:column`) and the calls of the team's components that led to it
  /// (`callers`, innermost first, up to the preview); each text as intended (the string)
  /// and as shown (line by line, with ellipses and hyphens), with its style, size and whether it
  /// is truncated. Lengths are in points.
  public var jsonValue: JSONValue { jsonValue(sourceRoot: nil) }

  /// The snapshot as a JSON value, each node's `location` (where the team's code made it) relative
  /// to `sourceRoot` when given.
  public func jsonValue(sourceRoot: String?) -> JSONValue {
    func rect(_ r: Rect) -> JSONValue {
      ["x": .number(r.minX), "y": .number(r.minY), "width": .number(r.width), "height": .number(r.height)]
    }
    func object(_ node: SnapshotNode) -> JSONValue {
      var object: [String: JSONValue] = [
        "role": .string(node.role.rawValue), "path": .string(node.path), "frame": rect(node.frame),
        "clip": rect(node.clip), "interactive": .bool(node.isInteractive), "bar": .bool(node.isBar),
        "category": .string(node.contentSizeCategory.name), "layer": .int(node.layer),
        "largeContentViewer": .bool(node.hasLargeContentViewer),
        "largeContentViewerResponds": .bool(node.largeContentViewerResponds),
        "largeContentItem": .bool(node.showsLargeContentViewer),
        "children": .array(node.children.map(object)),
      ]
      if let identifier = node.identifier { object["identifier"] = .string(identifier) }
      if let location = node.sourceLocation {
        object["location"] = .string((sourceRoot.map(location.relative(to:)) ?? location).description)
      }
      if !node.sourceCallers.isEmpty {
        object["callers"] = .array(
          node.sourceCallers.map { .string((sourceRoot.map($0.relative(to:)) ?? $0).description) })
      }
      if let background = node.backgroundColor { object["background"] = .string(background.hex) }
      if let label = node.accessibilityLabel { object["accessibilityLabel"] = .string(label) }
      if node.borderWidth > 0 {
        object["border"] = [
          "color": .string(node.borderColor?.hex ?? ""), "width": .number(node.borderWidth),
        ]
      }
      if let hit = node.hitFrame { object["hitFrame"] = rect(hit) }
      if let text = node.text {
        let lines = text.layout.lines.map { line -> JSONValue in
          [
            "shown": line.shown(in: text.string).map(JSONValue.string) ?? .null,
            "frame": rect(line.frame.offsetBy(dx: text.origin.x, dy: text.origin.y)),
            "break": .string(line.breakKind.rawValue),
          ]
        }
        let shown = text.layout.lines.compactMap { $0.shown(in: text.string) }.joined(separator: "\n")
        object["text"] = [
          "string": .string(text.string), "shown": .string(shown), "lines": .array(lines),
          "style": .string(text.style?.rawValue ?? "custom"), "pointSize": .number(text.pointSize),
          "color": .string(text.color.hex), "truncated": .bool(text.layout.isTruncated),
          "missingGlyphs": .int(text.layout.missingGlyphCount),
          "size": ["width": .number(text.layout.size.width), "height": .number(text.layout.size.height)],
          "ink": rect(text.layout.inkBounds.offsetBy(dx: text.origin.x, dy: text.origin.y)),
        ]
        if let fit = text.fit, case .object(var described) = object["text"] {
          described["fit"] = [
            "edge": .string(fit.edge.rawValue), "width": .number(fit.width), "margin": .number(fit.margin),
            "share": .number(fit.share), "dependsOnTheFont": .bool(fit.dependsOnTheFont),
          ]
          object["text"] = .object(described)
        }
      }
      if let image = node.image { object["image"] = ["frame": rect(image.frame)] }
      return .object(object)
    }
    return [
      "schemaVersion": 2, "device": .string(device.name),
      "category": .string(traits.contentSizeCategory.name),
      "layoutDirection": .string(traits.layoutDirection.rawValue), "nodes": .array(nodes.map(object)),
    ]
  }
}
