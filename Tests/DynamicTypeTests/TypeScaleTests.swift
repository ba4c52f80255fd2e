import DynamicType
import Testing

@Suite struct TypeScaleTests {
  @Test func all132CellsMatchTheReferenceTable() throws {
    let rows = try ReferenceData.rows("ios-type-scale.tsv")
    #expect(rows.count == 132)
    var seen = Set<String>()
    for row in rows {
      let style = try TextStyle(parsing: row[0])
      let category = try ContentSizeCategory(parsing: row[1])
      let metrics = style.metrics(at: category)
      #expect(metrics.pointSize == Double(row[2]), "\(style) at \(category)")
      #expect(metrics.leading == Double(row[3]), "\(style) at \(category)")
      #expect(style.weight.description == row[4], "\(style)")
      #expect(style.emphasizedWeight.description == row[5], "\(style)")
      seen.insert("\(style)/\(category.name)")
    }
    #expect(seen.count == TextStyle.allCases.count * ContentSizeCategory.allCases.count)
  }

  @Test(arguments: TextStyle.allCases)
  func sizesAndLeadingsNeverShrinkAsTheCategoryGrows(_ style: TextStyle) {
    for (smaller, larger) in zip(ContentSizeCategory.allCases, ContentSizeCategory.allCases.dropFirst()) {
      #expect(style.pointSize(at: smaller) <= style.pointSize(at: larger), "\(smaller) → \(larger)")
      #expect(style.leading(at: smaller) <= style.leading(at: larger), "\(smaller) → \(larger)")
    }
  }

  @Test(arguments: TextStyle.allCases)
  func leadingIsAlwaysAboveThePointSize(_ style: TextStyle) {
    for category in ContentSizeCategory.allCases {
      #expect(style.leading(at: category) > style.pointSize(at: category))
    }
  }

  @Test func caption2AtAX5UsesTheDocumentedFortyPoints() {
    #expect(TextStyle.caption2.pointSize(at: .accessibilityExtraExtraExtraLarge) == 40)
  }

  @Test func onlyHeadlineIsSemiboldByDefault() {
    #expect(TextStyle.allCases.filter { $0.weight != .regular } == [.headline])
  }

  @Test func styleNamesParseInTheirCommonSpellings() throws {
    #expect(try TextStyle(parsing: "Title 1") == .title1)
    #expect(try TextStyle(parsing: "UIFontTextStyleCaption2") == .caption2)
    #expect(try TextStyle(parsing: "large-title") == .largeTitle)
    #expect(throws: UnknownTextStyle.self) { try TextStyle(parsing: "caption") }
    #expect(throws: UnknownTextStyle.self) { try TextStyle(parsing: "") }
    #expect(UnknownTextStyle(input: "x").description.contains("largeTitle, title1"))
  }

  @Test func boldTextMakesEveryWeightHeavierUpToBlack() {
    #expect(FontWeight.regular.bolder == .semibold)
    #expect(FontWeight.semibold.bolder == .bold)
    #expect(FontWeight.black.bolder == .black)
    for weight in FontWeight.allCases where weight != .black {
      #expect(weight.bolder > weight)
    }
  }
}
