import Cassowary
import Layout

/// Interface Builder's "Update Frames" without Xcode (`lyt check --update-frames`): the stored
/// frame of every misplaced view whose frame the constraints determine is rewritten with the
/// solved one, and its `misplaced="YES"` flag dropped. Nothing else in the file changes: the
/// text outside the rewritten attribute values and flags stays byte for byte.
public struct FrameUpdate: Sendable {
  /// One view's frame, rewritten.
  public struct Change: Equatable, Sendable {
    /// The view's Interface Builder id.
    public var id: String
    /// The view's outline name.
    public var name: String
    /// The frame the file stored.
    public var old: Rect
    /// The frame written instead.
    public var new: Rect
    /// Where the view's `<rect key="frame">` is.
    public var position: SourcePosition
  }

  /// The file's text with the frames updated.
  public var text: String
  /// The frames rewritten, in file order.
  public var changes: [Change]

  /// The update of `text`, the document `report` was made of. A view is updated when it is
  /// misplaced, the constraints leave none of its frame open, it stores its frame in a
  /// `<rect key="frame">`, and its scene has no conflict (a broken constraint would move it to
  /// where no constraint puts it).
  public static func apply(to text: String, report: FileReport) -> FrameUpdate {
    var edits: [TextEdit] = []
    var changes: [Change] = []
    let bytes = Array(text.utf8)
    let lines = LineTable(bytes)
    for scene in report.scenes where scene.conflicts.isEmpty {
      let views = Dictionary(
        scene.scene.roots.flatMap(allViews).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
      for verdict in scene.views where verdict.misplaced && verdict.ambiguous.isEmpty {
        guard let frame = verdict.frame, let stored = verdict.storedFrame, let view = views[verdict.id],
          let position = view.framePosition, let rect = lines.offset(of: position),
          let tag = lines.offset(of: view.position)
        else { continue }
        // Only the values that change are written (`x="0.0"` stays as it is).
        let values = [
          ("x", stored.x, frame.x), ("y", stored.y, frame.y), ("width", stored.width, frame.width),
          ("height", stored.height, frame.height),
        ].filter { $0.1 != $0.2 }
        let rewritten = values.compactMap { name, _, value in
          TextEdit.attributeValue(name, in: bytes, tagAt: rect, to: NumberText.text(value, .storyboard))
        }
        guard rewritten.count == values.count, !rewritten.isEmpty else { continue }
        edits += rewritten
        if view.flaggedMisplaced, let flag = TextEdit.attribute("misplaced", in: bytes, tagAt: tag) {
          edits.append(flag)
        }
        changes.append(Change(id: verdict.id, name: verdict.name, old: stored, new: frame, position: position))
      }
    }
    return FrameUpdate(text: TextEdit.apply(edits, to: bytes), changes: changes.sorted { $0.position < $1.position })
  }

  /// A view and every view inside it.
  private static func allViews(_ view: IBView) -> [IBView] { [view] + view.subviews.flatMap(allViews) }
}

/// A replacement of a byte range of a text.
struct TextEdit: Sendable {
  /// The bytes replaced (UTF-8 offsets).
  var range: Range<Int>
  /// What replaces them.
  var replacement: String

  /// Replaces the value of attribute `name` in the tag starting at byte `start` (its `<`).
  static func attributeValue(_ name: String, in bytes: [UInt8], tagAt start: Int, to value: String) -> TextEdit? {
    guard let found = attributeRange(name, in: bytes, tagAt: start) else { return nil }
    return TextEdit(range: found.value, replacement: value)
  }

  /// Removes attribute `name` (with the space before it) from the tag starting at byte `start`.
  static func attribute(_ name: String, in bytes: [UInt8], tagAt start: Int) -> TextEdit? {
    guard let found = attributeRange(name, in: bytes, tagAt: start) else { return nil }
    return TextEdit(range: found.whole, replacement: "")
  }

  /// Where attribute `name` is in the tag starting at `start`: the whole ` name="value"` and
  /// the value alone. Nil when the tag does not have it.
  private static func attributeRange(_ name: String, in bytes: [UInt8], tagAt start: Int)
    -> (whole: Range<Int>, value: Range<Int>)?
  {
    guard start < bytes.count, bytes[start] == UInt8(ascii: "<") else { return nil }
    let pattern = Array(" \(name)=\"".utf8)
    var index = start
    while index < bytes.count, bytes[index] != UInt8(ascii: ">") {
      // Skip quoted values, so a `>` or a look-alike inside one does not count.
      if bytes[index] == UInt8(ascii: "\""), index > start {
        index += 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") { index += 1 }
        index += 1
        continue
      }
      if index + pattern.count <= bytes.count, bytes[index..<index + pattern.count].elementsEqual(pattern) {
        let valueStart = index + pattern.count
        var valueEnd = valueStart
        while valueEnd < bytes.count, bytes[valueEnd] != UInt8(ascii: "\"") { valueEnd += 1 }
        guard valueEnd < bytes.count else { return nil }
        return (index..<valueEnd + 1, valueStart..<valueEnd)
      }
      index += 1
    }
    return nil
  }

  /// The text of `bytes` with `edits` (which must not overlap) made.
  static func apply(_ edits: [TextEdit], to bytes: [UInt8]) -> String {
    var bytes = bytes
    for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
      bytes.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}

/// Byte offsets of the lines of a text, to turn a ``SourcePosition`` (columns counted in
/// characters: bytes that do not continue a UTF-8 sequence) into a byte offset.
struct LineTable {
  private let bytes: [UInt8]
  private var starts: [Int] = [0]

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
    for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
  }

  /// The byte offset of `position`, or nil when the text has no such place.
  func offset(of position: SourcePosition) -> Int? {
    guard position.line >= 1, position.line <= starts.count else { return nil }
    var offset = starts[position.line - 1]
    var column = 1
    while column < position.column {
      guard offset < bytes.count, bytes[offset] != UInt8(ascii: "\n") else { return nil }
      offset += 1
      while offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
      column += 1
    }
    return offset
  }
}
