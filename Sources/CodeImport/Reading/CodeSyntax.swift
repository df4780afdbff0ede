/// An expression of Swift or Objective-C, as far as layout code uses them.
struct CodeExpression: Hashable, Sendable {
  /// The forms of expression.
  indirect enum Kind: Hashable, Sendable {
    /// `titleLabel`, `self`, `YES`, `NSLayoutAttributeTop`
    case name(String)
    /// `8`, `0.5`
    case number(Double)
    /// `"title"`, `@"title"`: the text between the quotes, as written
    case string(String)
    /// `.equal`, `.defaultHigh` (Swift's implicit member)
    case implicitMember(String)
    /// `base.name`
    case member(CodeExpression, String)
    /// `callee(label: value, …)`
    case call(CodeExpression, [CodeArgument])
    /// `[receiver selector:value …]`; the selector as written (`constraintEqualToAnchor:constant:`)
    case message(CodeExpression, selector: String, [CodeArgument])
    /// `[a, b]`, `@[a, b]`
    case array([CodeExpression])
    /// `["a": a]`, `@{@"a": a}`, `[:]`
    case dictionary([CodeEntry])
    /// `a + b`, `a - b`, `a * b`, `a / b`, `a | b`
    case binary(String, CodeExpression, CodeExpression)
    /// `-a`
    case negate(CodeExpression)
    /// A Swift closure `{ make in … }` or an Objective-C block `^(MASConstraintMaker *make) { … }`:
    /// the names of its parameters and its statements.
    case closure(parameters: [String], body: [CodeStatementSyntax])
  }

  /// The form.
  var kind: Kind
  /// From the first token to the last.
  var range: CodeRange
  /// Where the last name of a member or the callee of a call is: what a caret should point at.
  var focus: CodeRange

  init(_ kind: Kind, at range: CodeRange, focus: CodeRange? = nil) {
    self.kind = kind
    self.range = range
    self.focus = focus ?? range
  }
}

/// One entry of a dictionary literal.
struct CodeEntry: Hashable, Sendable {
  /// The key (a string in layout code).
  var key: CodeExpression
  /// The value.
  var value: CodeExpression
}

/// One argument of a call or message: its label (Swift) or selector part (Objective-C).
struct CodeArgument: Hashable, Sendable {
  /// The label, nil when unlabelled.
  var label: String?
  /// Where the label is (the value's range when unlabelled).
  var labelRange: CodeRange
  /// The value.
  var value: CodeExpression
}

/// One statement of pasted code.
struct CodeStatementSyntax: Hashable, Sendable {
  /// The forms of statement.
  enum Kind: Hashable, Sendable {
    /// `let NAME = VALUE`, `var NAME: T = VALUE`, `NSLayoutConstraint *NAME = VALUE;`
    case binding(name: String, nameRange: CodeRange, value: CodeExpression)
    /// `TARGET = VALUE`
    case assignment(target: CodeExpression, value: CodeExpression)
    /// An expression alone: a call or a message.
    case expression(CodeExpression)
    /// `return VALUE`: read past, except at the end of a closure that makes a view.
    case returning(CodeExpression)
    /// A line that only frames layout code: a function header, `super.viewDidLoad()`, a closing
    /// brace. Nothing to apply.
    case frame(String)
  }

  /// The form.
  var kind: Kind
  /// From the first token to the last.
  var range: CodeRange
}
