import CommandLanguage
import Layout

// Views that translate their autoresizing mask into constraints: `add view … frame X,Y,W,H
// [autoresizing MASK]`, `set translates VIEW true|false`, `set autoresizing VIEW MASK`.

extension Session {
  /// `frame X,Y,W,H [autoresizing MASK]` of a new view: it translates the mask (none when left
  /// out) from that frame and its parent's current size.
  mutating func translate(_ view: AddView) throws(SessionError) {
    guard let frame = view.frame else { return }
    guard view.parent != nil else {
      throw SessionError(.autoresizing(.rootGivenFrame(view.name.value)), at: frame.range)
    }
    let mask = view.autoresizing?.value ?? AutoresizingMask()
    try perform(at: frame.range) { (engine) throws(LayoutError) in
      try engine.translateAutoresizingMask(mask, frame: frame.value, of: ItemID(view.name.value))
    }
  }

  /// `set translates VIEW true|false`: true makes the view translate its mask (none unless it
  /// was given one) from its current frame and its parent's current size; false removes the
  /// constraints. Nothing changes when the view already does what is asked.
  mutating func setTranslates(_ view: Name, _ translates: Bool) throws(SessionError) {
    let name = try existingView(view)
    guard let item = state.engine.item(named: ItemID(name)), item.translatesAutoresizingMask != translates else {
      return
    }
    if item.parent == nil {
      throw SessionError(.autoresizing(.rootTranslates(name)), at: view.range)
    }
    try perform(at: view.range) { (engine) throws(LayoutError) in
      translates
        ? try engine.translateAutoresizingMask(item.autoresizingMask ?? AutoresizingMask(), of: ItemID(name))
        : try engine.stopTranslatingAutoresizingMask(of: ItemID(name))
    }
  }

  /// `set autoresizing VIEW MASK`: a view that translates its mask gets its constraints made
  /// again from its current frame; another keeps the mask for when it translates.
  mutating func setAutoresizing(_ view: Name, _ mask: Located<AutoresizingMask>) throws(SessionError) {
    let name = try existingView(view)
    if state.engine.item(named: ItemID(name))?.parent == nil {
      throw SessionError(.autoresizing(.rootMask(name)), at: view.range)
    }
    try perform(at: mask.range) { (engine) throws(LayoutError) in
      try engine.setAutoresizingMask(mask.value, of: ItemID(name))
    }
  }
}
