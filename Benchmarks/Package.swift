// swift-tools-version: 6.1

import Foundation
import PackageDescription

// A path dependency's identity is its folder's name, which depends on where the clone lives.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
let pickerKit = Target.Dependency.product(
  name: "PickerKit", package: root.lastPathComponent.lowercased())
let paceCalculator = Target.Dependency.product(
  name: "PaceCalculator", package: root.lastPathComponent.lowercased())
/// The server's store and the models it syncs, for the sync benchmarks.
let syncedModels: [Target.Dependency] = ["PickerServer", "UnitPrices", "Thermostat"].map {
  .product(name: $0, package: root.lastPathComponent.lowercased())
}

/// A package-benchmark suite: its sources in `Benchmarks/<name>/`, where the plugin looks.
func suite(_ name: String, using models: [Target.Dependency] = [pickerKit]) -> Target {
  .executableTarget(
    name: name,
    dependencies: models + [.product(name: "Benchmark", package: "benchmark")],
    path: "Benchmarks/\(name)",
    swiftSettings: [.enableUpcomingFeature("ExistentialAny")],
    plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
  )
}

// Kept apart from the main package so library users never build benchmark dependencies.
let package = Package(
  name: "PickerBenchmarks",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(path: ".."),
    // Only the malloc interposer: jemalloc is not on every machine that builds this, and the
    // default RuntimeInterposer trait would pull in a package this machine does not have.
    .package(
      url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    // A generated server for POST /api/picker beside the hand route (GeneratedPick, generated.py).
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    .package(url: "https://github.com/apple/swift-openapi-runtime", from: "1.13.4"),
    .package(
      url: "https://github.com/hummingbird-project/swift-openapi-hummingbird", from: "2.1.0"),
  ],
  targets: [
    suite("Conversions"),
    suite("Editing"),
    suite("Dates"),
    suite("Seeds", using: [paceCalculator, pickerKit]),
    suite("Sync", using: syncedModels + [pickerKit]),
    // Counts, not timings: how many keys a person presses to enter realistic values.
    .executableTarget(
      name: "Keystrokes", dependencies: [pickerKit],
      swiftSettings: [.enableUpcomingFeature("ExistentialAny")]),
    // POST /api/picker as swift-openapi-generator's server and as a hand route, in one process.
    .executableTarget(
      name: "GeneratedPick",
      dependencies: [
        pickerKit,
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
        .product(name: "OpenAPIHummingbird", package: "swift-openapi-hummingbird"),
      ],
      exclude: ["openapi-generator-config.yaml"],
      // The generator's `import`s that some of its files do not use are not ours to fix.
      swiftSettings: [.unsafeFlags(["-suppress-warnings"])]),
  ],
  swiftLanguageModes: [.v6]
)
