import CPangoCairo
import DynamicType
import Foundation
import Geometry
import LegibleTextShim
import Typesetting

/// The typesetter users see: Pango shapes text with HarfBuzz in the fonts pinned by
/// `FontConfiguration` (Latin, Cyrillic, Devanagari, Simplified Chinese, emoji, Hebrew, Arabic).
///
/// - Leading is Apple's: each line is exactly the request's line height, with the extra space
///   split above and below the glyphs (Pango's absolute line-height attribute).
/// - Width as San Francisco's: text in the system font's stand-in gets the system font's per-size
///   tracking and optical size (`SystemFontTracking`) in its Latin, Greek and Cyrillic runs; a
///   font's own `tracking` is added between every character.
/// - Text is laid out in points (72 dpi) with unhinted metrics, so a layout is the same at 1×, 2×
///   and 3×; the renderer scales when drawing.
/// - String positions are UTF-8 byte offsets, as Pango counts them.
/// - Results are cached by request (a bounded cache, `cacheCapacity` layouts); one Pango layout
///   object is reused for every request and freed with the typesetter.
/// - A width a cached layout's lines already fit in gives the same lines: left-aligned text laid
///   out at 375 points in lines at most 290 wide is the same at any width from 290 to 375 (lines
///   are filled greedily: what did not fit in the wider line does not fit in the narrower), and is
///   answered without Pango (`Statistics.narrowerWidthsReused`).
/// - Pango is not thread-safe: calls are serialised by a lock. Give each thread its own typesetter
///   for parallel work.
/// - Line limits: Pango ellipsizes the last line when a single paragraph exceeds the limit. Text
///   with hard line breaks that exceeds the limit is cut after the last allowed line without an
///   ellipsis; either way the layout reports `isTruncated`.
/// - Widths under one em wrap as at one em (each line holds a character or two either way; Pango
///   aborts on some text at narrower widths).
/// - Bounded work (see `engineRequest`): text is prepared by `BoundedText` (at most 64 KiB, 32
///   marks a character, break opportunities in runs of 256 characters without one), a layout has
///   at most `maximumLineCount` lines, and long text is given to Pango only as far as its shown
///   lines reach.
public final class PangoTypesetter: Typesetter, @unchecked Sendable {
  private let handle: OpaquePointer
  /// The family laid out for the system font, when a team gave its own (`AppFonts.useAsSystemFont`).
  private let systemFamily: String?
  private let lock = NSLock()
  private var cache: BoundedCache<TextRequest, TextLayout>
  /// Text ready to draw, by request.
  private var prepared = BoundedCache<TextRequest, PreparedText>(capacity: 1_024)
  /// What Pango gets for a request (see `engineRequest`).
  private var engineRequests = BoundedCache<TextRequest, (request: TextRequest, bounded: BoundedText)>(
    capacity: 8_192)
  /// Layouts made at a width, by their request without it: the widths their lines fit in.
  private var byWidth = BoundedCache<
    TextRequest, [(width: Double, layout: TextLayout, request: TextRequest)]
  >(
    capacity: 4_096)
  private var families: [String: String] = [:]
  // Room for every line of a short text, so a measurement is seldom made twice.
  private var lineBuffer: [LegibleTextLine] = Array(
    repeating: LegibleTextLine(), count: PangoTypesetter.maximumLineCount + 2)

  /// How many layouts the cache keeps.
  public let cacheCapacity: Int

  /// Whether the Pango layout a measurement makes is kept for drawing the text later (the
  /// default). A run that draws nothing (an audit without pictures) turns it off: then one layout
  /// object serves every measurement, and nothing is kept but the measurements.
  public var keepsLayoutsForDrawing: Bool {
    get { lock.withLock { keepsLayouts } }
    set { lock.withLock { keepsLayouts = newValue } }
  }
  private var keepsLayouts = true

  /// Counters for benchmarks and tests.
  public private(set) var statistics = Statistics()

  /// Counts of a typesetter's work.
  public struct Statistics: Sendable, Equatable {
    /// Layouts answered from the cache.
    public var cacheHits = 0
    /// Layouts computed.
    public var layouts = 0
    /// Layouts answered by the layout of the same text at a greater width, whose lines fit.
    public var narrowerWidthsReused = 0
  }

  /// Makes a typesetter with the project's pinned fonts.
  ///
  /// - Throws: `TypesetterError.fontsUnavailable` when fontconfig cannot use the configuration or
  ///   none of the pinned fonts is installed; the message says what to install.
  public init(cacheCapacity: Int = 8_192) throws(TypesetterError) {
    var message = [CChar](repeating: 0, count: 512)
    let appFonts = AppFonts.fixedFiles()
    let list = appFonts.map { $0 + "\0" }.joined() + "\0"
    guard
      let handle = legible_typesetter_create(
        FontConfiguration.xml(appFonts: appFonts), list, &message, message.count)
    else {
      throw TypesetterError.fontsUnavailable(
        String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }
    self.handle = handle
    self.systemFamily = AppFonts.systemFontFamily
    self.cacheCapacity = cacheCapacity
    self.cache = BoundedCache(capacity: cacheCapacity)
  }

  deinit {
    prepared.removeAll()
    legible_typesetter_destroy(handle)
  }

  /// The layout of `original`, shaped with Pango; see `Typesetter` for the contract.
  public func layout(_ original: TextRequest) -> TextLayout {
    lock.lock()
    defer { lock.unlock() }
    if let cached = cache.value(for: original) {
      statistics.cacheHits += 1
      return cached
    }
    let request = original.sanitized
    var intrinsic: TextLayout? = nil
    if let unconstrained = request.unconstrained {
      // Intrinsic widths come from the unconstrained layout, which layout asks for anyway (the
      // ideal size): share it through the cache instead of measuring twice.
      if let known = cache.value(for: unconstrained) {
        intrinsic = known
      } else {
        intrinsic = measure(unconstrained, intrinsicFrom: nil, keepingForDrawing: true)
        cache.insert(intrinsic!, for: unconstrained)
      }
      if let intrinsic, Self.fitsUnchanged(request, unconstrained: intrinsic) {
        // The same lines in the same places: the unconstrained layout serves, for drawing too.
        if let kept = prepared.value(for: unconstrained) { prepared.insert(kept, for: request) }
        cache.insert(intrinsic, for: original)
        return intrinsic
      }
    }
    var widthless: TextRequest?
    var known: [(width: Double, layout: TextLayout, request: TextRequest)] = []
    if let width = request.width, Self.linesStartAtTheLeft(request) {
      var key = request
      key.width = nil
      widthless = key
      known = byWidth.value(for: key) ?? []
      // Pango trims letter spacing at a line's ends except where it breaks inside a word, so with
      // tracking the lines are the same only where they fit by more than the tracking.
      let margin = Self.trackingMargin(request)
      if let wider = known.first(where: {
        $0.width >= width && $0.layout.size.width + margin <= width && !$0.layout.isTruncated
      }) {
        if let kept = prepared.value(for: wider.request) { prepared.insert(kept, for: request) }
        statistics.narrowerWidthsReused += 1
        cache.insert(wider.layout, for: original)
        return wider.layout
      }
    }
    // Text given a width is text about to be placed and drawn: its Pango layout is kept for that.
    let layout = measure(request, intrinsicFrom: intrinsic, keepingForDrawing: request.width != nil)
    cache.insert(layout, for: original)
    if let widthless, let width = request.width, !layout.isTruncated {
      // A few widths a text: the widest ones serve the most narrower widths.
      known.append((width, layout, request))
      if known.count > 4 { known.remove(at: known.indices.min { known[$0].width < known[$1].width }!) }
      byWidth.insert(known, for: widthless, cost: known.count)
    }
    return layout
  }

  /// Whether a request's lines start at the left whatever its width (natural or leading
  /// alignment of left-to-right text), so that two widths giving the same breaks give the same
  /// layout.
  static func linesStartAtTheLeft(_ request: TextRequest) -> Bool {
    guard request.alignment == .natural || request.alignment == .leading else { return false }
    switch request.direction {
    case .leftToRight: return true
    case .rightToLeft: return false
    case .auto: return !request.string.unicodeScalars.contains { $0.isRightToLeftLetter }
    }
  }

  /// Whether laying `request` out would give exactly its unconstrained layout: every line of
  /// that layout is within the request's line limit, and either the request has no width (its
  /// lines then end only at hard line breaks, as the unconstrained ones do: a one-line label's
  /// text measured for its ideal size is the unconstrained text) or the text fits its width
  /// without wrapping and its lines start at the left whatever the width (natural or leading
  /// alignment of left-to-right text; centred, trailing and right-to-left lines move with the
  /// width).
  /// The most a line's width can move by the letter spacing at its ends: the font's tracking and,
  /// for the system font, its tracking for its size.
  static func trackingMargin(_ request: TextRequest) -> Double {
    abs(request.font.tracking)
      + abs(standInSpacing(request.font))
  }

  /// The points the system font's stand-in adds after each Latin, Greek or Cyrillic character of
  /// `font` (`SystemFontTracking`); 0 for any other family.
  static func standInSpacing(_ font: Font) -> Double {
    font.family == Font.defaultFamily ? SystemFontTracking.standInSpacing(atPointSize: font.pointSize) : 0
  }

  static func fitsUnchanged(_ request: TextRequest, unconstrained: TextLayout) -> Bool {
    guard request.maximumLines == 0 || unconstrained.lines.count <= request.maximumLines else { return false }
    guard let width = request.width else { return true }
    guard width >= unconstrained.size.width, width >= unconstrained.maximumIntrinsicWidth else {
      return false
    }
    return linesStartAtTheLeft(request)
  }

  /// Lays the request out without looking in or filling the cache (the cold path, for benchmarks):
  /// the layout at the request's width and, when it has one, the unconstrained layout its intrinsic
  /// widths come from.
  public func layoutUncached(_ original: TextRequest) -> TextLayout {
    lock.lock()
    defer { lock.unlock() }
    let request = original.sanitized
    return measure(request, intrinsicFrom: request.unconstrained.map { measure($0, intrinsicFrom: nil) })
  }

  /// The floor a typesetter is measured against: Pango asked only for the logical size of the
  /// text set at the request's font and width, and of the unconstrained text when there is a
  /// width (what layout needs), with none of the typesetter's other work. For benchmarks.
  public func floorSize(_ original: TextRequest) -> Size {
    lock.lock()
    defer { lock.unlock() }
    let request = original.sanitized
    var size = Size.zero
    for part in [request.unconstrained, request].compactMap({ $0 }) {
      var width = 0.0
      var height = 0.0
      withCRequest(part) { legible_floor_measure(handle, $0, &width, &height) }
      size = Size(width: width, height: height)
    }
    return size
  }

  /// Drops every cached layout.
  public func removeCachedLayouts() {
    lock.lock()
    cache.removeAll()
    prepared.removeAll()
    engineRequests.removeAll()
    byWidth.removeAll()
    lock.unlock()
  }

  /// The family fontconfig gives for `family` among the pinned fonts.
  public func resolvedFamily(_ family: String) -> String {
    lock.lock()
    defer { lock.unlock() }
    return resolve(family)
  }

  /// The PostScript name of the face `font`'s text is laid out with, after the system font and
  /// app fonts are applied (`NotoSans-SemiCondensedSemiBold` for the stand-in's headline); empty
  /// when no font loads.
  public func faceName(_ font: Font) -> String {
    lock.lock()
    defer { lock.unlock() }
    let family = engineRequest(TextRequest("", font: font)).request.font
    var buffer = [CChar](repeating: 0, count: 256)
    legible_typesetter_face_name(
      handle, family.family, Int32(family.weight.value), family.isItalic ? 1 : 0, &buffer, buffer.count)
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  private func resolve(_ family: String) -> String {
    if let known = families[family] { return known }
    var buffer = [CChar](repeating: 0, count: 256)
    legible_typesetter_resolve_family(handle, family, &buffer, buffer.count)
    let resolved = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    families[family] = resolved
    return resolved
  }

  /// Draws `request` at `origin` into a Cairo context in the current source colour. Used by the
  /// renderer, so drawing and measuring configure Pango the same way. The text is prepared once
  /// (its lines broken and shaped) and kept for the next frames, in a bounded cache of its own.
  func draw(_ original: TextRequest, in cairo: OpaquePointer, at origin: Point) {
    let request = original.sanitized
    guard request.font.pointSize > 0, !request.string.isEmpty else { return }
    lock.lock()
    defer { lock.unlock() }
    let text: PreparedText
    if let kept = prepared.value(for: request) {
      text = kept
    } else {
      var made: OpaquePointer?
      withCRequest(engineRequest(request).request) { made = legible_typesetter_prepare(handle, $0) }
      guard let made else { return }
      text = PreparedText(made)
      prepared.insert(text, for: request)
    }
    legible_prepared_text_draw(text.pointer, cairo, origin.x, origin.y)
  }

  /// Measures a sanitized request within the typesetter's bounds (see `engineRequest`), in the
  /// request's own offsets; intrinsic widths are taken from `intrinsicFrom` when given.
  /// `keepingForDrawing` keeps the Pango layout made for it among the prepared texts, so that
  /// drawing the request later shapes nothing again.
  private func measure(
    _ request: TextRequest, intrinsicFrom unconstrained: TextLayout?, keepingForDrawing: Bool = false
  ) -> TextLayout {
    let (engine, bounded) = engineRequest(request)
    let layout = measureInEngine(
      engine, intrinsicFrom: unconstrained, keepingForDrawing: keepingForDrawing && keepsLayouts,
      preparedKey: request)
    return bounded.mapped(layout)
  }

  /// The most lines a layout has: text that would need more is cut after them (and reported as
  /// truncated), so a layout's work is bounded whatever its line limit.
  public static let maximumLineCount = 500

  /// The request as Pango gets it: its text bounded (`BoundedText`), at most `maximumLineCount`
  /// lines, and, for long text whose shown lines do not depend on its end, only as much of the
  /// text as fills those lines: a prefix grown (by the lines the last one gave) until it gives
  /// more lines than are shown or is the whole text, so the work follows what is shown, not what
  /// is given. (Middle and head
  /// ellipses show the end of the text, so their text is given whole.) Kept per request, so
  /// drawing shapes the same text.
  private func engineRequest(_ request: TextRequest) -> (request: TextRequest, bounded: BoundedText) {
    if let known = engineRequests.value(for: request) { return known }
    let bounded = BoundedText(
      request.string, wrapped: request.width != nil, keepingEnds: Self.endsShown(request))
    var engine = request
    engine.string = bounded.string
    engine.font = engineFont(request.font)
    if !request.spans.isEmpty {
      engine.spans = request.spans.compactMap { span in
        var span = span
        let range =
          bounded.preparedOffset(
            span.utf8Range.lowerBound)..<bounded.preparedOffset(span.utf8Range.upperBound)
        guard !range.isEmpty else { return nil }
        let font = engineFont(span.font(in: request.font))
        (span.utf8Range, span.family, span.weight, span.isItalic) = (
          range, font.family, font.weight, font.isItalic
        )
        return span
      }
    }
    // Narrower than one em, every line holds one character anyway; and Pango 1.50 aborts on some
    // text there (a space, a combining mark and another character at width 0 fail an assertion
    // in its line breaker, found by fuzzing). Such widths wrap as at one em.
    if let width = engine.width, width < engine.font.pointSize { engine.width = engine.font.pointSize }
    let limit =
      request.maximumLines > 0 ? min(request.maximumLines, Self.maximumLineCount) : Self.maximumLineCount
    // Middle and head ellipses show the end of the text, when there is a width to elide at
    // (without one, the first lines show and the rest is cut).
    let showsEnd =
      request.maximumLines > 0 && (request.truncation == .middle || request.truncation == .head)
      && engine.width?.isFinite == true
    // Short text is laid out whole: its lines are few, or cheap. So is text without a width whose
    // hard line breaks are fewer than the limit: its lines end only there.
    if bounded.string.utf8.count > 4_096,
      engine.width != nil || Self.hardLineBreaks(in: bounded.string, countingTo: limit) >= limit
    {
      let scalars = Array(bounded.string.unicodeScalars)
      var length = 1_024
      while true {
        // Cut before a character that starts a cluster, at about `length` bytes.
        var bytes = 0
        var end = 0
        while end < scalars.count, bytes < length {
          bytes += scalars[end].utf8.count
          end += 1
        }
        while end < scalars.count, scalars[end].properties.isGraphemeExtend || scalars[end].value == 0x200D {
          end += 1
        }
        let isPrefix = end < scalars.count && !showsEnd
        var probe = engine
        probe.maximumLines = 0
        if isPrefix { probe.string = String(String.UnicodeScalarView(scalars[..<end])) }
        let (lines, cut) = lineCount(probe, keepingLines: limit + 1)
        if lines > limit {
          // Just the lines shown and the next: enough for the layout to know it is cut.
          if !showsEnd {
            engine.string = String(decoding: Array(probe.string.utf8)[..<cut], as: UTF8.self)
          }
          engine.maximumLines = limit
          break
        }
        if !isPrefix { break }
        // Enough for the lines asked, by the lines this much gave, with a tenth to spare (a
        // probe's cost grows with its lines times its length, so spare text costs twice over);
        // at least twice as much, so the probes stay few.
        length = max(length * 2, Int(Double(length) * Double(limit + 1) / Double(max(1, lines)) * 1.1))
      }
    }
    let result = (engine, bounded)
    engineRequests.insert(result, for: request)
    return result
  }

  /// The font Pango is given for `font`: the system font a team gave in place of the stand-in;
  /// for an app font named by its PostScript name, as iOS allows, its family, weight and slant.
  private func engineFont(_ font: Font) -> Font {
    var engine = font
    if let systemFamily,
      font.family == Font.defaultFamily
        || FontConfiguration.genericFamilies.contains(font.family.lowercased())
    {
      engine.family = systemFamily
    }
    if let face = AppFonts.face(postScriptName: font.family) {
      engine.family = face.family
      engine.weight = FontWeight(rawValue: (face.weight + 50) / 100 * 100) ?? engine.weight
      engine.isItalic = face.isItalic
    }
    return engine
  }

  /// How many characters of `text` end a line whatever the width (line feed, carriage return,
  /// vertical tab, form feed, next line, line and paragraph separators), counted up to `limit`.
  /// A carriage return and line feed count twice: the count is never below the lines they make.
  static func hardLineBreaks(in text: String, countingTo limit: Int) -> Int {
    var count = 0
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x0A...0x0D, 0x85, 0x2028, 0x2029:
        count += 1
        if count >= limit { return count }
      default: continue
      }
    }
    return count
  }

  /// For text whose last line is elided in its middle or at its head, the bytes of each end that
  /// can show: for one line, 16 for every tenth of an em of the line's width (no character is
  /// narrower, but for marks and invisible ones; a character takes up to 4 bytes, and a few
  /// marks), at least 256 and at most 4,096; for `n` lines (up to 32), `n + 1` times that, so
  /// that the start fills every line and the elided one. Nil for other text, and for a line no
  /// wider than that could fill.
  static func endsShown(_ request: TextRequest) -> Int? {
    guard (1...32).contains(request.maximumLines),
      request.truncation == .middle || request.truncation == .head,
      let width = request.width, width.isFinite, request.font.pointSize > 0
    else { return nil }
    let characters = max(request.font.pointSize, width) / (request.font.pointSize / 10)
    guard characters * 16 < 4_096 * 4 else { return nil }
    let line = min(4_096, max(256, Int(characters.rounded(.up)) * 16))
    return request.maximumLines == 1 ? line : line * (request.maximumLines + 1)
  }

  /// How many lines Pango makes of a request, none dropped, and where the text of its first
  /// `keepingLines` lines ends (a UTF-8 offset; the whole text when it has no more lines).
  private func lineCount(_ request: TextRequest, keepingLines: Int) -> (count: Int, end: Int) {
    var metrics = LegibleTextMetrics()
    var count = 0
    let capacity = min(keepingLines, lineBuffer.count)
    withCRequest(request, skipIntrinsic: true) { cRequest in
      count = Int(legible_typesetter_measure(handle, cRequest, &metrics, &lineBuffer, Int32(capacity), nil))
    }
    let length = request.string.utf8.count
    guard count > capacity, capacity > 0 else { return (count, length) }
    let last = lineBuffer[capacity - 1]
    return (count, min(length, Int(last.start + last.length) + 1))
  }

  private func measureInEngine(
    _ request: TextRequest, intrinsicFrom unconstrained: TextLayout?, keepingForDrawing: Bool,
    preparedKey: TextRequest
  ) -> TextLayout {
    statistics.layouts += 1
    let resolved = resolve(request.font.family)
    let fallback =
      !FontConfiguration.genericFamilies.contains(request.font.family.lowercased())
      && resolved.lowercased() != request.font.family.lowercased()
    guard request.font.pointSize > 0 else { return .empty(family: resolved) }

    var metrics = LegibleTextMetrics()
    var count = 0
    var made: OpaquePointer?
    withCRequest(request, skipIntrinsic: unconstrained != nil) { cRequest in
      func measure() -> Int {
        legible_prepared_text_free(made)
        made = nil
        guard keepingForDrawing else {
          return Int(
            legible_typesetter_measure(handle, cRequest, &metrics, &lineBuffer, Int32(lineBuffer.count), nil))
        }
        return Int(
          legible_typesetter_measure(handle, cRequest, &metrics, &lineBuffer, Int32(lineBuffer.count), &made))
      }
      count = measure()
      if count > lineBuffer.count {
        lineBuffer = Array(repeating: LegibleTextLine(), count: count)
        count = measure()
      }
    }
    if let made { prepared.insert(PreparedText(made), for: preparedKey) }
    let lines = lineBuffer.prefix(count).map { line in
      TextLine(
        utf8Range: Int(line.start)..<Int(line.start + line.length),
        frame: Rect(x: line.x, y: line.y, width: line.width, height: line.height), baseline: line.baseline,
        breakKind: LineBreakKind(line.break_kind),
        elidedUTF8Range: line.elided_start >= 0
          ? Int(line.elided_start)..<Int(line.elided_start + line.elided_length) : nil)
    }
    return TextLayout(
      size: Size(width: metrics.width, height: metrics.height),
      inkBounds: Rect(
        x: metrics.ink_x, y: metrics.ink_y, width: metrics.ink_width, height: metrics.ink_height),
      lines: lines, firstBaseline: lines.first?.baseline ?? 0, lastBaseline: lines.last?.baseline ?? 0,
      isTruncated: metrics.truncated != 0, isWrapped: metrics.wrapped != 0,
      missingGlyphCount: Int(metrics.unknown_glyphs),
      minimumIntrinsicWidth: unconstrained?.minimumIntrinsicWidth ?? metrics.min_intrinsic,
      maximumIntrinsicWidth: unconstrained?.maximumIntrinsicWidth ?? metrics.max_intrinsic,
      resolvedFamily: resolved,
      usedFallbackFamily: fallback)
  }

  private func withCRequest(
    _ request: TextRequest, skipIntrinsic: Bool = false, _ body: (UnsafePointer<LegibleTextRequest>) -> Void
  ) {
    var string = request.string
    string.withUTF8 { text in
      request.font.family.withCString { family in
        var cRequest = LegibleTextRequest(
          text: text.baseAddress.map { UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self) },
          length: Int32(clamping: text.count), family: family, weight: Int32(request.font.weight.value),
          italic: request.font.isItalic ? 1 : 0, point_size: request.font.pointSize,
          line_height: request.lineHeight ?? 0, line_spacing: request.lineSpacing,
          alignment: Int32(request.alignment.cValue),
          direction: Int32(request.direction.cValue), width: request.width ?? -1,
          max_lines: Int32(clamping: request.maximumLines),
          wrap_characters: request.lineBreak == .character ? 1 : 0,
          truncation: Int32(request.truncation.cValue), skip_intrinsic: skipIntrinsic ? 1 : 0,
          hyphenate: request.hyphenates ? 1 : 0, letter_spacing: request.font.tracking,
          latin_letter_spacing: Self.standInSpacing(request.font),
          spans: nil, span_count: 0)
        guard !request.spans.isEmpty else { return body(&cRequest) }
        withCSpans(request) { spans in
          cRequest.spans = spans.baseAddress
          cRequest.span_count = Int32(clamping: spans.count)
          body(&cRequest)
        }
      }
    }
  }

  /// A baseline offset the engine takes: within ten times the text's size either way (an absurd
  /// offset would make a line of astronomical height).
  static func clampedOffset(_ offset: Double, size: Double) -> Double {
    let limit = max(1, size) * 10
    return min(limit, max(-limit, offset))
  }

  /// The request's spans as the C side takes them, their families alive while `body` runs.
  private func withCSpans(_ request: TextRequest, _ body: (UnsafeBufferPointer<LegibleTextSpan>) -> Void) {
    var families: [CChar] = []
    var starts: [Int] = []
    for span in request.spans {
      starts.append(families.count)
      families += span.family.utf8CString
    }
    families.withUnsafeBufferPointer { names in
      guard let base = names.baseAddress else { return }
      let spans = request.spans.enumerated().map { index, span in
        LegibleTextSpan(
          start: Int32(clamping: span.utf8Range.lowerBound), end: Int32(clamping: span.utf8Range.upperBound),
          family: base + starts[index], weight: Int32(span.weight.value), italic: span.isItalic ? 1 : 0,
          point_size: request.font.pointSize * span.relativeSize,
          has_foreground: span.foreground == nil ? 0 : 1,
          foreground: span.foreground ?? 0,
          underline: Int32(
            span.decoration.underline == nil ? LEGIBLE_LINE_NONE.rawValue : LEGIBLE_LINE_SINGLE.rawValue),
          has_underline_color: span.decoration.underline?.color == nil ? 0 : 1,
          underline_color: span.decoration.underline?.color ?? 0,
          strikethrough: Int32(
            span.decoration.strikethrough == nil ? LEGIBLE_LINE_NONE.rawValue : LEGIBLE_LINE_SINGLE.rawValue),
          has_strikethrough_color: span.decoration.strikethrough?.color == nil ? 0 : 1,
          strikethrough_color: span.decoration.strikethrough?.color ?? 0,
          baseline_offset: Self.clampedOffset(span.decoration.baselineOffset, size: request.font.pointSize))
      }
      spans.withUnsafeBufferPointer(body)
    }
  }
}

/// Text laid out for drawing by the C side (`legible_typesetter_prepare`), freed with the object.
private final class PreparedText {
  let pointer: OpaquePointer

  init(_ pointer: OpaquePointer) { self.pointer = pointer }

  deinit { legible_prepared_text_free(pointer) }
}

/// Why a typesetter could not be made.
public enum TypesetterError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No font could be loaded; the message says which and what to install.
  case fontsUnavailable(String)

  /// What failed, and what to install.
  public var description: String {
    switch self {
    case .fontsUnavailable(let message): "The fonts Legible needs are not available: \(message)."
    }
  }
}

extension LineBreakKind {
  fileprivate init(_ value: Int32) {
    switch UInt32(bitPattern: value) {
    case LEGIBLE_BREAK_HARD.rawValue: self = .hard
    case LEGIBLE_BREAK_OPPORTUNITY.rawValue: self = .betweenWords
    case LEGIBLE_BREAK_INSIDE_WORD.rawValue: self = .insideWord
    case LEGIBLE_BREAK_HYPHENATED.rawValue: self = .hyphenated
    default: self = .end
    }
  }
}

extension TextAlignment {
  fileprivate var cValue: UInt32 {
    switch self {
    case .natural: LEGIBLE_ALIGN_NATURAL.rawValue
    case .leading: LEGIBLE_ALIGN_LEADING.rawValue
    case .center: LEGIBLE_ALIGN_CENTER.rawValue
    case .trailing: LEGIBLE_ALIGN_TRAILING.rawValue
    }
  }
}

extension WritingDirection {
  fileprivate var cValue: UInt32 {
    switch self {
    case .auto: LEGIBLE_DIRECTION_AUTO.rawValue
    case .leftToRight: LEGIBLE_DIRECTION_LTR.rawValue
    case .rightToLeft: LEGIBLE_DIRECTION_RTL.rawValue
    }
  }
}

extension TruncationMode {
  fileprivate var cValue: UInt32 {
    switch self {
    case .end: LEGIBLE_TRUNCATE_END.rawValue
    case .middle: LEGIBLE_TRUNCATE_MIDDLE.rawValue
    case .head: LEGIBLE_TRUNCATE_HEAD.rawValue
    case .clip: LEGIBLE_TRUNCATE_CLIP.rawValue
    }
  }
}
