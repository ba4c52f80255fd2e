import Drawing
import DynamicType
import Geometry
import Legible
import PangoCairo
import TestFixtures
import Testing
import Typesetting

/// A screen laid out with real fonts.
@MainActor private func pangoScreen(
  _ root: View, _ category: ContentSizeCategory = .large, direction: LayoutDirection = .leftToRight
) throws -> Screen {
  let screen = Screen(
    device: .iPhone6S, traits: Traits(contentSizeCategory: category, layoutDirection: direction),
    typesetter: try PangoTypesetter())
  screen.root = root
  screen.layoutIfNeeded()
  return screen
}

@MainActor @Suite struct SwitchTests {
  @Test(arguments: [ContentSizeCategory.extraSmall, .large, .accessibilityExtraExtraExtraLarge])
  func aSwitchKeepsItsSizeAtEveryTextSize(_ category: ContentSizeCategory) throws {
    let toggle = Switch()
    _ = try pangoScreen(Stack(.vertical, alignment: .start, [toggle, Spacer()]), category)
    #expect(toggle.frame.size == Switch.size)
    // Drawn at 51 × 31, it still takes touches on 44 points of height.
    #expect(toggle.hitArea.height >= 44)
  }

  @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
  func aTapFlipsItAndMovesTheThumbToTheTrailingEnd(_ direction: LayoutDirection) throws {
    var changes: [Bool] = []
    let toggle = Switch { changes.append($0) }
    let screen = try pangoScreen(
      Stack(.vertical, alignment: .start, [toggle, Spacer()]), direction: direction)
    let thumbOff = try #require(toggle.subviews.first).frame
    screen.play(TouchScript().press(at: toggle.frameOnScreen.center).lift())
    screen.layoutIfNeeded()
    #expect(toggle.isOn && changes == [true])
    let thumbOn = try #require(toggle.subviews.first).frame
    // On, the thumb sits at the trailing end: right in left-to-right, left in right-to-left.
    #expect(direction == .leftToRight ? thumbOn.minX > thumbOff.minX : thumbOn.minX < thumbOff.minX)
    #expect(toggle.backgroundColor == .systemGreen)
    // Set in code, it changes without telling.
    toggle.isOn = false
    #expect(changes == [true])
    let node = try #require(screen.snapshot().allNodes.first { $0.role == .toggle })
    #expect(node.isInteractive)
  }
}

@MainActor @Suite struct TextFieldTests {
  @Test func theFieldShowsItsPlaceholderUntilItHasTextAndGrowsWithIt() throws {
    let field = TextField("Delivery notes")
    let column = Stack(.vertical, alignment: .fill, [field, Spacer()])
    let small = try pangoScreen(column, .large)
    #expect(field.label.text == "Delivery notes" && field.label.textColor == TextField.placeholderColor)
    let heightAtL = field.frame.height
    small.traits = Traits(contentSizeCategory: .accessibilityExtraExtraExtraLarge)
    small.layoutIfNeeded()
    #expect(field.frame.height > heightAtL * 2, "the field grows with its text")
    // Long text wraps inside the field instead of running out of it.
    field.text = "Ring twice, the bell is broken; the door code is 1234 and the lift goes to floor 5"
    small.layoutIfNeeded()
    let snapshot = small.snapshot()
    let text = try #require(snapshot.allNodes.first { $0.text?.string == field.text }?.text)
    #expect(!text.layout.isTruncated && text.layout.lineCount > 3)
    let fieldNode = try #require(snapshot.allNodes.first { $0.role == .textField })
    #expect(fieldNode.frame.contains(text.layout.inkBounds.offsetBy(dx: text.origin.x, dy: text.origin.y)))
  }

  @Test func aTapStartsEditingTypingChangesTheTextAndReturnSubmits() throws {
    var changes: [String] = []
    var submitted = 0
    let first = TextField("Name")
    let second = TextField("Phone")
    first.onChange = { changes.append($0) }
    first.onSubmit = { submitted += 1 }
    let screen = try pangoScreen(
      Stack(.vertical, spacing: .fixed(20), alignment: .fill, [first, second, Spacer()]))
    first.insertText("ignored")
    #expect(first.text.isEmpty, "typing reaches only a field being edited")
    screen.play(TouchScript().press(at: first.frameOnScreen.center).lift())
    #expect(first.isEditing && screen.editingField === first)
    first.insertText("Ann")
    first.insertText("a\u{7}")
    first.deleteBackward()
    #expect(first.text == "Ann" && changes == ["Ann", "Anna", "Ann"])
    // The caret stands after the text.
    screen.layoutIfNeeded()
    let caret = try #require(
      screen.snapshot().allNodes.first { $0.backgroundColor == .tint && $0.frame.width == 2 })
    let label = try #require(screen.snapshot().allNodes.first { $0.text?.string == "Ann" })
    #expect(
      abs(caret.frame.minX - (label.frame.minX + (label.text?.layout.lines.last?.frame.maxX ?? 0))) <= 2)
    // Another field takes over; Return in it submits only its own.
    screen.play(TouchScript().press(at: second.frameOnScreen.center).lift())
    #expect(!first.isEditing && screen.editingField === second)
    second.insertText("\n")
    #expect(screen.editingField == nil && submitted == 0)
  }
}

@MainActor @Suite struct NavigationBarTests {
  @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
  func aRootScreensBarHasNoBackButtonAndPlacesItsTrailingItems(_ direction: LayoutDirection) throws {
    let edit = Button("Edit")
    let add = Button("", icon: .plus, iconSize: 20)
    add.accessibilityLabel = "Add"
    let bar = NavigationBar(title: "Settings", trailingItems: [edit, add])
    let screen = try pangoScreen(Stack(.vertical, [bar, Spacer()]), direction: direction)
    #expect(bar.backButton == nil)
    let width = screen.device.size.width
    for item in [edit, add] {
      #expect(item.frame.minX >= 0 && item.frame.maxX <= width && item.frame.height <= NavigationBar.height)
      #expect(item.frame.intersection(bar.titleLabel.frame) == nil)
      #expect(item.showsLargeContentViewer)
    }
    // Leading to trailing: Edit, then Add at the trailing edge.
    if direction == .leftToRight {
      #expect(edit.frame.maxX <= add.frame.minX && add.frame.maxX >= width - 16)
    } else {
      #expect(add.frame.maxX <= edit.frame.minX && add.frame.minX <= 16)
    }
    #expect(abs(bar.titleLabel.frame.midX - width / 2) < 1)
  }

  @Test func itemsSetLaterReplaceTheOldOnes() throws {
    let bar = NavigationBar(title: "Orders", backTitle: "Menu", trailingItems: [Button("Edit")])
    let screen = try pangoScreen(Stack(.vertical, [bar, Spacer()]))
    let done = Button("Done")
    bar.trailingItems = [done]
    screen.layoutIfNeeded()
    let titles = screen.snapshot().allNodes.compactMap { $0.text?.string }
    #expect(titles.contains("Done") && !titles.contains("Edit") && titles.contains("Menu"))
  }
}

@MainActor @Suite struct FixedFrameAlignmentTests {
  @Test(arguments: [
    (FixedFrame.Alignment.center, Point(x: 40, y: 40)), (.topLeading, Point(x: 0, y: 0)),
    (.bottom, Point(x: 40, y: 80)), (.trailing, Point(x: 80, y: 40)),
  ])
  func contentSmallerThanItsFrameIsPlacedByTheAlignment(_ alignment: FixedFrame.Alignment, _ origin: Point) {
    let box = Box(20, 20)
    let frame = FixedFrame(box, width: 100, height: 100, alignment: alignment)
    _ = fixedScreen(Stack(.vertical, alignment: .start, [frame, Spacer()]))
    #expect(box.frame.origin == origin)
    #expect(box.frame.size == Size(width: 20, height: 20))
  }

  @Test func byDefaultTheContentFillsTheFrameAndTrailingFollowsTheDirection() {
    let box = Box(20, 20)
    let frame = FixedFrame(box, width: 100, height: 50)
    _ = fixedScreen(Stack(.vertical, alignment: .start, [frame, Spacer()]))
    #expect(box.frame == Rect(x: 0, y: 0, width: 100, height: 50))
    let mirrored = Box(20, 20)
    _ = fixedScreen(
      Stack(
        .vertical, alignment: .start,
        [FixedFrame(mirrored, width: 100, height: 20, alignment: .trailing), Spacer()]),
      direction: .rightToLeft)
    #expect(mirrored.frame.minX == 0)
  }
}

@Suite struct StockIconTests {
  /// Every stock icon draws ink inside its frame, and none draws the same picture as another.
  @Test func everyStockIconDrawsItsOwnShape() throws {
    let renderer = Renderer(typesetter: try PangoTypesetter())
    var pictures: [Bitmap] = []
    for icon in VectorIcon.stockIcons {
      let bitmap = try renderer.bitmap(
        [.icon(icon, frame: Rect(x: 4, y: 4, width: 24, height: 24), tint: .tint)],
        canvas: Size(width: 32, height: 32), scale: 2)
      var inked = 0
      for y in 0..<bitmap.height {
        for x in 0..<bitmap.width where try #require(bitmap[x, y]).red < 0.5 {
          inked += 1
          #expect((6..<58).contains(x) && (6..<58).contains(y), "\(icon.name) draws outside its frame")
        }
      }
      #expect(inked > 60, "\(icon.name) draws almost nothing")
      pictures.append(bitmap)
    }
    #expect(Set(pictures).count == VectorIcon.stockIcons.count)
  }
}

@Suite struct SemanticColorTests {
  @Test func translucentLabelsCompositeToIOSGreys() {
    // secondaryLabel over white is iOS's #8A8A8E (within a step of rounding).
    let colour = Color.secondaryLabel
    let red = colour.red * colour.alpha + (1 - colour.alpha)
    #expect(abs(red * 255 - 138) < 1.5)
    #expect(Color.tint == .systemBlue && Color.label == .black)
  }
}
