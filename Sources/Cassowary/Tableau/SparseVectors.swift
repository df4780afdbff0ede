/// One sparse priority vector per symbol, all in one flat buffer: the storage of the objective.
///
/// A symbol's vector is its non-zero components, strongest level first, in a slice of
/// `components` that has room for `capacity` of them. A vector that outgrows its slice moves to
/// the end of the buffer, and its old slice becomes garbage; a vector that empties gives its slice
/// up. When the garbage outweighs what is live, the buffer is rewritten without it (unless the
/// slices must stay where they are, see ``keepsPlaces``). So memory follows the non-zero
/// components — the levels each symbol actually touches — not symbols × levels, and the storage
/// is two flat arrays: copying it (a session copies its solver for every command) is a memcpy,
/// with no reference per symbol to retain.
struct SparseVectors {
  typealias Component = PriorityVector.Component

  /// Where a symbol's vector sits in `components`.
  struct Span: Equatable {
    var start: Int32
    var count: Int32
    var capacity: Int32

    static let empty = Span(start: 0, count: 0, capacity: 0)
  }

  /// The slice of each symbol.
  private(set) var spans: [Span] = []
  /// Every slice's components; what lies beyond a slice's count, and in slices no symbol uses
  /// any more, is unused.
  private var components: [Component] = []
  /// The number of components in slices no symbol uses any more.
  private var garbage = 0
  /// Whether slices must stay where they are: set on a probe scratch's objective, whose restore
  /// copies back only the slices of the symbols written (see ``restore(from:at:)``). The buffer
  /// is then never rewritten, and its garbage goes when the scratch is reset.
  var keepsPlaces = false

  /// The fewest components of garbage that make a rewrite worth its pass over every span.
  private static let minimumGarbage = 256

  /// The number of symbols.
  var count: Int { spans.count }

  /// The number of components the buffer holds: live ones, room left in slices, and garbage.
  var storedCount: Int { components.count }

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
    return span.count == 0 ? nil : components[Int(span.start)]
  }

  /// Runs `body` on the components of `symbol`'s vector (strongest first). The buffer must not
  /// be written from inside `body`.
  @inline(__always)
  func withComponents<Result>(of symbol: SymbolID, _ body: (UnsafeBufferPointer<Component>) -> Result) -> Result {
    let span = spans[Int(symbol)]
    return components.withUnsafeBufferPointer { all in
      body(UnsafeBufferPointer(rebasing: all[Int(span.start)..<Int(span.start + span.count)]))
    }
  }

  /// The components of `symbol`'s vector, strongest first, as an array of their own.
  func components(of symbol: SymbolID) -> [Component] {
    withComponents(of: symbol) { Array($0) }
  }

  /// `vector[symbol] += amount` at `level`; a result within the cost tolerance of zero is dropped.
  mutating func add(_ amount: Double, level: Double, to symbol: SymbolID) {
    let span = spans[Int(symbol)]
    let start = Int(span.start)
    let end = start + Int(span.count)
    var position = start
    var found = false
    components.withUnsafeBufferPointer { all in
      while position < end && all[position].level > level { position += 1 }
      found = position < end && all[position].level == level
    }
    if found {
      let sum = components[position].coefficient + amount
      if abs(sum) > Tolerance.cost {
        components[position].coefficient = sum
      } else {
        removeComponent(at: position, of: symbol)
      }
    } else if abs(amount) > Tolerance.cost {
      insert(Component(level: level, coefficient: amount), at: position, of: symbol)
    }
  }

  /// `vector[symbol] += factor · source`, component by component (each sum as
  /// ``add(_:level:to:)`` forms it: the old coefficient plus `factor` times the source's). The
  /// source must not lie in this buffer.
  mutating func add(_ source: UnsafeBufferPointer<Component>, times factor: Double, to symbol: SymbolID) {
    if source.count == 1 {
      add(factor * source[0].coefficient, level: source[0].level, to: symbol)
      return
    }
    let span = spans[Int(symbol)]
    withUnsafeTemporaryAllocation(of: Component.self, capacity: Int(span.count) + source.count) { merged in
      var count = 0
      components.withUnsafeBufferPointer { all in
        var mine = Int(span.start)
        let end = mine + Int(span.count)
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

  /// Replaces the vector of `symbol` by `values` (sorted, non-zero; not in this buffer).
  private mutating func write(_ values: UnsafeBufferPointer<Component>, to symbol: SymbolID) {
    var span = spans[Int(symbol)]
    if values.isEmpty {
      clear(symbol)
      return
    }
    if values.count <= Int(span.capacity) && 4 * values.count > Int(span.capacity) {
      components.withUnsafeMutableBufferPointer { all in
        for (offset, value) in values.enumerated() { all[Int(span.start) + offset] = value }
      }
      span.count = Int32(values.count)
      spans[Int(symbol)] = span
      return
    }
    // Too small, or four times too large: a slice of its own at the end.
    garbage += Int(span.capacity)
    let capacity = Self.capacity(for: values.count)
    span = Span(start: Int32(components.count), count: Int32(values.count), capacity: Int32(capacity))
    components.append(contentsOf: values)
    components.append(contentsOf: repeatElement(Component(level: 0, coefficient: 0), count: capacity - values.count))
    spans[Int(symbol)] = span
    compactIfWasteful()
  }

  /// Inserts `component` at `position` (inside or at the end of the slice of `symbol`).
  private mutating func insert(_ component: Component, at position: Int, of symbol: SymbolID) {
    var span = spans[Int(symbol)]
    guard span.count < span.capacity else {
      var values = components(of: symbol)
      values.insert(component, at: position - Int(span.start))
      values.withUnsafeBufferPointer { write($0, to: symbol) }
      return
    }
    let end = Int(span.start + span.count)
    components.withUnsafeMutableBufferPointer { all in
      var index = end
      while index > position {
        all[index] = all[index - 1]
        index -= 1
      }
      all[position] = component
    }
    span.count += 1
    spans[Int(symbol)] = span
  }

  /// Removes the component at `position` (inside the slice of `symbol`).
  private mutating func removeComponent(at position: Int, of symbol: SymbolID) {
    var span = spans[Int(symbol)]
    if span.count == 1 {
      clear(symbol)
      return
    }
    let end = Int(span.start + span.count)
    components.withUnsafeMutableBufferPointer { all in
      for index in position..<(end - 1) { all[index] = all[index + 1] }
    }
    span.count -= 1
    spans[Int(symbol)] = span
  }

  /// The room a new slice gets for `count` components: the next power of two.
  private static func capacity(for count: Int) -> Int {
    count <= 1 ? count : 1 << (Int.bitWidth - (count - 1).leadingZeroBitCount)
  }

  /// Rewrites the buffer without its garbage once the garbage outweighs the live components.
  private mutating func compactIfWasteful() {
    // The rewrite visits every span: it waits for garbage as large as their number, so that its
    // cost is amortised over the releases that made the garbage.
    guard !keepsPlaces, garbage > Self.minimumGarbage + spans.count, 2 * garbage > components.count else { return }
    self = restricted(to: nil)
  }

  /// The vectors of the symbols `kept` (ascending ids; nil: every symbol), renumbered
  /// `0..<kept.count` in the same order, in a buffer without garbage.
  func restricted(to kept: [SymbolID]?) -> SparseVectors {
    var result = SparseVectors()
    result.keepsPlaces = keepsPlaces
    let symbols = kept ?? (0..<spans.count).map { SymbolID($0) }
    result.spans.reserveCapacity(symbols.count)
    var live = 0
    for symbol in symbols { live += Self.capacity(for: Int(spans[Int(symbol)].count)) }
    result.components.reserveCapacity(live)
    for symbol in symbols {
      let span = spans[Int(symbol)]
      let capacity = Self.capacity(for: Int(span.count))
      result.spans.append(Span(start: Int32(result.components.count), count: span.count, capacity: Int32(capacity)))
      result.components.append(contentsOf: components[Int(span.start)..<Int(span.start + span.count)])
      result.components.append(
        contentsOf: repeatElement(Component(level: 0, coefficient: 0), count: capacity - Int(span.count)))
    }
    return result
  }

  /// Makes these vectors equal to `base`'s. With `journaled` (the symbols written since these
  /// vectors were last equal to `base`, which is only possible while ``keepsPlaces``: the slices
  /// of other symbols were not touched and new slices were appended), only those symbols' slices
  /// are copied back and the appended ones dropped; otherwise both arrays are copied whole into
  /// this storage.
  mutating func restore(from base: SparseVectors, at journaled: [SymbolID]?) {
    garbage = base.garbage
    if spans.sharesStorage(with: base.spans) && components.sharesStorage(with: base.components) { return }
    guard let journaled, spans.count >= base.spans.count, components.count >= base.components.count else {
      FlatTables.restore(&spans, from: base.spans)
      FlatTables.restore(&components, from: base.components)
      return
    }
    if spans.count > base.spans.count { spans.removeLast(spans.count - base.spans.count) }
    if components.count > base.components.count { components.removeLast(components.count - base.components.count) }
    spans.withUnsafeMutableBufferPointer { spans in
      components.withUnsafeMutableBufferPointer { components in
        base.spans.withUnsafeBufferPointer { baseSpans in
          base.components.withUnsafeBufferPointer { baseComponents in
            for symbol in journaled where Int(symbol) < baseSpans.count {
              let span = baseSpans[Int(symbol)]
              spans[Int(symbol)] = span
              for index in Int(span.start)..<Int(span.start + span.capacity) {
                components[index] = baseComponents[index]
              }
            }
          }
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
