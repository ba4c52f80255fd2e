import Audit
import DynamicType
import Foundation
import Legible
import LegibleCLI
import PangoCairo
import PizzaApp
import SwiftUIGallery

import struct LegibleUI.AnyView
import class LegibleUI.HostingController

/// The declarative API's cost: building and laying out the product screen written declaratively
/// (`ProductView`) against the same screen written with retained views (`ProductScreen`), with
/// real fonts, in the same process; and a text size change on each. Medians of `runs` runs of
/// `screens` screens; the ratio is declarative over retained.
///
/// Each cost is also given in its two phases: making (or updating) the views, which for the
/// declarative screen is the view graph's work, and laying them out.
@MainActor enum DeclarativeBenchmark {
  static func run(runs: Int, screens: Int = 200) throws -> [String: Any] {
    let typesetter = try PangoTypesetter()
    var controllers: [ObjectIdentifier: HostingController<ProductView>] = [:]
    func make(_ declarative: Bool, _ index: Int) -> Screen {
      let language = Language.allCases[index % Language.allCases.count]
      guard !declarative else {
        let (screen, controller) = ProductView.screen(
          language: language, product: index % 20, category: .large, device: .iPhone15, typesetter: typesetter
        )
        controllers[ObjectIdentifier(screen)] = controller
        return screen
      }
      return ProductScreen.screen(
        language: language, product: index % 20, category: .large, device: .iPhone15, typesetter: typesetter
      ).0
    }
    // Text is shaped once for both: what is compared is building, reconciling and laying out.
    for index in 0..<screens { make(false, index).layoutIfNeeded() }
    let names = ["retained", "declarative"]
    var times: [String: [Double]] = [:]
    var ratios: [String: [Double]] = [:]
    func record(_ key: String, _ name: String, _ seconds: Double) {
      times["\(key).\(name)", default: []].append(seconds / Double(screens) * 1e6)
    }
    var counts: [String: Int] = [:]
    for _ in 0..<runs {
      controllers = [:]
      var built: [String: [Screen]] = [:]
      for (name, declarative) in zip(names, [false, true]) {
        var made: [Screen] = []
        let making = seconds { for index in 0..<screens { made.append(make(declarative, index)) } }
        let layout = seconds { for screen in made { screen.layoutIfNeeded() } }
        built[name] = made
        record("build.views", name, making)
        record("build.layout", name, layout)
        record("build", name, making + layout)
      }
      for name in names {
        var updating = 0.0
        var layout = 0.0
        for screen in built[name] ?? [] {
          let controller = controllers[ObjectIdentifier(screen)]
          let before = (controller?.updatedNodeCount ?? 0, controller?.evaluatedBodyCount ?? 0)
          updating += seconds {
            screen.traits = Traits(contentSizeCategory: .accessibilityExtraLarge)
            screen.updateTraitsIfNeeded()
          }
          layout += seconds { screen.layoutIfNeeded() }
          if let controller {
            counts["nodesUpdated"] = controller.updatedNodeCount - before.0
            counts["bodiesEvaluated"] = controller.evaluatedBodyCount - before.1
            counts["nodes"] = controller.madeNodeCount
          }
        }
        record("sizeChange.views", name, updating)
        record("sizeChange.layout", name, layout)
        record("sizeChange", name, updating + layout)
      }
      for key in ["build", "sizeChange"] {
        let declarative = times["\(key).declarative"]?.last ?? 0
        let retained = max(1e-9, times["\(key).retained"]?.last ?? 1)
        ratios[key, default: []].append(declarative / retained)
      }
    }
    func phases(_ key: String) -> [String: Any] {
      var result: [String: Any] = [:]
      for name in names {
        result[name] = [
          "total": median(times["\(key).\(name)"] ?? []),
          "views": median(times["\(key).views.\(name)"] ?? []),
          "layout": median(times["\(key).layout.\(name)"] ?? []),
        ]
      }
      return result
    }
    return [
      "screens": screens,
      "buildMicrosecondsPerScreen": phases("build"),
      "sizeChangeMicrosecondsPerScreen": phases("sizeChange"),
      "declarativeGraphPerScreen": [
        "nodes": counts["nodes"] ?? 0, "sizeChangeNodesUpdated": counts["nodesUpdated"] ?? 0,
        "sizeChangeBodiesEvaluated": counts["bodiesEvaluated"] ?? 0,
      ],
      "declarativeOverRetained": [
        "build": median(ratios["build"] ?? []), "sizeChange": median(ratios["sizeChange"] ?? []),
      ],
      "gallery": try gallery(runs: runs),
      "note":
        "views: making the views (declarative: the view graph building or updating its nodes and retained views); layout: laying them out",
    ]
  }

  /// The SwiftUI gallery's previews (screens written as teams write them), each built at L on the
  /// iPhone 15 and changed to AX2: the size change's cost (updating the views, laying out) and
  /// the nodes it updated, against building the same screens anew at AX2. Sums over the
  /// previews, medians of `runs` runs.
  static func gallery(runs: Int) throws -> [String: Any] {
    let typesetter = try PangoTypesetter()
    let previews = SwiftUIGallery.LegiblePreviews.all.map(AuditScreen.init(preview:))
    let large = AuditConfiguration(category: .large, device: .iPhone15, language: "en", variant: "default")
    let larger = AuditConfiguration(
      category: .accessibilityLarge, device: .iPhone15, language: "en", variant: "default")
    var times: [String: [Double]] = [:]
    var updated = 0
    var nodes = 0
    for _ in 0..<runs {
      var screens: [Screen] = []
      times["build", default: []].append(
        seconds {
          for preview in previews {
            let screen = preview.make(larger, typesetter)
            screen.layoutIfNeeded()
          }
        } * 1e6)
      for preview in previews {
        let screen = preview.make(large, typesetter)
        screen.layoutIfNeeded()
        screens.append(screen)
      }
      let counts = screens.map { screen -> (Int, Int) in
        let controller = screen.controller as? HostingController<AnyView>
        return (controller?.updatedNodeCount ?? 0, controller?.madeNodeCount ?? 0)
      }
      times["sizeChange.views", default: []].append(
        seconds {
          for screen in screens {
            screen.traits = Traits(contentSizeCategory: .accessibilityLarge)
            screen.updateTraitsIfNeeded()
          }
        } * 1e6)
      times["sizeChange.layout", default: []].append(
        seconds { for screen in screens { screen.layoutIfNeeded() } } * 1e6)
      updated = 0
      nodes = 0
      for (screen, count) in zip(screens, counts) {
        let controller = screen.controller as? HostingController<AnyView>
        updated += (controller?.updatedNodeCount ?? 0) - count.0
        nodes += count.1
      }
    }
    let views = median(times["sizeChange.views"] ?? [])
    let layout = median(times["sizeChange.layout"] ?? [])
    func first(_ key: String) -> Double { times[key]?.first ?? 0 }
    return [
      "previews": previews.count, "nodes": nodes, "sizeChangeNodesUpdated": updated,
      "buildMicroseconds": median(times["build"] ?? []),
      "sizeChangeMicroseconds": ["views": views, "layout": layout, "total": views + layout],
      // What an audit pays the first time it meets each view type (the runtime's first answers
      // about a type, fonts made ready at a size), which the medians above leave out.
      "firstRun": [
        "buildMicroseconds": first("build"),
        "sizeChangeMicroseconds": first("sizeChange.views") + first("sizeChange.layout"),
      ],
    ]
  }
}
