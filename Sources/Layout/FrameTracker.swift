import Cassowary

/// The frames of an engine's views and user guides, kept current from the solver's changed
/// variables with array lookups only (no names hashed per step): what a sweep reads after every
/// `suggestValue`. System guides (`safeArea`, `contentGuide`, `frameGuide`) are not tracked.
struct FrameTracker {
  /// The tracked items' names, in item order.
  private let names: [String]
  /// Their frame variables, one array per component (a view's or user guide's frame is its four
  /// variables), as unmanaged references: reading a value then costs no retain and release.
  /// ``variables`` keeps them alive.
  private let lefts: [Unmanaged<Variable>]
  private let tops: [Unmanaged<Variable>]
  private let widths: [Unmanaged<Variable>]
  private let heights: [Unmanaged<Variable>]
  /// Every tracked variable, held strongly for the unmanaged references.
  private let variables: [Variable]
  /// Their frames as last reported.
  private var frames: [Rect]
  /// For each variable id from ``firstID``, the index of the item that owns it, or -1.
  private let owners: [Int32]
  /// The smallest variable id of a tracked item.
  private let firstID: Int
  /// When each item was last found moving (equal to ``generation``: in this step).
  private var stamps: [UInt32]
  private var generation: UInt32 = 0
  /// The items found moving in this step (kept between steps to reuse its storage).
  private var moved: [Int] = []

  /// Tracks `engine`'s views and user guides, starting from their current frames.
  init(_ engine: LayoutEngine) {
    let items = engine.items.filter { !$0.kind.isSystemGuide }
    names = items.map(\.name)
    let all = [
      items.map(\.variables.left), items.map(\.variables.top), items.map(\.variables.width),
      items.map(\.variables.height),
    ]
    variables = Array(all.joined())
    lefts = all[0].map { Unmanaged.passUnretained($0) }
    tops = all[1].map { Unmanaged.passUnretained($0) }
    widths = all[2].map { Unmanaged.passUnretained($0) }
    heights = all[3].map { Unmanaged.passUnretained($0) }
    frames = items.map { engine.absoluteFrame($0) }
    let ids = variables.map(\.id)
    firstID = ids.min() ?? 0
    var owners = [Int32](repeating: -1, count: (ids.max() ?? -1) - firstID + 1)
    for component in all {
      for (index, variable) in component.enumerated() { owners[variable.id - firstID] = Int32(index) }
    }
    self.owners = owners
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
    moved.removeAll(keepingCapacity: true)
    for variable in solver.updateVariables() {
      let slot = variable.id - firstID
      guard slot >= 0, slot < owners.count else { continue }
      let owner = Int(owners[slot])
      guard owner >= 0, stamps[owner] != generation else { continue }
      stamps[owner] = generation
      moved.append(owner)
    }
    if moved.count > names.count / 8 {
      // Most items moved: collecting them in order by their stamps beats sorting.
      moved.removeAll(keepingCapacity: true)
      for index in stamps.indices where stamps[index] == generation { moved.append(index) }
    } else {
      moved.sort()
    }
    var changes: [FrameChange] = []
    changes.reserveCapacity(moved.count)
    func value(_ variable: Unmanaged<Variable>) -> Double {
      variable._withUnsafeGuaranteedRef { solver.value(of: $0) }
    }
    for index in moved {
      let new = Rect(
        x: value(lefts[index]), y: value(tops[index]), width: value(widths[index]), height: value(heights[index]))
      if new != frames[index] {
        changes.append(FrameChange(item: names[index], old: frames[index], new: new))
        frames[index] = new
      }
    }
    return changes
  }
}
