// swift-tools-version: 6.1

import PackageDescription

let strictSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("InternalImportsByDefault"),
]

// The trait under which each outside package is used (`traits` below).
let files = TargetDependencyCondition.when(traits: ["Files"])
let server = TargetDependencyCondition.when(traits: ["Server"])
let tools = TargetDependencyCondition.when(traits: ["Tools"])

let package = Package(
  name: "PickerKit",
  // Int128 and the Foundation APIs the core uses need these Apple releases; Linux needs nothing
  // more.
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [
    .library(name: "PickerKit", targets: ["PickerKit", "PickerCore"]),
    .library(name: "PickerTerminal", targets: ["PickerTerminal"]),
    .library(name: "PickerFiles", targets: ["PickerFiles"]),
    .library(name: "PaceCalculator", targets: ["PaceCalculator"]),
    .library(name: "Thermostat", targets: ["Thermostat"]),
    .library(name: "UnitPrices", targets: ["UnitPrices"]),
    .library(name: "PickerServer", targets: ["PickerServer"]),
    .executable(name: "picker", targets: ["picker"]),
    .executable(name: "picker-serve", targets: ["picker-serve"]),
  ],
  // The library products (PickerKit, PickerTerminal and the three apps' models) need the Swift
  // toolchain alone. Each outside package is guarded by the trait of the products that use it, and
  // SwiftPM does not fetch a dependency whose every use is guarded by a trait that is off: a
  // package that names PickerKit with `traits: []` checks out nothing else (scripts/consumer.sh
  // proves it).
  traits: [
    .trait(name: "Files", description: "PickerFiles: descriptions written as JSON or YAML (Yams)."),
    .trait(
      name: "Server", description: "PickerServer: the web app and its API (Hummingbird, GRDB).",
      enabledTraits: ["Files"]),
    .trait(
      name: "Tools",
      description: "The picker and picker-serve executables (swift-argument-parser).",
      enabledTraits: ["Server"]),
    .default(enabledTraits: ["Tools"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.2"),
    .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
    .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
    .package(url: "https://github.com/adam-fowler/compress-nio", from: "1.5.0"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    .package(url: "https://github.com/apple/swift-crypto", from: "4.5.2"),
    .package(url: "https://github.com/apple/swift-openapi-runtime", from: "1.13.4"),
    .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.6"),
    .package(url: "https://github.com/apple/swift-certificates", from: "1.21.1"),
    .package(url: "https://github.com/apple/swift-asn1", from: "1.7.4"),
  ],
  targets: [
    // Every rule, on the Swift standard library alone, so the same files compile as ordinary
    // Swift and as Embedded Swift for the page (scripts/wasm.sh); PickerKit adds the Foundation
    // bridges and is what users import.
    .target(name: "PickerCore", swiftSettings: strictSettings),
    .target(name: "PickerKit", dependencies: ["PickerCore"], swiftSettings: strictSettings),
    .target(name: "PickerTerminal", dependencies: ["PickerKit"], swiftSettings: strictSettings),
    // Descriptions written as JSON or YAML (form files), read through the same JSONDecoder as
    // the web API's.
    .target(
      name: "PickerFiles",
      dependencies: [
        "PickerKit", .product(name: "Yams", package: "Yams", condition: files),
      ],
      swiftSettings: strictSettings),
    // The C library's exp and pow, for the running models' curves (Sources/CMath/CMath.h).
    .systemLibrary(name: "CMath"),
    // The pace calculator on the core alone, so that the page compiles it too; natively it is
    // also the API's Codable schemas, through PickerKit's bridges.
    .target(
      name: "PaceCalculator", dependencies: ["PickerCore", "CMath", "PickerKit"],
      swiftSettings: strictSettings),
    .target(
      name: "Thermostat", dependencies: ["PickerCore", "PickerKit"], swiftSettings: strictSettings),
    .target(
      name: "UnitPrices", dependencies: ["PickerCore", "PickerKit"], swiftSettings: strictSettings),
    .target(
      name: "PickerServer",
      dependencies: [
        "PickerKit", "PickerFiles", "PaceCalculator", "Thermostat", "UnitPrices",
        .product(name: "Hummingbird", package: "hummingbird", condition: server),
        .product(name: "HummingbirdCore", package: "hummingbird", condition: server),
        .product(name: "GRDB", package: "GRDB.swift", condition: server),
        .product(name: "Logging", package: "swift-log", condition: server),
        .product(name: "NIOCore", package: "swift-nio", condition: server),
        .product(name: "NIOHTTPTypes", package: "swift-nio-extras", condition: server),
        .product(name: "HTTPTypes", package: "swift-http-types", condition: server),
        .product(name: "Mustache", package: "swift-mustache", condition: server),
        .product(name: "CompressNIO", package: "compress-nio", condition: server),
        // The OpenAPI document read at start (Edge/DocumentedBodies.swift).
        .product(name: "Yams", package: "Yams", condition: files),
        // HMAC-SHA256 and SHA-256 for the access token (Edge/AccessKey.swift).
        .product(name: "Crypto", package: "swift-crypto", condition: server),
        // The API's types (API/Generated), which scripts/openapi.sh writes from the OpenAPI
        // document (the test command checks them with --check). They are internal to the
        // server, so the generator writes plain imports; the schemas that are the core's own
        // types are those types (API/openapi-generator-config.yaml).
        .product(
          name: "OpenAPIRuntime", package: "swift-openapi-runtime",
          condition: server),
      ],
      exclude: ["API/openapi-generator-config.yaml"],
      // Templates, style sheet, scripts and the OpenAPI document, as real files.
      resources: [.copy("Resources")],
      swiftSettings: strictSettings
    ),
    // HTTPS for the web app: its local certificate authority and server certificates
    // (swift-certificates), or one's own, served over TLS with HTTP/2 where the client offers
    // it (Hummingbird's HTTP/2 channel on swift-nio-ssl). Apart from PickerServer, so the
    // packages that use the server's routes and store (the benchmarks) build no TLS stack.
    .target(
      name: "PickerTLS",
      dependencies: [
        "PickerServer",
        .product(name: "HummingbirdHTTP2", package: "hummingbird", condition: server),
        .product(name: "NIOCore", package: "swift-nio", condition: server),
        .product(name: "HummingbirdCore", package: "hummingbird", condition: server),
        .product(name: "Logging", package: "swift-log", condition: server),
        .product(name: "NIOTLS", package: "swift-nio", condition: server),
        .product(name: "NIOSSL", package: "swift-nio-ssl", condition: server),
        .product(name: "X509", package: "swift-certificates", condition: server),
        .product(name: "SwiftASN1", package: "swift-asn1", condition: server),
        .product(name: "Crypto", package: "swift-crypto", condition: server),
      ],
      swiftSettings: strictSettings),
    // What `picker serve` and `picker-serve` both take: the argument parser only.
    .target(
      name: "PickerServeOptions",
      dependencies: [
        .product(
          name: "ArgumentParser", package: "swift-argument-parser",
          condition: tools)
      ],
      swiftSettings: strictSettings),
    // The shell tool: no part of the server, so it starts like a small tool.
    .executableTarget(
      name: "picker",
      dependencies: [
        "PickerKit",
        "PickerTerminal",
        "PickerFiles",
        "PickerServeOptions",
        .product(
          name: "ArgumentParser", package: "swift-argument-parser",
          condition: tools),
      ],
      swiftSettings: strictSettings + [
        .unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))
      ],
      // On Linux a release `picker` carries the Swift runtime and Foundation inside it: most of
      // a cold start of a dynamically linked tool is the loader finding, mapping and relocating
      // those libraries (Benchmarks/startup.py measures it; 7.7 ms against 4.7-5.2 ms to the
      // first frame). It is linked at a fixed address, as Go tools such as fzf and gum are:
      // relocating the 40 MB of Swift metadata inside a position-independent one copied every
      // page of it at every start, 0.7 ms of a 7 ms first frame. The tool is a short-lived
      // process reading its own user's input; `picker-serve`, which faces a network, stays
      // position-independent. Only this product carries the flags, so the library products can
      // still be used by other packages.
      linkerSettings: [
        .unsafeFlags(
          ["-static-stdlib", "-use-ld=lld", "-Xclang-linker", "-no-pie"],
          .when(platforms: [.linux], configuration: .release))
      ]
    ),
    // The web app; `picker serve` runs it.
    .executableTarget(
      name: "picker-serve",
      dependencies: [
        "PickerKit",
        "PickerServer",
        "PickerTLS",
        "PickerServeOptions",
        .product(
          name: "ArgumentParser", package: "swift-argument-parser",
          condition: tools),
        .product(name: "NIOCore", package: "swift-nio", condition: server),
      ],
      swiftSettings: strictSettings
    ),
    // One seeded generator, law checkers and the fuzz cases, shared by every test target and by
    // the fuzz target (scripts/fuzz.sh), as swift-collections' _CollectionsTestSupport.
    .target(
      name: "PickerTestSupport", dependencies: ["PickerKit"], path: "Tests/PickerTestSupport",
      swiftSettings: strictSettings),
    .testTarget(
      name: "PickerCoreTests", dependencies: ["PickerCore", "PickerKit", "PickerTestSupport"],
      exclude: ["page-core.mjs"], swiftSettings: strictSettings),
    .testTarget(
      name: "PickerKitTests", dependencies: ["PickerKit", "PickerTestSupport"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "PickerTerminalTests", dependencies: ["PickerTerminal"], swiftSettings: strictSettings),
    .testTarget(
      name: "PaceCalculatorTests",
      dependencies: ["PaceCalculator", "PickerCore", "PickerKit", "PickerTestSupport"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "ThermostatTests", dependencies: ["Thermostat", "PickerKit", "PickerTestSupport"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "UnitPricesTests", dependencies: ["UnitPrices", "Thermostat", "PickerTestSupport"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "PickerServerTests",
      dependencies: [
        "PickerServer", "PickerKit", "PickerTestSupport", "PaceCalculator", "UnitPrices",
        "Thermostat", "PickerServeOptions",
        .product(name: "HummingbirdTesting", package: "hummingbird", condition: server),
        // To damage a store's file as a crash or an older version might.
        .product(name: "GRDB", package: "GRDB.swift", condition: server),
      ],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "PickerTLSTests",
      dependencies: [
        "PickerTLS", "PickerServer",
        .product(name: "NIOSSL", package: "swift-nio-ssl", condition: server),
        .product(name: "X509", package: "swift-certificates", condition: server),
        .product(name: "Crypto", package: "swift-crypto", condition: server),
      ],
      swiftSettings: strictSettings),
    .testTarget(
      name: "PickerFilesTests", dependencies: ["PickerFiles", "PickerKit"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "PickerServeOptionsTests",
      dependencies: [
        "PickerServeOptions",
        .product(name: "ArgumentParser", package: "swift-argument-parser", condition: tools),
      ],
      swiftSettings: strictSettings),
    .testTarget(
      name: "pickerTests",
      dependencies: ["picker", "picker-serve", "PickerServer", "PickerTestSupport"],
      swiftSettings: strictSettings),
  ],
  swiftLanguageModes: [.v6]
)
