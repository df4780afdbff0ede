import Testing

@testable import CommandLanguage
@testable import Script

/// SourceText splits lines on bytes (issue #33: splitting a 14 MB input on characters took
/// seconds); the lines must be the ones a split on `Character.isNewline` gives.
@Suite("Source lines")
struct SourceTextTests {
  /// The lines a split on characters gives.
  private func characterLines(_ text: String) -> [Substring] {
    var lines: [Substring] = []
    var start = text.startIndex
    for index in text.indices where text[index].isNewline {
      lines.append(text[start..<index])
      start = text.index(after: index)
    }
    lines.append(text[start...])
    return lines
  }

  @Test func everyKindOfLineEnd() {
    let text = "a\nb\r\nc\rd\u{0B}e\u{0C}f\u{85}g\u{2028}h\u{2029}i\r\r\n\nj"
    let source = SourceText(text, file: "t")
    #expect((1...source.lineCount).compactMap { source.line($0) } == characterLines(text))
    #expect(source.lineCount == 12)
  }

  @Test func randomMixturesSplitAsCharactersDo() {
    let pieces = [
      "a", "é", "e\u{301}", "\n", "\r", "\r\n", "\u{85}", "\u{2028}", "\u{2029}", "\u{0B}", "🇫🇷", " ", "\u{E2}",
    ]
    var state: UInt64 = 3
    for _ in 0..<500 {
      var text = ""
      for _ in 0..<40 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        text += pieces[Int(state >> 33) % pieces.count]
      }
      let source = SourceText(text, file: "t")
      #expect(
        (1...source.lineCount).compactMap { source.line($0) } == characterLines(text), "\(Array(text.unicodeScalars))")
    }
  }
}
