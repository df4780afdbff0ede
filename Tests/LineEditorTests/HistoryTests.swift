import Foundation
import LytTestSupport
import Testing

@testable import LineEditor

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct HistoryTests {
  @Test func pathPrefersExplicitThenXDGThenHome() {
    #expect(HistoryFile.path(environment: ["LYT_HISTORY": "/tmp/h", "HOME": "/home/u"]) == "/tmp/h")
    #expect(HistoryFile.path(environment: ["XDG_STATE_HOME": "/s", "HOME": "/home/u"]) == "/s/lyt/history")
    #expect(HistoryFile.path(environment: ["XDG_STATE_HOME": "/s/", "HOME": "/home/u"]) == "/s/lyt/history")
    #expect(HistoryFile.path(environment: ["XDG_STATE_HOME": "relative", "HOME": "/home/u"]) == "/home/u/.lyt_history")
    #expect(HistoryFile.path(environment: ["XDG_STATE_HOME": "", "HOME": "/home/u"]) == "/home/u/.lyt_history")
    #expect(HistoryFile.path(environment: ["LYT_HISTORY": "", "HOME": "/home/u/"]) == "/home/u/.lyt_history")
    #expect(HistoryFile.path(environment: [:]) == nil)
  }

  @Test func saveCreatesDirectoryAndFileOwnerOnly() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/state/lyt/history"
    let history = try #require(History())
    history.add("add view root size 320x480")
    #expect(history.save(to: path))
    #expect(try permissions(path) == 0o600)
    #expect(try permissions(directory + "/state/lyt") == 0o700)
  }

  @Test func existingFileIsTightenedToOwnerOnly() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/history"
    _ = FileManager.default.createFile(atPath: path, contents: Data(), attributes: [.posixPermissions: 0o644])
    let history = try #require(History())
    history.add("show")
    #expect(history.save(to: path))
    #expect(try permissions(path) == 0o600)
  }

  @Test func roundTripsUnicodeAndSkipsBlankAndRepeatedLines() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/history"
    let history = try #require(History())
    for line in ["add view a in root", "add view a in root", "   ", "", "# héllo 日本 ✓"] { history.add(line) }
    #expect(history.count == 2)
    #expect(history.save(to: path))
    let loaded = try #require(History())
    #expect(loaded.load(from: path))
    #expect(loaded.count == 2)
    // Without a UTF-8 locale libedit writes non-ASCII bytes vis(3)-encoded; they still round-trip.
    let resaved = directory + "/again"
    #expect(loaded.save(to: resaved))
    #expect(FileManager.default.contents(atPath: resaved) == FileManager.default.contents(atPath: path))
  }

  @Test func historyIsCappedAtCapacity() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/history"
    let history = try #require(History())
    for index in 1...(HistoryFile.capacity + 25) { history.add("show c\(index)") }
    #expect(history.count == HistoryFile.capacity)
    #expect(history.save(to: path))
    let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
    #expect(lines.count == HistoryFile.capacity + 1)  // plus libedit's header line
    #expect(lines.last == "show\\040c\(HistoryFile.capacity + 25)")
    #expect(lines.dropFirst().first == "show\\040c26")
    let loaded = try #require(History())
    #expect(loaded.load(from: path))
    #expect(loaded.count == HistoryFile.capacity)
  }

  /// Issue #33 point 8: whatever sat at the history path was made 0600 — a directory named
  /// `~/.lyt_history`, and as root `LYT_HISTORY=/dev/full` turned the device into 0600.
  @Test func onlyARegularFileOfThisUsersIsReadWrittenOrChanged() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let history = try #require(History())
    history.add("show")

    let folder = directory + "/folder"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
    #expect(chmod(folder, 0o755) == 0)
    #expect(HistoryFile.place(of: folder) == .refused("it is a directory, not a file"))
    #expect(!history.save(to: folder))
    #expect(!history.load(from: folder))
    #expect(try permissions(folder) == 0o755)

    let fifo = directory + "/fifo"
    #expect(mkfifo(fifo, 0o644) == 0)
    #expect(HistoryFile.place(of: fifo) == .refused("it is a FIFO, not a file"))
    #expect(!history.save(to: fifo))
    #expect(!history.load(from: fifo))  // a FIFO would block the REPL's start forever
    #expect(try permissions(fifo) == 0o644)
    #expect(HistoryFile.place(of: "/dev/full") == .refused("it is a character device, not a file"))

    let large = directory + "/large"
    #expect(FileManager.default.createFile(atPath: large, contents: Data(count: 5 << 20)))
    #expect(HistoryFile.place(of: large) == .refused("it is 5 MB, more than a history of 1000 lines needs"))
    #expect(!history.load(from: large))

    let fresh = directory + "/new/history"
    #expect(HistoryFile.place(of: fresh) == .absent)
    #expect(history.save(to: fresh))
    #expect(HistoryFile.place(of: fresh) == .usable)
    #expect(try permissions(fresh) == 0o600)
  }

  @Test func anotherUsersFileIsLeftAlone() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let theirs: String
    if geteuid() == 0 {
      theirs = directory + "/theirs"
      #expect(FileManager.default.createFile(atPath: theirs, contents: Data("x\n".utf8)))
      #expect(chown(theirs, 65534, 65534) == 0)
      #expect(chmod(theirs, 0o644) == 0)
    } else {
      theirs = "/etc/hostname"
    }
    let before = try permissions(theirs)
    #expect(HistoryFile.place(of: theirs) == .refused("it belongs to another user"))
    let history = try #require(History())
    history.add("show")
    #expect(!history.save(to: theirs))
    #expect(try permissions(theirs) == before)
  }

  @Test func aSymbolicLinkIsFollowedOnlyWhenNotRoot() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let target = directory + "/target"
    #expect(FileManager.default.createFile(atPath: target, contents: Data()))
    #expect(chmod(target, 0o644) == 0)
    let link = directory + "/link"
    #expect(symlink(target, link) == 0)
    let history = try #require(History())
    history.add("show")
    if geteuid() == 0 {
      #expect(HistoryFile.place(of: link) == .refused("it is a symbolic link, which lyt does not follow as root"))
      #expect(!history.save(to: link))
      #expect(try permissions(target) == 0o644)
    } else {
      #expect(HistoryFile.place(of: link) == .usable)
      #expect(history.save(to: link))
      #expect(try permissions(target) == 0o600)
    }
    #expect(symlink(directory + "/nowhere", directory + "/dangling") == 0)
    if geteuid() != 0 {
      #expect(HistoryFile.place(of: directory + "/dangling") == .refused("it is a symbolic link to nothing"))
    }
  }

  @Test func missingFileLoadsNothing() throws {
    let history = try #require(History())
    #expect(!history.load(from: "/nonexistent/lyt/history"))
    #expect(history.count == 0)
  }
}

/// A fresh directory under the test process's scratch directory (removed when it exits).
func temporaryDirectory() throws -> String {
  try makeScratchDirectory("lyt-line-editor")
}

/// The permission bits of a file.
func permissions(_ path: String) throws -> Int {
  let attributes = try FileManager.default.attributesOfItem(atPath: path)
  return ((attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1) & 0o777
}
