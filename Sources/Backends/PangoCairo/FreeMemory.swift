import LegibleTextShim

/// The process's memory between large jobs.
public enum FreeMemory {
  /// Gives memory that was freed but is still held by the C allocator back to the system, so that
  /// a long run (an audit drawing thousands of screenshots) stays as small as what it holds now
  /// rather than as large as it ever was. Costs about a millisecond; call it between pieces of
  /// work, not inside them.
  public static func release() { legible_release_free_memory() }
}
