import AVFoundation
import Foundation
import Testing

/// System sounds as apps play them through AudioToolbox (brought by AVFoundation, as on iOS):
/// nothing sounds, each is recorded.
@Suite(.serialized) struct SystemSoundTests {
  @Test func soundsAndVibrationsAreRecordedInOrder() {
    SoundLog.clear()
    AudioServicesPlaySystemSound(1104)
    AudioServicesPlayAlertSound(SystemSoundID(1005))
    AudioServicesPlaySystemSound(kSystemSoundID_Vibrate)
    #expect(SoundLog.played == ["system 1104", "alert 1005", "vibrate"])
  }

  @Test func aSoundFromAMissingFileIsIOSsFileNotFound() throws {
    var sound: SystemSoundID = 0
    let missing = URL(fileURLWithPath: "/no/such/ding.caf")
    #expect(AudioServicesCreateSystemSoundID(missing, &sound) == -43)
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("ding-\(UUID()).caf")
    try Data([0]).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    #expect(AudioServicesCreateSystemSoundID(file, &sound) == 0)
    #expect(sound >= 10_000)
  }
}
