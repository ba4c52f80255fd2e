import Drawing
import Foundation
import Legible

import struct Geometry.Rect

/// Where a hosting controller presents sheets and alerts: its screen.
@MainActor final class PresentationHost {
  weak var screen: Screen?
}

private struct PresentationHostKey: EnvironmentKey { static var defaultValue: PresentationHost? { nil } }

extension EnvironmentValues {
  var presentationHost: PresentationHost? {
    get { self[PresentationHostKey.self] }
    set { self[PresentationHostKey.self] = newValue }
  }
}

/// How a presentation shows.
enum PresentationKind: Equatable {
  case sheet
  case cover
  case alert
}

/// Presents a view over the screen while a condition holds (a sheet, a cover, an alert), as the
/// presentation modifiers of SwiftUI do; `\.dismiss` inside ends it.
struct PresentationModifier<Presented: View>: ViewModifier {
  typealias Body = Never
  let kind: PresentationKind
  let isPresented: Bool
  let dismiss: @MainActor () -> Void
  let presented: () -> Presented

  static func _node<C: View>(_ modifier: Self, content: C, reusing node: _ViewNode?, in context: _ViewContext)
    -> _ViewNode
  {
    let node = (node as? Node) ?? Node(context)
    node.environment = context.environment
    node.content = updateChild(content, node.content, context.child(of: node))
    node.setOutput(node.content?.output ?? [])
    node.update(modifier, context)
    return node
  }

  @MainActor final class Node: ViewNode {
    var content: ViewNode?
    var shown: ViewNode?
    var container: ModalContainer?
    var kind = PresentationKind.sheet
    override var children: [ViewNode] { [content, shown].compactMap { $0 } }

    /// What the content adds, then the presented view while it shows (titled as the navigation
    /// stack it shows, else by its first text), then what it adds.
    override func appendLocation(to steps: inout [AppLocation.Step]) {
      if let content, content.isShown { content.appendLocation(to: &steps) }
      guard let container, container.screen != nil else { return }
      let step: AppLocation.Step.Kind =
        switch kind {
        case .sheet: .sheet
        case .cover: .cover
        case .alert: .alert
        }
      let index = steps.count
      steps.append(AppLocation.Step(step, title: "", key: "\(Presented.self)", detent: detentName))
      shown?.appendLocation(to: &steps)
      // Titled as the navigation stack it shows, or by its first text (an alert's title).
      let inner = steps.count > index + 1 && steps[index + 1].kind == .screen ? steps[index + 1].title : ""
      steps[index].title = inner.isEmpty ? container.firstText ?? "" : inner
    }

    func update(_ modifier: PresentationModifier, _ context: _ViewContext) {
      kind = modifier.kind
      guard modifier.isPresented else {
        // Presented again, the sheet opens at its smallest height.
        chosen = nil
        if let container {
          self.container = nil
          shown?.detach()
          shown = nil
          graph.afterUpdate { container.screen?.dismiss(container) }
        }
        return
      }
      var environment = context.environment
      environment.isPresented = true
      environment.dismiss = DismissAction(action: modifier.dismiss)
      environment.navigation = nil
      environment.navigationLevel = 0
      let presented = ViewGraph.reading(for: self) { modifier.presented() }
      shown = updateChild(presented, shown, context.child(of: self, environment: environment))
      let views = shown?.output ?? []
      var choice: PresentationDetent.Choice?
      if let shown { ViewNode.collect(PresentationDetentsPreference.self, from: shown, into: &choice) }
      var indicator: Visibility?
      if let shown {
        ViewNode.collect(PresentationDragIndicatorPreference.self, from: shown, into: &indicator)
      }
      let screen = context.environment.presentationHost?.screen
      detents = (choice?.detents ?? [.large]).sorted(on: screen)
      selection = choice?.selection
      if let chosen = selection?.wrappedValue ?? self.chosen, detents.contains(chosen) {
        self.chosen = chosen
      } else {
        // Opened at the smallest (or at the selected one, when it is one of them).
        self.chosen = detents.first
      }
      let body: Legible.View
      if views.count == 1 {
        body = views[0]
      } else {
        let column = FlexibleStack(.vertical, spacing: 0)
        column.arrange(views)
        body = column
      }
      let style: ModalContainer.Style =
        switch modifier.kind {
        case .sheet:
          .sheet(fraction: self.chosen?.fraction ?? 1, points: self.chosen?.points)
        case .cover: .cover
        case .alert: .alert
        }
      // iOS shows the grabber by itself when the sheet can rest at several heights.
      let showsGrabber =
        modifier.kind == .sheet && (indicator == .visible || (indicator != .hidden && detents.count > 1))
      if let container, container.card.subviews.first === body {
        container.style = style
        giveGrabber(showsGrabber, to: container)
        return
      }
      let old = container
      let made = ModalContainer(body, style: style)
      giveGrabber(showsGrabber, to: made)
      container = made
      let host = context.environment.presentationHost
      graph.afterUpdate {
        if let old { old.screen?.dismiss(old) }
        host?.screen?.present(made)
      }
    }

    override func childOutputDidChange() {
      if setOutput(content?.output ?? []) { outputDidChange() }
    }

    override func detach() {
      super.detach()
      if let container { container.screen?.dismiss(container) }
    }

    /// The heights the sheet can rest at, smallest first.
    private var detents: [PresentationDetent] = []
    /// The one it rests at.
    private var chosen: PresentationDetent?
    /// The selection the sheet's content gave with its detents, which a move of the sheet writes.
    private var selection: Binding<PresentationDetent>?

    /// The height the sheet is at, for its place's name, when it can rest at several and is not
    /// at its smallest.
    private var detentName: String? {
      guard kind == .sheet, detents.count > 1, let chosen, chosen != detents.first else { return nil }
      return chosen.name
    }

    /// Shows a grabber on `container`'s card, or none, that moves the sheet to its next height.
    private func giveGrabber(_ shows: Bool, to container: ModalContainer) {
      guard shows else {
        container.grabber = nil
        return
      }
      let grabber = container.grabber ?? SheetGrabber()
      if detents.count > 1 {
        grabber.action = { [weak self] in self?.moveToNextDetent() }
      } else {
        grabber.action = nil
      }
      container.grabber = grabber
    }

    /// Moves the sheet to its next taller height, or from the tallest to the smallest, as a tap
    /// on iOS's grabber does: through the selection when the content gave one.
    private func moveToNextDetent() {
      guard detents.count > 1, let container else { return }
      let index = chosen.flatMap { detents.firstIndex(of: $0) } ?? 0
      let next = detents[(index + 1) % detents.count]
      chosen = next
      container.style = .sheet(fraction: next.fraction ?? 1, points: next.points)
      if let selection { selection.wrappedValue = next }
    }
  }
}

/// The detents the presented content asks for: a value that flows up from inside the sheet to
/// the presentation, as SwiftUI's `presentationDetents` does (the first one written wins).
struct PresentationDetentsPreference: PreferenceKey {
  static var defaultValue: PresentationDetent.Choice? { nil }
  static func reduce(value: inout PresentationDetent.Choice?, nextValue: () -> PresentationDetent.Choice?) {
    if value == nil { value = nextValue() }
  }
}

/// Whether the presented content asks for the sheet's grabber (the first one written wins).
struct PresentationDragIndicatorPreference: PreferenceKey {
  static var defaultValue: Visibility? { nil }
  static func reduce(value: inout Visibility?, nextValue: () -> Visibility?) {
    if value == nil { value = nextValue() }
  }
}

/// A height a sheet may stop at, as SwiftUI's `PresentationDetent`: a share of the screen's
/// height, or a height in points above the home indicator's inset (as UIKit's custom detents).
public struct PresentationDetent: Hashable, Sendable {
  let fraction: Double?
  let points: Double?
  /// The whole height.
  public static let large = PresentationDetent(fraction: 1, points: nil)
  /// About half the height.
  public static let medium = PresentationDetent(fraction: 0.5, points: nil)
  /// A fraction of the height.
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
    PresentationDetent(fraction: Double(fraction), points: nil)
  }
  /// A height in points, on every device.
  public static func height(_ height: CGFloat) -> PresentationDetent {
    PresentationDetent(fraction: nil, points: Double(height))
  }

  /// The detents a sheet's content asks for, and the selection it gave with them.
  struct Choice {
    var detents: Set<PresentationDetent>
    var selection: Binding<PresentationDetent>?
  }

  /// How far the sheet's card is from the top of `screen` (an iPhone 15's, without one) at this
  /// detent: the larger, the smaller the sheet.
  @MainActor func top(on screen: Screen?) -> Double {
    let device = screen?.layoutDevice ?? .iPhone15
    return ModalContainer.sheetTop(
      fraction: fraction ?? 1, points: points, in: Rect(origin: .zero, size: device.size),
      safeAreaInsets: device.safeAreaInsets)
  }

  /// The detent's name in a place's name: `large`, `medium`, `40%`, `200 pt`.
  var name: String {
    switch (fraction, points) {
    case (1, nil): "large"
    case (0.5, nil): "medium"
    case (let fraction?, nil): "\(Int((fraction * 100).rounded()))%"
    case (_, let points?): "\(Int(points.rounded())) pt"
    case (nil, nil): "large"
    }
  }
}

extension Sequence<PresentationDetent> {
  /// The detents from the smallest sheet to the largest on `screen`, each height once.
  @MainActor func sorted(on screen: Screen?) -> [PresentationDetent] {
    let tops: [(detent: PresentationDetent, top: Double)] = map { ($0, $0.top(on: screen)) }
    let ordered = tops.sorted { a, b in a.top != b.top ? a.top > b.top : a.detent.name < b.detent.name }
    var seen: Set<Double> = []
    return ordered.filter { seen.insert($0.top).inserted }.map(\.detent)
  }
}

/// How a sheet adapts, as SwiftUI's `PresentationAdaptation` (kept).
public struct PresentationAdaptation: Sendable {
  /// The platform decides.
  public static let automatic = PresentationAdaptation()
  /// No adaptation.
  public static let none = PresentationAdaptation()
  /// A sheet.
  public static let sheet = PresentationAdaptation()
  /// A full-screen cover.
  public static let fullScreenCover = PresentationAdaptation()
  /// A popover.
  public static let popover = PresentationAdaptation()
}

/// Whether the screen behind a sheet takes touches, as SwiftUI's
/// `PresentationBackgroundInteraction` (kept).
public struct PresentationBackgroundInteraction: Sendable {
  /// The system decides: not while the sheet is up.
  public static let automatic = PresentationBackgroundInteraction()
  /// The screen behind takes touches.
  public static let enabled = PresentationBackgroundInteraction()
  /// The screen behind takes touches while the sheet rests at `detent` or lower.
  public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
    PresentationBackgroundInteraction()
  }
  /// The screen behind takes no touch.
  public static let disabled = PresentationBackgroundInteraction()
}

/// What a swipe in a resizable sheet does first, as SwiftUI's `PresentationContentInteraction`
/// (kept).
public struct PresentationContentInteraction: Sendable, Equatable {
  let name: String
  /// The system decides.
  public static let automatic = PresentationContentInteraction(name: "automatic")
  /// The sheet resizes first.
  public static let resizes = PresentationContentInteraction(name: "resizes")
  /// The content scrolls first.
  public static let scrolls = PresentationContentInteraction(name: "scrolls")
}

extension View {
  /// A sheet over the screen while `isPresented` is true.
  public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    modifier(
      PresentationModifier(
        kind: .sheet, isPresented: isPresented.wrappedValue,
        dismiss: {
          isPresented.wrappedValue = false
          onDismiss?()
        }, presented: content))
  }

  /// A sheet for `item` while it is not nil.
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    let current = item.wrappedValue
    return modifier(
      PresentationModifier(
        kind: .sheet, isPresented: current != nil,
        dismiss: {
          item.wrappedValue = nil
          onDismiss?()
        }, presented: { current.map(content) }))
  }

  /// A cover over the whole screen while `isPresented` is true.
  public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    modifier(
      PresentationModifier(
        kind: .cover, isPresented: isPresented.wrappedValue,
        dismiss: {
          isPresented.wrappedValue = false
          onDismiss?()
        }, presented: content))
  }

  /// A cover for `item` while it is not nil.
  public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    let current = item.wrappedValue
    return modifier(
      PresentationModifier(
        kind: .cover, isPresented: current != nil,
        dismiss: {
          item.wrappedValue = nil
          onDismiss?()
        }, presented: { current.map(content) }))
  }

  /// A popover: on an iPhone, a sheet.
  public func popover<Content: View>(
    isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    sheet(isPresented: isPresented, content: content)
  }

  /// A popover for `item`: on an iPhone, a sheet.
  public func popover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    sheet(item: item, content: content)
  }

  /// The heights the sheet may rest at: it opens at the smallest, and its grabber (a tap, in
  /// the app walk) moves it to the next.
  public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
    preference(key: PresentationDetentsPreference.self, value: PresentationDetent.Choice(detents: detents))
  }
  /// The heights the sheet may rest at, with a selection: it opens at the selected one (the
  /// smallest when the selection is not one of them), and a move of the sheet writes it.
  public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>)
    -> some View
  {
    preference(
      key: PresentationDetentsPreference.self,
      value: PresentationDetent.Choice(detents: detents, selection: selection))
  }
  /// Whether the sheet's grabber shows: by default, when it can rest at several heights.
  public func presentationDragIndicator(_ visibility: Visibility) -> some View {
    preference(key: PresentationDragIndicatorPreference.self, value: visibility)
  }
  /// The sheet's corner radius (not applied, and reported: `not-applied`).
  public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
    notApplied("presentationCornerRadius(_:)")
  }
  /// The sheet's background (not applied, and reported: `not-applied`).
  public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
    notApplied("presentationBackground(_:)")
  }
  /// The sheet's background drawn by `content` (not applied, and reported: `not-applied`).
  public func presentationBackground<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View {
    notApplied("presentationBackground(alignment:content:)")
  }
  /// Whether the screen behind a sheet takes touches (kept: it changes no layout, and the app
  /// walk does not touch behind a sheet).
  public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View
  {
    self
  }
  /// Whether a swipe in the sheet scrolls its content or resizes the sheet first (kept).
  public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View { self }
  /// How large a sheet is where there is room beside it (iOS 18): `.page`, `.form`, `.fitted`.
  /// An iPhone presents every sheet across its width, whatever the sizing, so it changes nothing
  /// on the devices laid out here.
  public func presentationSizing(_ sizing: some PresentationSizing) -> some View { self }
  /// How the presentation adapts (kept).
  public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View { self }
  /// Whether a swipe may close the sheet (kept).
  public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }

  /// An alert while `isPresented` is true: its title, its actions (buttons) and message.
  public func alert<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    let title = titleKey.string
    let actions = actions()
    let message = message()
    return modifier(
      PresentationModifier(
        kind: .alert, isPresented: isPresented.wrappedValue, dismiss: { isPresented.wrappedValue = false },
        presented: {
          AlertBody(
            title: title, message: message, actions: actions, dismiss: { isPresented.wrappedValue = false })
        }))
  }

  /// An alert while `isPresented` is true, with its actions.
  public func alert<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  )
    -> some View
  {
    alert(titleKey, isPresented: isPresented, actions: actions, message: { EmptyView() })
  }

  /// An alert titled `title` while `isPresented` is true.
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    alert(LocalizedStringKey(String(title)), isPresented: isPresented, actions: actions, message: message)
  }

  /// An alert titled `title` while `isPresented` is true, with its actions.
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  )
    -> some View
  {
    alert(
      LocalizedStringKey(String(title)), isPresented: isPresented, actions: actions, message: { EmptyView() })
  }

  /// An alert for data while `isPresented` is true.
  public func alert<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View {
    alert(title: titleKey.string, isPresented: isPresented, body: data.map { (actions($0), message($0)) })
  }

  /// An alert for `error` while `isPresented` is true and there is an error: titled with the
  /// error's `errorDescription`, with `actions`.
  public func alert<E: LocalizedError, A: View>(
    isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A
  ) -> some View {
    let actions = actions()
    return alert(
      title: error?.errorDescription ?? "", isPresented: isPresented,
      body: error.map { _ in (actions, EmptyView()) })
  }

  /// An alert for `error` while `isPresented` is true and there is an error: titled with the
  /// error's `errorDescription`, with the actions and message made from it.
  public func alert<E: LocalizedError, A: View, M: View>(
    isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A, @ViewBuilder message: (E) -> M
  ) -> some View {
    alert(
      title: error?.errorDescription ?? "", isPresented: isPresented,
      body: error.map { (actions($0), message($0)) })
  }

  /// An alert titled `title` with `body`'s actions and message, while `isPresented` is true and
  /// there is a body (the data or error it is made from).
  private func alert<A: View, M: View>(title: String, isPresented: Binding<Bool>, body: (A, M)?) -> some View
  {
    modifier(
      PresentationModifier(
        kind: .alert, isPresented: isPresented.wrappedValue && body != nil,
        dismiss: { isPresented.wrappedValue = false },
        presented: {
          AlertBody(
            title: title, message: body?.1, actions: body?.0, dismiss: { isPresented.wrappedValue = false })
        }))
  }

  /// An alert of the older form.
  public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
    let alert = content()
    return modifier(
      PresentationModifier(
        kind: .alert, isPresented: isPresented.wrappedValue, dismiss: { isPresented.wrappedValue = false },
        presented: {
          AlertBody(
            title: alert.title, message: alert.message.map { Text($0) },
            actions: ForEach(alert.buttons.indices, id: \.self) { index in
              Button(alert.buttons[index].title, role: alert.buttons[index].role) {
                alert.buttons[index].action?()
              }
            }, dismiss: { isPresented.wrappedValue = false })
        }))
  }

  /// An alert of the older form for `item`.
  public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
    let alert = item.wrappedValue.map(content)
    return modifier(
      PresentationModifier(
        kind: .alert, isPresented: alert != nil, dismiss: { item.wrappedValue = nil },
        presented: {
          AlertBody(
            title: alert?.title ?? "", message: alert?.message.map { Text($0) },
            actions: ForEach((alert?.buttons ?? []).indices, id: \.self) { index in
              Button(alert?.buttons[index].title ?? "") { alert?.buttons[index].action?() }
            }, dismiss: { item.wrappedValue = nil })
        }))
  }

  /// A choice of actions while `isPresented` is true (an action sheet from the bottom).
  public func confirmationDialog<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View {
    confirmationDialog(
      titleKey, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions,
      message: { EmptyView() })
  }

  /// A choice of actions while `isPresented` is true, with a message.
  public func confirmationDialog<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    let title = titleVisibility == .visible ? titleKey.string : ""
    let actions = actions()
    let message = message()
    return modifier(
      PresentationModifier(
        kind: .sheet, isPresented: isPresented.wrappedValue, dismiss: { isPresented.wrappedValue = false },
        presented: {
          AlertBody(
            title: title, message: message, actions: actions, dismiss: { isPresented.wrappedValue = false }
          )
          .presentationDetents([.medium])
        }))
  }

  /// An action sheet of the older form (a choice of actions from the bottom).
  public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
    let sheet = content()
    return modifier(
      PresentationModifier(
        kind: .sheet, isPresented: isPresented.wrappedValue, dismiss: { isPresented.wrappedValue = false },
        presented: {
          AlertBody(
            title: sheet.title, message: sheet.message.map { Text($0) },
            actions: ForEach(sheet.buttons.indices, id: \.self) { index in
              Button(sheet.buttons[index].title, role: sheet.buttons[index].role) {
                sheet.buttons[index].action?()
              }
            }, dismiss: { isPresented.wrappedValue = false }
          )
          .presentationDetents([.medium])
        }))
  }
}

/// Where a popover points (kept: popovers are sheets on an iPhone).
public enum PopoverAttachmentAnchor: Sendable {
  /// A rectangle.
  case rect(Anchor<CGRect>.Source)
  /// A point.
  case point(UnitPoint)
}

/// The body of an alert or a dialog: its title, its message and its buttons, one per row, in a
/// scroll view (iOS scrolls alert buttons at the largest sizes).
struct AlertBody<Message: View, Actions: View>: View {
  let title: String
  let message: Message?
  let actions: Actions?
  let dismiss: @MainActor () -> Void

  var body: some View {
    ScrollView {
      VStack(spacing: 0) {
        VStack(spacing: 4) {
          if !title.isEmpty { Text(title).font(.headline) }
          message.font(.footnote)
        }
        .multilineTextAlignment(.center)
        .frame(maxWidth: .infinity)
        .padding(16)
        Divider()
        VStack(spacing: 0) {
          if let actions {
            actions
              .frame(maxWidth: .infinity, minHeight: 44)
              .modifier(AlertButtonRows(dismiss: dismiss))
          } else {
            Button("OK") { dismiss() }.frame(maxWidth: .infinity, minHeight: 44)
          }
        }
      }
    }
  }
}

/// Each button of an alert closes it after its action, as iOS's do.
struct AlertButtonRows: EnvironmentModifier {
  typealias Body = Never
  let dismiss: @MainActor () -> Void
  func transform(_ environment: inout EnvironmentValues) {
    let dismiss = self.dismiss
    environment.buttonActionWrapper = { action in
      { @MainActor in
        action()
        dismiss()
      }
    }
  }
}

private struct ButtonActionWrapperKey: EnvironmentKey {
  static var defaultValue: (@MainActor (@escaping () -> Void) -> (@MainActor () -> Void))? { nil }
}

extension EnvironmentValues {
  var buttonActionWrapper: (@MainActor (@escaping () -> Void) -> (@MainActor () -> Void))? {
    get { self[ButtonActionWrapperKey.self] }
    set { self[ButtonActionWrapperKey.self] = newValue }
  }
}

/// An alert of the older form, as SwiftUI's `Alert`.
public struct Alert {
  let title: String
  let message: String?
  let buttons: [Button]

  /// An alert with one button (OK when nil).
  public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
    self.title = title.string
    self.message = message?.string
    buttons = [dismissButton ?? .default(Text("OK"))]
  }

  /// An alert with two buttons.
  public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
    self.title = title.string
    self.message = message?.string
    buttons = [primaryButton, secondaryButton]
  }

  /// A button of an alert.
  public struct Button {
    let title: String
    let role: ButtonRole?
    let action: (() -> Void)?
    /// A default button.
    public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(title: label.string, role: nil, action: action)
    }
    /// A cancel button.
    public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(title: label.string, role: .cancel, action: action)
    }
    /// A cancel button titled with the system's word for Cancel in the language laid out.
    public static func cancel(_ action: (() -> Void)? = {}) -> Button {
      Button(title: SystemWords.text(.cancel), role: .cancel, action: action)
    }
    /// A destructive button.
    public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(title: label.string, role: .destructive, action: action)
    }
  }
}

/// An action sheet of the older form, as SwiftUI's `ActionSheet`.
public struct ActionSheet {
  /// A button of an action sheet: an alert's.
  public typealias Button = Alert.Button

  let title: String
  let message: String?
  let buttons: [Alert.Button]
  /// An action sheet.
  public init(title: Text, message: Text? = nil, buttons: [Alert.Button] = [.cancel()]) {
    self.title = title.string
    self.message = message?.string
    self.buttons = buttons
  }
}

/// How large a sheet is presented where there is room beside it, as SwiftUI's
/// `PresentationSizing` (iOS 18). On an iPhone, sheets span the width whatever it says.
public protocol PresentationSizing: Sendable {}

/// One of SwiftUI's sizings.
public struct StandardPresentationSizing: PresentationSizing, Hashable {
  let name: String
}

extension PresentationSizing where Self == StandardPresentationSizing {
  /// The platform's choice.
  public static var automatic: StandardPresentationSizing { StandardPresentationSizing(name: "automatic") }
  /// As large as a page.
  public static var page: StandardPresentationSizing { StandardPresentationSizing(name: "page") }
  /// As large as a form.
  public static var form: StandardPresentationSizing { StandardPresentationSizing(name: "form") }
  /// As large as the content's ideal size.
  public static var fitted: StandardPresentationSizing { StandardPresentationSizing(name: "fitted") }
}

extension StandardPresentationSizing {
  /// The sizing, fitted to the content along `horizontal` and `vertical` (kept).
  public func fitted(horizontal: Bool, vertical: Bool) -> StandardPresentationSizing { self }
  /// The sizing, sticky along `horizontal` and `vertical` (kept).
  public func sticky(horizontal: Bool = false, vertical: Bool = false) -> StandardPresentationSizing { self }
}
