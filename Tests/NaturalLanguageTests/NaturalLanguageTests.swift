import NaturalLanguage
import Testing

/// Text is split into words, sentences and paragraphs, its tokens typed, and its language told
/// from its script and common words; schemes that need a model answer nil.
@Suite struct NaturalLanguageTests {
  private func words(_ text: String, unit: NLTokenUnit = .word) -> [String] {
    let tokenizer = NLTokenizer(unit: unit)
    tokenizer.string = text
    return tokenizer.tokens(for: text.startIndex..<text.endIndex).map { String(text[$0]) }
  }

  @Test func wordsKeepTheirApostrophesAndNumbersTheirPoints() {
    #expect(words("It's 3.5 km, isn't it?") == ["It's", "3.5", "km", "isn't", "it"])
    #expect(words("Привет, мир!") == ["Привет", "мир"])
    #expect(words("नमस्ते दुनिया") == ["नमस्ते", "दुनिया"])
    // Han is written without spaces: one word per letter here.
    #expect(words("你好世界") == ["你", "好", "世", "界"])
  }

  @Test func sentencesEndAfterTheirTerminatorAndParagraphsAfterALine() {
    #expect(words("One. Two? \"Three!\" Four", unit: .sentence) == ["One. ", "Two? ", "\"Three!\" ", "Four"])
    #expect(words("A line\nAnother\n\nLast", unit: .paragraph) == ["A line\n", "Another\n", "Last"])
    #expect(words("Pi is 3.14 today.", unit: .sentence) == ["Pi is 3.14 today."])
  }

  @Test func theLanguageIsToldByScriptAndCommonWords() {
    #expect(NLLanguageRecognizer.dominantLanguage(for: "The cat is on the mat") == .english)
    #expect(NLLanguageRecognizer.dominantLanguage(for: "Le chat est sur la table") == .french)
    #expect(NLLanguageRecognizer.dominantLanguage(for: "Der Hund ist nicht hier") == .german)
    #expect(NLLanguageRecognizer.dominantLanguage(for: "Это не то, что я думал") == .russian)
    #expect(NLLanguageRecognizer.dominantLanguage(for: "हिंदी में लिखा है") == .hindi)
    #expect(NLLanguageRecognizer.dominantLanguage(for: "我们今天吃比萨") == .simplifiedChinese)
    #expect(NLLanguageRecognizer.dominantLanguage(for: "ピザを食べます") == .japanese)
    #expect(NLLanguageRecognizer.dominantLanguage(for: "1234 !?") == nil)
    let recognizer = NLLanguageRecognizer()
    recognizer.processString("The cat and the dog")
    let hypotheses = recognizer.languageHypotheses(withMaximum: 2)
    #expect(hypotheses[.english] == 1)
    recognizer.languageConstraints = [.french]
    #expect(recognizer.dominantLanguage == nil)
  }

  @Test func tokensAreTypedAndModelSchemesAnswerNil() {
    let text = "Hello, world!"
    let tagger = NLTagger(tagSchemes: [.tokenType, .lexicalClass])
    tagger.string = text
    var types: [String] = []
    tagger.enumerateTags(in: text.startIndex..<text.endIndex, unit: .word, scheme: .tokenType, options: []) {
      tag, range in
      types.append("\(text[range])=\(tag?.rawValue ?? "nil")")
      return true
    }
    #expect(types == ["Hello=Word", ",=Punctuation", " =Whitespace", "world=Word", "!=Punctuation"])
    var classes: [NLTag?] = []
    tagger.enumerateTags(
      in: text.startIndex..<text.endIndex, unit: .word, scheme: .lexicalClass,
      options: [.omitPunctuation, .omitWhitespace]
    ) { tag, _ in
      classes.append(tag)
      return true
    }
    #expect(classes == [nil, nil])
    // A scheme the tagger was not made for gives nothing.
    #expect(tagger.tags(in: text.startIndex..<text.endIndex, unit: .word, scheme: .language).isEmpty)
  }
}
