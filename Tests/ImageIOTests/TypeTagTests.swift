import Foundation
import MobileCoreServices
import Testing

/// The older uniform type functions, as image code calls them beside Image I/O.
@Suite("Uniform types through MobileCoreServices")
struct TypeTagTests {
  @Test func aTypesPreferredExtensionAndMIMETypeAreGiven() {
    #expect(
      UTTypeCopyPreferredTagWithClass(kUTTypeJPEG, kUTTagClassFilenameExtension)?.takeRetainedValue()
        == "jpeg")
    #expect(
      UTTypeCopyPreferredTagWithClass("public.png", kUTTagClassMIMEType)?.takeUnretainedValue() == "image/png"
    )
    #expect(UTTypeCopyPreferredTagWithClass("com.example.unknown", kUTTagClassFilenameExtension) == nil)
  }

  @Test func aTagNamesItsTypeOrADynamicOne() {
    #expect(
      UTTypeCreatePreferredIdentifierForTag(kUTTagClassFilenameExtension, "jpg", nil)?.takeRetainedValue()
        == kUTTypeJPEG)
    #expect(
      UTTypeCreatePreferredIdentifierForTag(kUTTagClassMIMEType, "image/gif", kUTTypeImage)?
        .takeRetainedValue() == kUTTypeGIF)
    let unknown = UTTypeCreatePreferredIdentifierForTag(kUTTagClassFilenameExtension, "pizza", nil)?
      .takeRetainedValue()
    #expect(unknown?.hasPrefix("dyn.") == true)
  }

  @Test func conformanceFollowsTheTypesParents() {
    #expect(UTTypeConformsTo(kUTTypePNG, kUTTypeImage))
    #expect(UTTypeConformsTo(kUTTypePNG, kUTTypeData))
    #expect(!UTTypeConformsTo(kUTTypePNG, kUTTypeText))
    #expect(UTTypeEqual(kUTTypeGIF, "com.compuserve.gif"))
  }
}
