import CoreGraphics
import Drawing
import Foundation
import UIKit

/// An image drawn by hand into UIKit's image renderer (`UIGraphicsImageRenderer`,
/// `UIGraphicsBeginImageContextWithOptions`), made an SVG document that Legible's renderer draws
/// at any scale: the paths filled and stroked as recorded, and the images placed in them — an
/// asset's picture or a symbol embedded as it is drawn elsewhere, an image decoded from data
/// (whose pixels only Apple's platform decodes) as a grey box, named so that the audit reports it.
struct DrawnImage {
  /// The drawing as SVG, in the canvas's points.
  let svg: String
  /// What is drawn as a grey box because it cannot be shown here, or nil.
  let unrendered: String?

  init(marks: [CGContext._Mark], canvas: CGSize) {
    var defs = ""
    var body = ""
    var clips: [CGRect: String] = [:]
    var unrendered: [String] = []
    func clipAttribute(_ clip: CGRect?) -> String {
      guard let clip else { return "" }
      if let id = clips[clip] { return " clip-path='url(#\(id))'" }
      let id = "clip\(clips.count)"
      clips[clip] = id
      defs += "<clipPath id='\(id)'>\(Self.rect(clip, attributes: ""))</clipPath>"
      return " clip-path='url(#\(id))'"
    }
    for mark in marks {
      switch mark {
      case .fill(let path, let color, let evenOdd, let clip):
        body +=
          "<path d='\(path._svgPathData)' \(Self.paint("fill", color)) fill-rule='\(evenOdd ? "evenodd" : "nonzero")'\(clipAttribute(clip))/>"
      case .stroke(let path, let color, let width, let cap, let join, let clip):
        body +=
          "<path d='\(path._svgPathData)' fill='none' \(Self.paint("stroke", color)) stroke-width='\(Self.number(width))' stroke-linecap='\(Self.name(cap))' stroke-linejoin='\(Self.name(join))'\(clipAttribute(clip))/>"
      case .image(let name, let rect, let alpha, let clip):
        let clipping = clipAttribute(clip) + (alpha < 1 ? " opacity='\(Self.number(alpha))'" : "")
        if let href = Self.href(forImage: name) {
          body +=
            "<image x='\(Self.number(rect.minX))' y='\(Self.number(rect.minY))' width='\(Self.number(rect.width))' height='\(Self.number(rect.height))' preserveAspectRatio='none' href='\(href)' xlink:href='\(href)'\(clipping)/>"
        } else {
          unrendered.append(name)
          body += Self.rect(rect, attributes: "fill='#8E8E93' fill-opacity='0.3'\(clipping)")
        }
      }
    }
    svg =
      "<svg xmlns='http://www.w3.org/2000/svg' xmlns:xlink='http://www.w3.org/1999/xlink' width='\(Self.number(canvas.width))' height='\(Self.number(canvas.height))' viewBox='0 0 \(Self.number(canvas.width)) \(Self.number(canvas.height))'><defs>\(defs)</defs>\(body)</svg>"
    self.unrendered =
      unrendered.isEmpty
      ? nil : "an image drawn into UIGraphicsImageRenderer (\(unrendered.sorted().joined(separator: ", ")))"
  }

  /// The picture an image mark names, as a data URL, or nil when it cannot be drawn here.
  private static func href(forImage name: String) -> String? {
    guard let colon = name.firstIndex(of: ":") else { return nil }
    let value = String(name[name.index(after: colon)...])
    switch name[..<colon] {
    case "asset":
      switch AssetCatalog.current.image(named: value) {
      case .raster(let image, _)?: return "data:image/png;base64,\(Data(image.png).base64EncodedString())"
      case .vector(let icon)?, .symbol(let icon)?:
        return "data:image/svg+xml;base64,\(Data(icon.svg).base64EncodedString())"
      case .unrendered(let what, let size)?:
        return "data:image/svg+xml;base64,\(Data(Image.greyBox(size, named: what).svg).base64EncodedString())"
      case nil: return nil
      }
    case "symbol":
      guard let icon = SymbolSet.current.icon(systemName: value) else { return nil }
      return "data:image/svg+xml;base64,\(Data(icon.svg).base64EncodedString())"
    default:
      return nil
    }
  }

  private static func paint(_ property: String, _ color: CGColor) -> String {
    let c = color.rgba
    return SVGMarkup.paint(
      property,
      Drawing.Color(red: Double(c.red), green: Double(c.green), blue: Double(c.blue), alpha: Double(c.alpha)))
  }

  private static func rect(_ rect: CGRect, attributes: String) -> String {
    "<rect x='\(number(rect.minX))' y='\(number(rect.minY))' width='\(number(max(0, rect.width)))' height='\(number(max(0, rect.height)))' \(attributes)/>"
  }

  private static func number(_ value: CGFloat) -> String { SVGMarkup.number(value) }

  private static func name(_ cap: CGLineCap) -> String {
    switch cap {
    case .butt: "butt"
    case .round: "round"
    case .square: "square"
    }
  }

  private static func name(_ join: CGLineJoin) -> String {
    switch join {
    case .miter: "miter"
    case .round: "round"
    case .bevel: "bevel"
    }
  }
}
