import CommandLanguage
import Layout

extension Session {
  /// A VFL line: every constraint it describes, added as one step and returned in order (a line
  /// each: `added H.root-a: a.leading == root.leadingMargin`). Named `NAME.1`, `NAME.2`, … when the
  /// line is prefixed `NAME:`, else by their labels (`H.a-b`), with `.2`, `.3`, … for repeats.
  mutating func addVisualFormat(_ line: VisualFormatLine) throws(SessionError) -> [Confirmation] {
    let produced: [VisualFormatConstraint]
    do {
      produced = try state.engine.visualFormatConstraints(
        line.format.value, options: line.options.map(\.value.formatOption), metrics: state.metrics,
        edgeSpacing: state.vflEdgeSpacing)
    } catch {
      throw SessionError(diagnostic(for: error, in: line))
    }
    // Every id first, then one engine operation. A taken `NAME.k` is reported after the
    // constraints before it are tried, so the first problem in the line is still the one shown.
    var ids = GeneratedIDs()
    var constraints: [LayoutConstraint] = []
    constraints.reserveCapacity(produced.count)
    var idError: SessionError?
    for (index, item) in produced.enumerated() {
      var constraint = item.constraint
      let name = line.name.map { "\($0.value).\(index + 1)" }
      do throws(SessionError) {
        constraint.id = try generatedID(name, label: item.label, in: line, ids: &ids)
      } catch {
        idError = error
        break
      }
      constraints.append(constraint)
    }
    let added = try addGenerated(constraints) { index in Self.sourceRange(of: produced[index].range, in: line) }
    if let idError { throw idError }
    return added
  }

  /// The id of a generated constraint: `name` when given (an error if it is taken), else `label`
  /// or the first free `label.2`, `label.3`, … (``GeneratedIDs``).
  func generatedID(
    _ name: String?, label: String, in line: VisualFormatLine, ids: inout GeneratedIDs
  ) throws(SessionError) -> String {
    if let name {
      guard !state.engine.hasConstraint(ConstraintID(name)) else {
        throw SessionError.at(
          line.name?.range ?? line.format.range, "a constraint with id `\(name)` already exists",
          hint: "choose another name for the line, or remove the constraints it would replace")
      }
      return name
    }
    return ids.unique(label, in: state.engine)
  }

  /// The source range of characters `range` of the line's format.
  private static func sourceRange(of range: Range<Int>, in line: VisualFormatLine) -> SourceRange {
    let start = line.location(ofCharacterAt: range.lowerBound)
    let end = line.location(ofCharacterAt: max(range.lowerBound, range.upperBound - 1))
    var endAfter = end
    endAfter.column += 1
    endAfter.offset += 1
    return start.line == end.line ? SourceRange(start: start, end: endAfter) : SourceRange(at: start)
  }

  /// A refused VFL string as a diagnostic: Apple's reason at the character where parsing stopped
  /// (or at the option at fault), with a hint where lyt can add one.
  private func diagnostic(for error: VisualFormatError, in line: VisualFormatLine) -> Diagnostic {
    let range: SourceRange
    if let index = error.optionIndex, line.options.indices.contains(index) {
      range = line.options[index].range
    } else {
      range = SourceRange(at: line.location(ofCharacterAt: error.position))
    }
    return Diagnostic(.error, error.message, at: range, hint: hint(for: error))
  }

  func hint(for error: VisualFormatError) -> String? {
    let characters = Array(error.format)
    if characters.indices.contains(error.position), characters[error.position].isWhitespace {
      return "VFL allows no spaces"
    }
    switch error.failure {
    case .unknownView(let name):
      if let item = state.engine.item(named: ItemID(name)), !item.kind.isView {
        return "`\(name)` is a layout guide; VFL lays out views"
      }
      return Suggestions.nearest(to: name, in: knownNames(of: .view)).map { "did you mean '\($0)'?" }
        ?? "add it first: `add view \(name) in PARENT`"
    case .unknownMetric(let name):
      let known = knownNames(of: .metric) + knownNames(of: .view)
      return Suggestions.nearest(to: name, in: known).map { "did you mean '\($0)'?" }
        ?? "define it first: `metric \(name) = VALUE`"
    case .noSuperview:
      return "`|` is the superview of the view next to it; a root view has none"
    case .ambiguousMinus:
      return "write a negative spacing in parentheses: -(-8)-"
    case .spaceEqualToView:
      return "relate sizes inside a view, e.g. [spacer(==a)]"
    case .alignmentAlongHorizontal:
      return "an H: line can align tops, bottoms, centerY or baselines"
    case .alignmentAlongVertical:
      return "a V: line can align left, right, leading, trailing or centerX edges"
    default:
      return nil
    }
  }
}

extension VisualFormatOption {
  /// The layout engine's form of the option (every case is one of Apple's names, which
  /// `FormatOption(name:)` knows; the tests check each).
  var formatOption: FormatOption {
    FormatOption(name: rawValue) ?? .spacingEdgeToEdge
  }
}
