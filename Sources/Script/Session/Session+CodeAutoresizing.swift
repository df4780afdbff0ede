import CodeImport
import Layout

// What pasted code's frames and autoresizing masks do (docs/CODE.md, "Frames and autoresizing
// masks"): a view the code gives a frame (not zero) or a mask translates its mask into
// constraints, as UIKit does, until the code sets translatesAutoresizingMaskIntoConstraints to
// false. A view without a superview yet keeps them until the code adds it to one.

/// A frame, mask or translation flag the code set on a view that has no superview yet.
struct PendingTranslation {
  /// The frame the code gave (nil: none).
  var frame: Rect?
  /// The mask the code gave (nil: none).
  var mask: AutoresizingMask?
  /// What the code said of `translatesAutoresizingMaskIntoConstraints` (nil: nothing).
  var translates: Bool?
  /// Where the code set the last of them.
  var range: CodeRange
}

extension Session {
  /// `v.frame = …` or a view made with a frame.
  mutating func applyFrame(_ item: CodeItem, _ frame: Rect, at range: CodeRange, in run: inout CodeRun)
    throws(SessionError)
  {
    guard let view = placedView(item, in: &run, at: range, else: { $0.frame = frame }) else { return }
    guard let found = state.engine.item(named: ItemID(view)),
      found.translatesAutoresizingMask || found.autoresizingMask == nil
    else {
      run.say(.skipped(code: run.text(of: range), reason: .frameOfConstrainedView), at: range)
      return
    }
    try translate(view, mask: found.autoresizingMask ?? AutoresizingMask(), frame: frame, at: range, in: &run)
  }

  /// `v.autoresizingMask = …`: a view in a superview translates it from its current frame.
  mutating func applyMask(_ item: CodeItem, _ mask: AutoresizingMask, at range: CodeRange, in run: inout CodeRun)
    throws(SessionError)
  {
    guard let view = placedView(item, in: &run, at: range, else: { $0.mask = mask }) else { return }
    if state.engine.item(named: ItemID(view))?.autoresizingMask != nil
      && state.engine.item(named: ItemID(view))?.translatesAutoresizingMask == false
    {
      try perform(at: run.range(range)) { (engine) throws(LayoutError) in
        try engine.setAutoresizingMask(mask, of: ItemID(view))
      }
      return
    }
    try translate(view, mask: mask, frame: nil, at: range, in: &run)
  }

  /// `v.translatesAutoresizingMaskIntoConstraints = true|false`.
  mutating func applyTranslates(_ item: CodeItem, _ translates: Bool, in run: inout CodeRun) throws(SessionError) {
    guard let view = placedView(item, in: &run, at: item.range, else: { $0.translates = translates }) else { return }
    guard let found = state.engine.item(named: ItemID(view)), found.translatesAutoresizingMask != translates else {
      return
    }
    if translates {
      try translate(view, mask: found.autoresizingMask ?? AutoresizingMask(), frame: nil, at: item.range, in: &run)
    } else {
      try perform(at: run.range(item.range)) { (engine) throws(LayoutError) in
        try engine.stopTranslatingAutoresizingMask(of: ItemID(view))
      }
      run.say(.stoppedTranslating(view: view), at: item.range)
    }
  }

  /// Applies what the code set on `view` before giving it a superview.
  mutating func applyPendingTranslation(of view: String, in run: inout CodeRun) throws(SessionError) {
    guard let pending = run.pendingTranslations.removeValue(forKey: view) else { return }
    if pending.translates == false {
      if let mask = pending.mask {
        try perform(at: run.range(pending.range)) { (engine) throws(LayoutError) in
          try engine.setAutoresizingMask(mask, of: ItemID(view))
        }
      }
      return
    }
    guard pending.frame != nil || pending.mask != nil || pending.translates == true else { return }
    try translate(
      view, mask: pending.mask ?? AutoresizingMask(), frame: pending.frame, at: pending.range, in: &run)
  }

  /// What the code set on views it never put in a superview: said, not applied.
  func sayUnappliedTranslations(in run: inout CodeRun) {
    for (view, pending) in run.pendingTranslations.sorted(by: { $0.key < $1.key })
    where pending.frame != nil || pending.mask != nil {
      run.say(.neverPlaced(view: view), at: pending.range)
    }
  }

  /// Makes `view` translate `mask`, from `frame` or its current frame, and says so.
  private mutating func translate(
    _ view: String, mask: AutoresizingMask, frame: Rect?, at range: CodeRange, in run: inout CodeRun
  ) throws(SessionError) {
    try perform(at: run.range(range)) { (engine) throws(LayoutError) in
      try engine.translateAutoresizingMask(mask, frame: frame, of: ItemID(view))
    }
    let made = state.engine.autoresizingConstraintIDs(of: ItemID(view))
    let from = try? state.engine.relativeFrame(of: ItemID(view))
    run.say(.translates(view: view, mask: mask, frame: from, into: made.map(\.name)), at: range)
  }

  /// The engine's name of a view the code names that exists and has a superview; nil for
  /// another, whose setting (`change`, made at `range`) is kept until it gets a superview.
  private func placedView(
    _ item: CodeItem, in run: inout CodeRun, at range: CodeRange, else change: (inout PendingTranslation) -> Void
  ) -> String? {
    let name = run.names[item.view] ?? (item.view == "view" ? state.codeRoot : nil) ?? item.view
    if item.guide == nil, !item.isSuperview, let found = state.engine.item(named: ItemID(name)), found.kind.isView,
      found.parent != nil
    {
      return name
    }
    var pending = run.pendingTranslations[item.view] ?? PendingTranslation(range: range)
    change(&pending)
    pending.range = range
    run.pendingTranslations[item.view] = pending
    return nil
  }
}
