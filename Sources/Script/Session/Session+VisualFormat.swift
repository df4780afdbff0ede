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
      throw formatError(error, in: line)
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
        throw SessionError(.name(.idTaken(name, givenBy: .visualFormatLine)), at: line.name?.range ?? line.format.range)
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

  /// A refused VFL string as an error: Apple's reason at the character where parsing stopped
  /// (or at the option at fault), with what the session knows of an unknown view or metric (a
  /// guide of that name, the nearest known name) for the hint.
  private func formatError(_ error: VisualFormatError, in line: VisualFormatLine) -> SessionError {
    let range: SourceRange
    if let index = error.optionIndex, line.options.indices.contains(index) {
      range = line.options[index].range
    } else {
      range = SourceRange(at: line.location(ofCharacterAt: error.position))
    }
    var suggestion: String?
    var isGuide = false
    switch error.failure {
    case .unknownView(let name):
      isGuide = state.engine.item(named: ItemID(name)).map { !$0.kind.isView } ?? false
      suggestion = Suggestions.nearest(to: name, in: knownNames(of: .view))
    case .unknownMetric(let name):
      suggestion = Suggestions.nearest(to: name, in: knownNames(of: .metric) + knownNames(of: .view))
    default: break
    }
    return SessionError(.visualFormat(.line(error, suggestion: suggestion, isGuide: isGuide)), at: range)
  }
}

extension VisualFormatOption {
  /// The layout engine's form of the option (every case is one of Apple's names, which
  /// `FormatOption(name:)` knows; the tests check each).
  var formatOption: FormatOption {
    FormatOption(name: rawValue) ?? .spacingEdgeToEdge
  }
}
