import DynamicType
import Foundation
import Geometry

/// `legible scale`: prints the Dynamic Type scale, all of it or a part, on any scaling curve.
enum ScaleCommand {
  static let command = Command(spec: spec, run: run)

  static let spec = CommandSpec(
    name: "scale",
    abstract: "Print the type scale: point size and leading of every text style at every size.",
    discussion: """
      Without options, prints Apple's scale for all 11 text styles at all 12 content size \
      categories (cells are size/leading in points). --curve shows how another platform would \
      scale the same text: each category then stands for its body-text factor (AX5 = 53/17). \
      --factor evaluates the curve at one continuous factor instead (Android font scale, GNOME \
      text-scaling-factor, web zoom).
      """,
    options: [
      .init("style", value: "style", help: "Only this text style (body, title1, caption2, …)."),
      .init("category", value: "category", help: "Only this content size category (L, AX3, xxLarge, …)."),
      .init("curve", value: "curve", help: "apple (default), linear or android14."),
      .init("factor", value: "factor", help: "Evaluate the curve at this scale factor (e.g. 1.3)."),
      .init("format", value: "format", help: "table (default), csv, markdown or json."),
    ])

  /// One column of the scale: a category, or a continuous factor.
  struct Setting {
    let label: String
    let category: ContentSizeCategory?
    let factor: Double
  }

  struct Entry: Encodable {
    let style: String
    let category: String?
    let shortName: String?
    let factor: Double
    let pointSize: Double
    let leading: Double
    let weight: String
    let emphasizedWeight: String
  }

  struct Document: Encodable {
    let curve: String
    let entries: [Entry]
  }

  @MainActor static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
    let curve = try arguments.value("curve", of: spec, ScalingCurve.init(parsing:)) ?? .apple
    let styles = try arguments.value("style", of: spec) { [try TextStyle(parsing: $0)] } ?? TextStyle.allCases
    let format = try arguments.value("format", of: spec, OutputFormat.init(parsing:)) ?? .table
    let settings = try self.settings(arguments, curve: curve)

    var entries: [Entry] = []
    for style in styles {
      for setting in settings {
        let metrics =
          if let category = setting.category {
            curve.metrics(style, at: category)
          } else {
            try curve.metrics(style, factor: setting.factor)
          }
        entries.append(
          Entry(
            style: style.name, category: setting.category?.name, shortName: setting.category?.shortName,
            factor: setting.factor, pointSize: metrics.pointSize, leading: metrics.leading,
            weight: style.weight.description, emphasizedWeight: style.emphasizedWeight.description))
      }
    }
    context.standardOutput(render(entries, settings: settings, curve: curve, format: format))
    return .success
  }

  static func settings(_ arguments: ParsedArguments, curve: ScalingCurve) throws(UsageError) -> [Setting] {
    let categoryText = arguments.value("category")
    if let factorText = arguments.value("factor") {
      guard categoryText == nil else {
        throw UsageError("give --category or --factor, not both", command: spec)
      }
      guard let factor = Double(factorText), factor.isFinite, factor > 0 else {
        throw UsageError("\(InvalidScaleFactor(value: Double(factorText) ?? .nan))", command: spec)
      }
      let nearest = try? ContentSizeCategory.nearest(toScaleFactor: factor)
      let label = "×" + formatPoints(factor) + (curve == .apple ? " (\(nearest!.shortName))" : "")
      return [Setting(label: label, category: nil, factor: factor)]
    }
    let categories: [ContentSizeCategory]
    if let category = try arguments.value("category", of: spec, ContentSizeCategory.init(parsing:)) {
      categories = [category]
    } else {
      categories = ContentSizeCategory.allCases
    }
    return categories.map { Setting(label: $0.shortName, category: $0, factor: $0.nominalScaleFactor) }
  }

  static func render(
    _ entries: [Entry], settings: [Setting], curve: ScalingCurve, format: OutputFormat
  ) -> String {
    switch format {
    case .json:
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      let data = (try? encoder.encode(Document(curve: curve.rawValue, entries: entries))) ?? Data()
      return String(decoding: data, as: UTF8.self) + "\n"
    case .csv:
      var table = TextTable(
        header: [
          "style", "category", "short_name", "factor", "point_size", "leading", "weight", "emphasized_weight",
        ])
      for entry in entries {
        table.append([
          entry.style, entry.category ?? "", entry.shortName ?? "", number(entry.factor),
          number(entry.pointSize), number(entry.leading), entry.weight, entry.emphasizedWeight,
        ])
      }
      return table.csv
    case .table, .markdown:
      // A matrix: a row per style, a column per setting, cells "size/leading".
      var table = TextTable(header: ["style", "weight"] + settings.map(\.label))
      table.rightAligned = Set(2..<(2 + settings.count))
      for index in stride(from: 0, to: entries.count, by: settings.count) {
        let row = entries[index..<(index + settings.count)]
        let first = row[row.startIndex]
        table.append(
          [first.style, first.weight]
            + row.map { "\(formatPoints($0.pointSize))/\(formatPoints($0.leading))" })
      }
      let title = curve == .apple ? "" : "Curve: \(curve.rawValue)\n"
      return format == .table
        ? title + table.alignedText : title + (title.isEmpty ? "" : "\n") + table.markdown
    }
  }

  /// Numbers in CSV: up to four decimals, no trailing zeros, no locale.
  static func number(_ value: Double) -> String {
    let rounded = (value * 10_000).rounded() / 10_000
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }
}
