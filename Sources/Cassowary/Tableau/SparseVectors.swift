/// One sparse priority vector per symbol, all in a few large chunks: the storage of the objective.
///
/// A symbol's vector is its non-zero components, strongest level first, in a slice of one chunk
/// that has room for `capacity` of them. A vector that outgrows its slice moves to the end of the
/// last chunk (or a new one), and its old slice becomes garbage; a vector that empties gives its
/// slice up. When the garbage outweighs what is live, the storage is rewritten without it (unless
/// the slices must stay where they are, see ``keepsPlaces``). So memory follows the non-zero
/// components — the levels each symbol actually touches — not symbols × levels, and copying the
/// storage retains one buffer per chunk, with no reference per symbol.
///
/// The chunks are what a session's undo checkpoints share: the first write after a checkpoint
/// copies the chunk it lands in (64 KB), not every component. With one flat buffer that write
/// copied all of it (700 KB at 3,000 views, in fresh pages), 10 % of building such a layout.
struct SparseVectors {
  typealias Component = PriorityVector.Component

  /// Where a symbol's vector sits: a slice of one chunk.
  struct Span: Equatable {
    var chunk: Int32
    var start: Int32
    var count: Int32
    var capacity: Int32

    static let empty = Span(chunk: 0, start: 0, count: 0, capacity: 0)
  }

  /// The slice of each symbol.
  private(set) var spans: [Span] = []
  /// The slices' components, in chunks of at most ``chunkCapacity`` (a larger slice has a chunk
  /// of its own); what lies beyond a slice's count, and in slices no symbol uses any more, is
  /// unused. Only the last chunk grows.
  private var chunks: [[Component]] = []
  /// The number of components in slices no symbol uses any more.
  private var garbage = 0
  /// The number of components the chunks hold.
  private(set) var storedCount = 0
  /// Whether slices must stay where they are: set on a probe scratch's objective, whose restore
  /// copies back only the slices of the symbols written (see ``restore(from:at:)``). The storage
  /// is then never rewritten, and its garbage goes when the scratch is reset.
  var keepsPlaces = false

  /// The fewest components of garbage that make a rewrite worth its pass over every span.
  private static let minimumGarbage = 256
  /// The components a chunk holds (64 KB).
  private static let chunkCapacity = 4_096

  /// The number of symbols.
  var count: Int { spans.count }

  /// Adds an empty vector for a new symbol.
  mutating func append() {
    spans.append(.empty)
  }

  /// Whether the vector of `symbol` has no non-zero component.
  @inline(__always)
  func isEmpty(_ symbol: SymbolID) -> Bool {
    spans[Int(symbol)].count == 0
  }

  /// The strongest non-zero component of `symbol`'s vector, if any.
  @inline(__always)
  func lead(_ symbol: SymbolID) -> Component? {
    let span = spans[Int(symbol)]
    return span.count == 0 ? nil : chunks[Int(span.chunk)][Int(span.start)]
  }

  /// Runs `body` on the components of `symbol`'s vector (strongest first). The storage must not
  /// be written from inside `body`.
  @inline(__always)
  func withComponents<Result>(of symbol: SymbolID, _ body: (UnsafeBufferPointer<Component>) -> Result) -> Result {
    let span = spans[Int(symbol)]
    guard span.count > 0 else { return body(UnsafeBufferPointer(start: nil, count: 0)) }
    return chunks.withUnsafeBufferPointer { chunks in
      chunks[Int(span.chunk)].withUnsafeBufferPointer { all in
        body(UnsafeBufferPointer(rebasing: all[Int(span.start)..<Int(span.start + span.count)]))
      }
    }
  }

  /// Runs `body` on the whole slice of `span` (its `capacity` components), to write them.
  @inline(__always)
  private mutating func withSlice<Result>(
    _ span: Span, _ body: (UnsafeMutableBufferPointer<Component>) -> Result
  ) -> Result {
    chunks[Int(span.chunk)].withUnsafeMutableBufferPointer { all in
      body(UnsafeMutableBufferPointer(rebasing: all[Int(span.start)..<Int(span.start + span.capacity)]))
    }
  }

  /// The components of `symbol`'s vector, strongest first, as an array of their own.
  func components(of symbol: SymbolID) -> [Component] {
    withComponents(of: symbol) { Array($0) }
  }

  /// `vector[symbol] += amount` at `level`; a result within the cost tolerance of zero is dropped.
  mutating func add(_ amount: Double, level: Double, to symbol: SymbolID) {
    let span = spans[Int(symbol)]
    var position = 0
    var existing: Double?
    withComponents(of: symbol) { mine in
      while position < mine.count && mine[position].level > level { position += 1 }
      if position < mine.count && mine[position].level == level { existing = mine[position].coefficient }
    }
    if let existing {
      let sum = existing + amount
      if abs(sum) > Tolerance.cost {
        withSlice(span) { $0[position].coefficient = sum }
      } else {
        removeComponent(at: position, of: symbol)
      }
    } else if abs(amount) > Tolerance.cost {
      insert(Component(level: level, coefficient: amount), at: position, of: symbol)
    }
  }

  /// `vector[symbol] += factor · source`, component by component (each sum as
  /// ``add(_:level:to:)`` forms it: the old coefficient plus `factor` times the source's). The
  /// source must not lie in this storage.
  mutating func add(_ source: UnsafeBufferPointer<Component>, times factor: Double, to symbol: SymbolID) {
    if source.count == 1 {
      add(factor * source[0].coefficient, level: source[0].level, to: symbol)
      return
    }
    let span = spans[Int(symbol)]
    withUnsafeTemporaryAllocation(of: Component.self, capacity: Int(span.count) + source.count) { merged in
      var count = 0
      withComponents(of: symbol) { all in
        var mine = 0
        let end = all.count
        var theirs = 0
        while mine < end || theirs < source.count {
          let value: Double
          let level: Double
          if theirs == source.count || (mine < end && all[mine].level > source[theirs].level) {
            merged.initializeElement(at: count, to: all[mine])
            count += 1
            mine += 1
            continue
          } else if mine == end || source[theirs].level > all[mine].level {
            level = source[theirs].level
            value = factor * source[theirs].coefficient
            theirs += 1
          } else {
            level = all[mine].level
            value = all[mine].coefficient + factor * source[theirs].coefficient
            mine += 1
            theirs += 1
          }
          if abs(value) > Tolerance.cost {
            merged.initializeElement(at: count, to: Component(level: level, coefficient: value))
            count += 1
          }
        }
      }
      write(UnsafeBufferPointer(rebasing: merged[0..<count]), to: symbol)
    }
  }

  /// Empties the vector of `symbol`.
  mutating func clear(_ symbol: SymbolID) {
    let span = spans[Int(symbol)]
    guard span.capacity > 0 else { return }
    spans[Int(symbol)] = .empty
    garbage += Int(span.capacity)
    compactIfWasteful()
  }

  /// Replaces the vector of `symbol` by `components` (sorted strongest first, non-zero).
  mutating func set(_ symbol: SymbolID, to components: [Component]) {
    components.withUnsafeBufferPointer { write($0, to: symbol) }
  }

  /// Drops the vectors of the last `count` symbols (their slices become garbage).
  mutating func removeLastSymbols(_ count: Int) {
    for span in spans.suffix(count) { garbage += Int(span.capacity) }
    spans.removeLast(count)
  }

  /// Replaces the vector of `symbol` by `values` (sorted, non-zero; not in this storage).
  private mutating func write(_ values: UnsafeBufferPointer<Component>, to symbol: SymbolID) {
    var span = spans[Int(symbol)]
    if values.isEmpty {
      clear(symbol)
      return
    }
    if values.count <= Int(span.capacity) && 4 * values.count > Int(span.capacity) {
      withSlice(span) { slice in
        for (offset, value) in values.enumerated() { slice[offset] = value }
      }
      span.count = Int32(values.count)
      spans[Int(symbol)] = span
      return
    }
    // Too small, or four times too large: a slice of its own at the end.
    garbage += Int(span.capacity)
    span = appendSlice(values, capacity: Self.capacity(for: values.count))
    spans[Int(symbol)] = span
    compactIfWasteful()
  }

  /// Stores `values` in a new slice of `capacity` at the end of the last chunk, or of a new
  /// chunk when it does not fit there.
  private mutating func appendSlice(_ values: UnsafeBufferPointer<Component>, capacity: Int) -> Span {
    if chunks.isEmpty || chunks[chunks.count - 1].count + capacity > max(Self.chunkCapacity, capacity) {
      var chunk: [Component] = []
      chunk.reserveCapacity(max(Self.chunkCapacity, capacity))
      chunks.append(chunk)
    }
    let last = chunks.count - 1
    let span = Span(
      chunk: Int32(last), start: Int32(chunks[last].count), count: Int32(values.count), capacity: Int32(capacity))
    chunks[last].append(contentsOf: values)
    chunks[last].append(contentsOf: repeatElement(Component(level: 0, coefficient: 0), count: capacity - values.count))
    storedCount += capacity
    return span
  }

  /// Inserts `component` at `position` (from the start of the slice of `symbol`, at most its
  /// count).
  private mutating func insert(_ component: Component, at position: Int, of symbol: SymbolID) {
    var span = spans[Int(symbol)]
    guard span.count < span.capacity else {
      var values = components(of: symbol)
      values.insert(component, at: position)
      values.withUnsafeBufferPointer { write($0, to: symbol) }
      return
    }
    withSlice(span) { slice in
      var index = Int(span.count)
      while index > position {
        slice[index] = slice[index - 1]
        index -= 1
      }
      slice[position] = component
    }
    span.count += 1
    spans[Int(symbol)] = span
  }

  /// Removes the component at `position` (from the start of the slice of `symbol`).
  private mutating func removeComponent(at position: Int, of symbol: SymbolID) {
    var span = spans[Int(symbol)]
    if span.count == 1 {
      clear(symbol)
      return
    }
    withSlice(span) { slice in
      for index in position..<(Int(span.count) - 1) { slice[index] = slice[index + 1] }
    }
    span.count -= 1
    spans[Int(symbol)] = span
  }

  /// The room a new slice gets for `count` components: the next power of two.
  private static func capacity(for count: Int) -> Int {
    count <= 1 ? count : 1 << (Int.bitWidth - (count - 1).leadingZeroBitCount)
  }

  /// Rewrites the storage without its garbage once the garbage outweighs the live components.
  private mutating func compactIfWasteful() {
    // The rewrite visits every span: it waits for garbage as large as their number, so that its
    // cost is amortised over the releases that made the garbage.
    guard !keepsPlaces, garbage > Self.minimumGarbage + spans.count, 2 * garbage > storedCount else { return }
    self = restricted(to: nil)
  }

  /// The vectors of the symbols `kept` (ascending ids; nil: every symbol), renumbered
  /// `0..<kept.count` in the same order, in storage without garbage.
  func restricted(to kept: [SymbolID]?) -> SparseVectors {
    var result = SparseVectors()
    result.keepsPlaces = keepsPlaces
    let symbols = kept ?? (0..<spans.count).map { SymbolID($0) }
    result.spans.reserveCapacity(symbols.count)
    for symbol in symbols {
      let span = spans[Int(symbol)]
      guard span.count > 0 else {
        result.spans.append(.empty)
        continue
      }
      let capacity = Self.capacity(for: Int(span.count))
      result.spans.append(withComponents(of: symbol) { result.appendSlice($0, capacity: capacity) })
    }
    return result
  }

  /// Whether both are the very same storage (neither written since one was copied from the
  /// other).
  func sharesStorage(with other: SparseVectors) -> Bool {
    spans.isSameBuffer(as: other.spans) && chunks.isSameBuffer(as: other.chunks)
  }

  /// Makes these vectors equal to `base`'s. With `journaled` (the symbols written since these
  /// vectors were last equal to `base`, which is only possible while ``keepsPlaces``: the slices
  /// of other symbols were not touched and new slices were appended), only those symbols' slices
  /// are copied back and the appended ones dropped; otherwise every chunk that is not `base`'s
  /// own storage is copied into this storage.
  mutating func restore(from base: SparseVectors, at journaled: [SymbolID]?) {
    garbage = base.garbage
    storedCount = base.storedCount
    if spans.sharesStorage(with: base.spans) && chunks.isSameBuffer(as: base.chunks) { return }
    let appendedOnly =
      chunks.count >= base.chunks.count
      && (base.chunks.isEmpty || chunks[base.chunks.count - 1].count >= base.chunks[base.chunks.count - 1].count)
    guard let journaled, spans.count >= base.spans.count, appendedOnly else {
      FlatTables.restore(&spans, from: base.spans)
      if chunks.count > base.chunks.count { chunks.removeLast(chunks.count - base.chunks.count) }
      for index in chunks.indices { FlatTables.restore(&chunks[index], from: base.chunks[index]) }
      if chunks.count < base.chunks.count { chunks.append(contentsOf: base.chunks[chunks.count...]) }
      return
    }
    if spans.count > base.spans.count { spans.removeLast(spans.count - base.spans.count) }
    if chunks.count > base.chunks.count { chunks.removeLast(chunks.count - base.chunks.count) }
    if let last = base.chunks.indices.last, chunks[last].count > base.chunks[last].count {
      chunks[last].removeLast(chunks[last].count - base.chunks[last].count)
    }
    for symbol in journaled where Int(symbol) < base.spans.count {
      let span = base.spans[Int(symbol)]
      spans[Int(symbol)] = span
      guard span.capacity > 0 else { continue }
      base.chunks[Int(span.chunk)].withUnsafeBufferPointer { theirs in
        withSlice(span) { mine in
          for index in 0..<Int(span.capacity) { mine[index] = theirs[Int(span.start) + index] }
        }
      }
    }
  }
}

extension SparseVectors: Equatable {
  /// The same vector for every symbol, wherever the slices sit.
  static func == (lhs: SparseVectors, rhs: SparseVectors) -> Bool {
    guard lhs.spans.count == rhs.spans.count else { return false }
    for symbol in lhs.spans.indices {
      let same = lhs.withComponents(of: SymbolID(symbol)) { mine in
        rhs.withComponents(of: SymbolID(symbol)) { theirs in mine.elementsEqual(theirs) }
      }
      if !same { return false }
    }
    return true
  }
}
