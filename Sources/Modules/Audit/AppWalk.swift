import Geometry
import Legible
import Typesetting

/// The places of an app a user reaches from a screen by tapping, found by tapping: from the
/// screen, every control on it (over its whole scrolling content) is tapped on a fresh copy of
/// the screen, and a tap that takes the app somewhere new (`Screen.location`: another tab, a
/// pushed screen, a sheet, an alert) makes a destination, walked in turn, breadth first. A
/// destination is the taps that reach it, so it can be made again at any text size, device and
/// language and audited like any screen (`AuditScreen(walking:)`).
///
/// The bounds keep a large app finite, and what they left out is kept (`notFollowed`):
/// - `Limits.depth`: taps from the start (default 3).
/// - `Limits.destinations`: places in all (default 40).
/// - `Limits.controlsPerScreen`: controls tried on one place (default 80), in reading order.
/// - Places alike (the detail page of another order: the same kinds of steps, other data) are
///   audited once, from the first control that reaches one; the others are counted (`alike`).
///
/// Taps that go back (to a place the app was already at or under) and taps that change nothing
/// of where the app is (a toggle, a stepper, a field) are not followed; text fields are not
/// tapped. Controls are found again by their place in the tree and their text, so that a
/// destination is reached the same way in every configuration; where its control is not on the
/// screen, the screen is audited where the taps stopped and the audit reports `unreachable`. A
/// place presented over another (a sheet, an alert) is judged alone, its screen behind being a
/// place of its own.
public struct AppWalk: Sendable {
  /// How far a walk goes.
  public struct Limits: Hashable, Sendable, Codable {
    /// Taps from the start.
    public var depth: Int
    /// Places in all, the start among them.
    public var destinations: Int
    /// Controls tried on one place.
    public var controlsPerScreen: Int

    /// Limits of `depth` taps, `destinations` places and `controlsPerScreen` controls a place.
    public init(depth: Int = 3, destinations: Int = 40, controlsPerScreen: Int = 80) {
      self.depth = max(0, depth)
      self.destinations = max(1, destinations)
      self.controlsPerScreen = max(0, controlsPerScreen)
    }
  }

  /// A control tapped on the way: where it is in the snapshot tree, what it says, and where the
  /// content was scrolled when the walk saw it.
  public struct Tap: Hashable, Sendable, Codable {
    /// Its snapshot path.
    public var path: String
    /// Its text (or accessibility label), as it reads in the walk's language.
    public var label: String
    /// Where the scrolling views stood when it showed (looked at first when it does not show).
    public var position: ScrollPosition
  }

  /// A place of the app and the taps that reach it from the start.
  public struct Destination: Hashable, Sendable {
    /// Its name: the titles of its steps (`Orders › Order 1042 › Help sheet`).
    public var name: String
    /// Where the app stands there, in the walk's configuration.
    public var location: AppLocation
    /// The taps from the start, in order.
    public var taps: [Tap]
  }

  /// The screen walked.
  public let screen: String
  /// The configuration the walk tapped in (its language names the controls).
  public let configuration: AuditConfiguration
  /// The bounds it kept to.
  public let limits: Limits
  /// The places reached, the start first, breadth first.
  public let destinations: [Destination]
  /// Places alike to one reached, not audited: the one reached, and how many others.
  public let alike: [String: Int]
  /// Places the bounds left out (`Start › Settings › Account: deeper than 3 taps`).
  public let notFollowed: [String]

  /// The destination called `name`.
  public func destination(named name: String) -> Destination? { destinations.first { $0.name == name } }

  /// Walks `screen` from where it starts, in `configuration` (its variant is the screen's).
  @MainActor public init(
    _ screen: AuditScreen, configuration: AuditConfiguration, typesetter: any Typesetter,
    limits: Limits = Limits()
  ) {
    self.screen = screen.name
    self.configuration = configuration
    self.limits = limits
    let make = { screen.make(configuration, typesetter) }
    let start = make()
    var destinations = [
      Destination(name: Self.name(of: start.location, reachedBy: nil), location: start.location, taps: [])
    ]
    var kinds: Set<[String]> = [start.location.kinds]
    var alike: [String: Int] = [:]
    var notFollowed: [String] = []
    var next = 0
    while next < destinations.count {
      let place = destinations[next]
      next += 1
      guard place.taps.count < limits.depth else {
        notFollowed.append("\(place.name): its controls, deeper than \(limits.depth) taps")
        continue
      }
      var current = make()
      guard Self.follow(place.taps, on: current, sameLanguage: true) == nil else { continue }
      let here = current.location
      let controls = Self.controls(on: current)
      if controls.count > limits.controlsPerScreen {
        notFollowed.append(
          "\(place.name): \(controls.count - limits.controlsPerScreen) controls after the first \(limits.controlsPerScreen)"
        )
      }
      var isFresh = true
      for control in controls.prefix(limits.controlsPerScreen) {
        if !isFresh {
          current = make()
          guard Self.follow(place.taps, on: current, sameLanguage: true) == nil else { break }
        }
        guard Self.tap(control, on: current, sameLanguage: true) else {
          isFresh = false
          continue
        }
        let there = current.location
        // A tap that leaves the app where it was (a toggle) keeps the copy for the next.
        guard there != here else { continue }
        isFresh = false
        guard !there.isWithin(here) else { continue }
        let reached = Destination(
          name: Self.name(of: there, reachedBy: control.label), location: there, taps: place.taps + [control])
        if destinations.contains(where: { $0.location == there }) { continue }
        if !kinds.insert(there.kinds).inserted {
          let first = destinations.first { $0.location.kinds == there.kinds }?.name ?? reached.name
          alike[first, default: 0] += 1
          continue
        }
        guard destinations.count < limits.destinations else {
          notFollowed.append("\(reached.name): more than \(limits.destinations) places")
          continue
        }
        var unique = reached
        var number = 2
        while destinations.contains(where: { $0.name == unique.name }) {
          unique.name = "\(reached.name) (\(number))"
          number += 1
        }
        destinations.append(unique)
      }
    }
    self.destinations = destinations
    self.alike = alike
    self.notFollowed = notFollowed
  }

  /// A place's name: its steps' titles, a screen titled as the step before it (a tab and its
  /// stack's root, a sheet and its stack's root) left out; a step without a title takes the
  /// control that reached it; sheets and alerts say what they are. The start with no titles is
  /// "Start".
  static func name(of location: AppLocation, reachedBy control: String?) -> String {
    var parts: [String] = []
    var previous: String?
    for (index, step) in location.steps.enumerated() {
      var title = step.title
      if title.isEmpty, index == location.steps.count - 1, let control { title = control }
      defer { previous = step.title.isEmpty ? previous : step.title }
      if title.isEmpty || (step.kind == .screen && title == previous) { continue }
      switch step.kind {
      case .sheet: parts.append("\(title) sheet" + (step.detent.map { " (\($0))" } ?? ""))
      case .cover: parts.append("\(title) cover")
      case .alert: parts.append("\(title) alert")
      case .tab, .screen, .presented: parts.append(title)
      }
    }
    if parts.isEmpty { return control.map { "Start › \($0)" } ?? "Start" }
    return parts.joined(separator: " › ")
  }

  /// The controls on the screen over its whole content, in reading order, each once: what
  /// takes touches and shows, but text fields.
  @MainActor static func controls(on screen: Screen) -> [Tap] {
    var found: [Tap] = []
    var seen: Set<String> = []
    _ = screen.contentPages(limits: pageLimits) { page in
      for node in page.snapshot.allNodes where node.isInteractive && node.role != .textField {
        guard !seen.contains(node.path), target(of: node) != nil else { continue }
        seen.insert(node.path)
        found.append(Tap(path: node.path, label: label(of: node), position: page.position))
      }
    }
    return found
  }

  /// Makes `taps` on `screen` in order; returns the label of the first that could not be made
  /// (its control is not on the screen), or nil when all were.
  @MainActor public static func follow(_ taps: [Tap], on screen: Screen, sameLanguage: Bool) -> String? {
    for tap in taps where !self.tap(tap, on: screen, sameLanguage: sameLanguage) { return tap.label }
    return nil
  }

  /// Taps the control `tap` names, scrolling to it when it is not in view (where the walk saw it
  /// first, else paging through the content); false when it is not on the screen. In another
  /// language than the walk's, the control is found by its place alone.
  @MainActor static func tap(_ tap: Tap, on screen: Screen, sameLanguage: Bool) -> Bool {
    func find(in snapshot: LayoutSnapshot) -> Point? {
      let nodes = snapshot.allNodes.filter { $0.isInteractive }
      let match =
        nodes.first { $0.path == tap.path && (!sameLanguage || label(of: $0) == tap.label) }
        ?? (sameLanguage ? nodes.first { label(of: $0) == tap.label && !tap.label.isEmpty } : nil)
      return match.flatMap(target(of:))
    }
    var point = find(in: screen.snapshot())
    if point == nil, !tap.position.isStart {
      screen.scroll(to: tap.position)
      point = find(in: screen.snapshot())
    }
    if point == nil {
      var position: ScrollPosition?
      _ = screen.contentPages(limits: pageLimits) { page in
        if position == nil, find(in: page.snapshot) != nil { position = page.position }
      }
      guard let position else { return false }
      screen.scroll(to: position)
      point = find(in: screen.snapshot())
    }
    guard let point else { return false }
    screen.play(TouchScript().press(at: point).hold(0.1).lift())
    return true
  }

  /// How far the walk pages through content to find controls.
  static let pageLimits = PageLimits(pagesPerScroller: 30, nestingDepth: 1, totalPages: 60)

  /// Where a finger taps a control: the middle of what shows of its touch area.
  static func target(of node: SnapshotNode) -> Point? {
    guard let shown = (node.hitFrame ?? node.frame).intersection(node.clip), shown.width >= 1,
      shown.height >= 1
    else { return nil }
    return shown.center
  }

  /// What a control says: its accessibility label, else its texts (the first three), else its
  /// identifier or role.
  static func label(of node: SnapshotNode) -> String {
    if let label = node.accessibilityLabel, !label.isEmpty { return label }
    var texts: [String] = []
    func visit(_ node: SnapshotNode) {
      guard texts.count < 3 else { return }
      if let text = node.text?.request.string, !text.isEmpty { texts.append(text) }
      node.children.forEach(visit)
    }
    visit(node)
    if !texts.isEmpty { return texts.joined(separator: " ") }
    return node.identifier ?? node.role.rawValue
  }
}

extension AuditScreen {
  /// An app walked from `screen`: a screen whose variants are the walk's destinations (the
  /// start first), each made by making `screen` in its default variant and tapping the way
  /// there. A configuration names its destination as its variant.
  public init(walking screen: AuditScreen, _ walk: AppWalk) {
    let baseVariant = walk.configuration.variant
    let language = walk.configuration.language
    self.init(name: screen.name, languages: screen.languages, variants: walk.destinations.map(\.name)) {
      configuration, typesetter in
      var base = configuration
      base.variant = baseVariant
      let made = screen.make(base, typesetter)
      guard let destination = walk.destination(named: configuration.variant) else {
        made.unreachedControl = configuration.variant
        return made
      }
      made.unreachedControl = AppWalk.follow(
        destination.taps, on: made, sameLanguage: configuration.language == language)
      made.scroll(to: .start)
      // A sheet or an alert is judged alone: the screen behind it is a place of its own.
      made.auditsPresentedOnly = destination.location.steps.contains {
        [.sheet, .cover, .alert, .presented].contains($0.kind)
      }
      return made
    }
  }
}
