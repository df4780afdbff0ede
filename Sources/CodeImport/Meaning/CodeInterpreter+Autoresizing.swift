import Layout

// Frames and autoresizing masks: `UIView(frame: CGRect(x:y:width:height:))`, `v.frame = …`,
// `v.autoresizingMask = [.flexibleWidth, .flexibleHeight]`, `UIViewAutoresizingFlexibleWidth | …`.

extension CodeInterpreter {
  /// A frame written out: `CGRect(x:y:width:height:)`, `CGRectMake(x, y, w, h)`,
  /// `NSMakeRect(…)`; nil for a zero frame (`.zero`, `CGRectZero`, `CGRect()`), which is how
  /// `UIView()` starts anyway, and for a frame computed from something lyt does not know
  /// (`view.bounds`), which the code's layout then ignores, as before.
  mutating func rectValue(_ expression: CodeExpression) throws(CodeError) -> Rect? {
    switch expression.kind {
    case .implicitMember("zero"), .name("CGRectZero"), .name("NSZeroRect"), .member(_, "zero"):
      return nil
    case .call(let callee, let arguments):
      guard case .name(let type) = callee.kind, ["CGRect", "CGRectMake", "NSRect", "NSMakeRect"].contains(type) else {
        return nil
      }
      if arguments.isEmpty { return nil }
      let labels = [["x"], ["y"], ["width"], ["height"]]
      let labelled = arguments.first?.label != nil
      let matches = zip(arguments, labels).allSatisfy { argument, names in
        labelled ? names.contains(argument.label ?? "") : argument.label == nil
      }
      guard arguments.count == 4, matches else {
        throw CodeError(
          "expected a frame as `CGRect(x:y:width:height:)` or `CGRectMake(x, y, width, height)`",
          at: expression.focus)
      }
      var values: [Double] = []
      for argument in arguments { values.append(try numberValue(argument.value)) }
      let rect = Rect(x: values[0], y: values[1], width: values[2], height: values[3])
      return values.allSatisfy { $0 == 0 } ? nil : rect
    default:
      return nil
    }
  }

  /// An autoresizing mask: `[.flexibleWidth, .flexibleHeight]`, `.flexibleWidth`, `[]`,
  /// `UIView.AutoresizingMask.flexibleWidth`, `UIViewAutoresizingFlexibleWidth | …`,
  /// `UIViewAutoresizingNone`, or UIKit's bits as a number.
  mutating func maskValue(_ expression: CodeExpression) throws(CodeError) -> AutoresizingMask {
    switch expression.kind {
    case .array(let elements):
      var mask = AutoresizingMask()
      for element in elements { mask.formUnion(try maskValue(element)) }
      return mask
    case .binary("|", let left, let right):
      return try maskValue(left).union(try maskValue(right))
    case .implicitMember(let name), .member(_, let name):
      return try flag(name, at: expression)
    case .name(let name) where name.hasPrefix("UIViewAutoresizing"):
      let flag = name.dropFirst("UIViewAutoresizing".count)
      if flag == "None" { return [] }
      return try self.flag(flag.prefix(1).lowercased() + flag.dropFirst(), at: expression)
    case .number(let bits) where bits >= 0 && bits < 64 && bits == bits.rounded():
      return AutoresizingMask(rawValue: Int(bits))
    default:
      throw CodeError(
        "expected an autoresizing mask", at: expression.focus,
        hint: "write UIKit's flags: `[.flexibleWidth, .flexibleHeight]` or `UIViewAutoresizingFlexibleWidth | …`")
    }
  }

  /// The flag `flexibleWidth` (`.flexibleWidth`), or an error naming UIKit's.
  private func flag(_ name: String, at expression: CodeExpression) throws(CodeError) -> AutoresizingMask {
    guard let flag = AutoresizingMask.flag(named: name) else {
      throw CodeError(
        "`\(name)` is not an autoresizing flag", at: expression.focus,
        hint: "UIKit's are " + AutoresizingMask.names.map { "." + $0.name }.joined(separator: ", "))
    }
    return flag
  }
}
