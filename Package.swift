// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "lyt",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "lyt", targets: ["lyt"]),
    .library(name: "Cassowary", targets: ["Cassowary"]),
    .library(name: "Layout", targets: ["Layout"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")
  ],
  targets: [
    .target(name: "Cassowary"),
    .target(name: "Layout", dependencies: ["Cassowary"]),
    .target(name: "XcodeLog", dependencies: ["Layout", "Cassowary"]),
    .target(name: "CodeImport", dependencies: ["Layout", "Cassowary"]),
    // The command language: lexer, parser, syntax tree, diagnostics, help. Knows no session.
    .target(name: "CommandLanguage", dependencies: ["Cassowary", "Layout", "CodeImport"]),
    .target(
      name: "Script",
      dependencies: ["CommandLanguage", "Cassowary", "Layout", "CodeImport", "InterfaceBuilder", "BoundedInput"]),
    // XcodeLog wired into Script: the reader `import log` is given, explain-log's checked fixes,
    // and the fuzz targets (sessions in them import logs).
    .target(name: "LogImport", dependencies: ["Script", "XcodeLog", "Layout"]),
    .systemLibrary(
      name: "CLibEdit",
      pkgConfig: "libedit",
      providers: [.apt(["libedit-dev"]), .brew(["libedit"])]
    ),
    .target(name: "CLineEditShim", dependencies: ["CLibEdit"]),
    .target(name: "CAllocatorTuning"),
    .target(name: "BoundedInput"),
    // Where a long session's history goes once it outgrows memory: a temporary file.
    .target(name: "SpillFile", dependencies: ["Script"]),
    .target(name: "InterfaceBuilder", dependencies: ["Layout", "Cassowary", "BoundedInput"]),
    .target(name: "LineEditor", dependencies: ["CLibEdit", "CLineEditShim", "BoundedInput"]),
    .executableTarget(
      name: "lyt",
      dependencies: [
        "Cassowary", "Script", "LogImport", "XcodeLog", "InterfaceBuilder", "LineEditor", "BoundedInput",
        "CAllocatorTuning", "SpillFile",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // Development tools, not products: SwiftPM still builds and runs a root package's executable
    // targets by name (`swift build --product cassowary-check`, `swift run lyt-bench`), and a
    // package that depends on lyt does not see them.
    .executableTarget(
      name: "lyt-bench", dependencies: ["Cassowary", "Layout", "Script", "CAllocatorTuning", "SpillFile"],
      path: "Sources/LytBench"),
    .executableTarget(name: "cassowary-check", dependencies: ["Cassowary"], path: "Sources/CassowaryCheck"),
    .executableTarget(name: "script-fuzz", dependencies: ["Script", "LogImport"], path: "Sources/ScriptFuzz"),
    .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"]),
    .testTarget(name: "LayoutTests", dependencies: ["Layout", "Cassowary"]),
    .testTarget(
      name: "ScriptTests",
      dependencies: ["Script", "LogImport", "XcodeLog", "Layout", "Cassowary", "BoundedInput"],
      exclude: ["Golden"]
    ),
    // Shared by the test targets that run the built `lyt` binary (not a product).
    .target(name: "LytTestSupport", path: "Tests/LytTestSupport"),
    .testTarget(name: "LineEditorTests", dependencies: ["LineEditor", "LytTestSupport"]),
    .testTarget(name: "BoundedInputTests", dependencies: ["BoundedInput"]),
    .testTarget(name: "SpillFileTests", dependencies: ["SpillFile", "Script"]),
    .testTarget(
      name: "CodeImportTests", dependencies: ["CodeImport", "Script", "LytTestSupport"], exclude: ["Fixtures"]),
    .testTarget(name: "XcodeLogTests", dependencies: ["XcodeLog", "Cassowary"], exclude: ["Fixtures"]),
    .testTarget(
      name: "InterfaceBuilderTests", dependencies: ["InterfaceBuilder", "Layout", "Script", "LytTestSupport"],
      exclude: ["Fixtures"]),
  ],
  swiftLanguageModes: [.v6]
)
