import DynamicType
import Geometry
import Legible

/// How bad a finding is. Errors break the screen for someone; warnings are likely problems;
/// accepted findings are what the screen's author declared acceptable (text marked may-truncate
/// that truncates): shown in reports, counted apart, never failing a run.
public enum Severity: String, CaseIterable, Comparable, Hashable, Sendable, Codable {
  /// Declared acceptable by the screen's author; never fails a run.
  case accepted
  /// Likely a problem.
  case warning
  /// Breaks the screen for someone.
  case error

  private var rank: Int {
    switch self {
    case .accepted: 0
    case .warning: 1
    case .error: 2
    }
  }

  /// Whether `lhs` is less severe than `rhs`: accepted, then warning, then error.
  public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// The checks the audit runs (see each check's documentation for its exact definition).
public enum CheckID: String, CaseIterable, Hashable, Sendable, Codable {
  /// Text cut short (`TextTruncatedCheck`).
  case textTruncated = "text-truncated"
  /// Text cut by a clipping view (`TextClippedCheck`).
  case textClipped = "text-clipped"
  /// Text or controls over each other (`OverlapCheck`).
  case overlap = "overlap"
  /// Content no scrolling can reach (`OffscreenCheck`).
  case offscreen = "offscreen"
  /// Text that ignores the text size (`NotScalingCheck`).
  case notScaling = "not-scaling"
  /// Text shrunk to fit back to its default size (`TextShrunkCheck`).
  case textShrunk = "text-shrunk"
  /// A bar without the Large Content Viewer (`NeedsLargeContentViewerCheck`).
  case needsLargeContentViewer = "needs-large-content-viewer"
  /// An icon that does not grow with its text (`IconNotScalingCheck`).
  case iconNotScaling = "icon-not-scaling"
  /// A touch area too small (`TouchTargetCheck`).
  case touchTarget = "touch-target"
  /// Text with too little contrast (`ContrastCheck`).
  case contrast = "contrast"
  /// A row taller than its list (`OversizedRowCheck`).
  case oversizedRow = "oversized-row"
  /// Scrolling content left a slit by views that stay in place (`SqueezedContentCheck`).
  case squeezedContent = "squeezed-content"
  /// Characters no font has (`MissingGlyphsCheck`).
  case missingGlyphs = "missing-glyphs"
  /// A word broken between characters (`WordBrokenCheck`).
  case wordBroken = "word-broken"
  /// Text truncated to a stub (`TruncatedToStubCheck`).
  case truncatedToStub = "truncated-to-stub"
  /// Text outside its view (`TextOverflowCheck`).
  case textOverflow = "text-overflow"
  /// Content under the status bar, notch or home indicator (`SafeAreaCheck`).
  case safeArea = "safe-area"
  /// A symbol with no drawing here (`UnmappedSymbolCheck`).
  case unmappedSymbol = "unmapped-symbol"
  /// A name the asset catalog lacks (`MissingAssetCheck`).
  case missingAsset = "missing-asset"
  /// Content only Apple's platform draws, shown as a placeholder (`UnrenderedContentCheck`).
  case unrenderedContent = "unrendered-content"
  /// API accepted but not applied here (`NotAppliedCheck`).
  case notApplied = "not-applied"
  /// A place of an app walk whose way in is not on the screen here (`AppWalk`).
  case unreachable = "unreachable"
  /// A view whose updates never settled and were stopped (`UnsettledView`).
  case updateLoop = "update-loop"
  /// A screen whose code crashed, hung, ran out of memory or flooded its output while it was
  /// audited in an isolated worker (`ConfigurationResult(failed:reason:)`).
  case screenFailed = "screen-failed"
}

/// One problem on one screen in one configuration: which check, which element, where, by how
/// much, and what to do about it.
public struct Finding: Hashable, Sendable, Codable {
  /// The check that found it.
  public var check: CheckID
  /// How bad it is.
  public var severity: Severity
  /// The configuration it was found in.
  public var configuration: AuditConfiguration
  /// The element's identifier; when it has none, its role and text and the nearest ancestor that
  /// has one (`label "Pepperoni" in product-3`).
  public var element: String
  /// The element's place in the tree (`menu/stack[0]/row-2/label[1]`).
  public var path: String
  /// The other element, for findings about two (the one overlapped), else nil.
  public var relatedPath: String?
  /// The element's frame in screen points, with the screen scrolled to `position`; a length that
  /// is not finite (a view laid out at an unbounded size) is zero, so that every report can
  /// write it.
  public var frame: Rect
  /// Where the scrolling views stood when the finding was made (the start unless the element is
  /// reached by scrolling).
  public var position: ScrollPosition
  /// What is wrong, with the measure: "overflows the trailing edge by 37 pt".
  public var message: String
  /// What to do about it.
  public var hint: String
  /// For an element whose text met its edge (wrapped, cut or broken), how near it is to the width
  /// that decides how it is set: a finding within a few percent of it may come out the other way
  /// in iOS's own font. Nil for other elements.
  public var fit: TextFit?
  /// Where in the team's code the element was made (`SnapshotNode.sourceLocation`), if known.
  public var location: CodeLocation?
  /// The calls of the team's components that led to the element, innermost first, up to the
  /// preview (`SnapshotNode.sourceCallers`): where to look when `location` is a component's line
  /// and the fix belongs to one use of it.
  public var callers: [CodeLocation] = []
  /// For a contrast finding about text in one of Apple's system colours, the colour's name
  /// (`secondaryLabel`); nil for a team's own colours and for other checks.
  public var systemColor: String? = nil

  /// A finding of `check` in `configuration`.
  public init(
    check: CheckID, severity: Severity, configuration: AuditConfiguration, node: SnapshotNode,
    message: String, hint: String, element: String? = nil, relatedPath: String? = nil,
    position: ScrollPosition = .start
  ) {
    self.check = check
    self.severity = severity
    self.configuration = configuration
    self.element = element ?? node.name
    self.path = node.path
    self.relatedPath = relatedPath
    let frame = node.frame
    func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }
    self.frame = Rect(
      x: finite(frame.origin.x), y: finite(frame.origin.y), width: finite(frame.size.width),
      height: finite(frame.size.height))
    self.position = position
    self.message = message
    self.hint = hint
    self.fit = node.text?.fit.flatMap { $0.edge == .unwrapped ? nil : $0 }
    self.location = node.sourceLocation
    self.callers = node.sourceCallers
  }

  /// A finding about `configuration`'s whole screen, made without a snapshot of it (the screen
  /// could not be laid out): its element is the screen, its frame the device's.
  init(
    wholeScreen check: CheckID, severity: Severity, configuration: AuditConfiguration, message: String,
    hint: String
  ) {
    self.check = check
    self.severity = severity
    self.configuration = configuration
    self.element = "screen \(configuration.variant)"
    self.path = configuration.variant
    self.frame = Rect(
      x: 0, y: 0, width: configuration.device.size.width, height: configuration.device.size.height)
    self.position = .start
    self.message = message
    self.hint = hint
  }

  /// One line for terminals: `error text-truncated AX3 · iPhone 6S · en · adapted  price-0: …`,
  /// with the text's fit to its edge after the message.
  public var summary: String {
    let scrolled = position.isStart ? "" : " (scrolled to \(position))"
    let fitted = fit.map { " (\($0.description))" } ?? ""
    let calls = callers.map { " from \($0)" }.joined()
    let place = location.map { " at \($0)\(calls)" } ?? ""
    return
      "\(severity.rawValue) \(check.rawValue) [\(configuration)] \(element)\(place)\(scrolled): \(message)\(fitted). \(hint)"
  }

  /// What makes two findings the same problem, wherever the screen was scrolled when each was
  /// made: the check, the element and the other element.
  public var identity: String { "\(check.rawValue)|\(path)|\(relatedPath ?? "")" }
}
