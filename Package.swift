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
    .library(name: "PaceCalculator", targets: ["PaceCalculator"]),
    .library(name: "Thermostat", targets: ["Thermostat"]),
    .library(name: "UnitPrices", targets: ["UnitPrices"]),
    .executable(name: "picker", targets: ["picker"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2")
  ],
  targets: [
    .target(name: "PickerKit", swiftSettings: strictSettings),
    .target(name: "PickerTerminal", dependencies: ["PickerKit"], swiftSettings: strictSettings),
    .target(name: "PaceCalculator", dependencies: ["PickerKit"], swiftSettings: strictSettings),
    .target(name: "Thermostat", dependencies: ["PickerKit"], swiftSettings: strictSettings),
    .target(name: "UnitPrices", dependencies: ["PickerKit"], swiftSettings: strictSettings),
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
    .testTarget(
      name: "PaceCalculatorTests", dependencies: ["PaceCalculator"], swiftSettings: strictSettings),
    .testTarget(
      name: "ThermostatTests", dependencies: ["Thermostat"], swiftSettings: strictSettings),
    .testTarget(
      name: "UnitPricesTests", dependencies: ["UnitPrices"], swiftSettings: strictSettings),
    .testTarget(name: "pickerTests", dependencies: ["picker"], swiftSettings: strictSettings),
  ],
  swiftLanguageModes: [.v6]
)
