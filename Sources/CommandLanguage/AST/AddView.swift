import Cassowary
import Layout

/// `add view NAME [in PARENT] [size WxH] [frame X,Y,W,H [autoresizing MASK]] [intrinsic WxH] [hug H[,V]]
/// [resist H[,V]] [margins T,L,B,R]`.
public struct AddView: Hashable, Sendable, CustomStringConvertible {
  /// The new view's name.
  public var name: Name
  /// The parent, if any.
  public var parent: Name?
  /// `size WxH`: pins a root view's frame to (0, 0, W, H).
  public var size: Located<Size>?
  /// `intrinsic WxH`
  public var intrinsic: Located<Size>?
  /// `hug H[,V]`
  public var hugging: Located<AxisPriorities<PriorityLiteral>>?
  /// `resist H[,V]`
  public var resistance: Located<AxisPriorities<PriorityLiteral>>?
  /// `margins T,L,B,R`
  public var margins: Located<EdgeInsets>?
  /// `frame X,Y,W,H`: a subview that translates its autoresizing mask, from this frame.
  public var frame: Located<Rect>?
  /// `autoresizing MASK` (with `frame`; none when left out).
  public var autoresizing: Located<AutoresizingMask>?

  /// A view with a name and no clauses.
  public init(
    name: Name, parent: Name? = nil, size: Located<Size>? = nil, intrinsic: Located<Size>? = nil,
    hugging: Located<AxisPriorities<PriorityLiteral>>? = nil,
    resistance: Located<AxisPriorities<PriorityLiteral>>? = nil,
    margins: Located<EdgeInsets>? = nil
  ) {
    self.name = name
    self.parent = parent
    self.size = size
    self.intrinsic = intrinsic
    self.hugging = hugging
    self.resistance = resistance
    self.margins = margins
  }

  /// The canonical spelling.
  public var description: String {
    var text = "add view \(name.value)"
    if let parent { text += " in \(parent.value)" }
    if let size { text += " size \(size.value)" }
    if let frame { text += " frame \(frame.value.commaSeparated)" }
    if let autoresizing { text += " autoresizing \(autoresizing.value.notation)" }
    if let intrinsic { text += " intrinsic \(intrinsic.value)" }
    if let hugging { text += " hug \(hugging.value)" }
    if let resistance { text += " resist \(resistance.value)" }
    if let margins { text += " margins \(margins.value)" }
    return text
  }
}

extension Rect {
  /// `X,Y,W,H`, as a script writes a frame.
  var commaSeparated: String { [x, y, width, height].map(NumberText.format).joined(separator: ",") }
}
