import BoundedInput

extension FileAccessError {
  /// Why a file could not be read or written, as a value; ``FileAccessErrorText`` words it.
  public enum Reason: Equatable, Sendable {
    /// What lyt's input rules refused (`BoundedInput`'s ``InputError``): no such file, a
    /// directory, a socket or block device, permission denied, too large (with the limit),
    /// binary, or the system's own reason.
    case input(InputError)
    /// This session has no files (``NoFileAccess``).
    case unavailable
    /// The part of the session's history kept in a file (a ``HistorySpill``) failed.
    case history(HistoryFileFailure)
    /// A reason the system gave that lyt does not classify (a failed write), in its words.
    case other(String)
  }

  /// Why the part of a session's history kept in a file could not be written or read back.
  public enum HistoryFileFailure: Equatable, Sendable {
    /// The file could not be made in `directory`; `system` is the system's reason.
    case cannotMake(directory: String, system: String)
    /// The file could not be written; `system` is the system's reason.
    case cannotWrite(system: String)
    /// The file could not be read; `system` is the system's reason.
    case cannotRead(system: String)
    /// A read asked for bytes the file was never given.
    case notHeld
    /// A spilled record was asked for, and the history has no file.
    case gone
    /// The file gave back fewer bytes than were written.
    case shorterThanWritten
    /// The commands `save` writes could not be read back.
    case savedHistoryUnreadable
    /// A step of the undo history could not be read back.
    case undoHistoryUnreadable
    /// `undo` found no step where the history counted one.
    case noStep
  }
}
