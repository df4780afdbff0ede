import Cassowary

/// Apple's VFL grammar (docs/AUTO-LAYOUT.md §4.2), parsed in one pass the way
/// `NSLayoutConstraintParser` does: names are resolved and constraints built as each element is
/// read, so the first problem in the string is the one reported.
struct VisualFormatParser {
  /// The format string.
  let format: String
  /// The views (by name) and their superviews.
  let engine: LayoutEngine
  /// Metric values by name.
  let metrics: [String: Double]
  /// The options, as given.
  let options: [FormatOption]
  /// What standard spacing next to `|` means.
  let edgeSpacing: EdgeSpacing
  /// The views dictionary (keys to the engine's names); nil: every view under its own name.
  let views: [String: String]?
  private var scanner: VisualFormatScanner
  /// An alignment option the string's axis does not allow: Apple reports it only when the
  /// string relates two views (a single view is aligned to nothing).
  private var alignmentError: VisualFormatError?

  /// A parser for one string.
  init(
    _ format: String, engine: LayoutEngine, metrics: [String: Double], options: [FormatOption],
    edgeSpacing: EdgeSpacing, views: [String: String]? = nil
  ) {
    self.format = format
    self.engine = engine
    self.metrics = metrics
    self.options = options
    self.edgeSpacing = edgeSpacing
    self.views = views
    self.scanner = VisualFormatScanner(Array(format.utf8))
  }

  /// The constraints of the string, in Apple's order.
  mutating func parse() throws(VisualFormatError) -> [VisualFormatConstraint] {
    if scanner.bytes.isEmpty { throw failure(.emptyString) }
    if let index = scanner.bytes.firstIndex(where: { $0 >= 0x80 }) {
      throw failure(.nonASCII, at: index)
    }
    let axis = try orientation()
    var builder = try makeBuilder(axis: axis)
    var previous: FormatElement?
    var spacing = FormatSpacing.flush
    if scanner.next(is: "|") {
      previous = FormatElement(view: nil, range: scanner.position..<scanner.position + 1)
      scanner.position += 1
      if scanner.next(is: "-") {
        spacing = try connection()
      } else if !scanner.next(is: "[") {
        throw failure(.expectedConnectionAfterBar)
      }
      if !scanner.next(is: "[") { throw failure(.expectedView) }
    } else if !scanner.next(is: "[") {
      throw failure(.expectedViewOrBar)
    }
    while true {
      let (view, predicates) = try viewElement()
      if let alignmentError, !builder.views.isEmpty { throw alignmentError }
      if let previous { try connect(previous, view, spacing: spacing, builder: &builder) }
      builder.addView(view)
      builder.size(of: view, predicates)
      previous = view
      if scanner.atEnd { break }
      spacing = .flush
      if scanner.next(is: "-") {
        spacing = try connection()
        if scanner.atEnd { throw failure(.expectedViewOrBar) }
      }
      if scanner.next(is: "[") { continue }
      guard scanner.next(is: "|") else { throw failure(spacing == .flush ? .expectedEnd : .expectedViewOrBar) }
      let bar = FormatElement(view: nil, range: scanner.position..<scanner.position + 1)
      scanner.position += 1
      try connect(view, bar, spacing: spacing, builder: &builder)
      if !scanner.atEnd { throw failure(.expectedEnd) }
      break
    }
    builder.align()
    return builder.constraints
  }

  // MARK: Orientation and options

  /// `H:` or `V:` (consumed), else horizontal.
  private mutating func orientation() throws(VisualFormatError) -> Axis {
    guard let first = scanner.peek(), first == UInt8(ascii: "H") || first == UInt8(ascii: "V") else {
      return .horizontal
    }
    scanner.position += 1
    guard scanner.take(":") else { throw failure(.expectedColon(orientation: Character(Unicode.Scalar(first)))) }
    return first == UInt8(ascii: "V") ? .vertical : .horizontal
  }

  /// Checks the options against the axis and collects them for the builder. An alignment the
  /// axis does not allow is kept in ``alignmentError`` until a second view needs it.
  private mutating func makeBuilder(axis: Axis) throws(VisualFormatError) -> VisualFormatBuilder {
    var direction: FormatDirection?
    var baseline = false
    var alignments: Set<Attribute> = []
    for (index, option) in options.enumerated() {
      switch option {
      case .alignAll(let attribute):
        if attribute.axis == axis {
          let failure: VisualFormatFailure = axis == .horizontal ? .alignmentAlongHorizontal : .alignmentAlongVertical
          alignmentError = alignmentError ?? VisualFormatError(failure, at: 0, optionIndex: index, format: format)
        }
        alignments.insert(attribute)
      case .direction(let value):
        if let direction, direction != value {
          throw VisualFormatError(.conflictingDirections, at: 0, optionIndex: index, format: format)
        }
        direction = value
      case .spacingBaselineToBaseline:
        if axis == .horizontal {
          throw VisualFormatError(.baselineSpacingHorizontal, at: 0, optionIndex: index, format: format)
        }
        baseline = true
      case .spacingEdgeToEdge:
        break
      }
    }
    return VisualFormatBuilder(
      axis: axis, direction: direction ?? .leadingToTrailing, baselineSpacing: baseline, edgeSpacing: edgeSpacing,
      alignments: Self.appleBitOrder.filter { alignments.contains($0) })
  }

  /// `NSLayoutFormatOptions` alignment bits are `1 << attribute`; constraints follow that order.
  private static let appleBitOrder: [Attribute] = [
    .left, .right, .top, .bottom, .leading, .trailing, .centerX, .centerY, .lastBaseline, .firstBaseline,
  ]

  // MARK: Elements

  /// The engine's view a name of the string stands for: the views dictionary's entry (without
  /// one, the view of that name); nil when it names no view.
  private func view(_ key: String) -> String? {
    let name = views.map { $0[key] } ?? key
    guard let name, engine.itemsByName[name]?.kind.isView == true else { return nil }
    return name
  }

  /// `[name(predicates)]` at `[`.
  private mutating func viewElement() throws(VisualFormatError) -> (FormatElement, [FormatPredicate]) {
    let start = scanner.position
    scanner.position += 1
    if scanner.atEnd { throw failure(.ranOutInView) }
    guard scanner.atNameStart else { throw failure(.invalidViewName) }
    let nameStart = scanner.position
    let key = scanner.name()
    guard let name = view(key) else { throw failure(.unknownView(key), at: nameStart) }
    var predicates: [FormatPredicate] = []
    if scanner.next(is: "(") {
      predicates = try predicateList(inView: true)
      if scanner.atEnd { throw failure(.ranOutInView) }
      guard scanner.next(is: "]") else { throw failure(.expectedBracketAfterThickness) }
    } else if scanner.atEnd {
      throw failure(.ranOutInView)
    } else if !scanner.next(is: "]") {
      throw failure(.expectedBracket)
    }
    scanner.position += 1
    return (FormatElement(view: name, range: start..<scanner.position), predicates)
  }

  /// The constraints between two elements; `|` needs the view's superview.
  private func connect(
    _ first: FormatElement, _ second: FormatElement, spacing: FormatSpacing, builder: inout VisualFormatBuilder
  ) throws(VisualFormatError) {
    let range = first.range.lowerBound..<second.range.upperBound
    switch (first.view, second.view) {
    case (nil, let view?):
      guard let superview = engine.itemsByName[view]?.parent else { throw failure(.noSuperview) }
      builder.connect(superview: superview, second, spacing: spacing, leading: true, range: range)
    case (let view?, nil):
      guard let superview = engine.itemsByName[view]?.parent else { throw failure(.noSuperview) }
      builder.connect(superview: superview, first, spacing: spacing, leading: false, range: range)
    default:
      builder.connect(first, second, spacing: spacing)
    }
  }

  /// A connection at `-`: standard spacing, a single predicate, or a list in parentheses, up to
  /// and including its closing `-`.
  private mutating func connection() throws(VisualFormatError) -> FormatSpacing {
    scanner.position += 1
    guard !scanner.atEnd else { throw failure(.expectedMoreInput) }
    if scanner.next(is: "[") || scanner.next(is: "|") { return .standard }
    if scanner.next(is: "-") { throw failure(.ambiguousMinus) }
    let predicates: [FormatPredicate]
    if scanner.next(is: "(") {
      predicates = try predicateList(inView: false)
    } else {
      predicates = [try predicate(inView: false)]
      if scanner.next(is: ",") { throw failure(.expectedDashForList) }
    }
    if scanner.atEnd { throw failure(.expectedMoreInput) }
    guard scanner.take("-") else { throw failure(.expectedDash) }
    return .predicates(predicates)
  }

  // MARK: Predicates

  /// `(p, p, …)` at `(`.
  private mutating func predicateList(inView: Bool) throws(VisualFormatError) -> [FormatPredicate] {
    scanner.position += 1
    var predicates: [FormatPredicate] = []
    while true {
      predicates.append(try predicate(inView: inView))
      if scanner.take(",") { continue }
      if scanner.take(")") { return predicates }
      if scanner.atEnd { throw failure(inView ? .ranOutInView : .expectedMoreInput) }
      throw failure(inView ? .thicknessPredicateEnd : .expectedParenOrComma)
    }
  }

  /// `(relation)? object (@priority)?`
  private mutating func predicate(inView: Bool) throws(VisualFormatError) -> FormatPredicate {
    let start = scanner.position
    let relation = try self.relation()
    try checkMore(inView: inView)
    let object: PredicateObject
    if scanner.atNameStart {
      let nameStart = scanner.position
      let name = scanner.name()
      if let value = metrics[name] {
        object = .constant(value)
      } else if let view = view(name) {
        guard inView else { throw failure(.spaceEqualToView, at: nameStart) }
        object = .view(view)
      } else {
        throw failure(.unknownMetric(name), at: nameStart)
      }
    } else {
      guard let value = scanner.number() else { throw failure(.expectedNumberOrMetric) }
      object = .constant(value)
    }
    var priority = Priority.required
    if scanner.take("@") {
      try checkMore(inView: inView)
      let valueStart = scanner.position
      let value: Double
      if scanner.atNameStart {
        let name = scanner.name()
        guard let metric = metrics[name] else { throw failure(.unknownMetric(name), at: valueStart) }
        value = metric
      } else {
        guard let number = scanner.number() else { throw failure(.expectedNumberOrMetric) }
        value = number
      }
      guard value > 0 else { throw failure(.priorityNotPositive(value), at: valueStart) }
      guard value <= 1000 else { throw failure(.priorityTooHigh(value), at: valueStart) }
      priority = Priority(value)
    }
    return FormatPredicate(relation: relation, object: object, priority: priority, range: start..<scanner.position)
  }

  /// `==`, `<=`, `>=` (consumed), or `==` when the predicate starts with something else.
  private mutating func relation() throws(VisualFormatError) -> Relation {
    guard let first = scanner.peek(), [UInt8(ascii: "="), UInt8(ascii: "<"), UInt8(ascii: ">")].contains(first)
    else { return .equal }
    guard scanner.peek(1) == UInt8(ascii: "=") else { throw failure(.unknownRelation) }
    scanner.position += 2
    switch first {
    case UInt8(ascii: "<"): return .lessThanOrEqual
    case UInt8(ascii: ">"): return .greaterThanOrEqual
    default: return .equal
    }
  }

  private func checkMore(inView: Bool) throws(VisualFormatError) {
    if scanner.atEnd { throw failure(inView ? .ranOutInView : .expectedMoreInput) }
  }

  // MARK: Errors

  private func failure(_ failure: VisualFormatFailure, at position: Int? = nil) -> VisualFormatError {
    VisualFormatError(failure, at: characterIndex(ofByte: position ?? scanner.position), format: format)
  }

  /// The character index of a byte index (they differ only before a non-ASCII character).
  private func characterIndex(ofByte index: Int) -> Int {
    let utf8 = format.utf8
    guard let byte = utf8.index(utf8.startIndex, offsetBy: index, limitedBy: utf8.endIndex) else { return index }
    let boundary = byte.samePosition(in: format) ?? format.endIndex
    return format.distance(from: format.startIndex, to: boundary)
  }
}
