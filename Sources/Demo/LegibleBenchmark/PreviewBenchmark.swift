import DynamicType
import Foundation
import Legible
import PizzaApp
import Preview
import Showcase

/// Preview figures: frame times of the live window's session on an iPhone 15 (393 × 852 points at
/// 2×), after a text-size change and while a finger scrolls the menu. A frame is the change plus
/// drawing what changed into the framebuffer (the window only copies it to the screen).
@MainActor enum PreviewBenchmark {
  static func run(runs: Int) throws -> [String: Any] {
    // A size shown for the first time in the session has text to measure and shape and
    // illustrations to draw at that size; a size seen before finds them kept.
    var toNewSize: [Double] = []
    var toSeenSize: [Double] = []
    var sizeChangeAfterIdle: [Double] = []
    var scrolling: [Double] = []
    for _ in 0..<runs {
      let session = try PreviewSession(
        screen: PizzaScreens.menu, device: .iPhone15, category: .large, zoom: 2)
      let size = session.windowSize
      var buffer = [UInt8](repeating: 255, count: size.width * size.height * 4)
      try buffer.withUnsafeMutableBytes { raw in
        let stride = size.width * 4
        // A frame: the change, then drawing what changed.
        @MainActor func frame(_ session: PreviewSession, _ change: () -> Void) throws -> Double {
          try seconds {
            change()
            _ = try session.draw(into: raw.baseAddress!, stride: stride)
          }
        }
        _ = try session.draw(into: raw.baseAddress!, stride: stride)
        var seen: Set<ContentSizeCategory> = [.large]
        for category in ContentSizeCategory.allCases.dropFirst() + ContentSizeCategory.allCases.reversed() {
          let time = try frame(session) { session.setCategory(category) }
          if seen.insert(category).inserted { toNewSize.append(time) } else { toSeenSize.append(time) }
        }
        // A new session stepped one size at a time, as the slider or the arrow keys do (L up to
        // AX5, down to XS, back to L), given idle time between steps, as the window gives it
        // between events: the next sizes are prepared before the user steps to them.
        let idle = try PreviewSession(screen: PizzaScreens.menu, device: .iPhone15, category: .large, zoom: 2)
        try idle.drawEverything(into: raw.baseAddress!, stride: stride)
        let all = ContentSizeCategory.allCases
        let steps = all[4...] + all.reversed().dropFirst() + all[1...3]
        for category in steps {
          while try idle.prepareNeighbouringSizes() {}
          sizeChangeAfterIdle.append(try frame(idle) { idle.setCategory(category) })
        }
        session.setCategory(.large)
        _ = try session.draw(into: raw.baseAddress!, stride: stride)
        var time = 10.0
        session.pointer(.began, x: 300, y: 1500, time: time)
        for step in 1...60 {
          time += 1.0 / 60
          scrolling.append(
            try frame(session) { session.pointer(.moved, x: 300, y: 1500 - Double(step) * 20, time: time) })
        }
        session.pointer(.ended, x: 300, y: 300, time: time)
      }
    }
    return [
      "screen": "iPhone 15, 393x852 pt at 2x",
      // As the window runs: idle time between changes prepares the neighbouring sizes.
      "frameMillisecondsAfterSizeChange": median(sizeChangeAfterIdle) * 1e3,
      // Changes back to back, with no idle time: a size seen before in the session finds its text
      // and illustrations kept; a new one measures, shapes and draws them.
      "frameMillisecondsAfterSizeChangeWithoutIdleTime": [
        "toASizeSeenBefore": median(toSeenSize) * 1e3, "toANewSize": median(toNewSize) * 1e3,
      ],
      "frameMillisecondsWhileScrolling": median(scrolling) * 1e3, "targetMillisecondsAtMost": 8,
    ]
  }
}
