import Cassowary
import CommandLanguage
import Layout

extension Session {
  /// Applies a mutating command to the state; returns what it did, for the lines before the
  /// change report. Runs inside ``mutate(_:report:replayable:_:)``, which restores the session on failure.
  mutating func apply(_ command: Command, at range: SourceRange) throws(SessionError) -> [Confirmation] {
    switch command {
    case .addView(let view): try addView(view)
    case .addGuide(let name, let parent):
      let parentName = try existingView(parent)
      try perform(at: name.range) { (engine) throws(LayoutError) in
        try engine.addGuide(ItemID(name.value), in: ItemID(parentName))
      }
    case .addScroll(let name, let parent):
      let parentName = try existingView(parent)
      try perform(at: name.range) { (engine) throws(LayoutError) in
        try engine.addScrollView(ItemID(name.value), in: ItemID(parentName))
      }
    case .addConstraint(let definition): return [.addedConstraint(id: try addConstraint(definition))]
    case .addStack(let stack): return [.stack(try addStack(stack))]
    case .metric(let name, let value): state.metrics[name.value] = value
    case .visualFormat(let line): return try addVisualFormat(line)
    case .distribute(let distribution): return try distribute(distribution, at: range)
    case .code(let code): return try runCode(code)
    case .importCode(let file): return try importCode(file, at: range)
    case .importStoryboard(let file, let scene): return try importStoryboard(file, scene: scene, at: range)
    case .set(let setting): try apply(setting)
    case .activate(let ids):
      try forEach(ids) { (engine, id) throws(LayoutError) in try engine.activate(ConstraintID(id)) }
    case .deactivate(let ids):
      try forEach(ids) { (engine, id) throws(LayoutError) in try engine.deactivate(ConstraintID(id)) }
    case .remove(let ids): try forEach(ids) { (engine, id) throws(LayoutError) in try engine.remove(ConstraintID(id)) }
    case .reset:
      let summary = resetSummary()
      state = State(historyLog: state.history.log)
      return [.reset(summary)]
    // Commands that are not changes of this kind (``execute(_:)`` runs them otherwise); reached
    // only by a caller that passes one, such as a fix being checked.
    case .animateValue, .animateBlock, .undo, .redo, .load, .importLog, .show, .constraints, .ambiguity, .violations,
      .why, .draw, .exercise, .explain, .expect, .save, .savePage, .export, .help, .quit:
      throw SessionError(.command(.cannotRunHere(command.kind)), at: range)
    }
    return []
  }

  /// `add view`: the view and every clause, as one step.
  private mutating func addView(_ view: AddView) throws(SessionError) {
    let name = view.name.value
    let parent = try view.parent.map { (parent) throws(SessionError) in try existingView(parent) }
    if let content = Self.freshContent(of: view) {
      try perform(at: view.name.range) { (engine) throws(LayoutError) in
        try engine.addView(ItemID(name), in: parent.map { ItemID($0) }, content: content)
      }
      if let margins = view.margins {
        try perform(at: margins.range) { (engine) throws(LayoutError) in
          try engine.setMargins(margins.value, of: ItemID(name))
        }
      }
      return
    }
    try perform(at: view.name.range) { (engine) throws(LayoutError) in
      try engine.addView(ItemID(name), in: parent.map { ItemID($0) })
    }
    if let size = view.size {
      try perform(at: size.range) { (engine) throws(LayoutError) in try engine.setRootSize(size.value, of: ItemID(name))
      }
    }
    try translate(view)
    if let intrinsic = view.intrinsic {
      let value = IntrinsicSize(width: intrinsic.value.width, height: intrinsic.value.height)
      try perform(at: intrinsic.range) { (engine) throws(LayoutError) in
        try engine.setIntrinsicSize(value, of: ItemID(name))
      }
    }
    if let hugging = view.hugging {
      for axis in Axis.allCases {
        let priority = Priority(hugging.value[axis].value)
        try perform(at: hugging.range) { (engine) throws(LayoutError) in
          try engine.setHugging(priority, axis: axis, of: ItemID(name))
        }
      }
    }
    if let resistance = view.resistance {
      for axis in Axis.allCases {
        let priority = Priority(resistance.value[axis].value)
        try perform(at: resistance.range) { (engine) throws(LayoutError) in
          try engine.setCompressionResistance(priority, axis: axis, of: ItemID(name))
        }
      }
    }
    if let margins = view.margins {
      try perform(at: margins.range) { (engine) throws(LayoutError) in
        try engine.setMargins(margins.value, of: ItemID(name))
      }
    }
  }

  /// The content of a view added with an intrinsic size and nothing that constrains it before
  /// (no root size, no frame), when every value is one the engine takes: the view is then added
  /// with its content in one operation (``LayoutEngine/addView(_:in:content:)``), its content
  /// constraints made once. Otherwise nil: the clauses run one by one, each failing at its own
  /// place in the line.
  private static func freshContent(of view: AddView) -> ViewContent? {
    guard let intrinsic = view.intrinsic, view.size == nil, view.frame == nil else { return nil }
    let size = intrinsic.value
    guard [size.width, size.height].allSatisfy({ $0.isFinite && $0 >= 0 }) else { return nil }
    var content = ViewContent(intrinsicSize: IntrinsicSize(width: size.width, height: size.height))
    for axis in Axis.allCases {
      if let hugging = view.hugging { content.hugging[axis] = Priority(hugging.value[axis].value) }
      if let resistance = view.resistance {
        content.compressionResistance[axis] = Priority(resistance.value[axis].value)
      }
      let priorities = [content.hugging[axis], content.compressionResistance[axis]]
      guard priorities.allSatisfy({ $0.value > 0 && $0.value <= 1000 }) else { return nil }
    }
    return content
  }

  /// Runs an operation on several constraint ids; the caller restores everything if one fails.
  private mutating func forEach(
    _ ids: [Name], _ operation: (inout LayoutEngine, String) throws(LayoutError) -> OperationReport
  ) throws(SessionError) {
    for id in ids { _ = try existingConstraint(id) }
    for id in ids {
      try perform(at: id.range) { (engine) throws(LayoutError) in try operation(&engine, id.value) }
    }
  }

  /// What `reset` clears: the views and guides, the constraints written and those lyt made.
  private func resetSummary() -> ResetSummary {
    let items = state.engine.items.filter { !$0.kind.isSystemGuide }.count
    // Counted as the prompt counts them: the constraints written, then those lyt made for them.
    let all = state.engine.constraints
    let written = all.filter { !$0.origin.isGenerated }.count
    return ResetSummary(items: items, written: written, generated: all.count - written)
  }
}
