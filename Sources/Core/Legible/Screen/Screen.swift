import DynamicType
import Geometry
import Typesetting

/// The root of a view tree: a device-sized surface with base traits, a root view that fills the
/// safe area, and a stack of presented views (modals) on top.
///
/// Changes (to traits, views, content) are collected and applied by `layoutIfNeeded()`: first the
/// traits of every subtree that needs it are recomputed (calling `traitsDidChange(from:)` on each
/// view whose traits changed), then what needs layout is measured and placed.
@MainActor public final class Screen {
  /// The phone the screen stands for: its size, scale and safe area.
  public let device: Device
  /// Lays out every text on the screen.
  public let typesetter: any Typesetter

  /// The traits at the top of the tree; the display scale comes from the device.
  public var traits: Traits {
    didSet {
      traits.displayScale = device.scale
      if traits != oldValue { traitsNeedUpdate(fromAll: ()) }
    }
  }

  /// The text size at the top of the tree; setting it changes every view's traits.
  public var contentSizeCategory: ContentSizeCategory {
    get { traits.contentSizeCategory }
    set { traits.contentSizeCategory = newValue }
  }

  /// An object kept alive as long as the screen: its controller (the `MenuScreen` that made the
  /// views), which the views call back weakly, as a window keeps its root view controller.
  public var controller: AnyObject?
  /// When the screen was reached by tapping from another (an app walk's destination) and a tap
  /// could not be made here: the control that is missing. The audit reports it (`unreachable`).
  public var unreachedControl: String?
  /// Views whose updates never settled and were stopped (a body writing state it reads), as the
  /// declarative roots on the screen and over it name them (`HostingRoot.unsettledViews`). The
  /// audit reports them (`update-loop`).
  public var unsettledViews: [UnsettledView] {
    var found: [UnsettledView] = []
    func visit(_ view: View) {
      if let root = view as? HostingRoot {
        for unsettled in root.unsettledViews where !found.contains(unsettled) { found.append(unsettled) }
      }
      for subview in view.subviews { visit(subview) }
    }
    for view in [root].compactMap({ $0 }) + presented { visit(view) }
    return found
  }
  /// Whether the audit judges only what is presented over the root, when something is: an app
  /// walk's sheet or alert, whose screen behind is audited as a place of its own.
  public var auditsPresentedOnly = false
  /// The text field being edited, which typed keys go to; nil when none is.
  public weak var editingField: TextField?

  /// The view that fills the safe area.
  public var root: View? {
    didSet {
      oldValue?.owningScreen = nil
      root?.owningScreen = self
      root?.invalidateSubtreeLayout()
      root?.setNeedsTraitUpdate()
      setNeedsLayout()
    }
  }

  /// Views presented over the root, last on top; each fills the whole screen.
  public private(set) var presented: [View] = []

  /// Whether something changed since the last `layoutIfNeeded()`.
  public private(set) var needsLayout = true
  private var traitRoots: [View] = []
  lazy var dispatcher = TouchDispatcher(screen: self)

  /// A screen of `device` with base `traits`, laying text out with `typesetter`.
  public init(device: Device = .iPhone15, traits: Traits = .default, typesetter: any Typesetter) {
    self.device = device
    self.typesetter = typesetter
    var traits = traits
    traits.displayScale = device.scale
    self.traits = traits
  }

  /// The screen's rectangle in points, at the origin.
  public var bounds: Rect { Rect(origin: .zero, size: device.size) }

  /// The part of the screen not covered by the status bar and the home indicator.
  public var safeArea: Rect { bounds.inset(by: safeAreaInsets) }

  /// Whether the content asks the status bar to hide (SwiftUI's `statusBarHidden`). On a phone
  /// whose top inset is the status bar alone (no sensor housing), hiding it gives its height
  /// to the content, as iOS does; on the others the top inset stays.
  public var statusBarHidden = false {
    didSet {
      guard statusBarHidden != oldValue else { return }
      root?.invalidateSubtreeLayout()
      for view in presented { view.invalidateSubtreeLayout() }
      setNeedsLayout()
    }
  }

  /// The insets content avoids: the device's, less the status bar when it is hidden.
  public var safeAreaInsets: EdgeInsets {
    var insets = device.safeAreaInsets
    if statusBarHidden, device.topInsetIsStatusBar { insets.top = 0 }
    return insets
  }

  /// The device as the content is laid out on it: its safe-area insets are the screen's.
  public var layoutDevice: Device {
    var device = self.device
    device.safeAreaInsets = safeAreaInsets
    return device
  }

  /// Makes `view` the root view, filling the safe area; the previous root is removed.
  public func present(_ view: View) {
    view.owningScreen = self
    view.invalidateSubtreeLayout()
    presented.append(view)
    view.setNeedsTraitUpdate()
    setNeedsLayout()
  }

  /// Removes a presented view (the top one when nil).
  public func dismiss(_ view: View? = nil) {
    guard let target = view ?? presented.last, let index = presented.firstIndex(where: { $0 === target })
    else {
      return
    }
    presented.remove(at: index)
    target.owningScreen = nil
    setNeedsLayout()
  }

  /// The typesetter, pixel grid and safe area that views are laid out with.
  public var context: LayoutContext {
    LayoutContext(
      typesetter: typesetter, grid: PixelGrid(scale: device.scale), safeAreaInsets: safeAreaInsets)
  }

  /// Work the screen's content asks to run before each layout: a declarative description's
  /// changes that waited for a model's mutation to end.
  public var beforeLayout: (@MainActor () -> Void)?

  /// Brings the content and traits up to date, then lays out what needs it.
  public func layoutIfNeeded() {
    beforeLayout?()
    updateTraitsIfNeeded()
    guard needsLayout else { return }
    needsLayout = false
    let context = self.context
    root?.place(in: safeArea, context: context)
    for view in presented { view.place(in: bounds, context: context) }
  }

  func setNeedsLayout() { needsLayout = true }

  func traitsNeedUpdate(from view: View) {
    traitRoots.append(view)
    needsLayout = true
  }

  private func traitsNeedUpdate(fromAll: Void) {
    if let root { traitRoots.append(root) }
    traitRoots += presented
    needsLayout = true
  }

  /// Gives every view whose traits wait for it its new traits, without laying out
  /// (`layoutIfNeeded` does it first). A declarative description brings its views up to date
  /// here when the text size changes.
  public func updateTraitsIfNeeded() {
    guard !traitRoots.isEmpty else { return }
    // Ancestors first, so that every view is updated once, from up-to-date parents.
    let roots = traitRoots.map { ($0, $0.depth) }.sorted { $0.1 < $1.1 }.map(\.0)
    traitRoots = []
    for view in roots where view.screen === self {
      let isTop = view === root || presented.contains { $0 === view }
      guard view.needsTraitUpdate || isTop else { continue }
      view.updateTraits(inherited: view.superview?.traits ?? traits)
    }
  }

  /// The laid-out screen as a value (lays out first if needed).
  public func snapshot() -> LayoutSnapshot {
    layoutIfNeeded()
    return LayoutSnapshot(screen: self)
  }
}
