import Foundation
import LocalizedStrings
import Testing

/// Core Foundation's names for a bundle's Info.plist keys find the values a bundle declares.
@Suite struct BundleInfoKeysTests {
  @Test func aBundlesIdentifierAndVersionAreReadByTheirKeys() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "Pizza-\(UUID().uuidString).bundle", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let info: [String: Any] = [
      "CFBundleIdentifier": "com.example.pizza", "CFBundleVersion": "42", "CFBundleName": "Pizza",
    ]
    let plist = try PropertyListSerialization.data(fromPropertyList: info, format: .xml, options: 0)
    try plist.write(to: folder.appendingPathComponent("Info.plist"))
    let bundle = try #require(Bundle(url: folder))
    #expect(
      bundle.object(forInfoDictionaryKey: String(kCFBundleIdentifierKey)) as? String == "com.example.pizza")
    #expect(bundle.object(forInfoDictionaryKey: kCFBundleVersionKey as String) as? String == "42")
    #expect(bundle.object(forInfoDictionaryKey: kCFBundleNameKey) as? String == "Pizza")
  }
}
