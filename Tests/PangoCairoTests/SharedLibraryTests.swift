import Foundation
import PangoCairo
import Testing

@Suite struct SharedLibraryTests {
  @Test func aLibraryThatIsNotInstalledIsNamedWithThePackageToInstall() {
    #expect {
      try SharedLibrary(
        file: "libnot-a-library-legible.so.9", name: "The widget kit", package: "libwidgets-9")
    } throws: { error in
      let text = "\(error)"
      return text.contains("The widget kit could not be loaded")
        && text.contains("libnot-a-library-legible.so.9")
        && text.contains("apt-get install libwidgets-9")
    }
  }

  @Test func aFunctionTheLibraryLacksNamesTheVersionNeeded() throws {
    let libc = try SharedLibrary(file: "libc.so.6", name: "The C library", package: "libc6")
    let length: @convention(c) (UnsafePointer<CChar>?) -> Int = try libc.function(
      "strlen", minimumVersion: "2.0")
    #expect(length("legible") == 7)
    #expect {
      let _: @convention(c) () -> Void = try libc.function("legible_no_such_function", minimumVersion: "9.1")
    } throws: { error in
      "\(error)".contains("no function legible_no_such_function: install version 9.1 or later")
    }
  }
}
