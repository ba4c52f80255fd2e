import CoreGraphics
import Foundation
import UIKit

extension AttributeScopes {
  /// The attributes of an `AttributedString` that SwiftUI's `Text` reads, as SwiftUI's
  /// `AttributeScopes.SwiftUIAttributes`: `string.font = .headline`,
  /// `container.foregroundColor = .red`. A run's font and colour are drawn; its lines, kerning,
  /// tracking, baseline offset and background are kept, and the audit names them as not applied.
  public struct SwiftUIAttributes: AttributeScope {
    /// The run's font.
    public let font: FontAttribute
    /// The run's colour.
    public let foregroundColor: ForegroundColorAttribute
    /// The colour behind the run.
    public let backgroundColor: BackgroundColorAttribute
    /// A line through the run.
    public let strikethroughStyle: StrikethroughStyleAttribute
    /// A line under the run.
    public let underlineStyle: UnderlineStyleAttribute
    /// Space added after each character, in points.
    public let kern: KerningAttribute
    /// Space added between characters, in points.
    public let tracking: TrackingAttribute
    /// The run raised (or lowered) from the baseline, in points.
    public let baselineOffset: BaselineOffsetAttribute
    /// Foundation's attributes.
    public let foundation: FoundationAttributes

    /// The run's font.
    public enum FontAttribute: AttributedStringKey {
      public typealias Value = Font
      public static let name = "SwiftUI.Font"
    }
    /// The run's colour.
    public enum ForegroundColorAttribute: AttributedStringKey {
      public typealias Value = Color
      public static let name = "SwiftUI.ForegroundColor"
    }
    /// The colour behind the run.
    public enum BackgroundColorAttribute: AttributedStringKey {
      public typealias Value = Color
      public static let name = "SwiftUI.BackgroundColor"
    }
    /// A line through the run.
    public enum StrikethroughStyleAttribute: AttributedStringKey {
      public typealias Value = Text.LineStyle
      public static let name = "SwiftUI.StrikethroughStyle"
    }
    /// A line under the run.
    public enum UnderlineStyleAttribute: AttributedStringKey {
      public typealias Value = Text.LineStyle
      public static let name = "SwiftUI.UnderlineStyle"
    }
    /// Space after each character.
    public enum KerningAttribute: AttributedStringKey {
      public typealias Value = CGFloat
      public static let name = "SwiftUI.Kern"
    }
    /// Space between characters.
    public enum TrackingAttribute: AttributedStringKey {
      public typealias Value = CGFloat
      public static let name = "SwiftUI.Tracking"
    }
    /// The run raised from the baseline.
    public enum BaselineOffsetAttribute: AttributedStringKey {
      public typealias Value = CGFloat
      public static let name = "SwiftUI.BaselineOffset"
    }
  }

  /// SwiftUI's attributes.
  public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeDynamicLookup {
  /// SwiftUI's attributes by name: `string.font`, `container.foregroundColor`.
  public subscript<T: AttributedStringKey>(
    dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>
  ) -> T {
    self[T.self]
  }
}

extension Text {
  /// A line under or through text, as SwiftUI's `Text.LineStyle`.
  public struct LineStyle: Hashable, Sendable {
    /// The line's pattern.
    public let pattern: LineStylePattern
    /// The line's colour (the text's when nil).
    public let color: Color?

    /// A line of `pattern` in `color`.
    public init(pattern: LineStylePattern = .solid, color: Color? = nil) {
      self.pattern = pattern
      self.color = color
    }

    /// A single solid line in the text's colour.
    public static let single = LineStyle()

    /// A line's pattern (SwiftUI's `Text.LineStyle.Pattern`).
    public typealias Pattern = LineStylePattern
  }

  /// The runs of `string` with what SwiftUI's `Text` draws of their attributes: the font, the
  /// colour, the lines and the baseline offset, Markdown's inline intents (bold, italic, code,
  /// struck through) and links (in the accent colour). Returns the names of the attributes found that are not drawn here.
  static func runs(of string: AttributedString) -> (runs: [Run], notApplied: [String]) {
    typealias SwiftUI = AttributeScopes.SwiftUIAttributes
    var runs: [Run] = []
    var notApplied: [String] = []
    func note(_ name: String) { if !notApplied.contains(name) { notApplied.append(name) } }
    for run in string.runs {
      var made = Run(string: String(string[run.range].characters))
      made.font = run[SwiftUI.FontAttribute.self]
      made.color = run[SwiftUI.ForegroundColorAttribute.self]
      made.lines.strikethrough = run[SwiftUI.StrikethroughStyleAttribute.self].map { .on($0) }
      made.lines.underline = run[SwiftUI.UnderlineStyleAttribute.self].map { .on($0) }
      made.lines.baselineOffset = run[SwiftUI.BaselineOffsetAttribute.self]
      // Markdown's inline intents and links, as SwiftUI draws them.
      if let intent = run[AttributeScopes.FoundationAttributes.InlinePresentationIntentAttribute.self] {
        if intent.contains(.stronglyEmphasized) { made.weight = .bold }
        if intent.contains(.emphasized) { made.isItalic = true }
        if intent.contains(.code) { made.design = .monospaced }
        if intent.contains(.strikethrough), made.lines.strikethrough == nil {
          made.lines.strikethrough = .on(.single)
        }
      }
      if run.link != nil, made.color == nil { made.color = .accentColor }
      if run[SwiftUI.KerningAttribute.self] != nil { note("AttributedString.kern") }
      if run[SwiftUI.TrackingAttribute.self] != nil { note("AttributedString.tracking") }
      if run[SwiftUI.BackgroundColorAttribute.self] != nil { note("AttributedString.backgroundColor") }
      typealias UIKit = AttributeScopes.UIKitAttributes
      if run[UIKit.UnderlineStyleAttribute.self] != nil { note("AttributedString.underlineStyle") }
      if run[UIKit.StrikethroughStyleAttribute.self] != nil { note("AttributedString.strikethroughStyle") }
      if run[UIKit.BackgroundColorAttribute.self] != nil { note("AttributedString.backgroundColor") }
      if run[UIKit.FontAttribute.self] != nil { note("AttributedString.uiKit.font") }
      if run[UIKit.ForegroundColorAttribute.self] != nil { note("AttributedString.uiKit.foregroundColor") }
      runs.append(made)
    }
    return (runs.isEmpty ? [Run(string: "")] : runs, notApplied)
  }
}
