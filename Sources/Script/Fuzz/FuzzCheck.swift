import CommandLanguage

/// The parser's invariants, checked on arbitrary bytes: the body of a libFuzzer target.
///
/// A fuzz executable (outside this module, see docs) calls `FuzzCheck.violations(in:)` from
/// `LLVMFuzzerTestOneInput` and traps when the list is not empty; the library itself never traps.
public enum FuzzCheck {
  /// Parses `bytes` (decoded as UTF-8 with replacement characters) and returns every broken
  /// invariant: each error lies inside the text and renders; each statement's canonical spelling
  /// parses back to an equal command.
  public static func violations(in bytes: UnsafeRawBufferPointer) -> [String] {
    let text = String(decoding: bytes, as: UTF8.self)
    let result = Parser.parse(text, file: "fuzz")
    var problems: [String] = []
    let count = text.count
    let renderer = DiagnosticRenderer(source: SourceText(text, file: "fuzz"))
    for error in result.errors {
      let location = error.location
      if location.line < 1 || location.column < 1 || location.offset > count || error.range.length < 0 {
        problems.append("error outside the text: \(error)")
      }
      if renderer.render(error).isEmpty { problems.append("empty rendering: \(error)") }
    }
    for statement in result.statements {
      let printed = statement.command.description
      let again = Parser.parse(printed, file: "printed")
      if !again.errors.isEmpty || again.statements.map(\.command) != [statement.command] {
        problems.append("round trip failed: \(printed.debugDescription) \(again.errors)")
      }
    }
    return problems
  }
}
