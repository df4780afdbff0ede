import Cassowary
import Layout

/// `UIStackView.Alignment`
public enum StackAlignment: String, Hashable, Sendable, CaseIterable {
  /// `fill`
  case fill
  /// `leading`
  case leading
  /// `center`
  case center
  /// `trailing`
  case trailing
  /// `top`
  case top
  /// `bottom`
  case bottom
  /// `firstBaseline`
  case firstBaseline
  /// `lastBaseline`
  case lastBaseline
}

/// `add stack NAME in PARENT axis h|v [distribution D] [alignment A] [spacing S] views A B C…`.
public struct AddStack: Hashable, Sendable, CustomStringConvertible {
  /// The stack view's name.
  public var name: Name
  /// Its parent.
  public var parent: Name
  /// Its axis.
  public var axis: Axis
  /// Its distribution, if given (UIKit's default is `fill`).
  public var distribution: StackView.Distribution?
  /// Its alignment, if given (UIKit's default is `fill`).
  public var alignment: StackAlignment?
  /// Its spacing, if given (UIKit's default is 0).
  public var spacing: Double?
  /// The arranged subviews, in order.
  public var views: [Name]
  /// Where the alignment was written (for errors); not part of the command's identity.
  public var alignmentRange: SourceRange?

  /// A stack from its parts.
  public init(
    name: Name, parent: Name, axis: Axis, distribution: StackView.Distribution? = nil,
    alignment: StackAlignment? = nil, spacing: Double? = nil, views: [Name]
  ) {
    self.name = name
    self.parent = parent
    self.axis = axis
    self.distribution = distribution
    self.alignment = alignment
    self.spacing = spacing
    self.views = views
  }

  /// The canonical spelling.
  public var description: String {
    var text = "add stack \(name.value) in \(parent.value) axis \(axis.spelling)"
    if let distribution { text += " distribution \(distribution.rawValue)" }
    if let alignment { text += " alignment \(alignment.rawValue)" }
    if let spacing { text += " spacing \(NumberText.format(spacing))" }
    return text + " views " + views.map(\.value).joined(separator: " ")
  }

  /// Compares the commands' meaning (every part but ``alignmentRange``).
  public static func == (lhs: AddStack, rhs: AddStack) -> Bool {
    lhs.name == rhs.name && lhs.parent == rhs.parent && lhs.axis == rhs.axis && lhs.distribution == rhs.distribution
      && lhs.alignment == rhs.alignment && lhs.spacing == rhs.spacing && lhs.views == rhs.views
  }

  /// Hashes the commands' meaning (every part but ``alignmentRange``).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(parent)
    hasher.combine(axis)
    hasher.combine(distribution)
    hasher.combine(alignment)
    hasher.combine(spacing)
    hasher.combine(views)
  }
}

/// How `distribute` sizes things: a fixed spacing or a fixed item length.
public enum DistributionMode: Hashable, Sendable, CustomStringConvertible {
  /// `spacing S`: fixed gaps, equal item lengths.
  case spacing(Double)
  /// `itemLength L`: fixed item lengths, equal gaps.
  case itemLength(Double)

  /// `spacing S` or `itemLength L`.
  public var description: String {
    switch self {
    case .spacing(let value): "spacing \(NumberText.format(value))"
    case .itemLength(let value): "itemLength \(NumberText.format(value))"
    }
  }
}

/// `centers` and `centers inset` after `itemLength L`: PureLayout's equal spacing through centre
/// multipliers instead of Masonry's edge constraints.
public enum CenterDistribution: String, Hashable, Sendable, CaseIterable {
  /// `centers`: multipliers `2i/(n−1)`, the first and last views flush with the superview.
  case flush
  /// `centers inset`: multipliers `(2i+2)/(n+1)`, equal gaps at both ends too.
  case inset
}

/// `distribute A B C… h|v (spacing S | itemLength L [centers [inset]]) [lead S] [tail S]`.
public struct Distribute: Hashable, Sendable, CustomStringConvertible {
  /// The views, in order.
  public var views: [Name]
  /// The axis.
  public var axis: Axis
  /// Spacing or item length.
  public var mode: DistributionMode
  /// Inset before the first view, if given.
  public var lead: Double?
  /// Inset after the last view, if given.
  public var tail: Double?
  /// PureLayout's centre form, if chosen (with `itemLength` only).
  public var centers: CenterDistribution?

  /// A distribution from its parts.
  public init(
    views: [Name], axis: Axis, mode: DistributionMode, lead: Double? = nil, tail: Double? = nil,
    centers: CenterDistribution? = nil
  ) {
    self.views = views
    self.axis = axis
    self.mode = mode
    self.lead = lead
    self.tail = tail
    self.centers = centers
  }

  /// The canonical spelling.
  public var description: String {
    var text = "distribute " + views.map(\.value).joined(separator: " ") + " \(axis.spelling) \(mode)"
    if let centers { text += centers == .flush ? " centers" : " centers inset" }
    if let lead { text += " lead \(NumberText.format(lead))" }
    if let tail { text += " tail \(NumberText.format(tail))" }
    return text
  }
}
