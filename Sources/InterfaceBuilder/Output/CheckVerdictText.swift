import Layout

/// The words of the checker's verdicts (``Finding/Verdict``) and their details
/// (``Finding/Detail``): Interface Builder's sentences where it has them (`Width and horizontal
/// position are ambiguous for "Label".`), lyt's own after its pattern otherwise
/// (docs/STORYBOARDS.md §4 lists which are Xcode's observed wording). `lyt check` in every format
/// writes them through here; nothing else words them.
extension StoryboardFindingText {
  /// A verdict as a sentence: `Unable to simultaneously satisfy constraints c4 and c5 (short by
  /// 20).`
  package static func verdict(_ verdict: Finding.Verdict) -> String {
    switch verdict {
    case .conflict(let constraints, let gap):
      "Unable to simultaneously satisfy constraints" + (constraints.isEmpty ? "" : " " + list(constraints))
        + " (short by \(ReportNumbers.text(gap)))."
    case .misplaced(let view): "Frame for \"\(view)\" will be different at run time."
    case .ambiguous(let view, let components): "\(subject(components)) ambiguous for \"\(view)\"."
    case .scrollableContent(let view, let width, let height):
      "Scrollable content \(width && height ? "size" : (width ? "width" : "height")) is ambiguous for \"\(view)\"."
    case .placeholderAmbiguity(let view, let components):
      "\(subject(components)) ambiguous for \"\(view)\" at run time, "
        + "once the placeholder constraints are removed at build time."
    case .staleMisplacedFlag(let view):
      "\"\(view)\" is flagged misplaced, but its stored frame is where its constraints put it."
    case .staleAmbiguousFlag(let view): "\"\(view)\" is flagged ambiguous, but its constraints determine its frame."
    }
  }

  /// A detail as one line: `stored frame: (30, 100, 200, 50)`, `Need constraints for: X
  /// position or width`.
  package static func detail(_ detail: Finding.Detail) -> String {
    switch detail {
    case .storedFrame(let frame): "stored frame: \(ReportNumbers.frame(frame))"
    case .solvedFrame(let frame): "solved frame: \(ReportNumbers.frame(frame))"
    case .fontDependent(let constraints):
      "it depends on baselines or font-based spacing, which lyt estimates (\(list(constraints)))"
    case .notFlaggedMisplaced: "the file does not flag it misplaced"
    case .notFlaggedAmbiguous: "the file does not flag it ambiguous"
    case .needsConstraints(let components):
      "Need constraints for: "
        + (components.contains(.x) || components.contains(.width)
          ? parts(components.contains(.x), "X position", components.contains(.width), "width")
          : parts(components.contains(.y), "Y position", components.contains(.height), "height"))
    case .needsContentConstraints(let width, let height):
      "Need constraints for: the content's " + (width && height ? "width and height" : width ? "width" : "height")
    case .placeholderConstraints(let constraints): "placeholder constraints: " + list(constraints)
    case .member(let member): self.member(member)
    case .explanation(let line): line
    }
  }

  /// A conflict's constraint as its equation and what it stands for: `box.width == 100 (c4)`,
  /// `label.width == 42 (intrinsic width of "Label", assumed from its stored frame)`; an
  /// implicit `width >= 0` as such.
  package static func member(_ member: ConflictMember) -> String {
    guard let constraint = member.constraint else {
      guard case .nonNegativeSize(let item, let width) = member.origin else { return member.id }
      return "\(item).\(width ? "width" : "height") >= 0 (sizes are never negative)"
    }
    let equation = constraint.description
    switch member.origin {
    case .file(let placeholder): return "\(equation) (\(member.id)\(placeholder ? ", placeholder" : ""))"
    case .nonNegativeSize, .unknown, .plain: return equation
    case .rootSize(let owner): return "\(equation) (the size of \(name(owner)), imposed)"
    case .intrinsicSize(let owner, let axis, let source):
      let from =
        switch source {
        case .storedFrame: ", assumed from its stored frame"
        case .stated(let reason): ", \(reason)"
        case .unstated: ""
        }
      return "\(equation) (intrinsic \(axis == .horizontal ? "width" : "height") of \(name(owner))\(from))"
    case .stack(let stack): return "\(equation) (made by the stack view \(name(stack)))"
    case .autoresizing(let owner, let mask):
      return "\(equation) (autoresizing mask of \(name(owner))\(mask.map { ", \($0.notation)" } ?? ""))"
    case .legacyGuide(let guide): return "\(equation) (the controller's \(guide), pinned to the safe area)"
    }
  }

  /// `"Label"` for a view, an engine name as it is.
  private static func name(_ owner: ConflictMember.Owner) -> String {
    switch owner {
    case .view(let name): "\"\(name)\""
    case .item(let name): name
    }
  }

  /// The subject for a set of open frame components, with its verb: `Width and horizontal
  /// position are`.
  static func subject(_ components: [FrameComponent]) -> String {
    let open = Set(components)
    switch (open.contains(.x), open.contains(.y), open.contains(.width), open.contains(.height)) {
    case (true, true, true, true): return "Position and size are"
    case (true, true, false, false): return "Position is"
    case (false, false, true, true): return "Size is"
    case (true, false, true, true): return "Size and horizontal position are"
    case (false, true, true, true): return "Size and vertical position are"
    case (true, true, true, false): return "Position and width are"
    case (true, true, false, true): return "Position and height are"
    case (true, false, true, false): return "Width and horizontal position are"
    case (false, true, false, true): return "Height and vertical position are"
    case (true, false, false, true): return "Height and horizontal position are"
    case (false, true, true, false): return "Width and vertical position are"
    case (true, false, false, false): return "Horizontal position is"
    case (false, true, false, false): return "Vertical position is"
    case (false, false, true, false): return "Width is"
    case (false, false, false, true): return "Height is"
    case (false, false, false, false): return "Nothing is"
    }
  }

  /// `X position or width`, `X position`, `width`.
  private static func parts(_ first: Bool, _ firstName: String, _ second: Bool, _ secondName: String) -> String {
    switch (first, second) {
    case (true, true): "\(firstName) or \(secondName)"
    case (true, false): firstName
    default: secondName
    }
  }
}
