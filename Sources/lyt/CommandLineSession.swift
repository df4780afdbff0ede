import LogImport
import Script
import SpillFile

extension Session {
  /// A session as the command line runs one: files on disk, `import log` wired to the console
  /// log reader, and a history that goes to a temporary file once it outgrows memory.
  static func commandLine(files: any FileAccess) -> Session {
    var session = Session(files: files, logImporter: XcodeLogImporter())
    session.spillHistory(to: TemporaryHistoryFile())
    return session
  }
}
