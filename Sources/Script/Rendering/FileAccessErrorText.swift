import BoundedInput

/// The words of a ``FileAccessError``, here and nowhere else (what lyt's input rules refused is
/// worded by `InputErrorText`, which `lyt check` shares): the reason after
/// `cannot read 'FILE': ` or `cannot write 'FILE': `.
public enum FileAccessErrorText {
  /// The reason of `error`, e.g. `no such file`.
  public static func reason(_ error: FileAccessError) -> String {
    switch error.reason {
    case .input(let refusal): InputErrorText.reason(refusal)
    case .unavailable: "files are not available here"
    case .history(let failure): words(failure)
    case .other(let message): message
    }
  }

  private static func words(_ failure: FileAccessError.HistoryFileFailure) -> String {
    switch failure {
    case .cannotMake(let directory, let system):
      "cannot make a file in \(directory) for the session's history: \(system)"
    case .cannotWrite(let system): "cannot write the session's history: \(system)"
    case .cannotRead(let system): "cannot read the session's history: \(system)"
    case .notHeld: "the history's file does not hold those bytes"
    case .gone: "the history's file is gone"
    case .shorterThanWritten: "the history's file is shorter than written"
    case .savedHistoryUnreadable: "the history could not be read back"
    case .undoHistoryUnreadable: "the undo history could not be read back"
    case .noStep: "no step"
    }
  }
}
