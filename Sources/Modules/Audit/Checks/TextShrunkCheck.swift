import DynamicType
import Geometry
import Legible

/// `text-shrunk`: above the default size, text set smaller to fit (SwiftUI's and UIKit's
/// `minimumScaleFactor`) that ends no larger than it is at the default size (`large`): the user
/// asked for larger text and this text did not grow, which is what Apple's Larger Text criteria
/// rule out. The finding names the size the text reached and the size the text style gives it
/// at this category. Text shrunk but still larger than at L has grown, and is not reported.
public enum TextShrunkCheck: AuditCheck {
  /// The check's name.
  public static let id = CheckID.textShrunk

  /// Text shrunk back to its default size or below.
  public static func findings(in snapshot: AuditedSnapshot, options: AuditOptions) -> [Finding] {
    let category = snapshot.configuration.category
    guard category > .large else { return [] }
    return snapshot.entries.compactMap { entry in
      guard let text = entry.node.text, !text.string.isEmpty, text.fixedSizeReason == nil,
        let intended = text.pointSizeBeforeShrinking,
        text.pointSize <= text.defaultPointSize + 0.01
      else { return nil }
      return snapshot.finding(
        id, .error, entry,
        "\"\(text.string.prefix(40))\" is shrunk to fit to \(text.pointSize.points) at \(category.shortName), "
          + "no larger than at L (\(text.defaultPointSize.points)); its size there is \(intended.points)",
        hint:
          "Let the text wrap instead of shrinking it (no line limit, or the height its lines need); keep minimumScaleFactor for text that still grows past its default size."
      )
    }
  }
}
