/// One element of an XML document as the reader keeps it: its name, attributes, child elements,
/// its text (character data directly inside it, only for the few elements whose text matters)
/// and where its start tag begins.
struct XMLNode: Sendable {
  /// The element's name (`view`, `constraint`).
  var name: String
  /// The attributes, by name.
  var attributes: [String: String]
  /// The child elements, in document order.
  var children: [XMLNode] = []
  /// The character data directly inside the element, when kept.
  var text = ""
  /// Where the start tag's `<` is.
  var position: SourcePosition
  /// The comment just before the element among its siblings (a storyboard names its scenes so:
  /// `<!--Login View Controller-->`).
  var precedingComment: String?

  /// The attribute `name`, or nil.
  subscript(name: String) -> String? { attributes[name] }

  /// The first child element called `name` (with `key` when given).
  func child(_ name: String, key: String? = nil) -> XMLNode? {
    children.first { $0.name == name && (key == nil || $0.attributes["key"] == key) }
  }

  /// The child elements called `name`.
  func children(_ name: String) -> [XMLNode] { children.filter { $0.name == name } }

  /// Whether attribute `name` is `YES`.
  func flag(_ name: String) -> Bool { attributes[name] == "YES" }
}
