import Cassowary
import CodeImport
import CommandLanguage
import Layout

extension Session {
  /// A line of layout code or a `paste { … }` block: every statement applied in order, as one
  /// step; if one fails, nothing is applied. Returns what each statement did.
  mutating func runCode(_ code: CodeText) throws(SessionError) -> [Confirmation] {
    let context = CodeContext(metrics: state.metrics, constraintIDs: Set(state.engine.constraints.map(\.id.name)))
    let statements: [CodeStatement]
    do {
      statements = try CodeReader.read(code.text, context: context)
    } catch {
      throw SessionError(.code(.reader(error)), at: code.sourceRange(of: error.range))
    }
    var run = CodeRun(code: code, numbered: code.isBlock)
    for statement in statements {
      for effect in statement.effects {
        if case .add(let constraint, let id, true) = effect {
          try stage(constraint, id: id, in: &run)
        } else {
          try addStaged(in: &run)
          try apply(effect, of: statement, in: &run)
        }
      }
    }
    try addStaged(in: &run)
    sayUnappliedTranslations(in: &run)
    if run.steps.isEmpty { run.say(.nothingToApply(statements: statements.count)) }
    return run.steps.map { .code($0) }
  }

  /// `import code FILE`: the file's code, as one step (errors point into the file).
  mutating func importCode(_ file: Name, at range: SourceRange) throws(SessionError) -> [Confirmation] {
    let text: String
    do {
      text = try files.read(file.value)
    } catch {
      throw SessionError(.file(.cannotRead(file: file.value, error)), at: file.range)
    }
    let code = CodeText(text, at: SourceLocation(file: file.value, line: 1, column: 1, offset: 0), isBlock: true)
    do {
      return try runCode(code)
    } catch {
      throw error.loaded(from: SourceText(text, file: file.value), note: .importing(file: file.value), at: range)
    }
  }

  private mutating func apply(_ effect: CodeEffect, of statement: CodeStatement, in run: inout CodeRun)
    throws(SessionError)
  {
    switch effect {
    case .add(let constraint, let id, let active):
      try add(constraint, id: id, active: active, in: &run)
    case .addVisualFormat(let format, let name, let active):
      try addVisualFormat(format, name: name, active: active, in: &run)
    case .setFormatActive(let handle, let active, let range):
      for id in run.formats[handle] ?? [] { try setActive(id, active, at: range, in: &run) }
    case .setActive(let id, let active, let range):
      try setActive(id, active, at: range, in: &run)
    case .setConstant(let id, let value, let range):
      let name = try existingConstraint(Name(id, at: run.range(range)))
      try perform(at: run.range(range)) { (engine) throws(LayoutError) in
        try engine.setConstant(value, of: ConstraintID(name))
      }
      run.say(.setConstant(id: id, value: value), at: range)
    case .setPriority(let id, let priority, let range):
      let name = try existingConstraint(Name(id, at: run.range(range)))
      try perform(at: run.range(range)) { (engine) throws(LayoutError) in
        try engine.setPriority(priority, of: ConstraintID(name))
      }
      run.say(.setPriority(id: id, priority: priority), at: range)
    case .updatePriority(let id, let priority, let range):
      try updatePriority(id, priority, at: range, in: &run)
    case .updateConstant(let id, let constant, let range):
      try updateConstant(id, constant, at: range, in: &run)
    case .removeLibraryConstraints(let owner, let library, let range):
      try removeLibraryConstraints(of: owner, library, at: range, in: &run)
    case .updateLibraryConstraints(let owner, let library, let constraints, let range):
      try updateLibraryConstraints(of: owner, library, constraints, at: range, in: &run)
    case .addSubview(let child, let parent):
      try addSubview(child, to: parent, in: &run)
    case .translatesAutoresizingMask(let item, let translates):
      try applyTranslates(item, translates, in: &run)
    case .frame(let item, let frame, let range):
      try applyFrame(item, frame, at: range, in: &run)
    case .autoresizingMask(let item, let mask, let range):
      try applyMask(item, mask, at: range, in: &run)
    case .contentPriority(let item, let hugging, let axis, let priority):
      let view = try resolve(item, in: &run)
      try perform(at: run.range(item.range)) { (engine) throws(LayoutError) in
        hugging
          ? try engine.setHugging(priority, axis: axis, of: ItemID(view))
          : try engine.setCompressionResistance(priority, axis: axis, of: ItemID(view))
      }
      run.say(.setContentPriority(view: view, hugging: hugging, axis: axis, priority: priority), at: item.range)
    case .layoutMargins(let item, let insets, let range):
      let view = try resolve(item, in: &run)
      try perform(at: run.range(item.range)) { (engine) throws(LayoutError) in
        try engine.setMargins(insets, of: ItemID(view))
      }
      run.say(.setMargins(view: view, insets: insets), at: range)
    case .metric(let name, let value, let range):
      state.metrics[name] = value
      run.say(.metric(name: name, value: value), at: range)
    case .declareView(let name, let className, _):
      state.codeClasses[name] = className
    case .skip(let what, let range):
      let text = run.text(of: range)
      switch what {
      case "property", "message": run.say(.skipped(code: text, reason: .noLayoutEffect), at: range)
      case "frame": run.say(.skipped(code: text, reason: .frameOfConstrainedView), at: range)
      case "unrelated": run.say(.skipped(code: text, reason: .noRelation), at: range)
      case "animation": run.say(.animationApplied, at: range)
      default: break
      }
    }
  }

  /// `c.isActive = …`, `activate([c])`: switches a constraint the code holds.
  private mutating func setActive(_ id: String, _ active: Bool, at range: CodeRange, in run: inout CodeRun)
    throws(SessionError)
  {
    let name = try existingConstraint(Name(id, at: run.range(range)))
    try perform(at: run.range(range)) { (engine) throws(LayoutError) in
      active ? try engine.activate(ConstraintID(name)) : try engine.deactivate(ConstraintID(name))
    }
    run.say(.setActive(id: id, active: active), at: range)
  }

  mutating func add(_ code: CodeConstraint, id: String?, active: Bool, in run: inout CodeRun)
    throws(SessionError)
  {
    var constraint = try layoutConstraint(code, id: id, in: &run)
    if id == nil { constraint.id = freeID(for: code, in: &run) }
    try perform(at: run.range(code.range)) { (engine) throws(LayoutError) in
      try engine.add(constraint, active: active)
    }
    record(code, as: constraint.id, held: id != nil, in: run)
    run.report(constraint, active: active, at: code.range, session: self)
  }

  /// Keeps an active constraint to add with the ones after it, in one engine operation.
  private mutating func stage(_ code: CodeConstraint, id: String?, in run: inout CodeRun) throws(SessionError) {
    var constraint = try layoutConstraint(code, id: id, in: &run)
    if id == nil { constraint.id = freeID(for: code, in: &run) }
    record(code, as: constraint.id, held: id != nil, in: run)
    run.staged.append((constraint, code.range))
  }

  /// The id of a constraint the code does not name: its label's first free form, or the next `cN`.
  private mutating func freeID(for code: CodeConstraint, in run: inout CodeRun) -> String {
    guard let label = code.label else { return nextConstraintID() }
    return run.labels.unique(label, in: state.engine)
  }

  /// Remembers which library made a constraint, and where.
  private mutating func record(_ code: CodeConstraint, as id: String, held: Bool, in run: CodeRun) {
    guard let library = code.library else {
      state.libraryConstraints[id] = nil
      return
    }
    let location = run.code.sourceLocation(of: code.range.start)
    state.libraryConstraints[id] = LibraryConstraint(
      library: library, held: held, file: location.file, line: location.line)
  }

  /// Adds the staged constraints as one engine operation (one restore pass); a constraint the
  /// engine refuses is reported where the code makes it (and the session puts back the state
  /// the command started from).
  private mutating func addStaged(in run: inout CodeRun) throws(SessionError) {
    guard !run.staged.isEmpty else { return }
    let staged = run.staged
    run.staged = []
    do {
      try state.engine.add(contentsOf: staged.map(\.constraint))
    } catch {
      throw SessionError(error.error, at: run.range(staged[error.index].range))
    }
    for (constraint, range) in staged { run.report(constraint, active: true, at: range, session: self) }
  }

  /// The engine's constraint for one the code makes: its items resolved (made when new) and
  /// its id (the binding's name, or the next `cN`).
  mutating func layoutConstraint(_ code: CodeConstraint, id: String?, in run: inout CodeRun)
    throws(SessionError) -> LayoutConstraint
  {
    let first = Anchor(try resolve(code.first.item, in: &run), code.first.attribute)
    var second: Anchor?
    if let anchor = code.second { second = Anchor(try resolve(anchor.item, in: &run), anchor.attribute) }
    return LayoutConstraint(
      id: id ?? "", first, code.relation, second, multiplier: code.multiplier, constant: code.constant,
      priority: code.priority)
  }

  /// `parent.addSubview(child)`: makes the child in the parent unless it is there already.
  private mutating func addSubview(_ child: CodeItem, to parent: CodeItem, in run: inout CodeRun) throws(SessionError) {
    let parentName = try resolve(parent, in: &run)
    if let existing = state.engine.item(named: ItemID(child.view)) {
      guard existing.parent == parentName else {
        throw SessionError(.code(.alreadyInParent(child.view, parent: existing.parent)), at: run.range(child.range))
      }
      return
    }
    let kind = itemKind(madeAs: child.view)
    try perform(at: run.range(child.range)) { (engine) throws(LayoutError) in
      switch kind {
      case .guide: try engine.addGuide(ItemID(child.view), in: ItemID(parentName))
      case .scrollView: try engine.addScrollView(ItemID(child.view), in: ItemID(parentName))
      default: try engine.addView(ItemID(child.view), in: ItemID(parentName))
      }
    }
    run.names[child.view] = child.view
    run.say(.made(child.view, kind: kind, parent: parentName), at: child.range)
    try applyPendingTranslation(of: child.view, in: &run)
  }

  /// What `parent.addSubview(child)` / `addLayoutGuide` makes of a name the code declared:
  /// a guide for `UILayoutGuide()`, a scroll view for `UIScrollView()`, else a view.
  private func itemKind(madeAs name: String) -> ItemKind {
    switch state.codeClasses[name] {
    case "UILayoutGuide", "NSLayoutGuide": .guide
    case "UIScrollView", "NSScrollView": .scrollView
    default: .view
    }
  }

  /// The engine's name for a view or guide the code names, making the view when it is new.
  mutating func resolve(_ item: CodeItem, in run: inout CodeRun) throws(SessionError) -> String {
    var view = try resolveView(item.view, at: item.range, in: &run)
    if item.isSuperview {
      guard let parent = state.engine.item(named: ItemID(view))?.parent else {
        throw SessionError(.code(.noSuperview(view)), at: run.range(item.range))
      }
      view = parent
    }
    guard let guide = item.guide else { return view }
    let name = "\(view).\(guide.rawValue)"
    guard state.engine.item(named: ItemID(name)) != nil else {
      throw SessionError(.code(.noGuide(view, guide)), at: run.range(item.range))
    }
    return name
  }

  private mutating func resolveView(_ name: String, at range: CodeRange, in run: inout CodeRun) throws(SessionError)
    -> String
  {
    if let known = run.names[name] { return known }
    if let item = state.engine.item(named: ItemID(name)) {
      guard item.kind.isView || item.kind == .guide else {
        throw SessionError(.code(.guideUsedAsView(name)), at: run.range(range))
      }
      run.names[name] = name
      return name
    }
    if name == "view" {
      let roots = state.engine.items.filter { $0.kind.isView && $0.parent == nil }.map(\.name)
      if let root = state.codeRoot, state.engine.item(named: ItemID(root)) != nil {
        run.names[name] = root
        return root
      }
      if roots.count == 1, let root = roots.first {
        run.names[name] = root
        state.codeRoot = root
        run.say(.rootIsView(root))
        return root
      }
      guard roots.isEmpty else {
        throw SessionError(.code(.ambiguousRootView(roots: roots)), at: run.range(range))
      }
      try perform(at: run.range(range)) { (engine) throws(LayoutError) in try engine.addView("view") }
      run.names[name] = name
      state.codeRoot = name
      run.say(.madeRootView)
      return name
    }
    let parent = try resolveView("view", at: range, in: &run)
    try perform(at: run.range(range)) { (engine) throws(LayoutError) in
      try engine.addView(ItemID(name), in: ItemID(parent))
    }
    run.names[name] = name
    run.say(.made(name, kind: .view, parent: parent))
    try applyPendingTranslation(of: name, in: &run)
    return name
  }
}

/// What one run of code has done so far.
struct CodeRun {
  /// The code, for mapping positions.
  let code: CodeText
  /// The code's characters, for quoting it.
  let characters: [Character]
  /// Whether lines name the code's line they come from (blocks and files).
  var numbered: Bool
  /// Names the code used, and the engine's names for them.
  var names: [String: String] = [:]
  /// What the statements did, in order.
  var steps: [CodeStep] = []
  /// Active constraints waiting to be added together, with where the code makes them.
  var staged: [(constraint: LayoutConstraint, range: CodeRange)] = []
  /// The ids each VFL call made, by its handle (``CodeVisualFormat/handle``).
  var formats: [Int: [String]] = [:]
  /// The ids given to labelled constraints so far (Masonry's distribution).
  var labels = GeneratedIDs()
  /// Frames, masks and translation flags set on views that have no superview yet, by name.
  var pendingTranslations: [String: PendingTranslation] = [:]

  init(code: CodeText, numbered: Bool) {
    self.code = code
    characters = Array(code.text)
    self.numbered = numbered
  }

  /// Where a range of the code is in its source.
  func range(_ range: CodeRange) -> SourceRange { code.sourceRange(of: range) }

  /// A constraint added, with Apple's description of it (the library's, for a constraint
  /// SnapKit or Masonry made).
  mutating func report(_ constraint: LayoutConstraint, active: Bool, at range: CodeRange, session: Session) {
    say(.added(AppleDescription(constraint, active: active, session: session)), at: range)
  }

  /// What a statement did, at the line of `range` in blocks and files (without one when
  /// `range` is nil: what the code implies rather than says).
  mutating func say(_ event: CodeStep.Event, at range: CodeRange? = nil) {
    steps.append(CodeStep(event, line: range.flatMap(line)))
  }

  /// The code's text in `range`, on one line (a statement inside a block, say).
  func text(of range: CodeRange) -> String {
    let lower = max(0, min(range.start.offset, characters.count))
    let upper = max(lower, min(range.end.offset, characters.count))
    return String(characters[lower..<upper]).split(whereSeparator: \.isNewline).map {
      $0.trimmingPrefix(while: \.isWhitespace)
    }.joined(separator: " ")
  }

  /// The line of `range` in blocks and files; nil for a single pasted line.
  func line(_ range: CodeRange) -> Int? {
    numbered ? code.sourceLocation(of: range.start).line : nil
  }
}
