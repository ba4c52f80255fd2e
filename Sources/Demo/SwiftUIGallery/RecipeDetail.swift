import SwiftUI

struct Recipe {
  var name: String
  var minutes: Int
  var servings: Int
  var ingredients: [String]
  var steps: [String]
}

struct RecipeDetailView: View {
  let recipe = Recipe(
    name: "Lemon Garlic Pasta",
    minutes: 25,
    servings: 4,
    ingredients: [
      "400 g spaghetti", "3 cloves garlic", "1 lemon, zest and juice", "60 ml olive oil",
      "Parmesan, to serve", "A handful of parsley",
    ],
    steps: [
      "Cook the pasta in salted boiling water until al dente.",
      "Warm the oil and gently fry the sliced garlic until golden.",
      "Toss the pasta with the garlic oil, lemon zest and juice.",
      "Serve with grated Parmesan and chopped parsley.",
    ])

  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 20) {
        Text(recipe.name)
          .font(.largeTitle)
          .fontWeight(.bold)

        HStack(spacing: 24) {
          Label("\(recipe.minutes) min", systemImage: "clock")
          Label("\(recipe.servings) servings", systemImage: "person.2")
        }
        .font(.subheadline)
        .foregroundColor(.secondary)

        GroupBox("Ingredients") {
          VStack(alignment: .leading, spacing: 8) {
            ForEach(recipe.ingredients, id: \.self) { ingredient in
              HStack(alignment: .top) {
                Image(systemName: "circle.fill")
                  .font(.system(size: 6))
                  .padding(.top, 7)
                Text(ingredient)
              }
            }
          }
          .frame(maxWidth: .infinity, alignment: .leading)
        }

        Text("Method")
          .font(.title2.weight(.semibold))

        ForEach(Array(recipe.steps.enumerated()), id: \.offset) { index, step in
          HStack(alignment: .firstTextBaseline, spacing: 12) {
            Text("\(index + 1)")
              .font(.headline)
              .foregroundColor(.white)
              .frame(width: 28, height: 28)
              .background(Circle().fill(Color.orange))
            Text(step)
              .fixedSize(horizontal: false, vertical: true)
          }
        }
      }
      .padding()
    }
  }
}

struct RecipeDetailView_Previews: PreviewProvider {
  static var previews: some View {
    RecipeDetailView()
  }
}
