import Layout

/// A view or guide as written: a name, or a path to a built-in guide (`root.safeArea`,
/// `scroll.contentGuide`). Never empty.
public struct ItemPath: Hashable, Sendable, CustomStringConvertible {
  /// The dot-separated names.
  public var components: [Name]

  /// A path from its components; `components` must not be empty.
  public init(_ components: [Name]) {
    self.components = components
  }

  /// Where the path is written.
  public var range: SourceRange? {
    guard let first = components.first, let last = components.last else { return nil }
    return first.range.union(last.range)
  }

  /// `root.safeArea`
  public var description: String { components.map(\.value).joined(separator: ".") }
}

/// `item.attribute`, one side of a constraint.
public struct AttributeReference: Hashable, Sendable, CustomStringConvertible {
  /// The view or guide.
  public var item: ItemPath
  /// The attribute.
  public var attribute: Located<Attribute>

  /// A reference from its parts.
  public init(item: ItemPath, attribute: Located<Attribute>) {
    self.item = item
    self.attribute = attribute
  }

  /// Where the reference is written.
  public var range: SourceRange { item.range.map { $0.union(attribute.range) } ?? attribute.range }

  /// `a.width`
  public var description: String { "\(item).\(attribute.value)" }
}

/// `VIEW.ATTR` in a query (`why`, `expect`), where `x` and `y` are allowed too.
public struct QueryReference: Hashable, Sendable, CustomStringConvertible {
  /// The view or guide.
  public var item: ItemPath
  /// The attribute.
  public var attribute: Located<QueriedAttribute>

  /// A reference from its parts.
  public init(item: ItemPath, attribute: Located<QueriedAttribute>) {
    self.item = item
    self.attribute = attribute
  }

  /// Where the reference is written.
  public var range: SourceRange { item.range.map { $0.union(attribute.range) } ?? attribute.range }

  /// `a.x`
  public var description: String { "\(item).\(attribute.value)" }
}
