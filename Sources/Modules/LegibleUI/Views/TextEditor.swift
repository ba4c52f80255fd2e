import Drawing
import Foundation
import Geometry
import Legible
import UIKit

/// Text to edit over several lines, as SwiftUI's `TextEditor`: the text (wrapped) from the top
/// leading corner of all the room it is offered, at least a line tall. Typing reaches it as it
/// reaches a vertical `TextField`.
public struct TextEditor: View {
  let text: Binding<String>
  /// An editor of `text`.
  public init(text: Binding<String>) { self.text = text }
  public var body: some View {
    TextField("", text: text, axis: .vertical)
      .frame(maxWidth: .infinity, minHeight: 36, maxHeight: .infinity, alignment: .topLeading)
  }
}
