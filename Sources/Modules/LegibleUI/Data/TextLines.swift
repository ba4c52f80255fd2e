import Foundation
import Typesetting

/// The lines SwiftUI's `underline(_:pattern:color:)` and `strikethrough(_:pattern:color:)` draw
/// with text, and the points `baselineOffset(_:)` raises it by, as set on a text or on the views
/// around it. Each is nil where nothing set it; the innermost setting wins, as in SwiftUI (an
/// `underline(false)` inside undoes an `underline()` around it).
struct TextLines: Equatable, Sendable {
  /// A line turned on in a style, or turned off.
  enum Setting: Equatable, Sendable {
    case on(Text.LineStyle)
    case off

    init(isActive: Bool, pattern: Text.LineStylePattern, color: Color?) {
      self = isActive ? .on(Text.LineStyle(pattern: pattern, color: color)) : .off
    }

    /// The style, when the line is on.
    var style: Text.LineStyle? {
      if case .on(let style) = self { style } else { nil }
    }
  }

  /// The line under the text.
  var underline: Setting?
  /// The line through the text.
  var strikethrough: Setting?
  /// Points the text is raised (negative: lowered).
  var baselineOffset: CGFloat?

  /// These settings where they set a value, `outer`'s where they set none.
  func inheriting(_ outer: TextLines) -> TextLines {
    TextLines(
      underline: underline ?? outer.underline, strikethrough: strikethrough ?? outer.strikethrough,
      baselineOffset: baselineOffset ?? outer.baselineOffset)
  }

  /// Whether it sets anything.
  var isEmpty: Bool { underline == nil && strikethrough == nil && baselineOffset == nil }

  /// The names of the settings drawn otherwise than written: a dotted or dashed line is drawn
  /// solid (the typesetter draws single solid lines only).
  var approximations: [String] {
    var names: [String] = []
    if let pattern = underline?.style?.pattern, pattern != .solid {
      names.append("underline(_:pattern:color:) (drawn solid)")
    }
    if let pattern = strikethrough?.style?.pattern, pattern != .solid {
      names.append("strikethrough(_:pattern:color:) (drawn solid)")
    }
    return names
  }

  /// What the typesetter draws, with colours resolved by `color`.
  func decoration(_ color: (Color) -> UInt32) -> TextDecoration {
    func line(_ setting: Setting?) -> TextDecoration.Line? {
      setting?.style.map { TextDecoration.Line(color: $0.color.map(color)) }
    }
    let offset = Double(baselineOffset ?? 0)
    return TextDecoration(
      underline: line(underline), strikethrough: line(strikethrough),
      baselineOffset: offset.isFinite ? offset : 0)
  }
}
