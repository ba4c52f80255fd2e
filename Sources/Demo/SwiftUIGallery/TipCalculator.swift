import SwiftUI

struct TipCalculatorView: View {
  @State private var amount = 42.0
  @State private var people = 2
  @State private var tipPercentage = 15
  @FocusState private var amountIsFocused: Bool

  let tipPercentages = [10, 15, 20, 25, 0]

  var totalPerPerson: Double {
    let tip = amount / 100 * Double(tipPercentage)
    return (amount + tip) / Double(max(people, 1))
  }

  var body: some View {
    NavigationStack {
      Form {
        Section {
          TextField(
            "Amount", value: $amount, format: .currency(code: Locale.current.currency?.identifier ?? "USD")
          )
          .keyboardType(.decimalPad)
          .focused($amountIsFocused)
          Picker("Number of people", selection: $people) {
            ForEach(2..<100, id: \.self) {
              Text("\($0) people")
            }
          }
        }

        Section("How much do you want to tip?") {
          Picker("Tip percentage", selection: $tipPercentage) {
            ForEach(tipPercentages, id: \.self) {
              Text($0, format: .percent)
            }
          }
          .pickerStyle(.segmented)
        }

        Section("Amount per person") {
          Text(totalPerPerson, format: .currency(code: Locale.current.currency?.identifier ?? "USD"))
        }
      }
      .navigationTitle("WeSplit")
      .toolbar {
        if amountIsFocused {
          Button("Done") { amountIsFocused = false }
        }
      }
    }
  }
}

struct TipCalculatorView_Previews: PreviewProvider {
  static var previews: some View {
    TipCalculatorView()
  }
}
