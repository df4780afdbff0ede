// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "lyt",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "lyt", targets: ["lyt"]),
    .library(name: "Cassowary", targets: ["Cassowary"]),
    .library(name: "Layout", targets: ["Layout"]),
    .library(name: "Script", targets: ["Script"]),
    .library(name: "XcodeLog", targets: ["XcodeLog"]),
    .library(name: "CodeImport", targets: ["CodeImport"]),
    .library(name: "BoundedInput", targets: ["BoundedInput"]),
    .library(name: "InterfaceBuilder", targets: ["InterfaceBuilder"]),
    .executable(name: "lyt-bench", targets: ["LytBench"]),
    .executable(name: "cassowary-check", targets: ["CassowaryCheck"]),
    .executable(name: "script-fuzz", targets: ["ScriptFuzz"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")
  ],
  targets: [
    .target(name: "Cassowary"),
    .target(name: "Layout", dependencies: ["Cassowary"]),
    .target(name: "XcodeLog", dependencies: ["Layout"]),
    .target(name: "CodeImport", dependencies: ["Layout"]),
    .target(name: "Script", dependencies: ["Layout", "XcodeLog", "CodeImport", "InterfaceBuilder"]),
    .systemLibrary(
      name: "CLibEdit",
      pkgConfig: "libedit",
      providers: [.apt(["libedit-dev"]), .brew(["libedit"])]
    ),
    .target(name: "CLineEditShim", dependencies: ["CLibEdit"]),
    .target(name: "CAllocatorTuning"),
    .target(name: "BoundedInput"),
    .target(name: "InterfaceBuilder", dependencies: ["Layout", "Cassowary", "BoundedInput"]),
    .target(name: "LineEditor", dependencies: ["CLibEdit", "CLineEditShim", "BoundedInput"]),
    .executableTarget(
      name: "lyt",
      dependencies: [
        "Script", "XcodeLog", "InterfaceBuilder", "LineEditor", "BoundedInput", "CAllocatorTuning",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .executableTarget(name: "LytBench", dependencies: ["Cassowary", "Layout", "Script", "CAllocatorTuning"]),
    .executableTarget(name: "CassowaryCheck", dependencies: ["Cassowary"]),
    .executableTarget(name: "ScriptFuzz", dependencies: ["Script"]),
    .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"]),
    .testTarget(name: "LayoutTests", dependencies: ["Layout"]),
    .testTarget(name: "ScriptTests", dependencies: ["Script"], exclude: ["Golden"]),
    // Shared by the test targets that run the built `lyt` binary (not a product).
    .target(name: "LytTestSupport", path: "Tests/LytTestSupport"),
    .testTarget(name: "LineEditorTests", dependencies: ["LineEditor", "LytTestSupport"]),
    .testTarget(name: "BoundedInputTests", dependencies: ["BoundedInput"]),
    .testTarget(
      name: "CodeImportTests", dependencies: ["CodeImport", "Script", "LytTestSupport"], exclude: ["Fixtures"]),
    .testTarget(name: "XcodeLogTests", dependencies: ["XcodeLog", "Cassowary"], exclude: ["Fixtures"]),
    .testTarget(
      name: "InterfaceBuilderTests", dependencies: ["InterfaceBuilder", "Layout", "Script", "LytTestSupport"],
      exclude: ["Fixtures"]),
  ],
  swiftLanguageModes: [.v6]
)
