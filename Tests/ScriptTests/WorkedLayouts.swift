/// Layouts that several suites run commands on, each written once (their cases are worked in
/// docs/EXPLANATIONS.md).
enum WorkedLayouts {
  /// 2.7a: `a` 100 wide by a required constraint and wishing for 120 at 750, `b` after it and at
  /// least 50 wide, both inside a 320-point root: a conflict through a chain of equalities once
  /// `b` is also held left of 100.
  static let chainConflict = """
    add view root size 320x100
    add view a in root
    add view b in root
    a.left == root.left as c0
    a.width == 100 as c1
    b.left == a.right + 8 as c3
    b.width >= 50 as c4
    b.right <= root.right as c6
    a.width == 120 @750 as c7
    a.top == root.top as ta
    a.height == 10 as ha
    b.top == root.top as tb
    b.height == 10 as hb
    b.width == 50 @250 as bw
    """

  /// 4.8a: two labels side by side in a 300-point container, 100 and 120 wide by their
  /// intrinsic sizes, both hugging and resisting at the default priorities.
  static let twoLabels = """
    add view c size 300x40
    add view l1 in c intrinsic 100x20
    add view l2 in c intrinsic 120x20
    l1.left == c.left
    l2.left == l1.right
    l2.right == c.right
    l1.top == c.top
    l2.top == c.top
    """

  /// `a` held 100 wide (wishing for 120 at 750) and `b` 8 points after it.
  static let heldChain = """
    add view root size 320x200
    add view a in root
    add view b in root
    a.left == root.left
    a.width == 100
    a.width == 120 @750 as wish
    b.left == a.right + 8
    """
}
