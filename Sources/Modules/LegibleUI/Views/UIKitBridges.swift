import Drawing
import DynamicType
import Foundation
import Geometry
import Legible
import Typesetting
import UIKit

// SwiftUI's bridges to UIKit's values: colours, fonts and images go both ways as on iOS.

extension Color {
  /// The colour of `color`, resolved for the screen being laid out.
  public init(uiColor color: UIColor) { self.init(color.resolved) }
  /// The colour of `color`.
  public init(_ color: UIColor) { self.init(color.resolved) }
  /// The colour of a Core Graphics colour.
  public init(cgColor: CGColor) { self.init(UIColor(cgColor: cgColor).resolved) }
  /// The colour of a Core Graphics colour.
  public init(_ cgColor: CGColor) { self.init(cgColor: cgColor) }
  /// The colour as Core Graphics keeps it (a named colour gives its light value, as screens here
  /// are drawn light).
  public var cgColor: CGColor? {
    CGColor(srgbRed: value.red, green: value.green, blue: value.blue, alpha: value.alpha)
  }
}

extension UIColor {
  /// The UIKit colour of a SwiftUI colour.
  public convenience init(_ color: Color) { self.init(color.value) }
}

extension Font {
  /// The font of `font`. A preferred font (`UIFont.preferredFont(forTextStyle:)`) keeps its text
  /// style, so that a screen launched at any text size shows it at that size, as an app launched
  /// at that size does; any other font keeps its size.
  public init(_ font: UIFont) {
    let size: Size = font.textStyle.map { .style($0.typeStyle) } ?? .fixed(font.pointSize)
    self.init(
      size, family: font.isSystemFont ? nil : font.familyName, weight: Weight(value: font.weight.fontWeight),
      design: font.familyName.contains("Mono") ? .monospaced : nil)
    isItalic = font.isItalic
  }
}

extension Font {
  /// The font of a Core Text font: a `UIFont` (on iOS the same object) as `Font(_:)` of it reads
  /// it; a font made by name at its size, drawn in the font that stands in for that name.
  public init(_ font: CTFont) {
    if let font = font as? UIFont {
      self.init(font)
    } else {
      self = .custom(CTFontCopyPostScriptName(font), fixedSize: CTFontGetSize(font))
    }
  }
}

extension Image {
  /// The image of `image`: an asset or a symbol drawn as `Image(_:)` or `Image(systemName:)`
  /// would; an image decoded from data is drawn as a placeholder and reported.
  public init(uiImage image: UIImage) {
    switch image.source {
    case .asset(let name): self.init(name)
    case .symbol(let name): self.init(systemName: name)
    case .data(0):
      // `UIImage()`: nothing to draw, and nothing to report.
      self.init(
        source: .picture(
          VectorIcon(
            name: "UIImage()", svg: "<svg xmlns='http://www.w3.org/2000/svg' width='0' height='0'/>"),
          size: Geometry.Size(width: 0, height: 0), unrendered: nil))
    case .data(let bytes): self.init(placeholderOf: image.size, for: "UIImage(data:) of \(bytes) bytes")
    case .unavailable(let what): self.init(placeholderOf: image.size, for: what)
    case .drawing(let marks, let canvas):
      let drawn = DrawnImage(marks: marks, canvas: canvas)
      self.init(
        source: .picture(
          VectorIcon(name: "UIGraphicsImageRenderer \(canvas.width)×\(canvas.height)", svg: drawn.svg),
          size: Geometry.Size(width: Double(canvas.width), height: Double(canvas.height)),
          unrendered: drawn.unrendered))
    }
  }

  /// A picture only Apple's frameworks draw: a grey box of its size where the size is known
  /// (else the missing-image placeholder), named for the audit's report.
  private init(placeholderOf size: CGSize, for what: String) {
    guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
      self.init(source: .platform(what))
      return
    }
    self.init(
      source: .picture(
        Self.greyBox(size, named: what),
        size: Geometry.Size(width: Double(size.width), height: Double(size.height)),
        unrendered: what))
  }

  /// A grey box of `size`, what stands for a picture only Apple's frameworks draw.
  static func greyBox(_ size: CGSize, named what: String) -> VectorIcon {
    let width = SVGMarkup.number(size.width)
    let height = SVGMarkup.number(size.height)
    return VectorIcon(
      name: what,
      svg:
        "<svg xmlns='http://www.w3.org/2000/svg' width='\(width)' height='\(height)' viewBox='0 0 \(width) \(height)'><rect width='\(width)' height='\(height)' fill='#8E8E93' fill-opacity='0.3'/></svg>"
    )
  }
}

/// Connects UIKit's objects to the screen the SwiftUI layer lays out: its traits and device for
/// `UITraitCollection.current`, `UIScreen.main` and `UIDevice.current`, and the app's asset
/// catalog for `UIColor(named:)` and `UIImage(named:)`.
enum UIKitScreen {
  private static let connected: Void = {
    UIColor.catalog = { AssetCatalog.current.color(named: $0) }
    UIImage.catalog = { name in
      switch AssetCatalog.current.image(named: name) {
      case .raster(_, let size)?, .unrendered(_, let size)?: size
      case .vector?, .symbol?: CGSize(width: 24, height: 24)
      case nil: nil
      }
    }
    UIImage.catalogFile = { name in
      guard case .raster(let image, _)? = AssetCatalog.current.image(named: name) else { return nil }
      return Data(image.png)
    }
  }()

  /// Connects UIKit's asset lookups to the app's asset catalog, before any of the app's code runs
  /// (a preview's model made while the previews are listed asks for `UIImage(named:)`).
  static func connect() { _ = connected }

  @MainActor private static var followed: (DynamicTypeSize, LayoutDirection, LegibilityWeight?)?
  @MainActor private(set) static var recorded: (traits: Traits, device: Device)?
  /// The typesetter of the screen laid out last (nil before any).
  @MainActor private(set) static var typesetter: (any Typesetter)?

  /// Makes UIKit's current traits those of `environment` (a body about to be evaluated in it).
  @MainActor static func follow(_ environment: EnvironmentValues) {
    let traits = (
      environment.storedDynamicTypeSize, environment.storedLayoutDirection, environment.storedLegibilityWeight
    )
    if let followed, followed == traits { return }
    followed = traits
    CurrentScreen.recordTraits(
      category: DynamicType.ContentSizeCategory(rawValue: traits.0.rawValue) ?? .large,
      rightToLeft: traits.1 == .rightToLeft,
      boldText: traits.2 == .bold)
  }

  /// Records `screen` (or, without one, the traits alone) as the one being laid out; its
  /// typesetter measures UIKit's text (`boundingRect`, `size(withAttributes:)`).
  @MainActor static func record(_ traits: Traits, device: Device?, typesetter: (any Typesetter)? = nil) {
    _ = connected
    if let typesetter {
      TextMeasurement.use(typesetter)
      Self.typesetter = typesetter
    }
    let device = device ?? .iPhone15
    // The same screen again (an update, a refresh) with no body evaluated since: nothing to tell.
    if followed == nil, let recorded, recorded.traits == traits, recorded.device == device { return }
    recorded = (traits, device)
    followed = nil
    CurrentScreen.record(
      deviceName: device.name, width: device.size.width, height: device.size.height,
      scale: traits.displayScale,
      category: traits.contentSizeCategory, rightToLeft: traits.layoutDirection == .rightToLeft,
      boldText: traits.legibilityWeight == .bold)
  }
}

extension Path {
  /// The outline of a Core Graphics path (`Path(UIBezierPath(…).cgPath)`).
  nonisolated public init(_ path: CGPath) {
    self.init()
    for segment in path._segments {
      switch segment {
      case .move(let point): move(to: point)
      case .line(let point): addLine(to: point)
      case .quad(let point, let control): addQuadCurve(to: point, control: control)
      case .curve(let point, let control1, let control2):
        addCurve(to: point, control1: control1, control2: control2)
      case .arc(let center, let radius, let start, let end, let clockwise):
        addArc(
          center: center, radius: radius, startAngle: .radians(Double(start)),
          endAngle: .radians(Double(end)),
          clockwise: clockwise)
      case .close: closeSubpath()
      }
    }
  }

  /// The outline as a Core Graphics path (an ellipse as four curves).
  nonisolated public var cgPath: CGPath {
    let path = CGMutablePath()
    for element in elements {
      switch element {
      case .move(let point): path.move(to: point)
      case .line(let point): path.addLine(to: point)
      case .quad(let point, let control): path.addQuadCurve(to: point, control: control)
      case .curve(let point, let control1, let control2):
        path.addCurve(to: point, control1: control1, control2: control2)
      case .ellipse(let rect): path.addEllipse(in: rect)
      case .arc(let center, let radius, let start, let end, let clockwise):
        path.addArc(
          center: center, radius: radius, startAngle: CGFloat(start), endAngle: CGFloat(end),
          clockwise: clockwise)
      case .close: path.closeSubpath()
      }
    }
    return path
  }
}

/// A `#colorLiteral(…)` written where a `Color` is expected, as SwiftUI takes one.
extension Color: _ExpressibleByColorLiteral {
  public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
    self.init(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
  }
}
