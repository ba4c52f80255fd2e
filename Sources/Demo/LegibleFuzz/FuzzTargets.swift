import Audit
import Drawing
import DynamicType
import Foundation
import Geometry
import Legible
import LegibleCLI
import LegibleTesting
import PangoCairo
import Typesetting

/// The fuzz targets: each takes any bytes and must neither trap nor hang. What each feeds:
///
/// - `content-size`: the bytes as a content size category in every spelling, and as the
///   `LEGIBLE_CONTENT_SIZE` environment variable.
/// - `arguments`: the bytes split at NUL into words, read against every command's options.
/// - `png`: the bytes as a PNG file.
/// - `svg`: the bytes as an SVG icon, checked and drawn.
/// - `text`: the first bytes choose a width, a line limit, a truncation and a text size; the rest is
///   text, laid out by the typesetter and, in a label inside a list, by the views.
/// - `audit`: the first bytes choose a container (`HostileText.Container`), a text size, a phone, a
///   line limit, a truncation and a line break; the rest is the text of a label on that screen,
///   audited over its whole content with every check.
@MainActor enum FuzzTargets {
  static let names = ["content-size", "arguments", "png", "svg", "text", "audit"]

  static let typesetter = try? PangoTypesetter()

  static func run(_ name: String, _ bytes: [UInt8]) {
    switch name {
    case "content-size": contentSize(bytes)
    case "arguments": arguments(bytes)
    case "png": _ = try? PNGCodec.decode(bytes, name: "fuzz.png")
    case "svg": svg(bytes)
    case "text": text(bytes)
    case "audit": audit(bytes)
    default: break
    }
  }

  static func contentSize(_ bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    _ = try? ContentSizeCategory(parsing: text)
    _ = try? PreferredContentSize.resolve(
      option: nil, environment: LegibleCLI.Environment(variables: ["LEGIBLE_CONTENT_SIZE": text]))
  }

  static func arguments(_ bytes: [UInt8]) {
    let words = bytes.split(separator: 0, omittingEmptySubsequences: false).map {
      String(decoding: $0, as: UTF8.self)
    }
    for spec in LegibleTool.specs { _ = try? ParsedArguments(words, spec: spec) }
  }

  static func svg(_ bytes: [UInt8]) {
    guard let typesetter else { return }
    let renderer = Renderer(typesetter: typesetter)
    let icon = DrawingOperation.icon(
      VectorIcon(name: "fuzz", svg: bytes), frame: Rect(x: 0, y: 0, width: 24, height: 24))
    guard (try? renderer.validate([icon])) != nil else { return }
    _ = try? renderer.data([icon], canvas: Size(width: 24, height: 24), scale: 1, format: .png)
  }

  static func text(_ bytes: [UInt8]) {
    guard let typesetter, bytes.count >= 4 else { return }
    let widths: [Double?] = [nil, 0, 1, 40, 320, -5, .infinity, .nan]
    let truncations = TruncationMode.allCases
    let string = String(decoding: bytes.dropFirst(4), as: UTF8.self)
    var request = TextRequest.textStyle(
      string, style: TextStyle.allCases[Int(bytes[2]) % TextStyle.allCases.count],
      at: ContentSizeCategory.allCases[Int(bytes[3]) % 12], width: widths[Int(bytes[0]) % widths.count],
      maximumLines: Int(bytes[1] % 4))
    request.truncation = truncations[Int(bytes[1] / 4) % truncations.count]
    request.lineBreak = bytes[1] & 0x80 == 0 ? .word : .character
    _ = typesetter.layout(request)
    let list = ListView(sections: [ListView.Section(rowCount: 3)]) { _, row in
      Label(row == 1 ? string : "Row", lines: Int(bytes[1] % 3))
    }
    let screen = Screen(
      device: .iPhoneSE,
      traits: Traits(contentSizeCategory: ContentSizeCategory.allCases[Int(bytes[3]) % 12]),
      typesetter: typesetter)
    screen.root = list
    _ = screen.snapshot()
  }

  static func audit(_ bytes: [UInt8]) {
    guard let typesetter, bytes.count >= 4 else { return }
    let configuration = AuditConfiguration(
      category: ContentSizeCategory.allCases[Int(bytes[1]) % 12],
      device: Device.presets[Int(bytes[2]) % Device.presets.count], language: "en", variant: "default")
    let screen = HostileText.screen(
      String(decoding: bytes.dropFirst(4), as: UTF8.self),
      in: HostileText.Container.allCases[Int(bytes[0]) % HostileText.Container.allCases.count],
      configuration: configuration, typesetter: typesetter, lines: Int(bytes[3] % 4),
      truncation: TruncationMode.allCases[Int(bytes[3] / 4) % TruncationMode.allCases.count],
      lineBreak: bytes[3] & 0x80 == 0 ? .word : .character)
    _ = AuditRunner.audit(screen, configuration: configuration)
  }
}
