/// A view of a screen whose updates never settled: its body (or an action run after each update,
/// such as `onAppear`) changed state it depends on every time it ran, so it would be evaluated
/// again without end. SwiftUI warns about it at run time ("Modifying state during view update");
/// the declarative layer stops after a bounded number of passes, keeps the screen as it stood, and
/// names the view on its hosting root (`HostingRoot.unsettledViews`), for the audit to report
/// (`update-loop`).
public struct UnsettledView: Hashable, Sendable {
  /// The view's type, as written (`OrderSummary`), or what ran when it was no body.
  public var name: String
  /// Where in the team's code the view was written, if known.
  public var location: CodeLocation?
  /// How many passes ran before the update was stopped.
  public var passes: Int

  /// A view called `name`, written at `location`, stopped after `passes` passes.
  public init(name: String, location: CodeLocation?, passes: Int) {
    self.name = name
    self.location = location
    self.passes = passes
  }
}
