/// The constraints UIKit makes from a view's autoresizing mask when the view translates it
/// (`translatesAutoresizingMaskIntoConstraints`), in lyt's form: per axis two required
/// equalities that keep the fixed parts of the frame and share any change of the superview's
/// length among the flexible parts in proportion to their lengths when the constraints were
/// made, as `UIView.autoresizingMask` documents ("proportionally").
///
/// With `x`, `w` the view's position and length on an axis and `r` what is left of the
/// superview's length `S` (`r = S − x − w`):
///
/// | flexible | constraints |
/// |---|---|
/// | nothing, or the end margin | `v.left == sv.left + x`, `v.width == w` |
/// | the length | `v.left == sv.left + x`, `v.right == sv.right − r` |
/// | the start margin | `v.right == sv.right − r`, `v.width == w` |
/// | both margins | `v.width == w`, `v.left == x/(x+r) · sv.right − x/(x+r) · w` |
/// | length and end margin | `v.left == sv.left + x`, `v.width == w/(w+r) · sv.width − w/(w+r) · x` |
/// | start margin and length | `v.right == sv.right − r`, `v.width == w/(x+w) · sv.width − w/(x+w) · r` |
/// | all three | `v.left == x/S · sv.right`, `v.width == w/S · sv.width` |
///
/// A location multiplier is measured in the superview's coordinates, where `sv.right` is its
/// width. When a flexible part has no length to share by (a zero margin, a zero superview), the
/// part is kept fixed instead, which is what the proportion gives.
public enum AutoresizingConstraints {
  /// The constraints of `view` inside `superview` (a view, or a scroll view's frame guide: UIKit
  /// works in the superview's bounds), from its frame relative to the superview, the
  /// superview's size and the mask. Each is named `VIEW.autoresizing.ATTRIBUTE` after the
  /// attribute it sets (`card.autoresizing.left`, `card.autoresizing.width`).
  public static func make(
    view: String, superview: String, frame: Rect, superviewSize: Size, mask: AutoresizingMask
  ) -> [LayoutConstraint] {
    let horizontal = axis(
      .horizontal, view: view, superview: superview, start: frame.x, length: frame.width, total: superviewSize.width,
      flexible: mask.flexible(on: .horizontal))
    let vertical = axis(
      .vertical, view: view, superview: superview, start: frame.y, length: frame.height, total: superviewSize.height,
      flexible: mask.flexible(on: .vertical))
    return horizontal + vertical
  }

  /// The id of the constraint that sets `attribute` of `view`.
  public static func id(of view: String, _ attribute: Attribute) -> String {
    "\(view).autoresizing.\(attribute)"
  }

  /// The two constraints of one axis: start margin `start`, length `length`, end margin what
  /// is left of `total`.
  private static func axis(
    _ axis: Axis, view: String, superview: String, start: Double, length: Double, total: Double,
    flexible: (start: Bool, size: Bool, end: Bool)
  ) -> [LayoutConstraint] {
    let (startAttribute, endAttribute, sizeAttribute): (Attribute, Attribute, Attribute) =
      axis == .horizontal ? (.left, .right, .width) : (.top, .bottom, .height)
    let end = total - start - length
    var made: [LayoutConstraint] = []
    func add(_ attribute: Attribute, _ second: Attribute?, multiplier: Double = 1, constant: Double) {
      made.append(
        LayoutConstraint(
          id: id(of: view, attribute), Anchor(view, attribute), .equal, second.map { Anchor(superview, $0) },
          multiplier: multiplier, constant: constant))
    }
    // `attribute == part/whole · superview.second − part/whole · offset`: the flexible part's
    // share of the superview; kept `fixed` when there is nothing to share by.
    func addShare(
      _ attribute: Attribute, _ second: Attribute, part: Double, whole: Double, offset: Double,
      fixed: (Attribute?, Double)
    ) {
      guard part != 0 && whole != 0 else { return add(attribute, fixed.0, constant: fixed.1) }
      add(attribute, second, multiplier: part / whole, constant: -part / whole * offset)
    }
    switch (flexible.start, flexible.size, flexible.end) {
    case (false, false, _):
      add(startAttribute, startAttribute, constant: start)
      add(sizeAttribute, nil, constant: length)
    case (false, true, false):
      add(startAttribute, startAttribute, constant: start)
      add(endAttribute, endAttribute, constant: -end)
    case (true, false, false):
      add(endAttribute, endAttribute, constant: -end)
      add(sizeAttribute, nil, constant: length)
    case (true, false, true):
      add(sizeAttribute, nil, constant: length)
      addShare(
        startAttribute, endAttribute, part: start, whole: start + end, offset: length, fixed: (startAttribute, start))
    case (false, true, true):
      add(startAttribute, startAttribute, constant: start)
      addShare(sizeAttribute, sizeAttribute, part: length, whole: length + end, offset: start, fixed: (nil, length))
    case (true, true, false):
      add(endAttribute, endAttribute, constant: -end)
      addShare(sizeAttribute, sizeAttribute, part: length, whole: start + length, offset: end, fixed: (nil, length))
    case (true, true, true):
      addShare(startAttribute, endAttribute, part: start, whole: total, offset: 0, fixed: (startAttribute, start))
      addShare(sizeAttribute, sizeAttribute, part: length, whole: total, offset: 0, fixed: (nil, length))
    }
    return made
  }
}
