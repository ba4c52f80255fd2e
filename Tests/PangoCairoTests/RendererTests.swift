import Drawing
import DynamicType
import Foundation
import Geometry
import PangoCairo
import Testing
import Typesetting

#if canImport(FoundationXML)
  import FoundationXML
#endif

enum Scene {
  static let slice = VectorIcon(
    name: "pizza-slice",
    svg: """
      <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
        <path d="M12 2 L22 20 Q12 24 2 20 Z" fill="#F2B33D" stroke="#A0522D" stroke-width="1.5"/>
        <circle cx="12" cy="11" r="2.2" fill="#C0392B"/>
        <circle cx="9" cy="17" r="2" fill="#C0392B"/>
        <circle cx="15.5" cy="17.5" r="1.8" fill="#C0392B"/>
      </svg>
      """)

  static let canvas = Size(width: 260, height: 200)

  /// Text in all five scripts, a filled and stroked rounded rectangle, an icon plain and tinted.
  static let operations: [DrawingOperation] = {
    var operations: [DrawingOperation] = [
      .rectangle(
        Rect(x: 8, y: 8, width: 244, height: 184), cornerRadius: 14,
        fill: Color(red: 1, green: 0.95, blue: 0.88),
        stroke: Stroke(color: Color(red: 0.6, green: 0.3, blue: 0.1), width: 2))
    ]
    for (index, text) in Samples.allScripts.enumerated() {
      operations.append(
        .text(
          .textStyle(text, style: .footnote, at: .large, width: 180, maximumLines: 1),
          origin: Point(x: 20, y: 18 + Double(index) * 22), color: .black))
    }
    operations.append(.icon(slice, frame: Rect(x: 20, y: 136, width: 44, height: 44)))
    operations.append(
      .icon(
        slice, frame: Rect(x: 76, y: 136, width: 44, height: 44), tint: Color(red: 0.1, green: 0.4, blue: 0.9)
      ))
    operations.append(
      .group(
        [
          .rectangle(
            Rect(x: 120, y: 130, width: 200, height: 200), fill: Color(red: 0.2, green: 0.7, blue: 0.3))
        ], clip: Clip(Rect(x: 140, y: 140, width: 100, height: 40), cornerRadius: 8), opacity: 0.5))
    return operations
  }()
}

@Suite struct RendererTests {
  @Test(arguments: [1.0, 2.0, 3.0])
  func theSceneMatchesItsGoldenAtEveryScale(_ scale: Double) throws {
    let bitmap = try Shared.renderer().bitmap(Scene.operations, canvas: Scene.canvas, scale: scale)
    #expect(bitmap.width == Int(260 * scale) && bitmap.height == Int(200 * scale))
    try expectMatchesGolden(bitmap, named: "scene@\(Int(scale))x")
  }

  /// The contract for parallel work: a typesetter and a renderer per thread. Made, used and let go
  /// on many threads at once, they draw what one thread draws.
  @Test func typesettersAndRenderersOnManyThreadsAtOnceDrawTheSame() throws {
    let reference = try Renderer(typesetter: try PangoTypesetter()).bitmap(
      Scene.operations, canvas: Scene.canvas, scale: 2)
    let lock = NSLock()
    nonisolated(unsafe) var pictures: [Int: Bitmap] = [:]
    DispatchQueue.concurrentPerform(iterations: 32) { index in
      guard let typesetter = try? PangoTypesetter(),
        let picture = try? Renderer(typesetter: typesetter).bitmap(
          Scene.operations, canvas: Scene.canvas, scale: 2)
      else { return }
      lock.withLock { pictures[index] = picture }
    }
    #expect(pictures.count == 32)
    #expect(pictures.values.allSatisfy { $0 == reference })
  }

  /// An audit without pictures keeps no Pango layout for drawing; what it measures, and what is
  /// drawn from it after all, are the same as with layouts kept.
  @Test func aTypesetterThatKeepsNoLayoutsMeasuresAndDrawsTheSame() throws {
    let keeping = try PangoTypesetter()
    let measuring = try PangoTypesetter()
    measuring.keepsLayoutsForDrawing = false
    for text in ["Margherita with extra basil and a long name", "Пицца с грибами и сыром", "蘑菇披萨配奶酪"] {
      for width in [80.0, 140.0, 400.0] {
        let request = TextRequest.textStyle(text, style: .body, at: .accessibilityLarge, width: width)
        #expect(measuring.layout(request) == keeping.layout(request), "\(text) at \(width)")
      }
    }
    // Measured first, as an audit measures before it draws: nothing was kept to draw from.
    for case .text(let request, _, _) in Scene.operations { _ = measuring.layout(request) }
    let reference = try Renderer(typesetter: keeping).bitmap(Scene.operations, canvas: Scene.canvas, scale: 2)
    let drawn = try Renderer(typesetter: measuring).bitmap(Scene.operations, canvas: Scene.canvas, scale: 2)
    #expect(drawn == reference)
  }

  @Test func aPictureDrawnAfterAnotherOfTheSameSizeKeepsNothingOfIt() throws {
    let renderer = Renderer(typesetter: try PangoTypesetter())
    let canvas = Size(width: 40, height: 30)
    let red: [DrawingOperation] = [
      .rectangle(Rect(x: 0, y: 0, width: 40, height: 30), fill: Color(red: 1, green: 0, blue: 0))
    ]
    _ = try renderer.bitmap(red, canvas: canvas, scale: 2, background: nil)
    let transparent = try renderer.bitmap([], canvas: canvas, scale: 2, background: nil)
    #expect(transparent.pixels.allSatisfy { $0 == 0 })
    _ = try renderer.data(red, canvas: canvas, scale: 2, background: nil, format: .png)
    let white = try renderer.bitmap([], canvas: canvas, scale: 2, background: .white)
    #expect(white.pixels.allSatisfy { $0 == 255 })
    let translucent = try renderer.bitmap(
      [], canvas: canvas, scale: 2, background: Color.white.withAlpha(0.5))
    _ = try renderer.bitmap(red, canvas: canvas, scale: 2, background: .white)
    #expect(
      try renderer.bitmap([], canvas: canvas, scale: 2, background: Color.white.withAlpha(0.5)) == translucent
    )
    #expect(translucent.pixels[3] == 128 || translucent.pixels[3] == 127)
  }

  @Test func pngOutputDecodesToTheSameBitmap() throws {
    let renderer = try Shared.renderer()
    let png = try renderer.data(Scene.operations, canvas: Scene.canvas, scale: 2, format: .png)
    let bitmap = try renderer.bitmap(Scene.operations, canvas: Scene.canvas, scale: 2)
    #expect(try PNGCodec.decode(png) == bitmap)
  }

  @Test func pdfOutputIsAPDFDocument() throws {
    let pdf = try Shared.renderer().data(Scene.operations, canvas: Scene.canvas, format: .pdf)
    #expect(pdf.starts(with: Array("%PDF-".utf8)))
    let tail = String(decoding: pdf.suffix(32), as: UTF8.self)
    #expect(tail.contains("%%EOF"))
  }

  @Test func svgOutputIsWellFormedXML() throws {
    let svg = try Shared.renderer().data(Scene.operations, canvas: Scene.canvas, format: .svg)
    let parser = XMLParser(data: Data(svg))
    let delegate = RootElement()
    parser.delegate = delegate
    #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
    #expect(delegate.root == "svg")
    #expect(String(decoding: svg, as: UTF8.self).contains("width=\"260pt\""))
  }

  @Test func textIsDrawnWhereItWasMeasured() throws {
    let renderer = try Shared.renderer()
    let request = TextRequest.textStyle("Pizza", style: .largeTitle, at: .large)
    let layout = renderer.typesetter.layout(request)
    let bitmap = try renderer.bitmap(
      [.text(request, origin: Point(x: 10, y: 10), color: .black)], canvas: Size(width: 200, height: 80))
    let ink = inkBounds(bitmap)
    let expected = layout.inkBounds.offsetBy(dx: 10, dy: 10)
    #expect(
      abs(ink.minX - expected.minX) <= 1.5 && abs(ink.maxX - expected.maxX) <= 1.5, "\(ink) vs \(expected)")
    #expect(
      abs(ink.minY - expected.minY) <= 1.5 && abs(ink.maxY - expected.maxY) <= 1.5, "\(ink) vs \(expected)")
  }

  @Test func vectorIconsStaySharpAtThreeTimes() throws {
    let dot = VectorIcon(
      name: "dot",
      svg:
        "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 10 10'><rect x='0' y='0' width='10' height='10' fill='#FF0000'/></svg>"
    )
    let bitmap = try Shared.renderer().bitmap(
      [.icon(dot, frame: Rect(x: 2, y: 2, width: 10, height: 10))], canvas: Size(width: 14, height: 14),
      scale: 3)
    // The square's edge at x = 2 pt falls exactly on pixel 6: no blur on either side.
    #expect(bitmap[5, 20] == .white)
    #expect(bitmap[6, 20] == Color(red: 1, green: 0, blue: 0))
  }

  @Test func anIconInItsOwnColoursIsDrawnThroughAColourEffectPixelByPixel() throws {
    let dot = VectorIcon(
      name: "dot",
      svg:
        "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 10 10'><rect x='0' y='0' width='10' height='10' fill='#FF0000'/></svg>"
    )
    let icon = DrawingOperation.icon(dot, frame: Rect(x: 2, y: 2, width: 10, height: 10))
    let canvas = Size(width: 14, height: 14)
    let grey = try Shared.renderer().bitmap(
      [.filtered([icon], transform: .grayscale(1))], canvas: canvas, scale: 2)
    let pixel = try #require(grey[14, 14])
    // Red's luminance, 0.2126, in grey; the white around the icon is left alone.
    #expect(
      abs(pixel.red - 0.2126) < 0.01 && pixel.red == pixel.green && pixel.green == pixel.blue, "\(pixel)")
    #expect(grey[1, 1] == .white)
    let inverted = try Shared.renderer().bitmap(
      [.filtered([icon], transform: .colorInvert)], canvas: canvas, scale: 2)
    #expect(inverted[14, 14] == Color(red: 0, green: 1, blue: 1))
    // Vector output has no pixels to change: the icon is drawn as it is, and the file is whole.
    let svg = try Shared.renderer().data(
      [.filtered([icon], transform: .grayscale(1))], canvas: canvas, format: .svg)
    #expect(XMLParser(data: Data(svg)).parse())
  }

  @Test(arguments: [1.0, 2.0, 3.0])
  func keptIconPixelsMatchIconsDrawnFromVectors(_ scale: Double) throws {
    // Off the pixel grid, tinted and not, at two sizes.
    let operations: [DrawingOperation] = [
      .rectangle(Rect(x: 0, y: 0, width: 120, height: 60), fill: Color(red: 0.9, green: 0.9, blue: 0.8)),
      .icon(Scene.slice, frame: Rect(x: 3.3, y: 4.7, width: 44, height: 44)),
      .icon(Scene.slice, frame: Rect(x: 50.15, y: 2.5, width: 31.4, height: 31.4), tint: .black),
      .icon(
        Scene.slice, frame: Rect(x: 90, y: 30, width: 20, height: 20),
        tint: Color(red: 0, green: 0.5, blue: 1)),
    ]
    let canvas = Size(width: 120, height: 60)
    let vectors = try Shared.renderer()
    vectors.keepsIconRasters = false
    let kept = try Shared.renderer()
    let expected = try vectors.bitmap(operations, canvas: canvas, scale: scale)
    let first = try kept.bitmap(operations, canvas: canvas, scale: scale)
    let again = try kept.bitmap(operations, canvas: canvas, scale: scale)
    #expect(try #require(first.difference(from: expected, tolerance: 2)).changedFraction == 0)
    #expect(again == first)
  }

  @Test func keptTextDrawsLikeNewTextInEitherDirection() throws {
    func request(_ text: String, _ direction: WritingDirection) -> TextRequest {
      var request = TextRequest.textStyle(text, style: .body, at: .large, width: 200, maximumLines: 2)
      request.direction = direction
      return request
    }
    let operations: [DrawingOperation] = [
      .text(request(Samples.hebrew, .rightToLeft), origin: Point(x: 10, y: 10), color: .black),
      .text(request(Samples.latin, .auto), origin: Point(x: 10, y: 60), color: .black),
      .text(request(Samples.hebrew, .auto), origin: Point(x: 10, y: 110), color: .black),
    ]
    let canvas = Size(width: 220, height: 160)
    let renderer = PangoCairo.Renderer(typesetter: try PangoTypesetter())
    let first = try renderer.bitmap(operations, canvas: canvas, scale: 2)
    // The same texts again, drawn from what the first drawing kept, after the other direction.
    let again = try renderer.bitmap(operations.reversed(), canvas: canvas, scale: 2)
    #expect(again == first)
    // Right to left sits on the right.
    let hebrew = inkBounds(try renderer.bitmap([operations[0]], canvas: canvas, scale: 1))
    #expect(hebrew.maxX > 200)
  }

  @Test func smallRasterImagesAreBlurryWhenDrawnLarge() throws {
    let checker = Bitmap(
      width: 2, height: 2, pixels: [0, 0, 0, 255, 255, 255, 255, 255, 255, 255, 255, 255, 0, 0, 0, 255])
    let image = RasterImage(name: "checker", png: try PNGCodec.encode(checker))
    let bitmap = try Shared.renderer().bitmap(
      [.image(image, frame: Rect(x: 0, y: 0, width: 40, height: 40))], canvas: Size(width: 40, height: 40))
    let grey = try #require(bitmap[20, 10])
    #expect(grey.red > 0.2 && grey.red < 0.8, "a smoothed edge between black and white, got \(grey)")
    #expect(try #require(bitmap[2, 2]).red < 0.1)
  }

  @Test func groupsClipAndFade() throws {
    let bitmap = try Shared.renderer().bitmap(Scene.operations, canvas: Scene.canvas)
    // Inside the clip: green at half opacity over the cream background.
    let inside = try #require(bitmap[190, 160])
    #expect(abs(inside.green - (0.7 + 0.95) / 2) < 0.03)
    // Outside the clip the green rectangle is not drawn.
    #expect(bitmap[130, 190] != bitmap[190, 160])
  }

  @Test func aTintedIconTakesTheTintColour() throws {
    let bitmap = try Shared.renderer().bitmap(Scene.operations, canvas: Scene.canvas)
    let tinted = try #require(bitmap[98, 170])
    #expect(tinted.blue > 0.8 && tinted.red < 0.2)
  }

  /// One-point black and white stripes: sharp everywhere, grey wherever they are blurred.
  private func stripes(_ canvas: Size) -> [DrawingOperation] {
    stride(from: 0.0, to: canvas.width, by: 2).map {
      .rectangle(Rect(x: $0, y: 0, width: 1, height: canvas.height), fill: .black)
    }
  }

  @Test(arguments: [1.0, 0.99])
  func aBackdropBlursWhatIsDrawnBehindItAndNothingElse(_ opacity: Double) throws {
    let canvas = Size(width: 100, height: 60)
    let backdrop = DrawingOperation.backdrop(
      Clip(Rect(x: 20, y: 10, width: 60, height: 40), cornerRadius: 8), blurRadius: 3)
    // A faded group draws into pixels of its own, offset from the canvas: what is behind the
    // backdrop there is what the group drew before it, read at the same place.
    let operations: [DrawingOperation] = [.group(stripes(canvas) + [backdrop], opacity: opacity)]
    let bitmap = try Shared.renderer().bitmap(operations, canvas: canvas, scale: 2)
    for (x, y) in [(100, 60), (60, 40), (140, 80), (80, 50)] {
      let inside = try #require(bitmap[x, y])
      #expect(abs(inside.red - 0.5) < 0.06, "(\(x), \(y)) is \(inside), not an even grey")
    }
    // Outside the clip, and in the rounded corner, the stripes stay sharp.
    for (x, y) in [(10, 10), (190, 110), (41, 21)] {
      let outside = try #require(bitmap[x, y])
      #expect(outside.red < 0.02 || outside.red > 0.98, "(\(x), \(y)) is \(outside)")
    }
  }

  @Test(arguments: [0.0, -1, .nan, .infinity])
  func aBackdropWithNoBlurLeavesThePixelsAlone(_ radius: Double) throws {
    let canvas = Size(width: 40, height: 20)
    let operations =
      stripes(canvas) + [.backdrop(Clip(Rect(x: 0, y: 0, width: 40, height: 20)), blurRadius: radius)]
    let renderer = try Shared.renderer()
    #expect(
      try renderer.bitmap(operations, canvas: canvas) == renderer.bitmap(stripes(canvas), canvas: canvas))
  }

  private func inkBounds(_ bitmap: Bitmap) -> Rect {
    var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
    for y in 0..<bitmap.height {
      for x in 0..<bitmap.width where bitmap.pixels[(y * bitmap.width + x) * 4] < 200 {
        minX = min(minX, x)
        maxX = max(maxX, x)
        minY = min(minY, y)
        maxY = max(maxY, y)
      }
    }
    return Rect(
      x: Double(minX), y: Double(minY), width: Double(maxX - minX + 1), height: Double(maxY - minY + 1))
  }
}

private final class RootElement: NSObject, XMLParserDelegate {
  var root: String?
  func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    if root == nil { root = name }
  }
}

@Suite struct RendererBadInputTests {
  @Test(arguments: [
    ("", "the file is empty"), ("<svg xmlns='http://www.w3.org/2000/svg'><circle", ""),
    ("not an svg at all", ""), ("\u{0}\u{1}\u{2}", ""),
  ])
  func aBrokenSVGIsAClearError(_ text: String, _ reason: String) throws {
    let icon = VectorIcon(name: "broken.svg", svg: text)
    do {
      _ = try finishes(within: 5) {
        try Shared.renderer().bitmap(
          [.icon(icon, frame: Rect(x: 0, y: 0, width: 10, height: 10))], canvas: Size(width: 10, height: 10))
      }
      Issue.record("expected an error")
    } catch let error as RenderError {
      guard case .invalidSVG(let name, let message) = error else { Issue.record("\(error)"); return }
      #expect(name == "broken.svg")
      #expect(reason.isEmpty || message.contains(reason))
      #expect(!message.isEmpty && !message.contains("\n"))
      #expect(error.description.contains("'broken.svg' is not a usable SVG document"))
    }
  }

  @Test(arguments: [
    [UInt8](), Array("GIF89a not a png".utf8),
    [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8) + [
      0, 0, 0, 4, 0, 0, 0, 4, 8, 6, 0, 0, 0,
    ],
  ])
  func aBrokenPNGIsAClearError(_ bytes: [UInt8]) throws {
    #expect(throws: RenderError.self) { try PNGCodec.decode(bytes, name: "broken.png") }
    let image = RasterImage(name: "broken.png", png: bytes)
    #expect(throws: RenderError.self) {
      try Shared.renderer().validate([.group([.image(image, frame: Rect(x: 0, y: 0, width: 1, height: 1))])])
    }
  }

  /// Found by fuzzing: a shape millions of units across overflowed Cairo's fixed-point coordinates
  /// and crashed its rasterizer, or Cairo's measuring of it (a radius of 8.9e16 did). A number that
  /// large is refused before the icon is read; a drawing that reaches too far through its
  /// transforms, when it is measured.
  @Test(arguments: [
    (
      #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="2" r="99999999999999910" fill="red"/></svg>"#,
      "the number 9.99999999999999e+16"
    ),
    (
      #"<svg xmliewBox="0 0  24"><circle cx="12" cy="2" r="99999999999999910" fill="ed"/></svg>"#,
      "more than 1000000"
    ),
    (
      #"<svg xmliewox="0 0  24"><circle cx="12" cy="1" r="88999999999999910" fill="ed"/></svg>"#,
      "more than 1000000"
    ),
    (#"<svg xmlns="http://www.w3.org/2000/svg"><rect width="2e9" height="1"/></svg>"#, "more than 1000000"),
    (
      #"<svg xmlns="http://www.w3.org/2000/svg"><g transform="scale(1000)"><circle r="5000"/></g></svg>"#,
      "units from the origin"
    ),
  ])
  func anIconThatReachesTooFarIsRefused(_ svg: String, _ reason: String) throws {
    let icon = DrawingOperation.icon(
      VectorIcon(name: "huge", svg: svg), frame: Rect(x: 0, y: 0, width: 24, height: 24))
    let renderer = try Shared.renderer()
    do {
      try renderer.validate([icon])
      Issue.record("expected an error")
    } catch {
      #expect(error.description.contains(reason), "\(error.description)")
    }
  }

  /// Names and colours are not numbers: an icon whose ids and colours hold long runs of digits is
  /// drawn.
  @Test func digitsInNamesAndColoursAreNotNumbers() throws {
    let svg =
      ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle id="a123456789012" cx="12" cy="12" r="10" fill="#123456"/></svg>"##
    let icon = DrawingOperation.icon(
      VectorIcon(name: "digits", svg: svg), frame: Rect(x: 0, y: 0, width: 24, height: 24))
    try Shared.renderer().validate([icon])
  }

  /// A PNG whose image data is damaged is named as damaged, not as Cairo's "out of memory".
  @Test func aDamagedPNGSaysItIsDamaged() throws {
    var pixels = [UInt8](repeating: 0, count: 16 * 16 * 4)
    for index in stride(from: 0, to: pixels.count, by: 4) { pixels[index] = UInt8(index % 251) }
    var png = try PNGCodec.encode(Bitmap(width: 16, height: 16, pixels: pixels))
    // Flip a byte inside the image data: its checksum no longer matches.
    let idat = try #require((0..<(png.count - 4)).first { Array(png[$0..<($0 + 4)]) == Array("IDAT".utf8) })
    png[idat + 8] ^= 0xFF
    do {
      _ = try PNGCodec.decode(png, name: "damaged.png")
      Issue.record("expected an error")
    } catch {
      #expect(error.description.contains("damaged"), "\(error.description)")
      #expect(!error.description.contains("out of memory"))
    }
  }

  @Test func aPNGThatDeclaresTooManyPixelsIsRefusedBeforeDecoding() throws {
    var header: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
    header += [0, 0, 0x4E, 0x20, 0, 0, 0x4E, 0x20, 8, 6, 0, 0, 0]  // 20000 × 20000
    do {
      _ = try PNGCodec.decode(header, name: "bomb.png")
      Issue.record("expected an error")
    } catch {
      #expect(error.description.contains("20000×20000 pixels is larger than Legible reads"))
    }
  }

  @Test(arguments: [
    (Size(width: 20_000, height: 20_000), 1.0), (Size(width: 0, height: 100), 1),
    (Size(width: .nan, height: 10), 1),
    (Size(width: -5, height: 10), 1), (Size(width: 100, height: 100), 0),
    (Size(width: 100, height: 100), .infinity),
  ])
  func anUnusableCanvasIsRefused(_ canvas: Size, _ scale: Double) throws {
    #expect(throws: RenderError.self) { try Shared.renderer().bitmap([], canvas: canvas, scale: scale) }
  }

  @Test func aHugeCanvasNamesItsPixelCount() throws {
    let renderer = try Shared.renderer()
    do {
      _ = try renderer.bitmap([], canvas: Size(width: 20_000, height: 20_000))
      Issue.record("expected an error")
    } catch {
      #expect(error.description.contains("20000×20000 pixels is more than Legible draws at once"))
    }
  }

  @Test func oddShapesDrawWithoutTrouble() throws {
    let operations: [DrawingOperation] = [
      .rectangle(Rect(x: 0, y: 0, width: -10, height: 5), cornerRadius: .nan, fill: .black),
      .rectangle(
        Rect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 1e9, fill: .black,
        stroke: Stroke(color: .black, width: .infinity)),
      .group([], clip: Clip(Rect(x: .nan, y: 0, width: 1, height: 1)), opacity: .nan),
      .text(TextRequest("x", font: Font(pointSize: .nan)), origin: Point(x: .infinity, y: 0), color: .black),
    ]
    _ = try Shared.renderer().bitmap(operations, canvas: Size(width: 20, height: 20))
  }
}
