import Foundation

/// The bounds a process that runs code nobody here wrote (a team's previews, its app's views) is
/// kept within, so that one screen cannot take the run or the machine with it: the time one
/// screen may take, the output it may write, and the memory the whole process may use.
///
/// `legible app`'s probe and the audit's isolated workers (`--isolate`) both keep to them, and
/// both say the same words when a screen goes past one (`reason(…)`).
struct WorkerLimits: Sendable, Equatable {
  /// How long one screen (a probe's screen, an audit's configuration) may take, in seconds,
  /// before it is said to hang and its process is stopped.
  var time: TimeInterval
  /// How many bytes one screen may write on both outputs before its process is stopped.
  var output: Int

  /// The address space such a process may use, in bytes: a screen that allocates without end
  /// fails its allocation there and ends the process, instead of taking the machine's memory.
  static let memory = 8 << 30

  /// The probe's: each screen laid out twice, with nothing drawn.
  static let probe = WorkerLimits(time: 30, output: 16 << 20)
  /// An audit's, per configuration: the whole scrolling content paged through and drawn.
  static let audit = WorkerLimits(time: 60, output: 16 << 20)

  /// What happened to a screen that went past the time.
  var hungReason: String { "did not finish in \(Self.seconds(time)) s" }
  /// What happened to a screen that went past the output.
  var floodedReason: String {
    "wrote over \(output >= 1 << 20 ? "\(output >> 20) MiB" : "\(output) bytes") of output, and was stopped"
  }

  /// Keeps this process within `memory` (where its limit is higher).
  static func limitMemory() {
    var limit = rlimit()
    guard getrlimit(Int32(RLIMIT_AS.rawValue), &limit) == 0 else { return }
    // Unlimited is the largest value (RLIM_INFINITY), so the smaller of the two is the limit.
    let wanted = rlim_t(memory)
    guard limit.rlim_cur > wanted else { return }
    limit.rlim_cur = min(wanted, limit.rlim_max)
    _ = setrlimit(Int32(RLIMIT_AS.rawValue), &limit)
  }

  /// A time limit given on the command line: seconds, more than 0 and at most a day.
  static func seconds(parsing text: String) throws -> TimeInterval {
    guard let value = Double(text), value > 0, value <= 86_400 else {
      throw UsageError("'\(text)' is not a time limit. Use a number of seconds from 1 to 86400.")
    }
    return value
  }

  private static func seconds(_ time: TimeInterval) -> String {
    time == time.rounded() ? String(Int(time)) : String(format: "%.1f", time)
  }
}
