import Cassowary

/// The frames of an engine's views and user guides, kept current from the values the solver
/// reports as changed: no variable is looked up and no name hashed per step, which is what a
/// sweep needs after every `suggestValue`. System guides (`safeArea`, `contentGuide`,
/// `frameGuide`) are not tracked.
///
/// The tracker starts from the solver's published values, so the solver it follows must have
/// published them (``Solver/updateVariables()``) just before the tracker is made: from then on,
/// a variable the solver does not report as changed still has the value the tracker holds.
struct FrameTracker {
  /// The tracked items' names, in item order.
  private let names: [ItemID]
  /// For each variable id from ``firstID``, the item that owns it and which frame component it
  /// is (`item << 2 | component`, component 0…3 = x, y, width, height), or -1.
  private let owners: [Int32]
  /// The smallest variable id of a tracked item.
  private let firstID: Int
  /// The frames as the solver's values give them now.
  private var current: [Rect]
  /// The frames as last reported.
  private var reported: [Rect]
  /// When each item was last found moving (equal to ``generation``: in this step).
  private var stamps: [UInt32]
  private var generation: UInt32 = 0
  /// The items found moving in this step, in its first slots (one slot per item, kept between
  /// steps to reuse the storage).
  private var moved: [Int] = []

  /// Tracks `engine`'s views and user guides, starting from their current frames.
  init(_ engine: LayoutEngine) {
    let items = engine.items.filter { !$0.kind.isSystemGuide }
    names = items.map { ItemID($0.name) }
    let components = items.map { item in
      [item.variables.left, item.variables.top, item.variables.width, item.variables.height].map(\.id)
    }
    let ids = components.joined()
    firstID = ids.min() ?? 0
    var owners = [Int32](repeating: -1, count: (ids.max() ?? -1) - firstID + 1)
    for (index, item) in components.enumerated() {
      for (component, id) in item.enumerated() { owners[id - firstID] = Int32(index << 2 | component) }
    }
    self.owners = owners
    current = items.map { engine.absoluteFrame($0) }
    reported = current
    stamps = [UInt32](repeating: 0, count: items.count)
  }

  /// Publishes the solver's values and returns the tracked frames that moved since the last
  /// call, in item order.
  mutating func update(_ solver: inout Solver) -> [FrameChange] {
    generation &+= 1
    if generation == 0 {
      for index in stamps.indices { stamps[index] = 0 }
      generation = 1
    }
    let changed = solver.updateVariables()
    let ids = changed.ids
    let values = changed.values
    // Locals over raw buffers: writing through `self` or an array in the loop would check
    // uniqueness on every write.
    var current = self.current
    var reported = self.reported
    var stamps = self.stamps
    var moved = self.moved
    (self.current, self.reported, self.stamps, self.moved) = ([], [], [], [])
    if moved.count < current.count { moved = [Int](repeating: 0, count: current.count) }
    var movedCount = 0
    let generation = generation
    let firstID = firstID
    var changes: [FrameChange] = []
    moved.withUnsafeMutableBufferPointer { moved in
      current.withUnsafeMutableBufferPointer { current in
        stamps.withUnsafeMutableBufferPointer { stamps in
          owners.withUnsafeBufferPointer { owners in
            for (id, value) in zip(ids, values) {
              let slot = id - firstID
              guard slot >= 0, slot < owners.count else { continue }
              let code = Int(owners[slot])
              guard code >= 0 else { continue }
              let owner = code >> 2
              switch code & 3 {
              case 0: current[owner].x = value
              case 1: current[owner].y = value
              case 2: current[owner].width = value
              default: current[owner].height = value
              }
              if stamps[owner] != generation {
                stamps[owner] = generation
                moved[movedCount] = owner
                movedCount += 1
              }
            }
          }
          if movedCount > stamps.count / 8 {
            // Most items moved: collecting them in order by their stamps beats sorting.
            movedCount = 0
            for index in stamps.indices where stamps[index] == generation {
              moved[movedCount] = index
              movedCount += 1
            }
          } else {
            moved[0..<movedCount].sort()
          }
        }
        reported.withUnsafeMutableBufferPointer { reported in
          changes = [FrameChange](unsafeUninitializedCapacity: movedCount) { changes, count in
            count = 0
            for index in moved[0..<movedCount] where current[index] != reported[index] {
              changes.initializeElement(
                at: count, to: FrameChange(item: names[index], old: reported[index], new: current[index]))
              count += 1
              reported[index] = current[index]
            }
          }
        }
      }
    }
    (self.current, self.reported, self.stamps, self.moved) = (current, reported, stamps, moved)
    return changes
  }
}
