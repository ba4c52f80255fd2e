/// An event that caused an action (a touch, a press); none is delivered here.
@preconcurrency @MainActor open class UIEvent {
  public init() {}
}
