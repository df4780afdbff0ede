/// Finds the "Unable to simultaneously satisfy constraints" logs in a file and the constraint
/// descriptions in each (docs/AUTO-LAYOUT.md §6.4): several logs per file, logs pasted without the
/// message, descriptions wrapped over lines, quoted or escaped by the paste.
public enum LogScanner {
  /// The logs in `text`, in order.
  public static func scan(_ text: String) -> [RawLog] {
    var logs: [RawLog] = []
    var current: RawLog?
    var expectingBroken = false
    // Split on the bytes: a split on characters is slow, and never splits "\r\n" (one character).
    let lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { bytes in
      let line = Substring(bytes)
      return line.utf8.last == UInt8(ascii: "\r") ? line.dropLast() : line
    }
    var index = 0
    func finish() {
      if let log = current, !log.isEmpty { logs.append(log) }
      current = nil
      expectingBroken = false
    }
    while index < lines.count {
      let (cleaned, dropped) = PasteCleaner.clean(lines[index])
      let lineNumber = index + 1
      if cleaned.containsText("Unable to simultaneously satisfy constraints") {
        finish()
        current = RawLog(line: lineNumber, hasMessage: true)
      }
      if cleaned.containsText("Will attempt to recover by breaking") { expectingBroken = true }
      let redacted = cleaned.occurrences(of: "<private>")
      current?.redacted += redacted
      if current == nil, redacted > 0 { current = RawLog(line: lineNumber) }
      var searchFrom = cleaned.startIndex
      var consumedLines = 0
      while let start = entryStart(in: cleaned, from: searchFrom) {
        let (entryText, end, extraLines) = entryText(startingAt: start, in: cleaned, lines: lines, lineIndex: index)
        let column = cleaned.distance(from: cleaned.startIndex, to: start) + dropped + 1
        let entry = RawEntry(text: entryText, line: lineNumber, column: column)
        if current == nil || (current?.broken != nil && !expectingBroken) {
          finish()
          current = RawLog(line: lineNumber)
        }
        if expectingBroken {
          current?.broken = entry
          expectingBroken = false
        } else {
          current?.entries.append(entry)
        }
        consumedLines = max(consumedLines, extraLines)
        guard let end, extraLines == 0 else { break }
        searchFrom = end
      }
      index += 1 + consumedLines
    }
    finish()
    return logs.filter { !$0.isEmpty }
  }

  /// The next `<CLASS:` whose class is a constraint class.
  static func entryStart(in line: String, from: String.Index) -> String.Index? {
    var position = from
    while let found = line.utf8[position...].firstIndex(of: UInt8(ascii: "<")) {
      var after = line.index(after: found)
      // `< NSLayoutConstraint:…` (a blog's escaping) and `<<Module.LayoutConstraint:…>` (old SnapKit).
      while after < line.endIndex, line[after] == " " || line[after] == "<" { after = line.index(after: after) }
      let name = line[after...].prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
      let colon = line.index(after, offsetBy: name.count)
      if name.containsText("Constraint"), colon < line.endIndex, line[colon] == ":" { return found }
      position = line.index(after: found)
    }
    return nil
  }

  /// The description from `start` to its closing `>` (one not followed by `=`), joining
  /// following lines when the paste wrapped it; the end index in the line (nil when the
  /// description continued onto later lines) and how many later lines it took.
  private static func entryText(
    startingAt start: String.Index, in line: String, lines: [Substring], lineIndex: Int
  ) -> (String, String.Index?, Int) {
    if let end = closingIndex(in: line[start...]) {
      return (String(line[start...end]), line.index(after: end), 0)
    }
    var text = String(line[start...]).trimmingSpaces
    var extra = 0
    while lineIndex + extra + 1 < lines.count, extra < 4 {
      let next = PasteCleaner.clean(lines[lineIndex + extra + 1]).text.trimmingSpaces
      if next.isEmpty || next.hasPrefix("\"<") || next.hasPrefix("<") || next.hasPrefix(")")
        || next.containsText("Will attempt") || entryStart(in: next, from: next.startIndex) != nil
      {
        break
      }
      extra += 1
      if let end = closingIndex(in: next[...]) {
        text += " " + String(next[...end])
        return (text, nil, extra)
      }
      text += " " + next
    }
    while let last = text.last, last == "\"" || last == "," || last == " " { text.removeLast() }
    return (text, nil, extra)
  }

  /// The first `>` that closes the description (not the `>` of `>=`).
  private static func closingIndex(in text: Substring) -> String.Index? {
    var index = text.startIndex
    var depth = 0
    while index < text.endIndex {
      let next = text.index(after: index)
      if text[index] == "<", next < text.endIndex, text[next] != "=" {
        depth += 1
      } else if text[index] == ">", next == text.endIndex || text[next] != "=" {
        depth -= 1
        if depth <= 0 { return index }
      }
      index = next
    }
    return nil
  }
}
