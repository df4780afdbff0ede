import Layout

/// `show`'s listing as lines (``FrameListing``): one row per item in columns, every line plain.
///
/// ```
/// root  (0, 0, 320, 480)
/// row   (16, 20, 288, 44)  in root  absolute (16, 20, 288, 44)  stack h fill center spacing 8: a b
/// a     (0, 0, 100, 44)    in row   absolute (16, 20, 100, 44)  hidden
/// ```
enum FrameListingText {
  /// The whole listing.
  static func lines(_ listing: FrameListing) -> [ResponseLine] {
    if listing.rows.isEmpty { return [ResponseLine("no views")] }
    return ResponseLine.plain(Display.columns(listing.rows.map(cells)))
  }

  /// A row's cells: name, frame, parent and absolute frame, content size, stack, hidden.
  private static func cells(_ row: FrameListing.Row) -> [String] {
    var cells = [row.item, Display.rect(row.frame)]
    if let parent = row.parent { cells += ["in \(parent)", "absolute \(Display.rect(row.absolute))"] }
    if let content = row.content {
      cells.append("content \(content.size)" + (content.isAmbiguous ? " (ambiguous: see ambiguity)" : ""))
    }
    if let stack = row.stack { cells.append(stackCell(stack)) }
    if row.isHidden { cells.append("hidden") }
    return cells
  }

  /// `stack h fill center spacing 8: a b c`, the alignment named for the axis (`top` rather
  /// than `leading` across a horizontal stack).
  private static func stackCell(_ stack: FrameListing.Row.Stack) -> String {
    let configuration = stack.configuration
    let horizontal = configuration.axis == .horizontal
    let alignment =
      switch configuration.alignment {
      case .leading: horizontal ? "top" : "leading"
      case .trailing: horizontal ? "bottom" : "trailing"
      default: configuration.alignment.rawValue
      }
    return "stack \(configuration.axis.spelling) \(configuration.distribution.rawValue) \(alignment) "
      + "spacing \(Display.number(configuration.spacing)): " + stack.arrangedViews.joined(separator: " ")
  }
}
