import DynamicType
import Foundation
import LegibleUI

import struct Legible.Device

/// A layout fact recorded as data: a view tree, the proposal its root is offered, and what SwiftUI
/// is documented or recorded doing with it (frames, or relations between frames), with where the
/// fact comes from. The cases live in `Fixtures/*.json`, one file per rule; `LayoutCaseTests`
/// checks each left to right and right to left, at L and AX5, with the real typesetter.
///
/// A tree node is an object with `"view"` (its kind), the kind's own keys, `"children"`,
/// `"modifiers"` (applied in order), and the names expectations use: `"id"` for the modified
/// view, `"baseId"` for the view before its modifiers. See `build(_:)` for the kinds
/// and modifiers, and `Relation` for what an expectation can say.
struct LayoutCase {
  let name: String
  let source: String
  let tree: [String: Any]
  let proposal: (width: Double?, height: Double?)
  /// Expected frames (x, y, width, height) in the root's coordinates, by id.
  let frames: [String: [Double]]
  /// Relations that must hold.
  let relations: [String]
  /// Views the layout must leave out (a `ViewThatFits` child not chosen).
  let absent: [String]
  /// The text sizes the case holds at (both by default).
  let categories: [ContentSizeCategory]
  /// The phone the case is laid out on (the iPhone 15 by default).
  let device: Device

  struct Invalid: Error, CustomStringConvertible {
    let description: String
  }

  init(_ json: [String: Any], file: String) throws {
    guard let name = json["name"] as? String else {
      throw Invalid(description: "\(file): a case without a name")
    }
    guard let source = json["source"] as? String, !source.isEmpty else {
      throw Invalid(description: "\(file): \(name) says nowhere where its fact comes from")
    }
    guard let tree = json["tree"] as? [String: Any] else {
      throw Invalid(description: "\(file): \(name) has no tree")
    }
    self.name = name
    self.source = source
    self.tree = tree
    let proposal = json["proposal"] as? [Any] ?? [393, 759]
    func length(_ value: Any?) -> Double? { (value as? NSNumber)?.doubleValue }
    self.proposal = (length(proposal.first), length(proposal.count > 1 ? proposal[1] : nil))
    frames = (json["frames"] as? [String: [Double]]) ?? [:]
    relations = (json["relations"] as? [String]) ?? []
    absent = (json["absent"] as? [String]) ?? []
    device = try Device.named(json["device"] as? String ?? "iPhone 15")
    guard !frames.isEmpty || !relations.isEmpty else {
      throw Invalid(description: "\(file): \(name) expects nothing")
    }
    categories = try ((json["categories"] as? [String]) ?? ["L", "AX5"]).map {
      try ContentSizeCategory(parsing: $0)
    }
  }

  /// Every case of the fixtures folder.
  static func all() throws -> [LayoutCase] {
    try JSONFixtureFolder.entries(in: "Fixtures").map { try LayoutCase($0.object, file: $0.file) }
  }
}

/// Builds the view a tree node describes.
@MainActor enum TreeBuilder {
  struct Unknown: Error, CustomStringConvertible {
    let description: String
  }

  static func build(_ node: [String: Any]) throws -> AnyView {
    var view = try base(node)
    if let id = node["baseId"] as? String { view = AnyView(view.accessibilityIdentifier(id)) }
    for modifier in node["modifiers"] as? [[String: Any]] ?? [] {
      view = try apply(modifier, to: view)
    }
    if let id = node["id"] as? String { view = AnyView(view.accessibilityIdentifier(id)) }
    return view
  }

  private static func children(_ node: [String: Any]) throws -> [AnyView] {
    try (node["children"] as? [[String: Any]] ?? []).map(build)
  }

  private static func number(_ value: Any?) -> CGFloat? {
    if let string = value as? String, string == "infinity" { return .infinity }
    return (value as? NSNumber).map { CGFloat($0.doubleValue) }
  }

  private static func horizontal(_ name: Any?) -> HorizontalAlignment {
    switch name as? String {
    case "leading": .leading
    case "trailing": .trailing
    default: .center
    }
  }

  private static func vertical(_ name: Any?) -> VerticalAlignment {
    switch name as? String {
    case "top": .top
    case "bottom": .bottom
    case "firstTextBaseline": .firstTextBaseline
    case "lastTextBaseline": .lastTextBaseline
    default: .center
    }
  }

  static func alignment(_ name: Any?) -> Alignment {
    switch name as? String {
    case "topLeading": .topLeading
    case "top": .top
    case "topTrailing": .topTrailing
    case "leading": .leading
    case "trailing": .trailing
    case "bottomLeading": .bottomLeading
    case "bottom": .bottom
    case "bottomTrailing": .bottomTrailing
    default: .center
    }
  }

  private static func font(_ name: Any?) -> Font {
    switch name as? String {
    case "largeTitle": .largeTitle
    case "title": .title
    case "title2": .title2
    case "title3": .title3
    case "headline": .headline
    case "subheadline": .subheadline
    case "callout": .callout
    case "footnote": .footnote
    case "caption": .caption
    case "caption2": .caption2
    default: .body
    }
  }

  /// A stack of children, in any number.
  private struct Children: View {
    let views: [AnyView]
    var body: some View {
      ForEach(views.indices, id: \.self) { views[$0] }
    }
  }

  private static func base(_ node: [String: Any]) throws -> AnyView {
    let kind = node["view"] as? String ?? ""
    let spacing = number(node["spacing"])
    switch kind {
    case "Color": return AnyView(Color.blue)
    case "Rectangle": return AnyView(Rectangle())
    case "Circle": return AnyView(Circle())
    case "Capsule": return AnyView(Capsule())
    case "RoundedRectangle": return AnyView(RoundedRectangle(cornerRadius: number(node["cornerRadius"]) ?? 0))
    case "Text":
      var text = Text(node["text"] as? String ?? "")
      if let name = node["font"] { text = text.font(font(name)) }
      return AnyView(text)
    case "Toggle":
      return AnyView(Toggle(node["text"] as? String ?? "", isOn: .constant(node["isOn"] as? Bool ?? false)))
    case "Label":
      // "titleId" names the title's text apart from the icon.
      let title = Text(node["text"] as? String ?? "")
      let icon = Image(systemName: node["systemName"] as? String ?? "star")
      guard let id = node["titleId"] as? String else {
        return AnyView(
          Label {
            title
          } icon: {
            icon
          })
      }
      return AnyView(
        Label {
          title.accessibilityIdentifier(id)
        } icon: {
          icon
        })
    case "Button":
      let button = Button(node["text"] as? String ?? "") {}
      return node["style"] as? String == "bordered" ? AnyView(button.buttonStyle(.bordered)) : AnyView(button)
    case "Picker":
      // Its children are the options, tagged by their places; the first is chosen.
      let views = try children(node)
      let picker = Picker(node["text"] as? String ?? "", selection: .constant(0)) {
        ForEach(views.indices, id: \.self) { views[$0].tag($0) }
      }
      return node["style"] as? String == "segmented"
        ? AnyView(picker.pickerStyle(.segmented)) : AnyView(picker)
    case "ContentUnavailableView":
      // Its parts as trees of their own: "label", "description" and "actions".
      func part(_ key: String) throws -> AnyView {
        guard let tree = node[key] as? [String: Any] else { return AnyView(EmptyView()) }
        return try build(tree)
      }
      let (label, description, actions) = (try part("label"), try part("description"), try part("actions"))
      return AnyView(
        ContentUnavailableView {
          label
        } description: {
          description
        } actions: {
          actions
        })
    case "Spacer": return AnyView(Spacer(minLength: number(node["minLength"])))
    case "Divider": return AnyView(Divider())
    case "EmptyView": return AnyView(EmptyView())
    case "Image":
      let image = Image(systemName: node["systemName"] as? String ?? "star")
      return AnyView((node["resizable"] as? Bool ?? false) ? AnyView(image.resizable()) : AnyView(image))
    case "HStack":
      let views = try children(node)
      return AnyView(
        HStack(alignment: vertical(node["alignment"]), spacing: spacing) { Children(views: views) })
    case "VStack":
      let views = try children(node)
      return AnyView(
        VStack(alignment: horizontal(node["alignment"]), spacing: spacing) { Children(views: views) })
    case "ZStack":
      let views = try children(node)
      return AnyView(ZStack(alignment: alignment(node["alignment"])) { Children(views: views) })
    case "LazyVStack":
      let views = try children(node)
      return AnyView(
        LazyVStack(alignment: horizontal(node["alignment"]), spacing: spacing) { Children(views: views) })
    case "ScrollView":
      let views = try children(node)
      let axes: Axis.Set = node["axis"] as? String == "horizontal" ? .horizontal : .vertical
      return AnyView(ScrollView(axes) { Children(views: views) })
    case "GeometryReader":
      let views = try children(node)
      return AnyView(GeometryReader { _ in Children(views: views) })
    case "ViewThatFits":
      let views = try children(node)
      let axes: Axis.Set =
        switch node["axes"] as? String {
        case "horizontal": .horizontal
        case "vertical": .vertical
        default: [.horizontal, .vertical]
        }
      return AnyView(ViewThatFits(in: axes) { Children(views: views) })
    case "Grid":
      let rows = try (node["children"] as? [[String: Any]] ?? []).map { row -> AnyView in
        if row["view"] as? String == "GridRow" {
          let cells = try children(row)
          return AnyView(GridRow { Children(views: cells) })
        }
        return try build(row)
      }
      return AnyView(
        Grid(
          alignment: alignment(node["alignment"]), horizontalSpacing: spacing,
          verticalSpacing: number(node["verticalSpacing"])
        ) {
          Children(views: rows)
        })
    case "LazyVGrid":
      let views = try children(node)
      let columns = (node["columns"] as? [[String: Any]] ?? []).map { column -> GridItem in
        if let width = number(column["fixed"]) {
          return GridItem(.fixed(width), spacing: number(column["spacing"]))
        }
        if let minimum = number(column["adaptive"]) {
          return GridItem(.adaptive(minimum: minimum), spacing: number(column["spacing"]))
        }
        return GridItem(.flexible(), spacing: number(column["spacing"]))
      }
      return AnyView(LazyVGrid(columns: columns, spacing: spacing) { Children(views: views) })
    default:
      throw Unknown(description: "no view '\(kind)'")
    }
  }

  private static func apply(_ modifier: [String: Any], to view: AnyView) throws -> AnyView {
    guard let (name, value) = modifier.first else { return view }
    let arguments = value as? [String: Any] ?? [:]
    switch name {
    case "frame":
      if arguments.keys.contains(where: {
        $0.hasPrefix("min") || $0.hasPrefix("max") || $0.hasPrefix("ideal")
      }) {
        return AnyView(
          view.frame(
            minWidth: number(arguments["minWidth"]), idealWidth: number(arguments["idealWidth"]),
            maxWidth: number(arguments["maxWidth"]), minHeight: number(arguments["minHeight"]),
            idealHeight: number(arguments["idealHeight"]), maxHeight: number(arguments["maxHeight"]),
            alignment: alignment(arguments["alignment"])))
      }
      return AnyView(
        view.frame(
          width: number(arguments["width"]), height: number(arguments["height"]),
          alignment: alignment(arguments["alignment"])))
    case "padding":
      if value as? String == "default" { return AnyView(view.padding()) }
      if let length = number(value) { return AnyView(view.padding(length)) }
      let edges: Edge.Set =
        switch arguments["edges"] as? String {
        case "horizontal": .horizontal
        case "vertical": .vertical
        case "top": .top
        case "bottom": .bottom
        case "leading": .leading
        case "trailing": .trailing
        default: .all
        }
      return AnyView(view.padding(edges, number(arguments["length"])))
    case "fixedSize":
      if value as? Bool == true { return AnyView(view.fixedSize()) }
      return AnyView(
        view.fixedSize(
          horizontal: arguments["horizontal"] as? Bool ?? false,
          vertical: arguments["vertical"] as? Bool ?? false))
    case "layoutPriority": return AnyView(view.layoutPriority(Double(number(value) ?? 0)))
    case "offset": return AnyView(view.offset(x: number(arguments["x"]) ?? 0, y: number(arguments["y"]) ?? 0))
    case "gridCellColumns": return AnyView(view.gridCellColumns((value as? NSNumber)?.intValue ?? 1))
    case "gridColumnAlignment": return AnyView(view.gridColumnAlignment(horizontal(value)))
    case "gridCellAnchor":
      return AnyView(
        view.gridCellAnchor(UnitPoint(x: number(arguments["x"]) ?? 0.5, y: number(arguments["y"]) ?? 0.5)))
    case "gridCellUnsizedAxes":
      return AnyView(view.gridCellUnsizedAxes(value as? String == "vertical" ? .vertical : .horizontal))
    case "position":
      return AnyView(view.position(x: number(arguments["x"]) ?? 0, y: number(arguments["y"]) ?? 0))
    case "hidden": return AnyView(view.hidden())
    case "lineLimit": return AnyView(view.lineLimit((value as? NSNumber)?.intValue))
    case "font": return AnyView(view.font(font(value)))
    case "bold": return AnyView(view.bold(value as? Bool ?? true))
    case "overlay":
      let layer = try build(arguments["view"] as? [String: Any] ?? [:])
      return AnyView(view.overlay(alignment: alignment(arguments["alignment"])) { layer })
    case "background":
      let layer = try build(arguments["view"] as? [String: Any] ?? [:])
      return AnyView(view.background(alignment: alignment(arguments["alignment"])) { layer })
    case "alignmentGuide":
      let guide = arguments["guide"] as? String ?? "leading"
      let offset = number(arguments["value"]) ?? 0
      switch guide {
      case "top", "bottom", "firstTextBaseline", "lastTextBaseline", "verticalCenter":
        let key = guide == "verticalCenter" ? VerticalAlignment.center : vertical(guide)
        return AnyView(view.alignmentGuide(key) { _ in offset })
      default:
        let key = guide == "horizontalCenter" ? HorizontalAlignment.center : horizontal(guide)
        return AnyView(
          view.alignmentGuide(key) { d in
            arguments["relativeTo"] as? String == "trailing" ? d[.trailing] + offset : offset
          })
      }
    case "aspectRatio":
      let fill = arguments["mode"] as? String == "fill"
      return AnyView(view.aspectRatio(number(arguments["ratio"]), contentMode: fill ? .fill : .fit))
    case "multilineTextAlignment":
      let alignment: TextAlignment =
        value as? String == "center" ? .center : value as? String == "trailing" ? .trailing : .leading
      return AnyView(view.multilineTextAlignment(alignment))
    default:
      throw Unknown(description: "no modifier '\(name)'")
    }
  }
}
