import Combine
import OSLog
import SwiftUI

// A delivery screen written as an iOS 16 app writes it: a view model of `@Published` properties
// fed by Combine pipelines (a countdown from a timer, a debounced search), UIKit's colours and
// fonts, the driver called through `UIApplication.shared.open`, and a `Logger`.

@MainActor final class DeliveryTrackerModel: ObservableObject {
  @Published var minutesLeft: Int
  @Published var noteSearch = ""
  @Published private(set) var status = ""
  @Published private(set) var suggestions: [String] = []

  static let notes = ["Ring the bell twice", "Leave at the door", "Call on arrival", "Ring the neighbour"]
  private var cancellables = Set<AnyCancellable>()
  private let logger = Logger(subsystem: "com.example.pizza", category: "tracker")

  init(minutesLeft: Int = 18) {
    self.minutesLeft = minutesLeft
    $minutesLeft
      .map { $0 > 0 ? "Arriving in \($0) min" : "Your pizza has arrived" }
      .assign(to: &$status)
    $noteSearch
      .debounce(for: .milliseconds(250), scheduler: RunLoop.main)
      .removeDuplicates()
      .map { search in
        search.isEmpty ? Self.notes : Self.notes.filter { $0.localizedCaseInsensitiveContains(search) }
      }
      .sink { [weak self] found in
        self?.suggestions = found
        self?.logger.debug("\(found.count) notes match \(search: self?.noteSearch ?? "")")
      }
      .store(in: &cancellables)
    suggestions = Self.notes
  }

  /// Counts down once a minute while the screen is shown.
  func follow() {
    Timer.publish(every: 60, on: .main, in: .common).autoconnect()
      .sink { [weak self] _ in
        guard let self, minutesLeft > 0 else { return }
        minutesLeft -= 1
      }
      .store(in: &cancellables)
  }

  func callDriver() {
    guard let url = URL(string: "tel://5550123") else { return }
    UIApplication.shared.open(url)
    logger.info("Called the driver about order \(2041, privacy: .public)")
  }
}

extension OSLogInterpolation {
  /// What the user typed, kept out of the log.
  fileprivate mutating func appendInterpolation(search: String) {
    appendInterpolation(search, privacy: .private)
  }
}

struct DeliveryTrackerView: View {
  @StateObject private var model: DeliveryTrackerModel

  init(minutesLeft: Int = 18) {
    _model = StateObject(wrappedValue: DeliveryTrackerModel(minutesLeft: minutesLeft))
  }

  var body: some View {
    NavigationView {
      List {
        Section {
          HStack(spacing: 12) {
            Image(systemName: "bicycle")
              .font(.title2)
              .foregroundColor(Color(uiColor: .systemOrange))
            VStack(alignment: .leading, spacing: 2) {
              Text(model.status).font(.headline)
              Text("Marco is bringing 2 pizzas")
                .font(Font(UIFont.preferredFont(forTextStyle: .subheadline)))
                .foregroundColor(Color(uiColor: .secondaryLabel))
            }
          }
        }
        Section(header: Text("Note for the driver")) {
          TextField("Search notes", text: $model.noteSearch)
          ForEach(model.suggestions, id: \.self) { note in
            Text(note)
          }
        }
        Section {
          Button {
            model.callDriver()
          } label: {
            Label("Call Marco", systemImage: "phone.fill")
          }
          .foregroundColor(Color(UIColor.systemGreen))
        }
      }
      .navigationTitle("Order #2041")
      .onAppear { model.follow() }
    }
  }
}

struct DeliveryTrackerView_Previews: PreviewProvider {
  static var previews: some View {
    DeliveryTrackerView()
    DeliveryTrackerView(minutesLeft: 0).previewDisplayName("Arrived")
  }
}
