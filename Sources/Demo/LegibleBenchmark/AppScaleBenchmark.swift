import Audit
import DynamicType
import Foundation
import Legible
import LegibleCLI
import LegibleTesting
import PangoCairo
import SwiftUIGallery

/// An app's screens audited as one worker audits them: the SwiftUI gallery's previews (screens
/// written as iOS teams write them), repeated to 10, 100 and 300 screens (a repetition is the same
/// screen again: its text, and so the typesetter's work, is its own), each over every text size ×
/// four phones × two languages (the previews' English, and Russian as their locale), over its
/// whole content, without pictures and with a screenshot of every page drawn and encoded. Per
/// tier: configurations per second, CPU per configuration, and the resident memory at its peak
/// and at its end, in one process that keeps nothing of a configuration once it is audited (as
/// `--jobs` workers do). Flat memory from 10 to 300 screens means the caches are bounded.
@MainActor enum AppScaleBenchmark {
  static func run(tiers: [Int]) throws -> [String: Any] {
    useSystemSymbols()
    let previews = SwiftUIGallery.LegiblePreviews.all.map(AuditScreen.init(preview:))
    guard !previews.isEmpty else { return [:] }
    let matrix = AuditMatrix(
      categories: ContentSizeCategory.allCases, devices: [.iPhone4S, .iPhoneSE, .iPhone6S, .iPhone15],
      languages: ["en", "ru"], variants: ["default"])
    var figures: [String: Any] = [
      "distinctScreens": previews.count, "configurationsPerScreen": matrix.configurations.count,
    ]
    for pictures in [false, true] {
      var byTier: [String: Any] = [:]
      for tier in tiers {
        let typesetter = try PangoTypesetter()
        let renderer = pictures ? Renderer(typesetter: typesetter) : nil
        var peak = residentMegabytes()
        var configurations = 0
        var pages = 0
        let cpuBefore = cpuSeconds()
        let wall = seconds {
          for index in 0..<tier {
            let screen = previews[index % previews.count]
            for configuration in matrix.configurations {
              let result = AuditRunner.audit(
                screen.make(configuration, typesetter), configuration: configuration)
              if let renderer {
                for snapshot in result.snapshots {
                  _ = try? renderer.data(
                    snapshot.drawingOperations, canvas: configuration.device.size, scale: 1, format: .png)
                }
              }
              configurations += 1
              pages += result.coverage.pages
              FreeMemory.release()
            }
            peak = max(peak, residentMegabytes())
          }
        }
        let cpu = cpuSeconds() - cpuBefore
        byTier["screens\(tier)"] = [
          "configurations": configurations, "pages": pages,
          "configurationsPerSecond": Double(configurations) / wall,
          "cpuMillisecondsPerConfiguration": cpu * 1e3 / Double(configurations),
          "peakResidentMB": peak, "residentMBAtEnd": residentMegabytes(),
        ]
        FileHandle.standardError.write(
          Data(
            "app scale \(pictures ? "with" : "without") pictures, \(tier) screens: \(configurations) configurations in \(Int(wall)) s, peak \(Int(peak)) MB\n"
              .utf8))
      }
      figures[pictures ? "withPictures" : "withoutPictures"] = byTier
    }
    return figures
  }

  /// This process's user and system CPU time so far.
  static func cpuSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
      + Double(usage.ru_stime.tv_sec)
      + Double(usage.ru_stime.tv_usec) / 1e6
  }
}
