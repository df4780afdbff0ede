import Cassowary
import CodeImport
import CommandLanguage
import Layout

/// The words of a ``SessionError``: every ``SessionError/Reason`` made into a message and a
/// hint, here and nowhere else. Errors from the parser, the code reader and the storyboard reader
/// keep their own words; the engine's keep its message, with lyt's hint where it has one.
enum SessionErrorText {
  /// A message and an optional hint.
  typealias Words = (message: String, hint: String?)

  /// The diagnostic for `reason` at `range`: a note for ``SessionError/Reason/note(_:)``, an
  /// error for the rest.
  static func diagnostic(_ reason: SessionError.Reason, at range: SourceRange) -> Diagnostic {
    switch reason {
    case .parse(let kind): return ParseError(kind, at: range).diagnostic
    case .note(let note): return Diagnostic(.note, text(note), at: range)
    default:
      let words = words(reason)
      return Diagnostic(.error, words.message, at: range, hint: words.hint)
    }
  }

  /// The message and hint of an error.
  static func words(_ reason: SessionError.Reason) -> Words {
    switch reason {
    case .parse(let kind):
      let error = ParseError(kind, at: nowhere)
      return (error.message, error.hint)
    case .name(let failure): return words(failure)
    case .layout(let error): return (error.description, hint(for: error))
    case .visualFormat(let failure): return words(failure)
    case .file(let failure): return words(failure)
    case .importing(let failure): return words(failure)
    case .history(let failure): return words(failure)
    case .stack(let failure): return words(failure)
    case .distribute(let failure): return words(failure)
    case .animation(let failure): return words(failure)
    case .code(let failure): return words(failure)
    case .autoresizing(let failure): return words(failure)
    case .command(let failure): return words(failure)
    case .note(let note): return (text(note), nil)
    }
  }

  private static func text(_ note: SessionError.Note) -> String {
    switch note {
    case .loading(let file): "while loading '\(file)'"
    case .importing(let file): "while importing '\(file)'"
    }
  }

  private static func words(_ failure: SessionError.NameFailure) -> Words {
    switch failure {
    case .unknown(let kind, let name, let suggestion):
      return words(.parse(.unknownName(kind: kind.rawValue, name: name, suggestion: suggestion, expected: [])))
    case .guideNotView(let name): return ("`\(name)` is a layout guide, not a view", nil)
    case .idTaken(let id, let giver):
      let hint =
        switch giver {
        case .constraint: "choose another name, or `remove \(id)` first"
        case .visualFormatLine: "choose another name for the line, or remove the constraints it would replace"
        case .pastedFormat: "choose another name for the constraints"
        }
      return ("a constraint with id `\(id)` already exists", hint)
    case .noConstraint(let id): return ("no constraint has id `\(id)`", nil)
    }
  }

  /// lyt's advice for an engine refusal, where it has some.
  private static func hint(for error: LayoutError) -> String? {
    switch error {
    case .invalidPairing(let constraint):
      let second = constraint.second.map(\.attribute)
      if let second, constraint.first.attribute.axis != second.axis {
        return "`\(constraint.first.attribute)` and `\(second)` are on different axes"
      }
      return "a location (edge, centre, baseline) cannot be related to a size (width, height)"
    case .locationEqualToConstant(let constraint):
      return "relate `\(constraint.first)` to another item's attribute, e.g. `\(constraint.first) == "
        + "root.\(constraint.first.attribute) + \(NumberText.format(constraint.constant))`"
    case .priorityMutation:
      return "deactivate the constraint first, change its priority, then activate it"
    default:
      return nil
    }
  }

  private static func words(_ failure: SessionError.FormatFailure) -> Words {
    switch failure {
    case .line(let error, let suggestion, let isGuide):
      return (error.message, lineHint(for: error, suggestion: suggestion, isGuide: isGuide))
    case .code(let error, let suggestion, let keys):
      return (error.message, codeHint(for: error, suggestion: suggestion, viewKeys: keys))
    }
  }

  /// A VFL line's hint: a space where the reader stopped, then by failure.
  private static func lineHint(for error: VisualFormatError, suggestion: String?, isGuide: Bool) -> String? {
    if stoppedAtSpace(error) { return "VFL allows no spaces" }
    switch error.failure {
    case .unknownView(let name):
      if isGuide { return "`\(name)` is a layout guide; VFL lays out views" }
      return suggestion.map { "did you mean '\($0)'?" } ?? "add it first: `add view \(name) in PARENT`"
    case .unknownMetric(let name):
      return suggestion.map { "did you mean '\($0)'?" } ?? "define it first: `metric \(name) = VALUE`"
    default:
      return hint(for: error.failure)
    }
  }

  /// Pasted VFL's hint: as a line's, but names are looked up in the call's dictionaries.
  private static func codeHint(for error: VisualFormatError, suggestion: String?, viewKeys keys: [String]) -> String? {
    switch error.failure {
    case .unknownMetric(let key):
      return suggestion.map { "did you mean '\($0)'?" } ?? "pass it in the metrics dictionary: `[\"\(key)\": 8]`"
    case .unknownView(let key):
      return suggestion.map { "did you mean '\($0)'? The views dictionary has no `\(key)`" }
        ?? "the views dictionary has \(keys.isEmpty ? "no keys" : "only " + keys.map { "`\($0)`" }.joined(separator: ", "))"
    default:
      return stoppedAtSpace(error) ? "VFL allows no spaces" : hint(for: error.failure)
    }
  }

  private static func stoppedAtSpace(_ error: VisualFormatError) -> Bool {
    let characters = Array(error.format)
    return characters.indices.contains(error.position) && characters[error.position].isWhitespace
  }

  private static func hint(for failure: VisualFormatFailure) -> String? {
    switch failure {
    case .noSuperview: "`|` is the superview of the view next to it; a root view has none"
    case .ambiguousMinus: "write a negative spacing in parentheses: -(-8)-"
    case .spaceEqualToView: "relate sizes inside a view, e.g. [spacer(==a)]"
    case .alignmentAlongHorizontal: "an H: line can align tops, bottoms, centerY or baselines"
    case .alignmentAlongVertical: "a V: line can align left, right, leading, trailing or centerX edges"
    default: nil
    }
  }

  private static func words(_ failure: SessionError.FileFailure) -> Words {
    switch failure {
    case .cannotRead(let file, let error): return ("cannot read '\(file)': \(FileAccessErrorText.reason(error))", nil)
    case .cannotWrite(let file, let error): return ("cannot write '\(file)': \(FileAccessErrorText.reason(error))", nil)
    case .cannotWriteExport(let file, let error):
      return (
        "cannot write '\(file)': \(FileAccessErrorText.reason(error))",
        "check that the folder exists and is writable, or leave out FILE to print the code"
      )
    }
  }

  private static func words(_ failure: SessionError.ImportFailure) -> Words {
    switch failure {
    case .noLogReader(let file):
      return (
        "cannot import '\(file)': this session has no console-log reader",
        "run it with `lyt`, or give the Session a LogImporter"
      )
    case .unreadableLog(let file, let refusal):
      let reason =
        switch refusal {
        case .redacted: "its constraint descriptions are redacted (<private>)"
        case .noConstraints: "it holds no constraint descriptions lyt can read"
        }
      return (
        "cannot import '\(file)': \(reason)",
        "copy the message from Xcode's debug console, from \"Unable to simultaneously…\" to the end"
      )
    case .logNameTaken(let file, let name):
      return (
        "cannot import '\(file)': the session already has `\(name)`", "`reset` first, or import into a fresh session"
      )
    case .storyboardIntoNonEmptySession:
      return (
        "`import storyboard` starts a session, and this one already has views",
        "`reset` first, or import into a fresh session"
      )
    case .storyboard(let error): return (error.message, error.hint)
    }
  }

  private static func words(_ failure: SessionError.HistoryFailure) -> Words {
    switch failure {
    case .nothingToUndo: return ("nothing to undo", "undo reverts mutating commands (add, set, remove, …)")
    case .nothingToRedo: return ("nothing to redo", nil)
    case .unreadableUndoHistory(let error):
      return (
        "cannot read the undo history back: \(FileAccessErrorText.reason(error))",
        "the session's history went to a temporary file that is no longer readable"
      )
    case .unreadableSavedHistory(let error):
      return ("cannot read the session's history back: \(FileAccessErrorText.reason(error))", nil)
    case .loadTooDeep(let maximum):
      return ("`load` is nested more than \(maximum) deep (does a file load itself?)", nil)
    case .cannotRunAgain(let command): return ("`\(command)` cannot run again", nil)
    }
  }

  private static func words(_ failure: SessionError.StackFailure) -> Words {
    switch failure {
    case .alignment(let written, let axis): return alignmentWords(written, axis: axis)
    case .arrangesItself(let stack):
      return ("the stack view `\(stack)` cannot arrange itself", "list the views it stacks after `views`")
    case .listedTwice(let view): return ("`\(view)` is listed twice", "a view has one place in a stack")
    case .alreadyArranged(let view, let stack):
      return (
        "`\(view)` is already arranged by the stack view `\(stack)`",
        "a view can be in one stack only; nest stacks by arranging `\(stack)` instead"
      )
    case .containsStack(let view, let stack):
      return (
        "`\(view)` contains the stack view `\(stack)`, so it cannot be arranged inside it",
        "put the stack in a view that does not contain `\(view)`"
      )
    }
  }

  /// An alignment that does not fit the axis, with the one UIKit means by it.
  private static func alignmentWords(_ written: StackAlignment, axis: Axis) -> Words {
    let message = "alignment `\(written.rawValue)` does not fit a \(axis) stack"
    let fitting: String
    switch written {
    case .leading: fitting = "top"
    case .trailing: fitting = "bottom"
    case .top: fitting = "leading"
    case .bottom: fitting = "trailing"
    case .fill, .center, .firstBaseline, .lastBaseline:
      return (message, "baseline alignments are for horizontal stacks; use fill, leading, center or trailing")
    }
    return (
      message,
      "a \(axis) stack aligns its views across the axis: use `\(fitting)` "
        + "(UIKit's .\(written.rawValue) and .\(fitting) are the same value)"
    )
  }

  private static func words(_ failure: SessionError.DistributeFailure) -> Words {
    switch failure {
    case .tooFewViews: return ("`distribute` needs at least two views", "name every view in order")
    case .listedTwice(let view): return ("`\(view)` is listed twice", nil)
    case .noSuperview(let view): return ("`\(view)` has no superview to distribute in", nil)
    case .notInSuperview(let view, let superview):
      return ("`\(view)` is not in `\(superview)`", "distributed views share one superview")
    case .centersWithLeadOrTail:
      return (
        "`centers` places the first and last views itself; `lead` and `tail` do not apply",
        "use `centers inset` for equal gaps at both ends"
      )
    case .centersWithoutItemLength:
      return ("`centers` needs `itemLength L`", "e.g. `distribute a b c h itemLength 44 centers`")
    }
  }

  private static func words(_ failure: SessionError.AnimationFailure) -> Words {
    switch failure {
    case .notAnAnimation(let kind): return ("`\(kind.rawValue)` is not an animation", nil)
    case .durationOutOfRange:
      let maximum = Display.number(AnimationTiming.maximumDuration)
      return ("an animation's duration must be more than 0 and at most \(maximum) seconds", nil)
    case .framesPerSecondOutOfRange:
      return ("fps must be more than 0 and at most \(Display.number(AnimationTiming.maximumFramesPerSecond))", nil)
    case .tooManyFrames(let duration, let fps):
      return (
        "an animation of \(Display.number(duration)) s at \(Display.number(fps)) fps has too many frames",
        "at most \(AnimationTiming.maximumFrames) frames; lower the duration or fps"
      )
    case .notFinite: return ("the values to animate between must be finite", nil)
    case .notAnimatable(let target):
      return (
        "`\(target)` cannot be animated",
        "animate a view's width or height, or the constant of a constraint (animate c1 0 -> 100)"
      )
    case .rootWithoutSize(let name):
      return ("`\(name)` has no size to animate", "give it one first: set size \(name) WxH")
    case .noConstant(let target, let view, let axis):
      return (
        "`\(target)` has no constant to animate: `\(view)` is not a root and has no intrinsic \(dimension(axis))",
        "animate the constant of a constraint on it (see `constraints \(view)`)"
      )
    case .negativeIntrinsic(let axis): return ("an intrinsic \(dimension(axis)) cannot be negative", nil)
    case .notInBlock(let kind):
      let name = CommandReference.entries.first { $0.kind == kind }?.topic ?? kind.rawValue
      return (
        "`\(name)` cannot run inside an animation block",
        "a block holds layout changes: constraints, set …, activate, deactivate, remove, add view"
      )
    }
  }

  /// `width` or `height`.
  private static func dimension(_ axis: Axis) -> String { axis == .horizontal ? "width" : "height" }

  private static func words(_ failure: SessionError.CodeFailure) -> Words {
    switch failure {
    case .reader(let error): return (error.message, error.hint)
    case .alreadyInParent(let view, let parent):
      return ("`\(view)` is already in `\(parent ?? "no parent")`", "lyt cannot move a view to another parent")
    case .noSuperview(let view):
      return (
        "`\(view)` has no superview",
        "the library stops here (\"Expected superview but found nil\"); add the view to a parent first"
      )
    case .noGuide(let view, let guide):
      return (
        "`\(view)` has no \(guide.rawValue)",
        "content and frame guides belong to scroll views: `add scroll \(view) in PARENT`"
      )
    case .guideUsedAsView(let name): return ("`\(name)` is a layout guide; the code uses it as a view", nil)
    case .ambiguousRootView(let roots):
      return (
        "`view` could be any of the roots \(roots.joined(separator: ", "))",
        "name the root `view`, or write the root's name instead of `view`"
      )
    case .noSnapKitMatch(let wanted, let nearest):
      return (
        "SnapKit's updateConstraints finds no constraint to update for \(wanted.first) (\(mismatch(wanted, nearest)))",
        "SnapKit stops here with a fatal error: an update changes only the constant of a constraint with the "
          + "same items, attributes, relation, multiplier and priority; use remakeConstraints to change the rest"
      )
    }
  }

  /// Why SnapKit's update does not match: what the nearest constraint on the same anchors
  /// differs in, or that there is none.
  private static func mismatch(_ wanted: LayoutConstraint, _ nearest: LayoutConstraint?) -> String {
    guard let near = nearest else {
      return "no active SnapKit constraint of `\(wanted.first.item)` has the same items and attributes"
    }
    var differences: [String] = []
    if near.relation != wanted.relation {
      differences.append("relation \(near.relation.rawValue), the update \(wanted.relation.rawValue)")
    }
    if near.multiplier != wanted.multiplier {
      differences.append(
        "multiplier \(NumberText.format(near.multiplier)), the update \(NumberText.format(wanted.multiplier))")
    }
    if near.priority != wanted.priority {
      differences.append(
        "priority \(NumberText.format(near.priority.value)), the update \(NumberText.format(wanted.priority.value))")
    }
    return "\(near.id) (\(near)) differs in " + differences.joined(separator: "; ")
  }

  private static func words(_ failure: SessionError.AutoresizingFailure) -> Words {
    switch failure {
    case .rootGivenFrame(let view):
      return (
        "`\(view)` is a root view: `frame` places a subview in its parent",
        "give a root its size with `size WxH` (`add view \(view) size 320x480`)"
      )
    case .rootTranslates(let view):
      return (
        "`\(view)` is a root view: only a subview translates an autoresizing mask",
        "a root's size is imposed with `set size \(view) WxH`"
      )
    case .rootMask(let view):
      return (
        "`\(view)` is a root view: only a subview has an autoresizing mask",
        "a root's size is imposed with `set size \(view) WxH`"
      )
    }
  }

  private static func words(_ failure: SessionError.CommandFailure) -> Words {
    switch failure {
    case .cannotRunHere(let kind): return ("`\(kind.rawValue)` cannot run here", nil)
    case .notAFix(let kind): return ("`\(kind.rawValue)` is not a fix", nil)
    case .notAChange: return ("not a change", nil)
    case .drawWidth:
      let widths = Session.drawWidths
      return (
        "draw width must be a whole number from \(widths.lowerBound) to \(widths.upperBound)",
        "--width counts terminal columns (for SVG: pixels), e.g. --width 60"
      )
    }
  }
}
