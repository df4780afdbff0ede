import Layout

/// Which exported constraints are held by a name, and the names: a constraint is bound
/// (`let wide = …`) when it is inactive, optional, or has an id the user chose; the name is its
/// id when that is a valid identifier no view uses, else the id made one (`row.1` → `row_1`).
struct BindingNames {
  /// `name`, or `name2`, `name3`… when it is taken: the first free one, which joins `taken`.
  static func unique(_ name: String, claiming taken: inout Set<String>) -> String {
    var unique = name
    var number = 2
    while taken.contains(unique) {
      unique = "\(name)\(number)"
      number += 1
    }
    taken.insert(unique)
    return unique
  }

  /// The binding's name by constraint id.
  private(set) var names: [String: String] = [:]

  /// The names for a model's constraints.
  init(_ model: ExportModel) {
    var taken = Set(model.views.map { model.codeName(of: $0.name) })
    taken.insert("view")
    taken.insert("self")
    // Ids that are identifiers claim their own names first; the others are made identifiers.
    let bound = model.constraints.filter(Self.needsBinding).map(\.constraint.id)
    for id in bound where Self.isIdentifier(id) && !taken.contains(id) {
      taken.insert(id)
      names[id] = id
    }
    for id in bound where names[id] == nil {
      var name = Self.identifier(from: id)
      if taken.contains(name) || Self.keywords.contains(name) { name += "Constraint" }
      names[id] = Self.unique(name, claiming: &taken)
    }
  }

  /// The name a constraint is bound to, or nil when it is written inline.
  func name(of id: String) -> String? { names[id] }

  /// Whether a constraint is written as a binding: inactive, optional, or named by the user.
  static func needsBinding(_ entry: ExportModel.Constraint) -> Bool {
    !entry.isActive || !entry.constraint.priority.isRequired || !isAutomatic(entry.constraint.id)
  }

  /// Whether an id is one lyt numbered (`c1`, `c2`, …) rather than one the user chose.
  static func isAutomatic(_ id: String) -> Bool {
    id.count > 1 && id.first == "c" && id.dropFirst().allSatisfy { $0.isASCII && $0.isNumber }
  }

  /// Whether an id can be written as it is in Swift and Objective-C code.
  static func isIdentifier(_ id: String) -> Bool {
    guard let first = id.first, first.isASCII, first.isLetter || first == "_" else { return false }
    return id.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") } && !keywords.contains(id)
  }

  /// An identifier made of an id: other characters become `_`.
  private static func identifier(from id: String) -> String {
    var name = String(id.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
    if name.first?.isNumber ?? true { name = "c_" + name }
    return name
  }

  /// Words Swift or Objective-C reserve, which a lyt name may be.
  static let keywords: Set<String> = [
    "as", "break", "case", "catch", "class", "continue", "default", "defer", "do", "else", "enum", "extension",
    "false", "for", "func", "guard", "if", "import", "in", "init", "is", "let", "nil", "operator", "private",
    "protocol", "public", "repeat", "return", "self", "static", "struct", "super", "switch", "throw", "throws",
    "true", "try", "var", "where", "while", "id", "int", "float", "double", "char", "void", "long", "short",
    "const", "YES", "NO", "NULL", "make",
  ]
}
