import Cassowary
import CommandLanguage
import Layout

/// The `why` derivations a page embeds (docs/PAGES.md §3): for the last state, the four frame
/// components of its first views and guides (at most ``Session/derivedItemsPerPage``, and only
/// as many as fit in ``byteBudget``), as structured values the page's script writes out the way
/// `why` does.
enum PageDerivations {
  /// The most text the derivations may take: the derivations of a view of the 1,000-view screen
  /// take 2 KB (a row's x runs through its section, the scroll view and the root), and that page
  /// has to stay under 2 MB with everything else.
  static let byteBudget = 96_000

  /// The `derivations` field: `{"state": N, "items": {"card": {"x": {…}, …}, …}}`, where `state`
  /// is the index of the state they belong to and `items` the first items of `derivations`
  /// whose text fits in ``byteBudget``.
  ///
  /// A component is `{"value":V,"chain":[LINE,…],"by":[ID or [ID,WEIGHT],…],"more":N,
  /// "free":[NAME,…]}`: `chain` only when there is one, a weight only when it is not 1, `more`
  /// only when `by` lists the first of more constraints, and `free` only when the value depends
  /// on what nothing determines. A LINE is `[SUM]`, `[SUM,REASONS]` or, once the subject was
  /// solved for, `[SUM,REASONS,MULTIPLE]`; a SUM lists its pieces, each `"item.attribute"` or a
  /// number when its coefficient is 1, else `[COEFFICIENT,"item.attribute"]` or
  /// `[COEFFICIENT,NUMBER]`. The short forms keep a 1,000-view page under its budget.
  static func field(_ derivations: [FrameDerivation], state: Int) -> String {
    var kept: [String] = []
    var size = 0
    for entry in entries(derivations) {
      size += entry.text.utf8.count + 2
      guard size <= byteBudget else { break }
      kept.append(entry.text)
    }
    return "{\"state\": \(state), \"items\": {\n"
      + kept.joined(separator: ",\n") + "\n}}"
  }

  /// The `derivations_by_state` field: one element per state, `{"items": {…}, "removed": […]}`,
  /// with the items whose entry differs from the state before (all of them at the first state)
  /// and the names of those derived before and not at this state; either left out when empty.
  /// A reader rebuilds a state's derivations by applying the elements up to it in turn.
  static func byState(_ states: [[FrameDerivation]]) -> String {
    var before: [String: String] = [:]
    let changes = states.map { derivations -> String in
      let now = entries(derivations)
      var fields: [String] = []
      let changed = now.filter { before[$0.name] != $0.text }.map(\.text)
      if !changed.isEmpty { fields.append("\"items\":{" + changed.joined(separator: ",\n") + "}") }
      let names = Set(now.map(\.name))
      let removed = before.keys.filter { !names.contains($0) }.sorted()
      if !removed.isEmpty { fields.append("\"removed\":[" + removed.map(JSONText.string).joined(separator: ",") + "]") }
      before = Dictionary(now.map { ($0.name, $0.text) }, uniquingKeysWith: { first, _ in first })
      return "{" + fields.joined(separator: ",") + "}"
    }
    return "[\n" + changes.joined(separator: ",\n") + "\n]"
  }

  /// Each item's entry, in the order of `derivations`: `"card":{"x":{…},"y":{…},…}`.
  static func entries(_ derivations: [FrameDerivation]) -> [(name: String, text: String)] {
    var items: [(name: String, components: [String])] = []
    for derivation in derivations {
      let text = "\(JSONText.string(derivation.component.rawValue)):" + component(derivation)
      if items.last?.name == derivation.item {
        items[items.count - 1].components.append(text)
      } else {
        items.append((derivation.item, [text]))
      }
    }
    return items.map { ($0.name, "\(JSONText.string($0.name)):{" + $0.components.joined(separator: ",") + "}") }
  }

  /// One component's entry.
  static func component(_ frame: FrameDerivation) -> String {
    let derivation = frame.derivation
    var text = "{\"value\":\(Display.jsonNumber(derivation.value))"
    if let chain = derivation.chain {
      let steps = chain.map { step in
        var line = "[[" + step.sum.pieces.map(piece).joined(separator: ",") + "]"
        if !step.reasons.isEmpty || step.multiple != 1 {
          line += ",[" + step.reasons.map { JSONText.string(DerivationText.words($0)) }.joined(separator: ",") + "]"
        }
        if step.multiple != 1 { line += "," + NumberText.text(step.multiple, .json) }
        return line + "]"
      }
      text += ",\"chain\":[" + steps.joined(separator: ",") + "]"
    }
    let support = derivation.support.map { entry in
      entry.weight == 1
        ? JSONText.string(entry.id) : "[\(JSONText.string(entry.id)),\(NumberText.text(entry.weight, .json))]"
    }
    text += ",\"by\":[" + support.joined(separator: ",") + "]"
    if derivation.supportCount > derivation.support.count {
      text += ",\"more\":\(derivation.supportCount - derivation.support.count)"
    }
    if !derivation.free.isEmpty {
      text += ",\"free\":[" + derivation.free.map(JSONText.string).joined(separator: ",") + "]"
    }
    return text + "}"
  }

  /// `"a.right"`, `8`, `[-1,"a.left"]` or `[0.333…,375]`.
  private static func piece(_ piece: DerivationSum.Piece) -> String {
    let body = piece.anchor.map { JSONText.string("\($0)") } ?? NumberText.text(piece.number, .json)
    return piece.coefficient == 1 ? body : "[\(NumberText.text(piece.coefficient, .json)),\(body)]"
  }

  /// A number as it reads back exactly (a multiplier of 1/3 must stay 1/3 for the page to write
  /// `/ 3`); `null` when not finite.
}
