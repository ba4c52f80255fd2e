import DynamicType
import Testing

@Suite struct ContentSizeCategoryTests {
  @Test func thereAreTwelveCategoriesSmallestFirstWithLargeAsDefault() {
    #expect(ContentSizeCategory.allCases.count == 12)
    #expect(ContentSizeCategory.allCases == ContentSizeCategory.allCases.sorted())
    #expect(ContentSizeCategory.default == .large)
    #expect(ContentSizeCategory.extraSmall < .accessibilityExtraExtraExtraLarge)
  }

  @Test func everyNameAndAccessibilityFlagMatchesTheReference() throws {
    let rows = try ReferenceData.rows("content-size-categories.tsv")
    #expect(rows.count == 12)
    for row in rows {
      let category = try #require(ContentSizeCategory(rawValue: Int(row[0])!))
      #expect(category.index == Int(row[0]))
      #expect(category.name == row[1])
      #expect(category.shortName == row[2])
      #expect(category.appleRawValue == row[3])
      #expect(category.swiftUIName == row[4])
      #expect(category.isAccessibilityCategory == (row[5] == "yes"))
    }
  }

  @Test func everySpellingInTheReferenceParsesBackInAnyCase() throws {
    for row in try ReferenceData.rows("content-size-categories.tsv") {
      let expected = ContentSizeCategory(rawValue: Int(row[0])!)
      for spelling in row[1...4] {
        #expect(try ContentSizeCategory(parsing: spelling) == expected)
        #expect(try ContentSizeCategory(parsing: spelling.uppercased()) == expected)
        #expect(try ContentSizeCategory(parsing: spelling.lowercased()) == expected)
        #expect(try ContentSizeCategory(parsing: "  \(spelling)\n") == expected)
      }
    }
  }

  @Test func objectiveCConstantNamesParse() throws {
    #expect(
      try ContentSizeCategory(parsing: "UIContentSizeCategoryAccessibilityExtraLarge")
        == .accessibilityExtraLarge)
    #expect(try ContentSizeCategory(parsing: "UIContentSizeCategoryLarge") == .large)
  }

  @Test func descriptionShowsShortAndLongName() {
    #expect(ContentSizeCategory.accessibilityExtraLarge.description == "AX3 (accessibilityExtraLarge)")
    #expect(ContentSizeCategory.large.description == "L (large)")
  }

  @Test(arguments: [
    "", "   ", "huge", "AX6", "XXXXL", "large!", "l a r g e", "\u{0}", "UICTContentSizeCategory",
  ])
  func unknownNamesAreAnErrorThatListsTheAcceptedForms(_ text: String) {
    #expect(throws: UnknownContentSizeCategory(input: text)) { try ContentSizeCategory(parsing: text) }
    let message = UnknownContentSizeCategory(input: text).description
    #expect(message.contains("XS, S, M, L, XL, XXL, XXXL, AX1, AX2, AX3, AX4, AX5"))
    #expect(message.contains("accessibilityExtraExtraExtraLarge"))
    #expect(message.contains("accessibility5"))
  }

  @Test func anEmptyNameSaysItIsEmpty() {
    #expect(UnknownContentSizeCategory(input: "").description.hasPrefix("An empty string"))
  }

  @Test func aVeryLongStringIsRejectedNotTrapped() {
    let text = String(repeating: "large", count: 200_000)
    #expect(throws: UnknownContentSizeCategory.self) { try ContentSizeCategory(parsing: text) }
  }
}
