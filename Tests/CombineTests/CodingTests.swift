import Combine
import Foundation
import Testing

/// `decode(type:decoder:)` and `encode(encoder:)`, as apps chain them after a data task.
@Suite("Coding")
struct CodingTests {
  struct Country: Codable, Equatable {
    var name: String
    var population: Int
  }

  @Test func dataIsDecodedAsTheAppsModel() {
    let recorder = Recorder<[Country], any Error>()
    Just(Data(#"[{"name":"Malta","population":519562}]"#.utf8))
      .decode(type: [Country].self, decoder: JSONDecoder())
      .subscribe(recorder)
    #expect(recorder.values == [[Country(name: "Malta", population: 519_562)]])
    #expect(recorder.finished)
  }

  @Test func dataThatDoesNotDecodeFailsTheStream() {
    let recorder = Recorder<Country, any Error>()
    Just(Data("{".utf8)).decode(type: Country.self, decoder: JSONDecoder()).subscribe(recorder)
    #expect(recorder.values.isEmpty)
    #expect(recorder.failure is DecodingError)
  }

  @Test func valuesEncodeAndDecodeBack() {
    let recorder = Recorder<Country, any Error>()
    Just(Country(name: "Chad", population: 18_278_568))
      .encode(encoder: JSONEncoder())
      .decode(type: Country.self, decoder: JSONDecoder())
      .subscribe(recorder)
    #expect(recorder.values == [Country(name: "Chad", population: 18_278_568)])
  }
}
