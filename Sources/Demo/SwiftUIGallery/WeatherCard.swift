import SwiftUI

struct DayForecast: Identifiable {
  let id = UUID()
  let day: String
  let symbol: String
  let high: Int
  let low: Int
}

struct WeatherView: View {
  let forecast = [
    DayForecast(day: "Mon", symbol: "sun.max.fill", high: 24, low: 15),
    DayForecast(day: "Tue", symbol: "cloud.sun.fill", high: 22, low: 14),
    DayForecast(day: "Wed", symbol: "cloud.rain.fill", high: 18, low: 12),
    DayForecast(day: "Thu", symbol: "cloud.bolt.fill", high: 17, low: 11),
    DayForecast(day: "Fri", symbol: "sun.max.fill", high: 25, low: 16),
  ]

  var body: some View {
    ZStack {
      LinearGradient(
        gradient: Gradient(colors: [.blue, Color("lightBlue", bundle: nil).opacity(0)]),
        startPoint: .topLeading, endPoint: .bottomTrailing
      )
      .ignoresSafeArea()

      VStack(spacing: 8) {
        Text("Cupertino, CA")
          .font(.system(.title, design: .rounded))
          .foregroundColor(.white)

        Image(systemName: "cloud.sun.fill")
          .renderingMode(.original)
          .resizable()
          .aspectRatio(contentMode: .fit)
          .frame(width: 140, height: 140)

        Text("22°")
          .font(.system(size: 70, weight: .medium))
          .foregroundColor(.white)

        HStack(spacing: 16) {
          ForEach(forecast) { day in
            VStack(spacing: 6) {
              Text(day.day)
                .font(.system(size: 16, weight: .medium, design: .default))
                .foregroundColor(.white)
              Image(systemName: day.symbol)
                .renderingMode(.original)
                .resizable()
                .aspectRatio(contentMode: .fit)
                .frame(width: 32, height: 32)
              Text("\(day.high)°")
                .font(.system(size: 20, weight: .medium))
                .foregroundColor(.white)
            }
          }
        }
        Spacer()
      }
      .padding(.top, 40)
    }
  }
}

struct WeatherView_Previews: PreviewProvider {
  static var previews: some View {
    WeatherView()
  }
}
