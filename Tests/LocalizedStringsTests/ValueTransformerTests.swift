import Foundation
import LocalizedStrings
import Testing

/// Transformers registered by name transform as registered; Foundation's own are there; secure
/// unarchiving from data turns an archived value back.
@Suite(.serialized) struct ValueTransformerTests {
  final class Shouting: ValueTransformer, @unchecked Sendable {
    override class func allowsReverseTransformation() -> Bool { true }
    override func transformedValue(_ value: Any?) -> Any? { (value as? String)?.uppercased() }
    override func reverseTransformedValue(_ value: Any?) -> Any? { (value as? String)?.lowercased() }
  }

  @Test func aTransformerRegisteredByNameIsFoundByIt() throws {
    let name = NSValueTransformerName("Shouting")
    ValueTransformer.setValueTransformer(Shouting(), forName: name)
    defer { ValueTransformer.setValueTransformer(nil, forName: name) }
    let found = try #require(ValueTransformer(forName: name))
    #expect(found.transformedValue("basil") as? String == "BASIL")
    #expect(found.reverseTransformedValue("BASIL") as? String == "basil")
    #expect(ValueTransformer.valueTransformerNames().contains(name))
    #expect(ValueTransformer(forName: NSValueTransformerName("Whispering")) == nil)
  }

  @Test func foundationsTransformersNegateTestForNilAndUnarchive() throws {
    let negate = try #require(ValueTransformer(forName: .negateBooleanTransformerName))
    #expect(negate.transformedValue(true) as? NSNumber == NSNumber(value: false))
    #expect(
      ValueTransformer(forName: .isNilTransformerName)?.transformedValue(nil) as? NSNumber
        == NSNumber(value: true))
    let secure = NSSecureUnarchiveFromDataTransformer()
    let data = try #require(secure.reverseTransformedValue(NSArray(array: ["a", "b"])) as? Data)
    #expect((secure.transformedValue(data) as? NSArray)?.count == 2)
    #expect(secure.transformedValue(Data("not an archive".utf8)) == nil)
  }
}
