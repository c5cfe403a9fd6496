// swift-tools-version: 6.1

import PackageDescription

let strictSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
  name: "PickerKit",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "PickerKit", targets: ["PickerKit"]),
    .library(name: "PickerTerminal", targets: ["PickerTerminal"]),
    .executable(name: "picker", targets: ["picker"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2")
  ],
  targets: [
    .target(name: "PickerKit", swiftSettings: strictSettings),
    .target(name: "PickerTerminal", dependencies: ["PickerKit"], swiftSettings: strictSettings),
    .executableTarget(
      name: "picker",
      dependencies: [
        "PickerKit",
        "PickerTerminal",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: strictSettings
    ),
    .testTarget(name: "PickerKitTests", dependencies: ["PickerKit"], swiftSettings: strictSettings),
    .testTarget(
      name: "PickerTerminalTests", dependencies: ["PickerTerminal"], swiftSettings: strictSettings),
    .testTarget(name: "pickerTests", dependencies: ["picker"], swiftSettings: strictSettings),
  ],
  swiftLanguageModes: [.v6]
)
