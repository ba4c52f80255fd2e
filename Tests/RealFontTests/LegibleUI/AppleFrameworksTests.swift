import AVKit
import Audit
import Combine
import DynamicType
import Foundation
import LegibleUI
import MapKit
import PhotosUI
import Testing
import UIKit

import class Legible.Screen

/// Apple's frameworks under their names, driving real screens: Combine pipelines in a view model,
/// a timer counting down, UIKit's fonts and colours in SwiftUI, and a UIKit view standing in as a
/// placeholder the audit reports.
@MainActor @Suite(.serialized) struct AppleFrameworksTests {
  final class Search: ObservableObject {
    static let menu = ["Margherita", "Marinara", "Diavola", "Quattro Formaggi"]
    @Published var query = ""
    @Published private(set) var results = Search.menu
    private(set) var searches = 0

    init() {
      $query
        .debounce(for: .milliseconds(30), scheduler: DispatchQueue.main)
        .removeDuplicates()
        .map { query in query.isEmpty ? Search.menu : Search.menu.filter { $0.hasPrefix(query) } }
        .handleEvents(receiveOutput: { [unowned self] _ in searches += 1 })
        .assign(to: &$results)
    }
  }

  struct SearchScreen: View {
    @StateObject var search = Search()
    var body: some View {
      VStack {
        Text("\(search.results.count) pizzas")
        ForEach(search.results, id: \.self) { Text($0) }
        Button("Type M") { search.query = "M" }.accessibilityIdentifier("m")
        Button("Type Ma") { search.query = "Ma" }.accessibilityIdentifier("ma")
      }
    }
  }

  /// Waits for the main queue to deliver what was scheduled, then lays the screen out. It
  /// returns as soon as `condition` holds; the deadline is longer than the whole test run, as
  /// another suite's long main-actor test can hold the main queue for minutes.
  func settle(_ screen: Screen, until condition: () -> Bool) async {
    let deadline = Date(timeIntervalSinceNow: 400)
    while !condition(), Date() < deadline {
      try? await Task.sleep(nanoseconds: 5_000_000)
      screen.layoutIfNeeded()
    }
  }

  @Test func aDebouncedSearchDrivesTheScreen() async throws {
    let screen = try realScreen()
    screen.host(SearchScreen())
    #expect(screen.texts.contains("4 pizzas"))
    screen.tap(viewWithIdentifier: "m")
    screen.tap(viewWithIdentifier: "ma")
    // Nothing yet: the query waits for a pause in typing.
    #expect(screen.texts.contains("4 pizzas"))
    await settle(screen) { screen.texts.contains("2 pizzas") }
    #expect(screen.texts.contains("2 pizzas"))
    #expect(screen.texts.contains("Marinara") && !screen.texts.contains("Diavola"))
  }

  struct Countdown: View {
    let timer = Timer.publish(every: 0.02, on: .main, in: .common).autoconnect()
    @State private var remaining = 3
    var body: some View {
      Text(remaining > 0 ? "Ready in \(remaining) s" : "Out of the oven")
        .onReceive(timer) { _ in if remaining > 0 { remaining -= 1 } }
    }
  }

  @Test func aTimerPublisherDrivesACountdown() async throws {
    let screen = try realScreen()
    screen.host(Countdown())
    #expect(screen.texts.contains("Ready in 3 s"))
    await settle(screen) { screen.texts.contains("Out of the oven") }
    #expect(screen.texts.contains("Out of the oven"))
  }

  struct MapView: UIViewRepresentable {
    func makeUIView(context: Context) -> UIView { UIView() }
    func updateUIView(_ uiView: UIView, context: Context) {}
  }

  struct StoreScreen: View {
    var body: some View {
      VStack(spacing: 0) {
        Text("Find us").font(.headline)
        MapView().frame(height: 180).accessibilityIdentifier("map")
        Text("12 Oven Street")
      }
    }
  }

  @Test func aUIKitViewIsAPlaceholderOfItsSizeAndReported() throws {
    let screen = try realScreen(.iPhoneSE, .large)
    screen.host(StoreScreen())
    let snapshot = screen.snapshot()
    let placeholder = try #require(
      snapshot.allNodes.first { if case .platformContent = $0.missingResource { true } else { false } })
    #expect(placeholder.frame.width == 320)
    #expect(placeholder.frame.height == 180)
    var options = AuditOptions()
    options.checks = [.unrenderedContent]
    let findings = AuditRunner.audit(
      screen, configuration: AuditConfiguration(category: .large, device: .iPhoneSE), options: options
    ).findings
    #expect(findings.count == 1)
    #expect(findings.first?.severity == .warning)
    #expect(findings.first?.message.contains("UIViewRepresentable MapView") == true)
    #expect(findings.allSatisfy { !$0.breaksTextSize })
  }

  /// A video with a caption over it, as a recipe's step shows one.
  struct StepVideo: View {
    let player = AVPlayer(url: URL(fileURLWithPath: "/videos/knead.mov"))
    var body: some View {
      VideoPlayer(player: player) {
        VStack {
          Spacer()
          Text("Knead for ten minutes").font(.headline).accessibilityIdentifier("caption")
        }
      }
      .frame(height: 200)
    }
  }

  @Test func aVideoPlayerIsAReportedPlaceholderOfItsSpaceWithItsOverlayDrawnOverIt() throws {
    let screen = try realScreen(.iPhoneSE, .accessibilityExtraExtraExtraLarge)
    screen.host(StepVideo())
    let snapshot = screen.snapshot()
    let placeholder = try #require(
      snapshot.allNodes.first { if case .platformContent = $0.missingResource { true } else { false } })
    #expect(placeholder.frame.width == 320 && placeholder.frame.height == 200)
    let caption = try #require(snapshot.allNodes.first { $0.identifier == "caption" })
    #expect(placeholder.frame.contains(caption.frame))
    // The caption grows with the text and wraps within the video's width at AX5.
    #expect(caption.frame.height > 60)
    var options = AuditOptions()
    options.checks = [.unrenderedContent]
    let findings = AuditRunner.audit(
      screen,
      configuration: AuditConfiguration(category: .accessibilityExtraExtraExtraLarge, device: .iPhoneSE),
      options: options
    ).findings
    #expect(findings.count == 1 && findings[0].message.contains("VideoPlayer"))
  }

  @Test func manyPlaceholdersOfOneKindOnAScreenAreOneWarningThatCountsThem() throws {
    let screen = try realScreen(.iPhoneSE, .large)
    screen.host(
      ScrollView {
        VStack {
          ForEach(0..<3) { _ in
            VideoPlayer(player: AVPlayer(url: URL(fileURLWithPath: "/videos/knead.mov"))).frame(height: 120)
          }
        }
      })
    var options = AuditOptions()
    options.checks = [.unrenderedContent]
    let findings = AuditRunner.audit(
      screen, configuration: AuditConfiguration(category: .large, device: .iPhoneSE), options: options
    ).findings
    #expect(findings.count == 1, "\(findings.map(\.message))")
    #expect(findings.first?.message.hasSuffix("(and 2 more on this screen)") == true)
  }

  /// A chat bubble sized by hand, as apps measure text with UIKit: its lines counted from
  /// `boundingRect` in the preferred body font, beside the same text set by SwiftUI.
  struct MeasuredBubble: View {
    let message = "Are we still on for pizza on Friday at eight?"
    var body: some View {
      let font = UIFont.preferredFont(forTextStyle: .body)
      let rect = message.boundingRect(
        with: CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
        attributes: [.font: font], context: nil)
      let oneLine = message.size(withAttributes: [.font: font])
      VStack(alignment: .leading) {
        Text(message).frame(width: 200, alignment: .leading).accessibilityIdentifier("bubble")
        Text("\(Int((rect.height / font.lineHeight).rounded())) lines").accessibilityIdentifier("lines")
        Text("\(rect.width <= 200 && oneLine.width > 200 ? "wrapped" : "not wrapped")")
          .accessibilityIdentifier(
            "wrapped")
      }
    }
  }

  @Test(arguments: [DynamicType.ContentSizeCategory.large, .accessibilityExtraExtraExtraLarge])
  func textMeasuredWithUIKitWrapsAsSwiftUISetsIt(_ category: DynamicType.ContentSizeCategory) throws {
    let screen = try realScreen(.iPhoneSE, category)
    screen.host(MeasuredBubble())
    let snapshot = screen.snapshot()
    let bubble = try #require(snapshot.allNodes.first { $0.text?.string == MeasuredBubble().message }?.text)
    let lines = try #require(
      snapshot.allNodes.first { $0.text?.string.hasSuffix(" lines") == true }?.text?.string)
    #expect(lines == "\(bubble.layout.lineCount) lines")
    #expect(bubble.layout.lineCount >= (category == .large ? 2 : 5))
    #expect(screen.texts.contains("wrapped"))
  }

  struct UIKitStyled: View {
    var body: some View {
      VStack {
        Text("Preferred").font(Font(UIFont.preferredFont(forTextStyle: .body))).accessibilityIdentifier(
          "preferred")
        Text("Core Text").font(Font(UIFont.preferredFont(forTextStyle: .body) as CTFont))
          .accessibilityIdentifier("bridged")
        Text("Named").font(Font(CTFontCreateWithName("Avenir-Heavy" as CFString, 15, nil)))
          .accessibilityIdentifier("named")
        Text("Brand").foregroundColor(Color(uiColor: .systemRed)).accessibilityIdentifier("brand")
        Text("\(Int(UIScreen.main.bounds.width)) pt wide").accessibilityIdentifier("width")
      }
    }
  }

  @Test func uikitValuesFollowTheScreenBeingLaidOut() throws {
    for (category, size) in [
      (DynamicType.ContentSizeCategory.large, 17.0), (.accessibilityExtraExtraExtraLarge, 53),
    ] {
      let screen = try realScreen(.iPhoneSE, category)
      screen.host(UIKitStyled())
      let snapshot = screen.snapshot()
      #expect(snapshot.node("preferred")?.text?.pointSize == size)
      // A UIFont seen as a Core Text font is the same font: it keeps its text style.
      #expect(snapshot.node("bridged")?.text?.pointSize == size)
      // A font made by name keeps its size at every text size, as Font(CTFont) on iOS.
      #expect(snapshot.node("named")?.text?.pointSize == 15)
      #expect(screen.texts.contains("320 pt wide"))
    }
  }

  /// Colours written as Xcode's colour picker writes them.
  struct Swatches: View {
    var body: some View {
      VStack {
        Text("Inbox").foregroundStyle(Color(#colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)))
        Text("Today").foregroundColor(#colorLiteral(red: 1, green: 0, blue: 0, alpha: 1))
        Text("Plain").foregroundColor(.red)
      }
    }
  }

  @Test func aColorLiteralIsTheColourItNames() throws {
    let screen = try realScreen()
    screen.host(Swatches())
    let inbox = try #require(screen.node(showing: "Inbox")?.text?.color)
    let today = try #require(screen.node(showing: "Today")?.text?.color)
    #expect(inbox == today)
    #expect(inbox != screen.node(showing: "Plain")?.text?.color, "pure red is not the system red")
  }

  struct StoreLocator: View {
    @State private var position = MapCameraPosition.region(
      MKCoordinateRegion(
        center: CLLocationCoordinate2D(latitude: 41.9, longitude: 12.5), latitudinalMeters: 2000,
        longitudinalMeters: 2000))
    @State private var moved = false
    var body: some View {
      VStack(spacing: 0) {
        Map(position: $position) {
          Marker("Oven Street", coordinate: CLLocationCoordinate2D(latitude: 41.9, longitude: 12.5))
        }
        .mapStyle(.standard(elevation: .realistic, pointsOfInterest: .including([.cafe, .restaurant])))
        .onMapCameraChange(frequency: .onEnd) { context in moved = context.region.span.latitudeDelta > 0 }
        Text(moved ? "Moved" : "Open until 23:00")
      }
    }
  }

  @Test func aCameraPositionLooksAtItsCentreOverItsDistance() {
    let centre = CLLocationCoordinate2D(latitude: 41.9, longitude: 12.5)
    let position = MapCameraPosition.camera(MapCamera(centerCoordinate: centre, distance: 500))
    #expect(position.camera?.distance == 500)
    let region = MKCoordinateRegion(center: centre, latitudinalMeters: 500, longitudinalMeters: 500)
    #expect(position.region == region)
    #expect(MapCameraPosition.automatic.camera == nil)
  }

  @Test func aMapReadersProxyConvertsNothingAsTheMapIsNotDrawn() throws {
    var converted: CLLocationCoordinate2D? = CLLocationCoordinate2D(latitude: 1, longitude: 1)
    let screen = try realScreen(.iPhoneSE, .large)
    screen.host(
      MapReader { proxy in
        Map(initialPosition: .automatic) {
          // Content in a branch, as apps show a marker only once a place is picked.
          if let picked = Optional(CLLocationCoordinate2D(latitude: 41.9, longitude: 12.5)) {
            Marker("Selected Location", coordinate: picked)
          }
          if converted == nil { UserAnnotation() } else { Marker("Here", coordinate: .init()) }
        }
        .onAppear { converted = proxy.convert(CGPoint(x: 10, y: 10), from: .local) }
      })
    screen.layoutIfNeeded()
    #expect(converted == nil)
    #expect(
      screen.snapshot().allNodes.contains {
        if case .platformContent("Map") = $0.missingResource { true } else { false }
      })
  }

  @Test func aMapIsAPlaceholderFillingWhatIsLeft() throws {
    let screen = try realScreen(.iPhoneSE, .large)
    screen.host(StoreLocator())
    let placeholder = try #require(
      screen.snapshot().allNodes.first {
        if case .platformContent("Map") = $0.missingResource { true } else { false }
      })
    #expect(placeholder.frame.width == 320)
    #expect(placeholder.frame.height > 400)
    #expect(screen.texts.contains("Open until 23:00"))
  }

  /// A photo picker wrapped as apps wrap it: kept with its configuration and delegate, drawn as
  /// a reported placeholder; the library answers as a simulator's with no photos.
  struct PhotoPicker: UIViewControllerRepresentable {
    final class Coordinator: PHPickerViewControllerDelegate {
      var picked: [PHPickerResult] = []
      func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
        picked = results
      }
    }
    func makeCoordinator() -> Coordinator { Coordinator() }
    func makeUIViewController(context: Context) -> PHPickerViewController {
      var configuration = PHPickerConfiguration(photoLibrary: .shared())
      configuration.filter = .images
      configuration.selectionLimit = 3
      let picker = PHPickerViewController(configuration: configuration)
      picker.delegate = context.coordinator
      return picker
    }
    func updateUIViewController(_ controller: PHPickerViewController, context: Context) {}
  }

  @Test func aWrappedPhotoPickerIsAReportedPlaceholderAndTheLibraryHasNoPhotos() async throws {
    #expect(PHPhotoLibrary.authorizationStatus(for: .readWrite) == .notDetermined)
    #expect(await PHPhotoLibrary.requestAuthorization(for: .readWrite) == .limited)
    let picker = PHPickerViewController(configuration: PHPickerConfiguration())
    #expect(picker.configuration.selectionLimit == 1 && picker.configuration.filter == nil)
    #expect(PHPickerFilter.any(of: [.images, .panoramas]) != .any(of: [.images]))
    #expect(PHPickerFilter.not(.screenshots) == .not(.screenshots))
    let screen = try realScreen(.iPhoneSE, .large)
    screen.host(PhotoPicker().frame(height: 300))
    let placeholder = try #require(
      screen.snapshot().allNodes.first {
        if case .platformContent(let name) = $0.missingResource {
          name.contains("PhotoPicker")
        } else {
          false
        }
      })
    #expect(placeholder.frame.height == 300)
  }

  struct AvatarPicker: View {
    @State private var picking = true
    @State private var item: PhotosPickerItem?
    var body: some View {
      Text("Choose a photo").photosPicker(isPresented: $picking, selection: $item, matching: .images)
    }
  }

  @Test func aPickedItemLoadsNothingEitherWayAndUIKitViewsKeepTheirSettings() async {
    let item = PhotosPickerItem(itemIdentifier: "photo-1")
    let loaded: Bool = await withCheckedContinuation { continuation in
      item.loadTransferable(type: Data.self) { result in
        if case .success(let data) = result {
          continuation.resume(returning: data != nil)
        } else {
          continuation.resume(returning: false)
        }
      }
    }
    #expect(!loaded, "no library: nothing is loaded")
    let blur = UIVisualEffectView()
    blur.isMultipleTouchEnabled = true
    #expect(blur.effect == nil && blur.isMultipleTouchEnabled && !blur.isExclusiveTouch)
  }

  @Test func thePhotoPickerIsASheetHoldingAReportedPlaceholder() throws {
    let screen = try realScreen(.iPhoneSE, .large)
    screen.host(AvatarPicker())
    let placeholder = screen.snapshot().allNodes.first {
      if case .platformContent("PhotosPicker") = $0.missingResource { true } else { false }
    }
    #expect(placeholder != nil)
    #expect((placeholder?.frame.height ?? 0) > 300)
  }

  struct LogoPicker: View {
    @State private var item: PhotosPickerItem?
    var body: some View {
      PhotosPicker(selection: $item, matching: .images, photoLibrary: .shared()) {
        Label("Choose from Photos", systemImage: "photo.on.rectangle")
      }
    }
  }

  @Test(arguments: [DynamicType.ContentSizeCategory.large, .accessibilityExtraExtraExtraLarge])
  func aPickerOfTheSharedLibraryShowsItsLabelAtTheTextSize(_ category: DynamicType.ContentSizeCategory) throws
  {
    let screen = try realScreen(.iPhoneSE, category)
    screen.host(LogoPicker())
    let label = try #require(screen.node(showing: "Choose from Photos"))
    #expect(label.text?.pointSize == TextStyle.body.pointSize(at: category))
    #expect(
      label.isInteractive
        || screen.snapshot().allNodes.contains { $0.isInteractive && $0.frame.contains(label.frame.center) })
  }
}
