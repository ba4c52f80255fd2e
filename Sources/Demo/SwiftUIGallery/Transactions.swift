import SwiftUI

struct Transaction: Identifiable {
  let id = UUID()
  let merchant: String
  let category: String
  let amount: Double
  let date: Date
}

struct BalanceCard: View {
  let balance: Double

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      Text("Current balance")
        .font(.subheadline)
        .foregroundColor(.white.opacity(0.8))
      Text(balance, format: .currency(code: "GBP"))
        .font(.system(.largeTitle, design: .rounded).weight(.bold))
        .foregroundColor(.white)
      HStack {
        Text("•••• 4829")
        Spacer()
        Image(systemName: "creditcard.fill")
      }
      .foregroundColor(.white.opacity(0.9))
    }
    .padding(20)
    .background(
      LinearGradient(colors: [.indigo, .purple], startPoint: .topLeading, endPoint: .bottomTrailing)
    )
    .clipShape(RoundedRectangle(cornerRadius: 20))
  }
}

struct TransactionsView: View {
  let transactions = [
    Transaction(
      merchant: "Grocery Market", category: "Food", amount: -54.20,
      date: Date(timeIntervalSince1970: 1_733_000_000)),
    Transaction(
      merchant: "Salary", category: "Income", amount: 2450.00,
      date: Date(timeIntervalSince1970: 1_732_900_000)),
    Transaction(
      merchant: "City Transport", category: "Travel", amount: -2.80,
      date: Date(timeIntervalSince1970: 1_732_800_000)),
    Transaction(
      merchant: "Streaming Service", category: "Entertainment", amount: -9.99,
      date: Date(timeIntervalSince1970: 1_732_700_000)),
  ]

  var body: some View {
    // Left from debugging, as often in real screens: printed at every evaluation of the body.
    let _ = print("TransactionsView body:", transactions)
    NavigationStack {
      ScrollView {
        VStack(alignment: .leading, spacing: 16) {
          BalanceCard(balance: 3120.55)
          Text("Recent")
            .font(.title3.bold())
          ForEach(transactions) { transaction in
            HStack {
              VStack(alignment: .leading) {
                Text(transaction.merchant)
                  .font(.body)
                Text(transaction.date, style: .date)
                  .font(.caption)
                  .foregroundColor(.secondary)
              }
              Spacer()
              Text(transaction.amount, format: .currency(code: "GBP"))
                .foregroundColor(transaction.amount > 0 ? .green : .primary)
            }
            Divider()
          }
        }
        .padding()
      }
      .navigationTitle("Wallet")
    }
  }
}

struct TransactionsView_Previews: PreviewProvider {
  static var previews: some View {
    TransactionsView()
  }
}
