import Foundation
import LocalizedStrings
import Testing

/// iCloud and Dispatch's queue labels, answered as on a simulator signed out of iCloud.
@Suite struct FileManagerUbiquityTests {
  @Test func thereIsNoICloudContainerSoTheAppTakesItsLocalPath() {
    let folder = FileManager.default.url(forUbiquityContainerIdentifier: nil) ?? URL.documentsDirectory
    #expect(folder == URL.documentsDirectory)
    #expect(FileManager.default.ubiquityIdentityToken == nil)
    #expect(throws: CocoaError.self) { try FileManager.default.startDownloadingUbiquitousItem(at: folder) }
    #expect(!FileManager.default.isUbiquitousItem(at: folder))
  }

  @Test func theMainQueuesLabelIsIOSs() async {
    #expect(String(cString: __dispatch_queue_get_label(DispatchQueue.main)) == "com.apple.main-thread")
    let other = await Task.detached { String(cString: __dispatch_queue_get_label(nil)) }.value
    #expect(other.isEmpty)
  }
}
