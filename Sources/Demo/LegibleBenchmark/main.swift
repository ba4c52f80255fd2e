import DynamicType
import Foundation
import Geometry
import PangoCairo
import Typesetting

// The benchmark: measures the typesetter in a release build and prints JSON. Every figure is a
// median over several runs; comparisons are ratios against a baseline measured in the same run.
//
//   swift run -c release legible-benchmark [--runs 5] [--labels 2000] [--memory-layouts 100000]
//                                           [--only typesetter|layout|audit|simulation|preview|hostile|scale|declarative|appscale]
//                                           [--cases prefix]  (hostile: the cases whose name starts so)
//                                           [--app-screens 10,100,300]  (appscale, only run when named)
//   swift run -c release legible-benchmark --write-web-menu FOLDER  (the menu for scripts/compare-chromium)

struct Options {
  var runs = 5
  var labels = 2_000
  var memoryLayouts = 100_000
  var only: String?
  var cases: String?
  var appScreens = [10, 100, 300]

  init(_ arguments: [String]) throws {
    var words = arguments[...]
    while let word = words.popFirst() {
      if word == "--only" {
        guard let part = words.popFirst(),
          [
            "typesetter", "layout", "audit", "simulation", "preview", "hostile", "scale", "declarative",
            "appscale",
          ]
          .contains(part)
        else {
          throw Usage(
            "--only needs typesetter, layout, audit, simulation, preview, hostile, scale, declarative or appscale"
          )
        }
        only = part
        continue
      }
      if word == "--app-screens" {
        guard let list = words.popFirst()?.split(separator: ",").compactMap({ Int($0) }), !list.isEmpty,
          list.allSatisfy({ $0 > 0 })
        else { throw Usage("--app-screens needs a list of screen counts, such as 10,100,300") }
        appScreens = list
        continue
      }
      if word == "--cases" {
        guard let prefix = words.popFirst() else { throw Usage("--cases needs a prefix of case names") }
        cases = prefix
        continue
      }
      guard let value = words.popFirst().flatMap(Int.init), value > 0 else {
        throw Usage("\(word) needs a positive whole number")
      }
      switch word {
      case "--runs": runs = value
      case "--labels": labels = value
      case "--memory-layouts": memoryLayouts = value
      default: throw Usage("unknown option \(word)")
      }
    }
  }

  struct Usage: Error, CustomStringConvertible {
    let description: String
    init(_ message: String) {
      description =
        "legible-benchmark: \(message)\nusage: legible-benchmark [--runs N] [--labels N] [--memory-layouts N] [--only typesetter|layout|audit|simulation|preview|hostile|scale|declarative|appscale]"
    }
  }
}

/// Menu-like labels in the four languages of the reference app, each one different.
func labels(_ count: Int, salt: Int = 0) -> [TextRequest] {
  let words = [
    [
      "Pepperoni", "Margherita", "Four cheese", "Hawaiian", "Barbecue chicken", "Garlic bread", "Cola",
      "Tiramisu",
    ],
    [
      "Пепперони", "Маргарита", "Четыре сыра", "Гавайская", "Цыплёнок барбекю", "Чесночный хлеб", "Кола",
      "Тирамису",
    ],
    ["पेपरोनी", "मार्गेरिटा", "चार चीज़", "हवाईयन", "बारबेक्यू चिकन", "गार्लिक ब्रेड", "कोला", "तिरामिसु"],
    ["意大利辣香肠", "玛格丽特", "四种奶酪", "夏威夷", "烧烤鸡肉", "蒜香面包", "可乐", "提拉米苏"],
  ]
  let styles: [TextStyle] = [.body, .headline, .subheadline, .footnote]
  return (0..<count).map { index in
    let language = words[index % 4]
    let text = "\(language[index % 8]) \(language[(index / 8) % 8]) \(index + salt)"
    return .textStyle(text, style: styles[index % 4], at: .allCases[index % 12], width: 240)
  }
}

func seconds(_ body: () throws -> Void) rethrows -> Double {
  let start = ContinuousClock.now
  try body()
  let elapsed = ContinuousClock.now - start
  return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
}

func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  return sorted.count % 2 == 1
    ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

func residentMegabytes() -> Double {
  guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return .nan }
  let pages = text.split(separator: " ").dropFirst().first.flatMap { Double($0) } ?? .nan
  return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
}

func typesetterFigures(_ options: Options) throws -> [String: Any] {
  var floorRates: [Double] = []
  var coldRates: [Double] = []
  var cachedRates: [Double] = []
  var coldRatios: [Double] = []
  var cacheSpeedups: [Double] = []
  var sink = 0.0
  for round in 0..<options.runs {
    // A fresh typesetter and fresh strings each run: nothing is cached from the previous one.
    let typesetter = try PangoTypesetter(cacheCapacity: options.labels * 4)
    let requests = labels(options.labels, salt: round * options.labels)
    for request in requests.prefix(50) { sink += typesetter.floorSize(request).width }  // load fonts
    let floor = seconds { for request in requests { sink += typesetter.floorSize(request).width } }
    let cold = seconds { for request in requests { sink += typesetter.layoutUncached(request).size.width } }
    for request in requests { sink += typesetter.layout(request).size.width }
    let cached = seconds { for request in requests { sink += typesetter.layout(request).size.width } }
    let count = Double(requests.count)
    floorRates.append(count / floor)
    coldRates.append(count / cold)
    cachedRates.append(count / cached)
    coldRatios.append(cold / floor)
    cacheSpeedups.append(floor / cached)
  }

  // Memory: many distinct layouts through the bounded cache.
  let typesetter = try PangoTypesetter()
  let before = residentMegabytes()
  var samples: [[String: Double]] = []
  let batch = max(1, options.memoryLayouts / 10)
  var done = 0
  while done < options.memoryLayouts {
    for request in labels(min(batch, options.memoryLayouts - done), salt: 1_000_000 + done) {
      sink += typesetter.layout(request).size.height
    }
    done += min(batch, options.memoryLayouts - done)
    samples.append(["layouts": Double(done), "residentMB": residentMegabytes()])
  }
  let afterFirstBatch = samples.first?["residentMB"] ?? before
  let after = samples.last?["residentMB"] ?? before

  return [
    "runs": options.runs,
    "labelsPerRun": options.labels,
    "labelsPerSecond": [
      "floorRawPango": median(floorRates), "cold": median(coldRates), "cached": median(cachedRates),
    ],
    "coldCostOverFloor": median(coldRatios),
    "cachedSpeedupOverFloor": median(cacheSpeedups),
    "targets": ["coldCostOverFloorAtMost": 1.5, "cachedSpeedupOverFloorAtLeast": 20],
    "memory": [
      "layouts": options.memoryLayouts, "residentMBBefore": before,
      "residentMBAfterFirstTenth": afterFirstBatch,
      "residentMBAfter": after, "growthAfterFirstTenthMB": after - afterFirstBatch, "samples": samples,
    ],
    "checksum": sink.isFinite ? 1 : 0,
  ]
}

do {
  if CommandLine.arguments.dropFirst().first == "--write-web-menu" {
    // The menu's text, type scale and phones, for scripts/compare-chromium: not a measurement.
    guard CommandLine.arguments.count == 3 else {
      throw Options.Usage("--write-web-menu needs the folder to write menu.json to")
    }
    try WebMenuExport.write(to: URL(fileURLWithPath: CommandLine.arguments[2]))
    exit(0)
  }
  if CommandLine.arguments.dropFirst().first == "--probe" {
    exit(ScaleOutBenchmark.probeMain(Array(CommandLine.arguments.dropFirst(2))))
  }
  if CommandLine.arguments.dropFirst().first == "--profile-layout" {
    LayoutBenchmark.profile(Int(CommandLine.arguments.last ?? "") ?? 100)
    exit(0)
  }
  let options = try Options(Array(CommandLine.arguments.dropFirst()))
  var report: [String: Any] = ["runs": options.runs]
  if options.only == nil || options.only == "typesetter" {
    report["typesetter"] = try typesetterFigures(options)
  }
  if options.only == nil || options.only == "layout" {
    report["layout"] = try LayoutBenchmark.run(runs: options.runs)
  }
  if options.only == nil || options.only == "audit" {
    report["audit"] = try AuditBenchmark.run(runs: options.runs)
  }
  if options.only == nil || options.only == "preview" {
    report["preview"] = try PreviewBenchmark.run(runs: options.runs)
  }
  // Minutes long: run only when asked for.
  if options.only == "appscale" {
    report["appScale"] = try AppScaleBenchmark.run(tiers: options.appScreens)
  }
  if options.only == nil || options.only == "hostile" {
    report["hostileInput"] = try HostileInputBenchmark.run(runs: options.runs, only: options.cases)
  }
  if options.only == nil || options.only == "simulation" {
    report["simulation"] = try SimulationBenchmark.run(runs: options.runs)
  }
  if options.only == nil || options.only == "declarative" {
    report["declarative"] = try DeclarativeBenchmark.run(runs: options.runs)
  }
  if options.only == nil || options.only == "scale" {
    report["scaleOut"] = try ScaleOutBenchmark.run(runs: options.runs)
  }
  let data = try JSONSerialization.data(withJSONObject: report, options: [.prettyPrinted, .sortedKeys])
  print(String(decoding: data, as: UTF8.self))
} catch let usage as Options.Usage {
  FileHandle.standardError.write(Data("\(usage)\n".utf8))
  exit(64)
} catch {
  FileHandle.standardError.write(Data("legible-benchmark: \(error)\n".utf8))
  exit(70)
}
