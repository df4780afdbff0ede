import Layout

/// A session's layout written as code (`export swift|objc|snapkit|masonry|vfl`).
public struct CodeExport: Hashable, Sendable {
  /// The language it is written in.
  public var language: ExportLanguage
  /// The code, lines ending in newlines.
  public var text: String
  /// The views made (roots are not: the code expects them).
  public var viewCount: Int
  /// The layout guides made.
  public var guideCount: Int
  /// The user's constraints written.
  public var constraintCount: Int
  /// How many of them are written in a fallback form: anchors below SnapKit's or Masonry's
  /// blocks, or lyt's syntax in comments below the VFL lines.
  public var fallbackCount: Int
}

/// Writes a session's views and user constraints as code a developer can paste into Xcode, and
/// that lyt's code import reads back as the same constraints (docs/CODE.md, "Export").
///
/// ```swift
/// let model = ExportModel(engine: session.engine)
/// print(CodeExporter.export(model, as: .swift).text)
/// ```
public enum CodeExporter {
  /// The code for `model` in `language`.
  ///
  /// - Complexity: O(v + c·log c) for v views and c constraints; VFL also parses each line it
  ///   prints once, to check it.
  public static func export(_ model: ExportModel, as language: ExportLanguage) -> CodeExport {
    let spelling = AnchorSpelling(model: model, objectiveC: language.isObjectiveC)
    let names = BindingNames(model)
    let anchors = AnchorConstraintWriter(spelling: spelling, names: names)
    var body: [String]
    var fallback = 0
    switch language {
    case .swift, .objc:
      let setup = ViewSetupWriter(spelling: spelling, translating: { _ in true }).lines()
      body = section(setup) + anchors.lines(model.constraints)
    case .snapkit, .masonry:
      let blocks = MakerBlockWriter(spelling: spelling)
      let made = model.constraints.filter(blocks.isMakeable)
      let rest = model.constraints.filter { !blocks.isMakeable($0) }
      fallback = rest.count
      let receivers = Set(made.map(\.constraint.first.item))
      let setup = ViewSetupWriter(
        spelling: spelling, translating: { !receivers.contains($0) }, masonryKeys: language == .masonry
      ).lines()
      body = section(setup)
      // Before the blocks: the names they bind (`let c7 = …`) are then taken when the blocks'
      // unnamed constraints are numbered.
      if !rest.isEmpty {
        let library = language.displayName
        body += [
          "// What a \(library) block cannot make (inactive, or not from a view \(library) constrains), as anchors:"
        ]
        body += section(anchors.lines(rest))
      }
      body += blocks.lines(made)
    case .vfl:
      let lines = VisualFormatWriter(model: model, engine: model.engine).lines()
      fallback = lines.unexpressed
      body = lines.text
    }
    while body.last == "" { body.removeLast() }
    let made = model.views.filter { $0.parent != nil }
    let guides = made.filter { $0.kind == .guide }.count
    let views = made.count - guides
    let items = count(views, "view") + (guides == 0 ? "" : ", " + count(guides, "guide"))
    var header = ["// lyt export (\(language.displayName)): \(items), \(count(model.constraints.count, "constraint"))"]
    if model.direction == .rightToLeft { header.append("// laid out right to left in lyt (`set direction rtl`)") }
    return CodeExport(
      language: language, text: (header + body).map { $0 + "\n" }.joined(), viewCount: views, guideCount: guides,
      constraintCount: model.constraints.count, fallbackCount: fallback)
  }

  /// Lines followed by a blank line, or nothing.
  private static func section(_ lines: [String]) -> [String] {
    lines.isEmpty ? [] : lines + [""]
  }

  /// `1 view`, `3 constraints`.
  static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }
}
