/// What the derivations of every state of a recording cost (``SessionRecording/stateDerivations``):
/// the items derived so far, and the bytes of the entries a page writes for them — at each state
/// only those that differ from the state before.
struct StepDerivations: Equatable, Sendable {
  /// The most items derived over all the states: deriving an item's frame costs a row of the
  /// solver's tableau per component, and a script that builds a big layout one command at a
  /// time would derive its first hundred items again at every command.
  static let itemLimit = 3_000

  /// The items derived so far, over all states.
  private(set) var items = 0
  /// The bytes of the entries written so far.
  private(set) var bytes = 0
  /// The entries of the last state admitted, by item.
  private(set) var last: [String: String] = [:]

  /// Whether `count` more items can be derived; counts them when they can.
  mutating func admit(items count: Int) -> Bool {
    guard items + count <= Self.itemLimit else { return false }
    items += count
    return true
  }

  /// Whether a state whose entries are `entries` (``PageDerivations/entries(_:)``) fits: the
  /// entries that differ from the last state's are added to ``bytes`` and must stay within
  /// ``PageDerivations/byteBudget``. When they fit, they become the last state's.
  mutating func admit(_ entries: [(name: String, text: String)]) -> Bool {
    let changed = entries.filter { last[$0.name] != $0.text }.reduce(0) { $0 + $1.text.utf8.count + 2 }
    guard bytes + changed <= PageDerivations.byteBudget else { return false }
    bytes += changed
    last = Dictionary(entries.map { ($0.name, $0.text) }, uniquingKeysWith: { first, _ in first })
    return true
  }
}
