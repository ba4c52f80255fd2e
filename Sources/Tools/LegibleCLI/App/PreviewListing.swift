import Foundation
import LegibleUI

/// Lists the previews of the catalog program of code nobody here wrote, leaving out each
/// `PreviewProvider` whose `previews` traps or never returns while it is read.
///
/// Listing a provider's previews runs its code (`previews` is a property: its views are counted
/// and named), so one provider that traps there (a sample model force-unwrapping what it cannot
/// find) would end the program before any preview is listed. The program is run with
/// `DeclaredPreview.markingVariable` set, so that it says which provider it is reading before it
/// reads it; when it dies or is silent for `limits.time`, the provider it named last is added to
/// `DeclaredPreview.skippedVariable` and the listing runs again, as many times as there are
/// providers at most.
struct PreviewListing {
  /// The catalog program.
  var program: URL
  /// How long listing may take with no provider read, and how much it may write.
  var limits = WorkerLimits.probe

  /// The previews listed; the providers left out, and why; and the value of
  /// `DeclaredPreview.skippedVariable` that leaves them out of every later run of the program.
  struct Listing {
    var names: [String] = []
    var leftOut: [PreviewProbe.Failure] = []
    var skipped: [String] = []
  }

  /// Lists the previews. Throws when the program fails without naming a provider (it could not
  /// start, or failed before reading any).
  func list() throws(AppError) -> Listing {
    var listing = Listing()
    while listing.skipped.count <= 200 {
      let run = Run(program: program, skipped: listing.skipped, limits: limits)
      switch run.watch() {
      case .listed(let names):
        listing.names = names
        return listing
      case .failed(let provider?, let reason) where !listing.skipped.contains(provider):
        listing.skipped.append(provider)
        listing.leftOut.append(PreviewProbe.Failure(screen: Self.screenName(provider), reason: reason))
      case .failed(_, let reason):
        throw AppError.cannotListPreviews(program.path, reason: reason)
      }
    }
    throw AppError.cannotListPreviews(
      program.path, reason: "over 200 providers trapped while they were listed")
  }

  /// `EditCardView/EditAnEvent_Previews` for `EditCardView.swift/EditAnEvent_Previews`, as the
  /// previews of a file are named.
  static func screenName(_ provider: String) -> String {
    guard let slash = provider.firstIndex(of: "/") else { return provider }
    let file = provider[..<slash]
    let stem = file.hasSuffix(".swift") ? file.dropLast(6) : file
    return String(stem + provider[slash...])
  }

  /// One run of `screens --format json`.
  private struct Run {
    var program: URL
    var skipped: [String]
    var limits: WorkerLimits

    enum Ending {
      case listed([String])
      /// Failed while reading `provider` (nil when it named none).
      case failed(provider: String?, reason: String)
    }

    func watch() -> Ending {
      var environment = ProcessInfo.processInfo.environment
      environment[DeclaredPreview.markingVariable] = "1"
      environment[DeclaredPreview.skippedVariable] = skipped.joined(separator: "\n")
      let (process, output, errors): (Process, Pipe, Pipe)
      do {
        (process, output, errors) = try Process.piped(
          program, ["screens", "--format", "json"], environment: environment)
      } catch {
        return .failed(provider: nil, reason: "cannot start \(program.path): \(error)")
      }
      let written = ByteCount()
      let listed = OutputTail(output.fileHandleForReading, keeping: limits.output) { written.add($0) }
      let errorTail = OutputTail(errors.fileHandleForReading) { written.add($0) }
      var reason: String?
      let started = Date()
      while process.isRunning {
        if Date().timeIntervalSince(started) > limits.time {
          reason = limits.hungReason
        } else if written.total > limits.output {
          reason = limits.floodedReason
        }
        if reason != nil {
          process.stop()
          break
        }
        Thread.sleep(forTimeInterval: 0.02)
      }
      process.waitUntilExit()
      let text = errorTail.text()
      if reason == nil, process.terminationReason == .exit, process.terminationStatus == 0,
        let json = try? JSONSerialization.jsonObject(with: listed.text()) as? [[String: Any]]
      {
        return .listed(json.compactMap { $0["name"] as? String })
      }
      let said = String(decoding: text, as: UTF8.self)
      // A program whose files declare no preview says so; the command says what to do about it.
      if reason == nil, process.terminationReason == .exit, said.contains(ScreenCatalog.noScreens) {
        return .listed([])
      }
      let provider = said.split(separator: "\n").last {
        $0.hasPrefix(DeclaredPreview.markPrefix)
      }.map { String($0.dropFirst(DeclaredPreview.markPrefix.count)) }
      let what =
        reason
        ?? "crashed: "
        + ProcessEnding.describe(text, reason: process.terminationReason, status: process.terminationStatus)
      return .failed(provider: provider, reason: "\(what) while its previews were listed")
    }
  }
}

/// Bytes counted from several reading threads.
private final class ByteCount: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0
  func add(_ bytes: Int) { lock.withLock { count += bytes } }
  var total: Int { lock.withLock { count } }
}
