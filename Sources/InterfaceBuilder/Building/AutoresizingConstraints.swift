import Cassowary
import Layout

/// The constraints UIKit makes from a view's autoresizing mask when it translates it
/// (`translatesAutoresizingMaskIntoConstraints`), in lyt's form: per axis two required
/// constraints that keep the fixed parts of the stored frame and share any change of the
/// superview's size among the flexible parts in proportion to their stored lengths, as
/// `UIView.autoresizingMask` documents (docs/STORYBOARDS.md §2.3). Location multipliers are
/// measured in the superview's coordinates, where `superview.right` is its width. UIKit works in
/// the superview's bounds: in a scroll view, at content offset zero, that is its frame layout
/// guide, so `superview` is then the guide's name (`scroll.frameGuide`).
enum AutoresizingConstraints {
  /// The constraints of `view` (engine name) in `superview` (a view or a scroll view's frame
  /// guide), from its stored frame (top-left origin), the superview's stored size and the mask;
  /// ids `VIEW.autoresizing.h1` … `v2`.
  static func make(
    view: String, superview: String, frame: Rect, superviewSize: Size, mask: AutoresizingMask, flipped: Bool
  ) -> [LayoutConstraint] {
    let horizontal = axis(
      view: view, superview: superview, start: frame.x, length: frame.width, total: superviewSize.width,
      flexible: (mask.flexibleMinX, mask.widthSizable, mask.flexibleMaxX),
      attributes: (.left, .right, .width), prefix: "h")
    // Interface Builder's flexibleMinY is the top margin on iOS and the bottom one on macOS.
    let top = flipped ? mask.flexibleMaxY : mask.flexibleMinY
    let bottom = flipped ? mask.flexibleMinY : mask.flexibleMaxY
    let vertical = axis(
      view: view, superview: superview, start: frame.y, length: frame.height, total: superviewSize.height,
      flexible: (top, mask.heightSizable, bottom), attributes: (.top, .bottom, .height), prefix: "v")
    return horizontal + vertical
  }

  /// The two constraints of one axis: start margin `start`, length `length`, end margin what
  /// is left of `total`.
  private static func axis(
    view: String, superview: String, start: Double, length: Double, total: Double,
    flexible: (start: Bool, length: Bool, end: Bool), attributes: (start: Attribute, end: Attribute, size: Attribute),
    prefix: String
  ) -> [LayoutConstraint] {
    let end = total - start - length
    var made: [LayoutConstraint] = []
    func add(_ attribute: Attribute, _ second: Anchor?, multiplier: Double = 1, constant: Double) {
      made.append(
        LayoutConstraint(
          id: "\(view).autoresizing.\(prefix)\(made.count + 1)", Anchor(view, attribute), .equal, second,
          multiplier: multiplier, constant: constant))
    }
    let startEdge = Anchor(superview, attributes.start)
    let endEdge = Anchor(superview, attributes.end)
    let size = Anchor(superview, attributes.size)
    switch flexible {
    case (false, false, _):
      // Only the end margin flexible, or nothing (UIKit prints mask none as `--&`).
      add(attributes.start, startEdge, constant: start)
      add(attributes.size, nil, constant: length)
    case (false, true, false):
      add(attributes.start, startEdge, constant: start)
      add(attributes.end, endEdge, constant: -end)
    case (true, false, false):
      add(attributes.end, endEdge, constant: -end)
      add(attributes.size, nil, constant: length)
    case (true, false, true):
      add(attributes.size, nil, constant: length)
      if start > 0 && start + end > 0 {
        let share = start / (start + end)
        add(attributes.start, endEdge, multiplier: share, constant: -share * length)
      } else {
        add(attributes.start, startEdge, constant: start)
      }
    case (false, true, true):
      add(attributes.start, startEdge, constant: start)
      if length > 0 && length + end > 0 {
        let share = length / (length + end)
        add(attributes.size, size, multiplier: share, constant: -share * start)
      } else {
        add(attributes.size, nil, constant: length)
      }
    case (true, true, false):
      add(attributes.end, endEdge, constant: -end)
      if length > 0 && start + length > 0 {
        let share = length / (start + length)
        add(attributes.size, size, multiplier: share, constant: -share * end)
      } else {
        add(attributes.size, nil, constant: length)
      }
    case (true, true, true):
      if total > 0 && start > 0 {
        add(attributes.start, endEdge, multiplier: start / total, constant: 0)
      } else {
        add(attributes.start, startEdge, constant: start)
      }
      if total > 0 && length > 0 {
        add(attributes.size, size, multiplier: length / total, constant: 0)
      } else {
        add(attributes.size, nil, constant: length)
      }
    }
    return made
  }
}
