/// Reads Swift and Objective-C layout code: anchors, `NSLayoutConstraint(item:…)`,
/// `activate`/`deactivate`, `addConstraint(s)`, bindings and their later changes.
///
/// The reader returns what each statement does (``CodeStatement``); it changes nothing. A
/// session applies the statements, all or none.
///
/// ```swift
/// let statements = try CodeReader.read("label.topAnchor.constraint(equalTo: view.topAnchor, constant: 8).isActive = true")
/// // one statement, one effect: .add(label.top == view.top + 8, id: nil, active: true)
/// ```
public enum CodeReader {
  /// Checks that `text` is code the reader can parse (what it means is checked by ``read``).
  ///
  /// - Throws: ``CodeError`` at the first syntax error.
  public static func checkSyntax(_ text: String) throws(CodeError) {
    _ = try CodeParser.statements(of: text)
  }

  /// The statements of `text` and what each does.
  ///
  /// - Throws: ``CodeError`` at the first thing the reader does not understand; nothing is
  ///   returned then, so a caller can apply all or nothing.
  /// - Complexity: O(n) in the length of the text.
  public static func read(_ text: String, context: CodeContext = CodeContext()) throws(CodeError) -> [CodeStatement] {
    let syntax = try CodeParser.statements(of: text)
    let characters = Array(text)
    var interpreter = CodeInterpreter(context: context)
    var statements: [CodeStatement] = []
    statements.reserveCapacity(syntax.count)
    for statement in syntax {
      let effects = try interpreter.effects(of: statement)
      let lower = max(0, min(statement.range.start.offset, characters.count))
      let upper = max(lower, min(statement.range.end.offset, characters.count))
      statements.append(
        CodeStatement(text: String(characters[lower..<upper]), range: statement.range, effects: effects))
    }
    // Arrays of constraints filled and never activated: their constraints exist, inactive.
    if !statements.isEmpty { statements[statements.count - 1].effects += interpreter.unactivatedEffects() }
    return statements
  }
}
