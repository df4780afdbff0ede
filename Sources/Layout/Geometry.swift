import Cassowary

/// A rectangle in points: origin top-left, y grows downward.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
  /// The left edge.
  public var x: Double
  /// The top edge.
  public var y: Double
  /// The width.
  public var width: Double
  /// The height.
  public var height: Double

  /// Creates a rectangle.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// Whether every component is within `tolerance` of `other`'s.
  public func isClose(to other: Rect, tolerance: Double = 1e-6) -> Bool {
    abs(x - other.x) <= tolerance && abs(y - other.y) <= tolerance && abs(width - other.width) <= tolerance
      && abs(height - other.height) <= tolerance
  }

  /// The value of one component.
  public subscript(component: FrameComponent) -> Double {
    switch component {
    case .x: x
    case .y: y
    case .width: width
    case .height: height
    }
  }

  /// The components whose values differ from `other`'s by more than `tolerance`, in
  /// ``FrameComponent`` order.
  public func components(differingFrom other: Rect, tolerance: Double = 1e-6) -> [FrameComponent] {
    FrameComponent.allCases.filter { abs(self[$0] - other[$0]) > tolerance }
  }

  /// The text shown to users.
  public var description: String {
    "(\(NumberText.format(x)), \(NumberText.format(y)), \(NumberText.format(width)), \(NumberText.format(height)))"
  }
}

/// A width and a height.
public struct Size: Hashable, Sendable, CustomStringConvertible {
  /// The width.
  public var width: Double
  /// The height.
  public var height: Double

  /// Creates a size.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// The text shown to users.
  public var description: String { "\(NumberText.format(width))x\(NumberText.format(height))" }
}

/// Insets on the four sides of a rectangle (layout margins, safe-area insets).
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
  /// The top inset.
  public var top: Double
  /// The left inset.
  public var left: Double
  /// The bottom inset.
  public var bottom: Double
  /// The right inset.
  public var right: Double

  /// Creates insets in UIKit's order: top, left, bottom, right.
  public init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// The same inset on every side.
  public init(all inset: Double) {
    self.init(top: inset, left: inset, bottom: inset, right: inset)
  }

  /// No insets.
  public static let zero = EdgeInsets(all: 0)

  /// Whether every inset is a finite number.
  var isFinite: Bool { top.isFinite && left.isFinite && bottom.isFinite && right.isFinite }

  /// The text shown to users.
  public var description: String {
    [top, left, bottom, right].map(NumberText.format).joined(separator: ",")
  }
}

/// Where a view's text baselines are, as distances from its top edge.
public struct BaselineOffsets: Hashable, Sendable {
  /// The distance from the top edge to the first baseline.
  public var first: Double
  /// The distance from the top edge to the last baseline.
  public var last: Double

  /// Creates baseline offsets (both measured from the top edge).
  public init(first: Double, last: Double) {
    self.first = first
    self.last = last
  }
}

/// One component of a frame.
public enum FrameComponent: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// The left edge, in root coordinates.
  case x
  /// The top edge, in root coordinates.
  case y
  /// The width.
  case width
  /// The height.
  case height

  /// The text shown to users.
  public var description: String { rawValue }
}
