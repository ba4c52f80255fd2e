import SwiftUI

struct PhotoGridView: View {
  let colors: [Color] = [
    .red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink, .brown,
  ]

  var body: some View {
    NavigationStack {
      GeometryReader { proxy in
        let side = (proxy.size.width - 4) / 3
        ScrollView {
          LazyVGrid(columns: Array(repeating: GridItem(.fixed(side), spacing: 2), count: 3), spacing: 2) {
            ForEach(colors.indices, id: \.self) { index in
              Rectangle()
                .fill(colors[index])
                .frame(width: side, height: side)
                .overlay(alignment: .bottomLeading) {
                  Text("\(index + 1)")
                    .font(.caption.bold())
                    .foregroundColor(.white)
                    .padding(4)
                }
            }
          }
        }
      }
      .navigationTitle("Photos")
      .navigationBarTitleDisplayMode(.inline)
    }
  }
}

struct PhotoGridView_Previews: PreviewProvider {
  static var previews: some View {
    PhotoGridView()
  }
}
