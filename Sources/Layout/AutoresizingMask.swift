/// A view's autoresizing mask (`UIView.AutoresizingMask`): which of its margins and sizes
/// stretch when its superview changes size. The raw values are UIKit's bits.
///
/// An axis with nothing flexible behaves exactly as one whose trailing margin (right, bottom)
/// is flexible, and UIKit prints both as `--&`; ``normalized`` makes the two one mask, so that a
/// mask read back from its ``notation`` is the mask that was written.
public struct AutoresizingMask: OptionSet, Hashable, Sendable, CustomStringConvertible {
  /// The bits.
  public var rawValue: Int

  /// A mask from UIKit's bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// The left margin stretches.
  public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
  /// The width stretches.
  public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
  /// The right margin stretches.
  public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
  /// The top margin stretches.
  public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
  /// The height stretches.
  public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
  /// The bottom margin stretches.
  public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

  /// UIKit's names of the flags, in bit order (`UIViewAutoresizingFlexibleWidth` in Objective-C).
  public static let names: [(name: String, flag: AutoresizingMask)] = [
    ("flexibleLeftMargin", .flexibleLeftMargin), ("flexibleWidth", .flexibleWidth),
    ("flexibleRightMargin", .flexibleRightMargin), ("flexibleTopMargin", .flexibleTopMargin),
    ("flexibleHeight", .flexibleHeight), ("flexibleBottomMargin", .flexibleBottomMargin),
  ]

  /// The flag named `name` (`flexibleWidth`), or nil.
  public static func flag(named name: String) -> AutoresizingMask? {
    names.first { $0.name == name }?.flag
  }

  /// The three flags of one axis: leading margin, size, trailing margin.
  public static func flags(of axis: Axis) -> (start: AutoresizingMask, size: AutoresizingMask, end: AutoresizingMask) {
    axis == .horizontal
      ? (.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin)
      : (.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin)
  }

  /// Which parts of one axis stretch.
  public func flexible(on axis: Axis) -> (start: Bool, size: Bool, end: Bool) {
    let flags = Self.flags(of: axis)
    return (contains(flags.start), contains(flags.size), contains(flags.end))
  }

  /// The mask with each axis on which nothing stretches given a flexible trailing margin (the
  /// same layout; UIKit's `--&`).
  public var normalized: AutoresizingMask {
    var mask = self
    for axis in Axis.allCases {
      let flags = Self.flags(of: axis)
      if mask.isDisjoint(with: [flags.start, flags.size, flags.end]) { mask.insert(flags.end) }
    }
    return mask
  }

  /// One axis in the log's notation: leading margin, size, trailing margin, `&` flexible and
  /// `-` fixed (`-&-`).
  public func notation(of axis: Axis) -> String {
    let parts = flexible(on: axis)
    return [parts.start, parts.size, parts.end].map { $0 ? "&" : "-" }.joined()
  }

  /// The console log's notation, `h=-&- v=--&` (of the normalized mask: nothing flexible prints
  /// `--&`, as UIKit prints it).
  public var notation: String {
    let mask = normalized
    return "h=\(mask.notation(of: .horizontal)) v=\(mask.notation(of: .vertical))"
  }

  /// The log's notation.
  public var description: String { notation }

  /// UIKit's names of the flags set, in bit order; empty for none.
  public var flagNames: [String] {
    Self.names.filter { contains($0.flag) }.map(\.name)
  }

  /// The mask written as one axis of the log's notation (`-&-`, three of `-` and `&`), or nil.
  public static func axis(_ axis: Axis, notation text: String) -> AutoresizingMask? {
    let marks = Array(text)
    guard marks.count == 3, marks.allSatisfy({ $0 == "-" || $0 == "&" }) else { return nil }
    let flags = Self.flags(of: axis)
    var mask = AutoresizingMask()
    for (mark, flag) in zip(marks, [flags.start, flags.size, flags.end]) where mark == "&" { mask.insert(flag) }
    return mask
  }
}
