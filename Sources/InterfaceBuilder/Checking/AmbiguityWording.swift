import Layout

/// Interface Builder's sentences for ambiguity: `Width and horizontal position are ambiguous for
/// "Label".`, `Scrollable content size is ambiguous for "Scroll View".` (docs/STORYBOARDS.md §4
/// lists which combinations are Xcode's observed wording and which follow its pattern).
enum AmbiguityWording {
  /// The subject for a set of ambiguous frame components, with its verb.
  static func subject(_ components: Set<FrameComponent>) -> String {
    let x = components.contains(.x)
    let y = components.contains(.y)
    let width = components.contains(.width)
    let height = components.contains(.height)
    switch (x, y, width, height) {
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

  /// `Width and horizontal position are ambiguous for "Label".`
  static func sentence(_ components: Set<FrameComponent>, name: String) -> String {
    "\(subject(components)) ambiguous for \"\(name)\"."
  }

  /// The outline's `Need constraints for: X position or width` for each ambiguous axis.
  static func needs(_ components: Set<FrameComponent>) -> [String] {
    var lines: [String] = []
    if components.contains(.x) || components.contains(.width) {
      lines.append(
        "Need constraints for: " + parts(components.contains(.x), "X position", components.contains(.width), "width"))
    }
    if components.contains(.y) || components.contains(.height) {
      lines.append(
        "Need constraints for: " + parts(components.contains(.y), "Y position", components.contains(.height), "height"))
    }
    return lines
  }

  private static func parts(_ first: Bool, _ firstName: String, _ second: Bool, _ secondName: String) -> String {
    switch (first, second) {
    case (true, true): "\(firstName) or \(secondName)"
    case (true, false): firstName
    default: secondName
    }
  }

  /// `Scrollable content size is ambiguous for "Scroll View".` (width, height or size).
  static func scrollableContent(width: Bool, height: Bool, name: String) -> String {
    let what = width && height ? "size" : (width ? "width" : "height")
    return "Scrollable content \(what) is ambiguous for \"\(name)\"."
  }
}
