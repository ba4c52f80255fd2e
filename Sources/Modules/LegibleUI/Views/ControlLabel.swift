/// The label of a control (a toggle's, a picker's, a stepper's), leading and taking the width left
/// beside the control, or nothing under `labelsHidden()`: the control is then its own part alone
/// (a toggle its switch), as on iOS, where the label still names the control for VoiceOver.
struct ControlLabel<Label: View>: View {
  let label: Label
  /// Whether the label takes the width the control leaves (beside it), or only its own (over it).
  var fillsWidth = true
  @Environment(\.labelsHidden) private var hidden

  var body: some View {
    if !hidden {
      if fillsWidth { label.frame(maxWidth: .infinity, alignment: .leading) } else { label }
    }
  }
}

extension View {
  /// Hides the labels of controls inside (toggles, pickers, date pickers, steppers): each shows
  /// its own part alone.
  public func labelsHidden() -> some View { environment(\.labelsHidden, true) }
  /// Shows or hides the labels of controls inside (iOS 18): `.hidden` is `labelsHidden()`.
  public func labelsVisibility(_ visibility: Visibility) -> some View {
    environment(\.labelsHidden, visibility == .hidden)
  }
}
