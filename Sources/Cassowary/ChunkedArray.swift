/// A growable array kept in fixed-size chunks, each copied on write on its own.
///
/// Copying a `Solver` copies its per-symbol tables lazily, but the first write to a table of
/// references copies the whole table and retains every element, and an explanation probe (a copy
/// plus one `add`) writes to all of them. Chunked, such a copy retains one reference per 1,024
/// elements, and a write copies only the chunk it lands in. Used for the tables the pivot loop
/// does not touch (owners, variables): indexing twice costs the hot ones more than it saves.
struct ChunkedArray<Element>: RandomAccessCollection, MutableCollection {
  /// log2 of the chunk size.
  private static var shift: Int { 10 }
  private static var mask: Int { (1 << shift) - 1 }

  private var chunks: [[Element]] = []
  /// The number of elements.
  private(set) var count = 0

  /// An empty array.
  init() {}

  var startIndex: Int { 0 }
  var endIndex: Int { count }

  subscript(index: Int) -> Element {
    @inline(__always) get { chunks[index >> Self.shift][index & Self.mask] }
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

  /// Removes the last element (the array must not be empty).
  mutating func removeLast() {
    count -= 1
    chunks[chunks.count - 1].removeLast()
    if count & Self.mask == 0 { chunks.removeLast() }
  }
}
