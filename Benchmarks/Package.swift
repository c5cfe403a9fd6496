// swift-tools-version: 6.1

import Foundation
import PackageDescription

// A path dependency's identity is its folder's name, which depends on where the clone lives.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

// Kept apart from the main package so library users never build benchmark dependencies.
let package = Package(
  name: "PickerBenchmarks",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(path: ".."),
    .package(url: "https://github.com/ordo-one/malloc-interposer", from: "1.6.1"),
  ],
  targets: [
    .executableTarget(
      name: "PickerBenchmarks",
      dependencies: [
        .product(name: "PickerKit", package: root.lastPathComponent.lowercased()),
        .product(name: "PickerTerminal", package: root.lastPathComponent.lowercased()),
        .product(name: "MallocInterposerSwift", package: "malloc-interposer"),
      ]
    )
  ],
  swiftLanguageModes: [.v6]
)
