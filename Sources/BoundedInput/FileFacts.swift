#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What sits at a path, as `stat(2)` tells it: the kind of file, its size and its owner.
public struct FileFacts: Equatable, Sendable {
  /// The kinds of file, named as messages name them.
  public enum Kind: String, Sendable {
    case regular = "file"
    case directory
    case symbolicLink = "symbolic link"
    case characterDevice = "character device"
    case blockDevice = "block device"
    case fifo = "FIFO"
    case socket
    case other = "special file"

    /// The kind that a `st_mode` gives.
    init(mode: mode_t) {
      switch mode & S_IFMT {
      case S_IFREG: self = .regular
      case S_IFDIR: self = .directory
      case S_IFLNK: self = .symbolicLink
      case S_IFCHR: self = .characterDevice
      case S_IFBLK: self = .blockDevice
      case S_IFIFO: self = .fifo
      case S_IFSOCK: self = .socket
      default: self = .other
      }
    }
  }

  /// The kind of file.
  public var kind: Kind
  /// Its size in bytes (a regular file's; 0 for most others).
  public var size: Int
  /// The user that owns it.
  public var owner: UInt32

  /// The facts of `path`: of the link itself when `followingLinks` is false; nil when nothing is
  /// there (or, following links, when a link leads nowhere).
  public static func of(_ path: String, followingLinks: Bool) -> FileFacts? {
    var status = stat()
    let result = followingLinks ? stat(path, &status) : lstat(path, &status)
    guard result == 0 else { return nil }
    return FileFacts(kind: Kind(mode: status.st_mode), size: Int(status.st_size), owner: UInt32(status.st_uid))
  }

  /// The facts of the open file `descriptor`; nil when `fstat` fails.
  public static func of(descriptor: Int32) -> FileFacts? {
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return nil }
    return FileFacts(kind: Kind(mode: status.st_mode), size: Int(status.st_size), owner: UInt32(status.st_uid))
  }

  /// The user this process acts as.
  public static var currentUser: UInt32 { UInt32(geteuid()) }
}
