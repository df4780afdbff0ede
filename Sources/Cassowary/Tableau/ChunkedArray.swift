/// A growable array kept in fixed-size chunks, each copied on write on its own.
///
/// Copying a `Solver` copies its per-symbol tables lazily, but the first write to a table of
/// references copies the whole table and retains every element, and an explanation probe (a copy
/// plus one `add`) writes to all of them. Chunked, such a copy retains one reference per 256
/// elements, and a write copies only the chunk it lands in (256 rather than 1,024: a session's
/// writes after each undo checkpoint land in many chunks, and smaller ones made the 1,010-view
/// screen's commands 2.8 % fewer instructions, the 3,030-view one's 1.4 %, with the raw
/// solver's benchmarks within 0.1 %). Used for the tables the pivot loop
/// does not touch (owners, variables), for the column index and for the rows, whose elements are
/// buffers: a session keeps the state before each command, so a command's first write to a flat
/// array of 40,000 columns retained every one of them (a fifth of a command at 3,000 views), and
/// its first new row copied the array of rows (and dropping the old state released them all).
/// Reading an element through the chunks costs a second bounds check: the raw solver's `edit`
/// benchmark at 10,000 views is about 7 % slower with chunked rows, a session at 3,000 views 6 %
/// faster (docs/PERFORMANCE.md).
struct ChunkedArray<Element>: RandomAccessCollection, MutableCollection {
  /// log2 of the chunk size.
  private static var shift: Int { 8 }
  private static var mask: Int { (1 << shift) - 1 }

  private var chunks: [[Element]] = []
  /// The number of elements.
  private(set) var count = 0

  /// An empty array.
  init() {}

  /// `count` copies of `element`.
  init(repeating element: Element, count: Int) {
    self.init()
    for _ in 0..<count { append(element) }
  }

  /// The elements of `elements`, in order.
  init<S: Sequence>(_ elements: S) where S.Element == Element {
    self.init()
    for element in elements { append(element) }
  }

  var startIndex: Int { 0 }
  var endIndex: Int { count }

  subscript(index: Int) -> Element {
    // Borrowed, so that reading a field of an element (a row's cells) does not copy it out.
    @inline(__always) _read { yield chunks[index >> Self.shift][index & Self.mask] }
    // In place, so that mutating an element does not copy it out and back.
    @inline(__always) _modify { yield &chunks[index >> Self.shift][index & Self.mask] }
  }

  /// Adds `element` at the end.
  @inline(__always)
  mutating func append(_ element: Element) {
    if count & Self.mask == 0 {
      var chunk: [Element] = []
      chunk.reserveCapacity(1 << Self.shift)
      chunks.append(chunk)
    }
    chunks[chunks.count - 1].append(element)
    count += 1
  }

  /// Whether both arrays are the very same storage (the list of chunks compared by reference):
  /// neither was written since one was copied from the other.
  @inline(__always)
  func isSameBuffer(as other: ChunkedArray) -> Bool { chunks.isSameBuffer(as: other.chunks) }

  /// The elements held in one chunk.
  static var chunkSize: Int { 1 << shift }

  /// Whether the elements of `range` (within one chunk, see ``chunkSize``) have the same bits in
  /// both arrays: they lie in the very same chunk storage, or their bytes compare equal (for
  /// rows, the same constants and the same cell buffers). A probe scratch keeps the chunks it
  /// once wrote (see `Solver.reset(to:)`), so after a reset most are equal without being shared.
  /// False for a range that is empty, reaches past either array or spans two chunks.
  func hasSameBits(in range: Range<Int>, as other: ChunkedArray) -> Bool {
    let chunk = range.lowerBound >> Self.shift
    guard !range.isEmpty, (range.upperBound - 1) >> Self.shift == chunk, range.upperBound <= count,
      range.upperBound <= other.count, chunk < chunks.count, chunk < other.chunks.count
    else { return false }
    if chunks[chunk].isSameBuffer(as: other.chunks[chunk]) { return true }
    let stride = MemoryLayout<Element>.stride
    guard MemoryLayout<Element>.size == stride else { return false }
    let bytes =
      ((range.lowerBound & Self.mask) * stride)..<((range.upperBound - (range.lowerBound & ~Self.mask)) * stride)
    return chunks[chunk].withUnsafeBytes { mine in
      other.chunks[chunk].withUnsafeBytes { theirs in
        haveSameBytes(UnsafeRawBufferPointer(rebasing: mine[bytes]), UnsafeRawBufferPointer(rebasing: theirs[bytes]))
      }
    }
  }

  /// Makes this array equal to `other` chunk by chunk: a chunk that is still `other`'s storage
  /// is left alone, the others are passed to `reshare` (mine, theirs) to be made equal in
  /// place, so that a probe scratch keeps the chunks it owns (see `Solver.reset(to:)`).
  mutating func reshare(with other: ChunkedArray, _ reshare: (inout [Element], [Element]) -> Void) {
    if chunks.isSameBuffer(as: other.chunks) { return }
    if chunks.count > other.chunks.count { chunks.removeLast(chunks.count - other.chunks.count) }
    for index in chunks.indices where !chunks[index].isSameBuffer(as: other.chunks[index]) {
      reshare(&chunks[index], other.chunks[index])
    }
    if chunks.count < other.chunks.count { chunks.append(contentsOf: other.chunks[chunks.count...]) }
    count = other.count
  }

  /// Removes the last element (the array must not be empty).
  mutating func removeLast() {
    count -= 1
    chunks[chunks.count - 1].removeLast()
    if count & Self.mask == 0 { chunks.removeLast() }
  }

  /// Runs `body` on the element at `index` in place: one access for several reads and writes.
  @inline(__always)
  mutating func update<Result>(_ index: Int, _ body: (inout Element) -> Result) -> Result {
    body(&chunks[index >> Self.shift][index & Self.mask])
  }

  /// Removes the last `k` elements (at most ``count``).
  mutating func removeLast(_ k: Int) {
    for _ in 0..<k { removeLast() }
  }
}

extension ChunkedArray: Equatable where Element: Equatable {
  static func == (lhs: ChunkedArray, rhs: ChunkedArray) -> Bool {
    lhs.count == rhs.count && lhs.elementsEqual(rhs)
  }
}
