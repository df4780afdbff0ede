import CodeImport
import Layout

/// What a command that changes the layout, or writes a file, did, as a value: the session
/// works it out, ``ConfirmationText`` writes it (the lines before the change report in
/// ``Response/body``), and a caller that wants the facts reads ``Response/confirmations``.
package enum Confirmation: Equatable, Sendable {
  /// `add constraint` or a bare expression: the id it was given (`added c1`).
  case addedConstraint(id: String)
  /// A constraint a VFL line or `distribute` made (`added H.a-b: b.leading == a.trailing + 8`).
  case generated(LayoutConstraint)
  /// What one statement of pasted or imported code did (`made view a in root (line 3)`).
  case code(CodeStep)
  /// `add stack`: what it arranges and the constraints moving the views into it removed.
  case stack(StackArrangement)
  /// `reset`: what it cleared.
  case reset(ResetSummary)
  /// `import storyboard`: the scene, its views and what lyt assumed.
  case storyboard(StoryboardImport)
  /// `import log`: the log, its conflict and what was left out.
  case log(LogImportSummary)
  /// `animate`: the frames on the way to the final state.
  case animation(AnimationRun)
  /// `undo`: the command undone, as written.
  case undid(command: String)
  /// `redo`: the command done again, as written.
  case redid(command: String)
  /// `load FILE`: how many commands ran, and the expectations among them.
  case loaded(commands: Int, file: String, passed: Int, failed: Int)
  /// `save FILE`: how many commands were written.
  case saved(commands: Int, file: String)
  /// `save --html FILE`: the page's steps and the last state's views and guides.
  case savedPage(file: String, steps: Int, views: Int, guides: Int)
  /// `draw … FILE`: the picture's views and guides.
  case drew(file: String, views: Int, guides: Int)
  /// `export LANGUAGE [FILE]`: the code, written to `file`, or printed when there is none.
  case exported(CodeExport, file: String?)
}
