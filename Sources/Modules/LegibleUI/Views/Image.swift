import Drawing
import DynamicType
import Foundation
import Geometry
import Legible

/// An image, as SwiftUI's `Image`: a symbol (`Image(systemName:)`), drawn from the project's open
/// icon set as large as the font around it and growing with it, as SF Symbols do; an image of the
/// app's asset catalog (`Image("name")`) at its own size; or a vector icon of Legible's. A
/// `resizable()` image takes the size it is offered (`scaledToFit`, `aspectRatio` keep its
/// proportions). A name with no drawing shows a visible placeholder, and the audit reports it.
public struct Image: Equatable, Sendable {
  /// Where the view was written, as `ViewBuilder` gives it (see `_CallSite`).
  public var _site: _CallSite?
  enum Source: Equatable, Sendable {
    case symbol(String)
    case asset(String)
    case icon(VectorIcon, size: Double?)
    /// Pixels only Apple's platform decodes (`UIImage(data:)`), named for the report.
    case platform(String)
    /// A picture drawn by hand (`UIGraphicsImageRenderer`) at its size in points, in its own
    /// colours; what it could not draw is named for the report.
    case picture(VectorIcon, size: Geometry.Size, unrendered: String?)
  }

  let source: Source
  var isResizable = false
  var isTemplate: Bool?

  /// An SF Symbol, by its name (`star.fill`).
  public init(systemName: String) { source = .symbol(systemName) }

  init(source: Source) { self.source = source }

  /// The image named `name` in the app's asset catalog.
  public init(_ name: String, bundle: Bundle? = nil) { source = .asset(name) }

  /// The image named `name` in the app's asset catalog, with a label (kept for accessibility).
  public init(_ name: String, bundle: Bundle? = nil, label: Text) { source = .asset(name) }

  /// A decorative image of the asset catalog.
  public init(decorative name: String, bundle: Bundle? = nil) { source = .asset(name) }

  /// A vector icon as wide as the font around it is high, growing with its text (Legible's).
  public init(_ icon: VectorIcon) { source = .icon(icon, size: nil) }

  /// A vector icon of its own size in points, which does not grow (Legible's).
  public init(_ icon: VectorIcon, size: Double) { source = .icon(icon, size: size) }

  /// The image taking the size it is offered.
  public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image
  {
    var image = self
    image.isResizable = true
    return image
  }

  /// The image drawn as a template (tinted by the foreground) or as it is.
  public func renderingMode(_ mode: TemplateRenderingMode?) -> Image {
    var image = self
    image.isTemplate = mode.map { $0 == .template }
    return image
  }

  /// How a resizable image fills its room, as SwiftUI's `Image.ResizingMode`.
  public enum ResizingMode: Hashable, Sendable {
    /// Tiled.
    case tile
    /// Stretched.
    case stretch
  }

  /// How an image is drawn, as SwiftUI's `Image.TemplateRenderingMode`.
  public enum TemplateRenderingMode: Hashable, Sendable {
    /// Tinted with the foreground.
    case template
    /// As it is.
    case original
  }

  /// The scale of a symbol beside text, as SwiftUI's `Image.Scale`.
  public enum Scale: Hashable, Sendable {
    /// Smaller.
    case small
    /// The font's.
    case medium
    /// Larger.
    case large
  }

  /// How an image is smoothed (kept).
  public enum Interpolation: Hashable, Sendable {
    /// None.
    case none
    /// Low.
    case low
    /// Medium.
    case medium
    /// High.
    case high
  }

  /// The image smoothed with `interpolation` (kept).
  public func interpolation(_ interpolation: Interpolation) -> Image { self }
  /// The image antialiased or not (kept).
  public func antialiased(_ isAntialiased: Bool) -> Image { self }
  /// A symbol in a rendering mode (kept; symbols are drawn in one colour here).
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }
}

/// How a symbol's layers are coloured (kept; symbols are drawn in one colour here).
public struct SymbolRenderingMode: Hashable, Sendable {
  let name: String
  /// One colour.
  public static let monochrome = SymbolRenderingMode(name: "monochrome")
  /// Levels of one colour.
  public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
  /// Colours of your own.
  public static let palette = SymbolRenderingMode(name: "palette")
  /// The symbol's own colours.
  public static let multicolor = SymbolRenderingMode(name: "multicolor")
}

extension Image: View, PrimitiveView {
  public typealias Body = Never

  func makeNode(_ context: _ViewContext) -> LeafNode<ImageView> { LeafNode(context, ImageView(nil)) }

  func update(_ node: LeafNode<ImageView>, _ context: _ViewContext) {
    apply(to: node.view, in: context.environment)
  }

  /// Brings `view` up to date with the image in `environment` (a view's node, or a canvas
  /// drawing the image).
  @MainActor func apply(to view: ImageView, in environment: EnvironmentValues) {
    let font = environment.fontModifiers.applied(to: environment.font ?? .body)
    let content: ImageView.Content?
    var missing: MissingResource?
    var tint = environment.foregroundColor?.value ?? .label
    // Symbols, the system's and an app's own, grow with the text.
    var isSymbol = false
    // As SF Symbols do, growing with the text: a medium symbol's box is about 1.2 times the
    // font's size (20 points beside 17-point body text), and the icon set's glyphs fill their
    // box as SF Symbols fill theirs; small and large are 0.78 and 1.29 times medium.
    let symbolScale: Double =
      switch environment.imageScale {
      case .small: 0.78 * 1.2
      case .medium: 1.2
      case .large: 1.29 * 1.2
      }
    switch source {
    case .icon(let icon, let size?):
      content = .icon(icon, size: size, scalesWith: nil)
    case .icon(let icon, nil):
      content = .icon(icon, size: font.defaultPointSize, scalesWith: font.scales ? font.textStyle : nil)
    case .symbol(let named):
      isSymbol = true
      // The environment's variant, where the symbol set has it (`heart` as `heart.fill`).
      let found = Symbols.found(named: named, variant: environment.symbolVariants)
      missing = found == nil ? .symbol(named) : nil
      let symbol = found ?? Symbols.missing(named)
      content = .icon(
        symbol, size: font.defaultPointSize * symbolScale, scalesWith: font.scales ? font.textStyle : nil)
    case .asset(let name):
      switch AssetCatalog.current.image(named: name) {
      case .symbol(let icon)?:
        // A custom symbol, as the system's: in the text's size, tinted.
        isSymbol = true
        content = .icon(
          icon, size: font.defaultPointSize * symbolScale, scalesWith: font.scales ? font.textStyle : nil)
      case .vector(let icon)?:
        content = .icon(icon, size: font.defaultPointSize, scalesWith: nil)
        tint = isTemplate == true ? tint : .clear
      case .raster(let image, let size)?:
        content = .raster(image, size: Geometry.Size(width: Double(size.width), height: Double(size.height)))
      case .unrendered(let what, let size)?:
        content = .picture(
          Self.greyBox(size, named: what),
          size: Geometry.Size(width: Double(size.width), height: Double(size.height)))
        missing = .platformContent(what)
        tint = .clear
      case nil:
        content = .icon(Symbols.missing(name), size: 24, scalesWith: nil)
        missing = .asset(name)
      }
    case .platform(let api):
      content = .icon(Symbols.missing(api), size: 24, scalesWith: nil)
      missing = .platformContent(api)
    case .picture(let icon, let size, let unrendered):
      content = .picture(icon, size: size)
      missing = unrendered.map { .platformContent($0) }
      tint = .clear
    }
    if view.missingResource != missing { view.missingResource = missing }
    if view.content != content { view.content = content }
    if view.growsWithPointSize != isSymbol { view.growsWithPointSize = isSymbol }
    if view.isResizable != isResizable { view.isResizable = isResizable }
    if !view.fillsProposal { view.fillsProposal = true }
    view.tint = tint == .clear ? nil : tint
    view.isRedacted = environment.redactionReasons.contains(.placeholder)
  }
}
