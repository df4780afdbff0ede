import Cassowary
import Layout

/// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)` and its Swift 2 and
/// Objective-C spellings, with the dictionaries and options they take.
extension CodeInterpreter {
  /// The constraints of a VFL call (`name` is the method's first part); nil for other methods.
  mutating func visualFormatCall(_ name: String, _ arguments: [CodeArgument], at expression: CodeExpression)
    throws(CodeError) -> CodeValue?
  {
    let swift3 = name == "constraints" && arguments.first?.label == "withVisualFormat"
    guard swift3 || name == "constraintsWithVisualFormat", let format = arguments.first else { return nil }
    // Swift's `options:` has a default (`[]`), so it may be left out.
    let labels = arguments.dropFirst().map { $0.label ?? "_" }
    guard labels == ["options", "metrics", "views"] || labels == ["metrics", "views"] else {
      throw CodeError(
        "expected the arguments withVisualFormat:options:metrics:views:", at: expression.focus,
        hint: "Apple's method takes the format, the options, the metrics dictionary and the views dictionary")
    }
    let (text, positions) = try formatText(format.value)
    var options: [FormatOption] = []
    var optionRanges: [CodeRange] = []
    if labels.count == 3 { try formatOptions(arguments[1].value, into: &options, at: &optionRanges) }
    let metrics = try formatMetrics(arguments[arguments.count - 2].value)
    let views = try formatViews(arguments[arguments.count - 1].value)
    formatHandles += 1
    return .visualFormat(
      CodeVisualFormat(
        format: text, positions: positions, options: options, optionRanges: optionRanges, metrics: metrics,
        views: views, range: expression.range, handle: formatHandles))
  }

  // MARK: The format

  /// The format string and where each of its characters is: a literal, or a name bound to one.
  /// Swift's `\(padding)` is written out when it names a number.
  private mutating func formatText(_ expression: CodeExpression) throws(CodeError) -> (String, [CodeRange]) {
    guard case .text(let written, let range) = try evaluate(expression) else {
      throw CodeError("expected the format, a string such as \"H:|-[label]-|\"", at: expression.focus)
    }
    let characters = Array(written)
    // The literal's text starts after `"` (or `@"`) on the line it is on.
    let opening = range.start.offset + (range.end.offset - range.start.offset - characters.count - 1)
    func position(_ index: Int) -> CodeRange {
      let delta = opening - range.start.offset + index
      let start = CodePosition(line: range.start.line, column: range.start.column + delta, offset: opening + index)
      return CodeRange(
        start: start, end: CodePosition(line: start.line, column: start.column + 1, offset: start.offset + 1))
    }
    var text = ""
    var positions: [CodeRange] = []
    var index = 0
    while index < characters.count {
      guard characters[index] == "\\" else {
        text.append(characters[index])
        positions.append(position(index))
        index += 1
        continue
      }
      guard index + 1 < characters.count, characters[index + 1] == "(",
        let close = characters[index...].firstIndex(of: ")")
      else {
        throw CodeError("an escape in a VFL format is not read", at: position(index), hint: "VFL has no backslashes")
      }
      let number = try interpolatedNumber(String(characters[(index + 2)..<close]), at: position(index))
      for character in NumberText.format(number) {
        text.append(character)
        positions.append(position(index))
      }
      index = close + 1
    }
    return (text, positions)
  }

  /// The number `\(name)` stands for in a format.
  private func interpolatedNumber(_ inner: String, at range: CodeRange) throws(CodeError) -> Double {
    let name = inner.trimmingPrefix(while: \.isWhitespace).prefix { !$0.isWhitespace }
    if let number = Double(name) { return number }
    guard case .number(let number) = value(ofName: String(name), at: range) else {
      throw CodeError(
        "lyt reads `\\(…)` in a VFL format only when it is a number", at: range,
        hint: "name the views in the format itself (\"[label]\"), or pass numbers in the metrics dictionary")
    }
    return number
  }

  // MARK: Options

  /// The options: `[]`, `0`, `nil`, `.alignAllCenterY`, `[.alignAllTop, .alignAllBottom]`,
  /// `NSLayoutFormatAlignAllTop | NSLayoutFormatDirectionLeadingToTrailing`,
  /// `NSLayoutFormatOptions(rawValue: 0)`.
  private mutating func formatOptions(
    _ expression: CodeExpression, into options: inout [FormatOption], at ranges: inout [CodeRange]
  ) throws(CodeError) {
    switch expression.kind {
    case .array(let elements):
      for element in elements { try formatOptions(element, into: &options, at: &ranges) }
      return
    case .binary("|", let left, let right):
      try formatOptions(left, into: &options, at: &ranges)
      try formatOptions(right, into: &options, at: &ranges)
      return
    case .number(0), .name("nil"), .name("kNilOptions"), .implicitMember("allZeros"):
      return
    case .name(let name) where formatOptionNames[name] != nil:
      if let bound = formatOptionNames[name] { try formatOptions(bound, into: &options, at: &ranges) }
      return
    case .call(let callee, let arguments) where Self.isOptionsType(text(of: callee)):
      let none =
        arguments.isEmpty
        || (arguments.count == 1 && arguments[0].label == "rawValue"
          && (try? numberValue(arguments[0].value)) == 0)
      guard none else {
        throw CodeError("options as a number are not read", at: expression.focus, hint: "write the options by name")
      }
      return
    default:
      break
    }
    guard let name = Self.optionName(expression), let option = FormatOption(name: Self.caseName(name)) else {
      throw CodeError(
        "expected VFL options such as .alignAllTop, found `\(text(of: expression))`", at: expression.focus,
        hint: "Apple's options are alignAll…, direction… and spacing…; `[]` for none")
    }
    options.append(option)
    ranges.append(expression.focus)
  }

  /// Whether an expression is VFL options by name (`NSLayoutFormatAlignAllTop | …`, `.alignAllTop`
  /// is not: an implicit member could be anything).
  static func isFormatOptions(_ expression: CodeExpression) -> Bool {
    switch expression.kind {
    case .binary("|", let left, let right): isFormatOptions(left) && isFormatOptions(right)
    case .name, .member: optionName(expression).map { FormatOption(name: caseName($0)) != nil } ?? false
    default: false
    }
  }

  /// `NSLayoutFormatOptions`, `NSLayoutConstraint.FormatOptions`.
  private static func isOptionsType(_ name: String) -> Bool {
    name == "NSLayoutFormatOptions" || name == "NSLayoutConstraint.FormatOptions"
  }

  /// `alignAllTop` of `.alignAllTop`, `NSLayoutFormatAlignAllTop`, `NSLayoutFormatOptions.AlignAllTop`.
  private static func optionName(_ expression: CodeExpression) -> String? {
    switch expression.kind {
    case .implicitMember(let name): return name
    case .name(let name) where name.hasPrefix("NSLayoutFormat"): return String(name.dropFirst("NSLayoutFormat".count))
    case .member(let base, let name):
      if case .name(let type) = base.kind, isOptionsType(type) { return name }
      if case .member(let outer, "FormatOptions") = base.kind, outer.kind == .name("NSLayoutConstraint") { return name }
      return nil
    default: return nil
    }
  }

  // MARK: Dictionaries

  /// The metrics: `nil`, or a dictionary of numbers.
  private mutating func formatMetrics(_ expression: CodeExpression) throws(CodeError) -> [String: Double] {
    let value = try evaluate(expression)
    switch value {
    case .null:
      return [:]
    case .dictionary(let entries):
      var metrics: [String: Double] = [:]
      for entry in entries {
        guard case .number(let number) = entry.value else {
          throw CodeError(
            "the metric `\(entry.key)` is \(entry.value.description), not a number", at: entry.range,
            hint: "metrics are numbers: `[\"padding\": 8]`, `@{@\"padding\": @8}`")
        }
        metrics[entry.key] = number
      }
      return metrics
    default:
      throw CodeError("expected the metrics dictionary (or nil), found \(value.description)", at: expression.focus)
    }
  }

  /// The views: a dictionary of views (`NSDictionaryOfVariableBindings(a, b)`, `["a": a]`).
  private mutating func formatViews(_ expression: CodeExpression) throws(CodeError) -> [String: CodeItem] {
    let value = try evaluate(expression)
    guard case .dictionary(let entries) = value else {
      throw CodeError("expected the views dictionary, found \(value.description)", at: expression.focus)
    }
    var views: [String: CodeItem] = [:]
    for entry in entries {
      guard case .item(let item) = entry.value else {
        throw CodeError(
          "`\(entry.key)` in the views dictionary is \(entry.value.description), not a view", at: entry.range)
      }
      views[entry.key] = item
    }
    return views
  }

  /// `["a": a]`, `@{@"a": a}`: string keys, in order.
  mutating func dictionaryValue(_ entries: [CodeEntry]) throws(CodeError) -> CodeValue {
    var values: [CodeValue.Entry] = []
    for entry in entries {
      guard case .text(let key, _) = try evaluate(entry.key) else {
        throw CodeError("a dictionary key lyt reads is a string", at: entry.key.focus)
      }
      values.append(CodeValue.Entry(key: key, value: try evaluate(entry.value), range: entry.value.range))
    }
    return .dictionary(values)
  }

  /// `NSDictionaryOfVariableBindings(a, b)`: each view under the name written for it.
  mutating func variableBindings(_ arguments: [CodeArgument]) throws(CodeError) -> CodeValue {
    var values: [CodeValue.Entry] = []
    for argument in arguments {
      values.append(
        CodeValue.Entry(key: text(of: argument.value), value: try evaluate(argument.value), range: argument.value.range)
      )
    }
    return .dictionary(values)
  }
}
