import Foundation
import Layout
import Testing

/// A `NSAutoresizingMaskLayoutConstraint` line of a real console log (a fixture of
/// Tests/XcodeLogTests/Fixtures, or examples/logs), read by hand: the mask, a frame and
/// superview length consistent with its numbers, and the relation it prints as
/// `a·position + b·length + c·superviewLength + k == 0` on its axis (positions in the
/// superview's coordinates).
private struct LoggedLine: CustomTestStringConvertible, Sendable {
  var file: String
  var line: Int
  /// A piece of the line's text, to check the citation.
  var excerpt: String
  var axis: Axis
  var notation: String
  var start: Double
  var length: Double
  var superviewLength: Double
  var relation: (a: Double, b: Double, c: Double, k: Double)
  /// The constraint lyt makes that reads exactly as the log's body, when the log prints lyt's
  /// own form (AppKit's `minX == 0`, `H:[v]-(49)-|`, constant sizes): attribute, superview
  /// attribute, constant.
  var sameAs: (Attribute, Attribute?, Double)?

  var testDescription: String { "\(file):\(line)" }
}

private let loggedLines: [LoggedLine] = [
  // `midX == UIInputSetHostView.midX + 187.5` and `width == UIInputSetHostView.width + 375`: x = 0,
  // w − S = 375 (taken with S = 0, w = 375).
  LoggedLine(
    file: "Tests/XcodeLogTests/Fixtures/steroids-1044.txt", line: 7, excerpt: "h=-&- v=--& CKMessageEntryView",
    axis: .horizontal, notation: "-&-", start: 0, length: 375, superviewLength: 0, relation: (1, 0.5, -0.5, -187.5)),
  LoggedLine(
    file: "Tests/XcodeLogTests/Fixtures/steroids-1044.txt", line: 8, excerpt: ".width + 375>",
    axis: .horizontal, notation: "-&-", start: 0, length: 375, superviewLength: 0, relation: (0, 1, -1, -375)),
  // `_UIVisualEffectContentView.width == UIVisualEffectView.width`: the content view fills it.
  LoggedLine(
    file: "Tests/XcodeLogTests/Fixtures/aplus-rs-one-solution.txt", line: 9,
    excerpt: "h=-&- v=-&- _UIVisualEffectContentView", axis: .horizontal, notation: "-&-", start: 0, length: 375,
    superviewLength: 375, relation: (0, 1, -1, 0)),
  // `ScheduleViewNib.height == UIScrollView.height - 386`: top and bottom margins add to 386.
  LoggedLine(
    file: "Tests/XcodeLogTests/Fixtures/developreference-27555138.txt", line: 11,
    excerpt: "v=-&- ScheduleViewNib", axis: .vertical, notation: "-&-", start: 45, length: 94,
    superviewLength: 480, relation: (0, 1, -1, 386)),
  LoggedLine(
    file: "Tests/XcodeLogTests/Fixtures/developreference-27555138.txt", line: 13,
    excerpt: "v=--& V:[ScheduleView:0x1d8efc30(480)]", axis: .vertical, notation: "--&", start: 0, length: 480,
    superviewLength: 480, relation: (0, 1, 0, -480), sameAs: (.height, nil, 480)),
  // AppKit prints a flexible width as lyt makes it: `minX == 0` and `H:[v]-(49)-|` in a text view
  // 2 wide (so the content view is −47 wide).
  LoggedLine(
    file: "Tests/XcodeLogTests/Fixtures/transmission-6644.txt", line: 6,
    excerpt: "_NSTextContentView:0x11bc1eb90.minX == 0",
    axis: .horizontal, notation: "-&-", start: 0, length: -47, superviewLength: 2, relation: (1, 0, 0, 0),
    sameAs: (.left, .left, 0)),
  LoggedLine(
    file: "Tests/XcodeLogTests/Fixtures/transmission-6644.txt", line: 7,
    excerpt: "H:[_NSTextContentView:0x11bc1eb90]-(49)-|",
    axis: .horizontal, notation: "-&-", start: 0, length: -47, superviewLength: 2, relation: (-1, -1, 1, -49),
    sameAs: (.right, .right, -49)),
  LoggedLine(
    file: "Tests/XcodeLogTests/Fixtures/transmission-6644.txt", line: 8,
    excerpt: "h=--& v=--& NSTextView:0x11bc1d320.width == 2",
    axis: .horizontal, notation: "--&", start: 0, length: 2, superviewLength: 300, relation: (0, 1, 0, -2),
    sameAs: (.width, nil, 2)),
  LoggedLine(
    file: "Tests/XcodeLogTests/Fixtures/heliport-246.txt", line: 13,
    excerpt: "WifiMenuItemView:0x7fd7bef1a3d0.width == 0",
    axis: .horizontal, notation: "--&", start: 0, length: 0, superviewLength: 300, relation: (0, 1, 0, 0),
    sameAs: (.width, nil, 0)),
  LoggedLine(
    file: "Tests/XcodeLogTests/Fixtures/pspdfkit-radar-18921595.txt", line: 10, excerpt: "H:[UIView:0x7fe3d0491b30(0)]",
    axis: .horizontal, notation: "--&", start: 0, length: 0, superviewLength: 320, relation: (0, 1, 0, 0),
    sameAs: (.width, nil, 0)),
  LoggedLine(
    file: "Tests/XcodeLogTests/Fixtures/iina-1568.txt", line: 7, excerpt: "H:[NSButton:0x7f9503c7a540'Button'(0)]",
    axis: .horizontal, notation: "--&", start: 0, length: 0, superviewLength: 100, relation: (0, 1, 0, 0),
    sameAs: (.width, nil, 0)),
  LoggedLine(
    file: "Tests/XcodeLogTests/Fixtures/iina-1568.txt", line: 17, excerpt: "V:[NSButton:0x7f9503c7a540'Button'(0)]",
    axis: .vertical, notation: "--&", start: 0, length: 0, superviewLength: 100, relation: (0, 1, 0, 0),
    sameAs: (.height, nil, 0)),
  LoggedLine(
    file: "Tests/XcodeLogTests/Fixtures/apptentive-ios-178.txt", line: 14, excerpt: "V:[UIView:0x15ed4cf40(0)]",
    axis: .vertical, notation: "--&", start: 0, length: 0, superviewLength: 568, relation: (0, 1, 0, 0),
    sameAs: (.height, nil, 0)),
  LoggedLine(
    file: "Tests/XcodeLogTests/Fixtures/tagflowexample-8.txt", line: 11, excerpt: "UIView:0x7fe4bee22240.height == 0",
    axis: .vertical, notation: "--&", start: 0, length: 0, superviewLength: 44, relation: (0, 1, 0, 0),
    sameAs: (.height, nil, 0)),
  LoggedLine(
    file: "examples/logs/cell-height.txt", line: 25, excerpt: "UIView:0x7fe4bee22240.height == 0", axis: .vertical,
    notation: "--&", start: 0, length: 0, superviewLength: 44, relation: (0, 1, 0, 0), sameAs: (.height, nil, 0)),
]

/// The repository's root.
private let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()

/// Every `h=`/`v=` line with numbers in the real logs the repository keeps: the constraints lyt
/// makes for that mask and frame imply the logged relation for any superview size, and where
/// the log prints lyt's own form, lyt makes that very constraint.
@Suite("Autoresizing masks against real console logs")
struct AutoresizingLogTests {
  @Test("lyt's constraints imply the logged one", arguments: loggedLines)
  fileprivate func impliesTheLoggedRelation(_ logged: LoggedLine) throws {
    let text = try String(contentsOf: repositoryRoot.appendingPathComponent(logged.file), encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    try #require(lines.count >= logged.line)
    #expect(lines[logged.line - 1].contains(logged.excerpt), "the citation")
    #expect(
      lines[logged.line - 1].contains(logged.axis == .horizontal ? "h=\(logged.notation)" : "v=\(logged.notation)"))
    let mask = try #require(AutoresizingMask.axis(logged.axis, notation: logged.notation))
    let frame =
      logged.axis == .horizontal
      ? Rect(x: logged.start, y: 0, width: logged.length, height: 10)
      : Rect(x: 0, y: logged.start, width: 10, height: logged.length)
    let size =
      logged.axis == .horizontal
      ? Size(width: logged.superviewLength, height: 10) : Size(width: 10, height: logged.superviewLength)
    let made = AutoresizingConstraints.make(view: "v", superview: "sv", frame: frame, superviewSize: size, mask: mask)
      .filter { $0.first.attribute.axis == logged.axis }
    try #require(made.count == 2)
    for superview in [logged.superviewLength, logged.superviewLength + 100, logged.superviewLength + 250] {
      let (position, length) = try solve(made, superview: superview)
      let (a, b, c, k) = logged.relation
      #expect(abs(a * position + b * length + c * superview + k) < 1e-9, "S = \(superview): \(position), \(length)")
    }
    if let (attribute, second, constant) = logged.sameAs {
      #expect(
        made.contains {
          $0.first.attribute == attribute && $0.second?.attribute == second && $0.multiplier == 1
            && $0.constant == constant
        }, "\(made)")
    }
  }

  /// The position and length on the axis that the two constraints give in a superview of
  /// length `superview` (in its coordinates: its leading edge 0, its trailing edge and its
  /// length `superview`).
  private func solve(_ made: [LayoutConstraint], superview: Double) throws -> (Double, Double) {
    // Each constraint: p·position + q·length == value.
    let rows = made.map { constraint -> (Double, Double, Double) in
      let right =
        (constraint.second.map { anchor in anchor.attribute.isDimension || isTrailing(anchor.attribute) ? superview : 0
        } ?? 0)
        * constraint.multiplier + constraint.constant
      switch constraint.first.attribute {
      case .left, .top: return (1, 0, right)
      case .right, .bottom: return (1, 1, right)
      default: return (0, 1, right)
      }
    }
    let determinant = rows[0].0 * rows[1].1 - rows[0].1 * rows[1].0
    try #require(abs(determinant) > 1e-12)
    let position = (rows[0].2 * rows[1].1 - rows[0].1 * rows[1].2) / determinant
    let length = (rows[0].0 * rows[1].2 - rows[0].2 * rows[1].0) / determinant
    return (position, length)
  }

  private func isTrailing(_ attribute: Attribute) -> Bool { attribute == .right || attribute == .bottom }
}
