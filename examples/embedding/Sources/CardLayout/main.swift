// A card pinned 16 points inside a 320-point window and asked to be 300 wide: the three cannot
// all hold. The engine breaks one required constraint, as UIKit does, and says which ones it
// conflicts with and by how much; the card's width is then derived step by step.
import Cassowary
import Layout

/// Builds the layout, prints frames, the broken constraint and the derivation of the width.
func run() throws(LayoutError) {
  var engine = LayoutEngine()
  _ = try engine.addView("window")
  _ = try engine.setRootSize(Size(width: 320, height: 480), of: "window")
  _ = try engine.addView("card", in: "window")
  let constraints = [
    LayoutConstraint(id: "leading", Anchor("card", .leading), .equal, Anchor("window", .leading), constant: 16),
    LayoutConstraint(id: "trailing", Anchor("card", .trailing), .equal, Anchor("window", .trailing), constant: -16),
    LayoutConstraint(id: "top", Anchor("card", .top), .equal, Anchor("window", .top), constant: 20),
    LayoutConstraint(id: "height", Anchor("card", .height), .equal, constant: 120),
    LayoutConstraint(id: "wide", Anchor("card", .width), .equal, constant: 300),
  ]
  for constraint in constraints { _ = try engine.add(constraint) }

  for item: ItemID in ["window", "card"] { print("\(item): \(try engine.frame(of: item))") }
  for info in engine.constraints where info.status == .broken {
    let others = info.conflict?.constraints.compactMap { engine.id(of: $0) }.filter { $0 != info.id } ?? []
    let gap = info.conflict.map { NumberText.display($0.gap) } ?? "?"
    print("\(info.id) broken: conflicts with \(others.map(\.name).joined(separator: ", ")) (short by \(gap))")
  }
  let width = Anchor("card", .width)
  print("card.width = \(NumberText.display(try engine.frame(of: "card").width))")
  for step in engine.derivationChain(of: width) ?? [] {
    let reasons = step.reasons.map { reason in
      switch reason {
      case .constraint(let id): id
      case .frame(let item): "\(item)'s frame"
      }
    }
    print("  = \(step.text)" + (reasons.isEmpty ? "" : "    [\(reasons.joined(separator: ", "))]"))
  }
}

do {
  try run()
} catch {
  print("error: \(error)")
}
