// swift-tools-version:6.0
// A package that uses lyt's libraries the way another project would: it depends on the
// repository by path and builds, solves and explains a layout with the Layout library, without
// the command language. scripts/test.sh builds it, runs it and compares its output with
// expected-output.txt.
import PackageDescription

let package = Package(
  name: "CardLayout",
  platforms: [.macOS(.v15)],
  dependencies: [.package(name: "lyt", path: "../..")],
  targets: [
    .executableTarget(
      name: "CardLayout",
      dependencies: [.product(name: "Layout", package: "lyt"), .product(name: "Cassowary", package: "lyt")]
    )
  ]
)
