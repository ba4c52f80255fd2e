import Drawing
import Legible

/// Text, as SwiftUI's `Text`: on as many lines as it needs (up to `lineLimit`), in the
/// environment's font, weight, alignment and colour; it follows the text size.
public struct Text: View, PrimitiveView {
  public static func _lower(_ view: Self, _ lowering: inout _Lowering) {
    view.lower(lowering.context, into: &lowering.list)
  }

  let string: String

  /// Text showing `string`, on as many lines as it needs, in the font around it (body by default).
  public init(_ string: String) { self.string = string }

  func lower(_ context: LowerContext, into list: inout [Lowered]) {
    let string = self.string
    let environment = context.environment
    list.append(
      Lowered(context, kind: "Text", view: { Legible.Label(string, lines: 0) }) { node in
        guard let label = node.view as? Legible.Label else { return }
        label.text = string
        label.font = environment.labelFont
        label.numberOfLines = environment.lineLimit ?? 0
        // Properties are set only when they change: setting one lays the label out again.
        if label.alignment != environment.multilineTextAlignment {
          label.alignment = environment.multilineTextAlignment
        }
        label.textColor = environment.foregroundColor ?? .label
        if label.wordFitting != environment.wordFitting { label.wordFitting = environment.wordFitting }
        label.truncationPolicy = environment.truncationPolicy
      })
  }
}
