import CodeImport
import Foundation
import Testing

/// Input the reader must refuse with a clear, located error: never a crash, never a guess.
@Suite struct BadInputTests {
  @Test func truncatedStatements() throws {
    let error = try #require(catching("label.topAnchor.constraint(equalTo: view.topAnchor"))
    #expect(error.message == "'(' is never closed")
    #expect(error.range.start.column == 27)
    #expect(error.isIncomplete)
    #expect(readError("label.topAnchor.constraint(equalTo:") == "1:36: the code ends here; expected a value")
    #expect(readError("label.topAnchor.") == "1:17: the code ends here; expected a name after '.'")
    #expect(readError("let c =") == "1:8: the code ends here; expected a value")
    #expect(readError("let c") == "1:6: 'let c' without a value")
  }

  @Test func unbalancedBrackets() {
    #expect(
      readError("NSLayoutConstraint.activate([a.widthAnchor.constraint(equalToConstant: 1)")
        == "1:29: '[' is never closed")
    #expect(
      readError("NSLayoutConstraint.activate([a.widthAnchor.constraint(equalToConstant: 1)))")
        == "1:74: expected ']', found ')'")
    #expect(
      readError("a.widthAnchor.constraint(equalToConstant: 1))") == "1:45: unexpected ')' after a complete statement")
    #expect(readError("}") == "1:1: '}' closes nothing")
    #expect(
      readError("func f() {\na.widthAnchor.constraint(equalToConstant: 1).isActive = true")
        == "1:10: '{' is never closed")
    #expect(readError("a.snp.makeConstraints { make in\nmake.top.equalTo(b)") == "1:23: '{' is never closed")
  }

  @Test func unknownMethodsAndProperties() {
    #expect(
      readError("a.topAnchor.constraint(equalTo: b.topAnchor).with(priority: .low).isActive = true")
        == "1:46: `with` of a constraint is not understood")
    #expect(
      readError("a.topAnchor.constraint(toEqual: b.topAnchor).isActive = true")
        == "1:24: unknown method `constraint(toEqual:)`")
    #expect(
      readError("a.topAnchor.constraintt(equalTo: b.topAnchor).isActive = true")
        == "1:13: unknown method `constraintt`")
    #expect(readError("a.alpha2 = 0.5") == "1:3: setting `alpha2` is not understood")
    #expect(
      readError("a.snp.makeConstraints { make in make.top.equalTo(b).withOffset(2) }")
        == "1:53: `withOffset` is not understood here")
    #expect(readError("a.snp.makeConstraints { make in make.topp.equalTo(b) }") == "1:38: unknown attribute `topp`")
    #expect(
      readError("a.snp.makeConstraints { make in make.top.equalTo(b).equalTo(c) }")
        == "1:53: the relation is given twice")
    #expect(
      readError("a.snp.makeConstraints { make in make.top.equalTo(b).left }")
        == "1:53: attributes come before the relation")
    #expect(
      readError("[a mas_makeConstraints:^(MASConstraintMaker *make) { make.top.equalTo(@[b, @\"c\"]); }]")
        == "1:71: expected a view, an attribute such as `other.snp.bottom`, or a constant; found a string")
    #expect(
      readError("a.autoPinEdgeToSuperviewEdgee(.top)") == "1:3: PureLayout's `autoPinEdgeToSuperviewEdgee` is not read")
    #expect(
      readError("a.topAnchor.constraint(equalTo: b.topAnchor, multiplier: 2).isActive = true")
        == "1:13: multiplier: exists only for width and height anchors (NSLayoutDimension)")
    #expect(
      readError("a.widthAnchor.constraint(equalToConstant: 2, multiplier: 2).isActive = true")
        == "1:15: a constant constraint takes no multiplier")
    #expect(
      readError("a.topAnchor.constraint(equalTo: b.topAnchor, offset: 2).isActive = true")
        == "1:46: unexpected argument `offset`")
    #expect(
      readError("a.topAnchor.constraint(equalTo: topLayoutGuide.bottomAnchor).isActive = true")
        == "1:33: lyt has no `topLayoutGuide` (deprecated since iOS 11)")
    #expect(
      readError("a.topAnchor.constraint(equalTo: topAnchor).isActive = true") == "1:33: `topAnchor` of which view?")
    #expect(readError("a.b = [1, 2") == "1:7: '[' is never closed")
    #expect(readError("\"unterminated") == "1:1: unterminated string")
    #expect(readError("/* open") == "1:1: unterminated comment")
  }

  @Test func deepNestingIsRefusedNotAStackOverflow() {
    let deep = String(repeating: "(", count: 10_000) + "1" + String(repeating: ")", count: 10_000)
    #expect(readError("let x = \(deep)") == "1:73: the expression nests more than 64 levels deep")
    let minus = String(repeating: "-", count: 10_000) + "1"
    #expect(readError("let x = \(minus)")?.hasSuffix("nests more than 64 levels deep") == true)
  }

  @Test func garbageNeverCrashes() {
    let samples = [
      "", ";;;", "@", "@[", "[", "[a", "[a b", "[a b:", "[a b:c d", "a..b", "a.(", "(", ")", "let", "var 1 = 2", "*",
      "a = = b", "[[[[", "]]]]", "{{{{", "a(b:c:d)", "\u{0}", "a.b.c.d.e.f.g", "let x: [Int = 1", "- (void)f",
    ]
    for sample in samples {
      _ = readError(sample)
    }
  }

  /// Every prefix of every real snippet, and each snippet with one character dropped at every
  /// hundredth place, reads to constraints or to an error: never a crash, and an error always
  /// points inside the text.
  @Test func cutAndDamagedSnippetsNeverCrash() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: fixtures.path).filter { $0.hasSuffix(".txt") }
    for name in names.sorted() {
      let text = Array(try fixture(name))
      var damaged: [String] = []
      for end in stride(from: 0, through: text.count, by: 7) { damaged.append(String(text[..<end])) }
      for place in stride(from: 0, to: text.count, by: 100) {
        damaged.append(String(text[..<place] + text[(place + 1)...]))
      }
      for sample in damaged {
        guard let error = catching(sample) else { continue }
        #expect(error.range.start.offset <= sample.count, "\(name): \(error.message)")
      }
    }
  }

  private func catching(_ code: String) -> CodeError? {
    do {
      _ = try CodeReader.read(code)
      return nil
    } catch {
      return error
    }
  }
}
