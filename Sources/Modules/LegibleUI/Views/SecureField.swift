import Drawing
import Foundation
import Geometry
import Legible
import UIKit

/// A field whose text is hidden as it is typed, as SwiftUI's `SecureField`.
public struct SecureField<Label: View>: View {
  /// Where the view was written, as `ViewBuilder` gives it (see `_CallSite`).
  public var _site: _CallSite?
  let text: Binding<String>
  let prompt: String
  @Environment(\.textFieldBordered) private var bordered
  @Environment(\.textFieldStyle) private var style

  public var body: some View {
    if let style {
      style.make(
        TextField<_TextFieldStyleLabel>(text: text, prompt: prompt, secure: true).styleConfiguration(
          at: _site))
    } else {
      TextFieldView(text: text, prompt: prompt, secure: true, bordered: bordered)
    }
  }
}

extension SecureField where Label == Text {
  /// A secure field titled `titleKey`.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    self.text = text
    prompt = titleKey.string
  }
  /// A secure field titled `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.text = text
    prompt = String(title)
  }
  /// A secure field with a prompt.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
    self.text = text
    self.prompt = prompt?.string ?? titleKey.string
  }
}
