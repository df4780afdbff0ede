import Layout

/// An attribute as a constraint description prints it: lyt's own ``Layout/Attribute``, read with
/// UIKit's and AppKit's aliases folded in (`minX` is `left`, `maxY` is `bottom`, `baseline` is
/// `lastBaseline`).
public typealias LogAttribute = Attribute

extension Attribute {
  /// The attribute a description names, aliases included (`minX`, `midY`, `baseline`, …).
  public init?(printed name: String) {
    if let known = Attribute(named: name) {
      self = known
      return
    }
    let aliases: [String: Attribute] = [
      "minX": .left, "maxX": .right, "midX": .centerX, "minY": .top, "maxY": .bottom, "midY": .centerY,
      "Width": .width, "Height": .height,
    ]
    guard let alias = aliases[name] else { return nil }
    self = alias
  }
}
