// swift-tools-version: 6.1
// The OpenAPI generator, built on its own so the server package does not build it on every build:
// scripts/openapi.sh runs it to write Sources/PickerServer/API from the document, and checks in the test
// command that what is committed is what the document generates.
import PackageDescription

let package = Package(
  name: "OpenAPIGenerator",
  dependencies: [
    .package(url: "https://github.com/apple/swift-openapi-generator", exact: "1.14.3")
  ]
)
