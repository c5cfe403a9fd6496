import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import PickerServer

/// What the web app does differently over HTTPS, and the names it answers to: the routes through
/// Hummingbird's testing module; the handshake itself is PickerTLSTests' and the phone suite's.
@Suite("HTTPS and the names a server answers to")
struct HTTPSTests {
  static let token = "correct-horse-battery-staple"

  private func withApp(
    secure: Bool, authority: [UInt8]?,
    _ body: @Sendable (any TestClientProtocol) async throws -> Void
  ) async throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("picker-\(UUID().uuidString).sqlite").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let router = try PickerApplication.router(
      store: try Store(path: path), token: Self.token, secure: secure, authority: authority)
    try await Application(router: router).test(.router) { client in try await body(client) }
  }

  @Test("Over TLS the session cookie is Secure, and otherwise as over HTTP")
  func secureCookie() async throws {
    try await withApp(secure: true, authority: nil) { client in
      let response = try await client.execute(uri: "/?token=\(Self.token)", method: .get)
      #expect(response.status == .seeOther)
      let attributes = try #require(response.headers[.setCookie]).split(separator: ";").map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      #expect(attributes.contains("Secure"))
      #expect(attributes.contains("HttpOnly"))
      #expect(attributes.contains("SameSite=Strict"))
    }
  }

  @Test("/ca.crt serves the authority's certificate without the token, as phones install it")
  func authority() async throws {
    let der: [UInt8] = [0x30, 0x03, 0x02, 0x01, 0x01]
    try await withApp(secure: true, authority: der) { client in
      let response = try await client.execute(uri: "/ca.crt", method: .get)
      #expect(response.status == .ok)
      #expect(response.headers[.contentType] == "application/x-x509-ca-cert")
      #expect(Array(buffer: response.body) == der)
      // Everything else still asks for the token.
      let home = try await client.execute(uri: "/", method: .get)
      #expect(home.status == .unauthorized)
    }
    // With one's own certificate there is no authority to install.
    try await withApp(secure: true, authority: nil) { client in
      let response = try await client.execute(uri: "/ca.crt", method: .get)
      #expect(response.status == .notFound)
    }
  }

  @Test("HTTPS off loopback unless plain HTTP is asked for by name; on loopback when asked")
  func tlsDefault() {
    #expect(AccessPolicy.servesTLS(host: "0.0.0.0", asked: false, plainAsked: false))
    #expect(AccessPolicy.servesTLS(host: "192.168.1.20", asked: false, plainAsked: false))
    #expect(AccessPolicy.servesTLS(host: "kitchen.local", asked: false, plainAsked: false))
    #expect(!AccessPolicy.servesTLS(host: "0.0.0.0", asked: false, plainAsked: true))
    #expect(!AccessPolicy.servesTLS(host: "127.0.0.1", asked: false, plainAsked: false))
    #expect(!AccessPolicy.servesTLS(host: "::1", asked: false, plainAsked: false))
    #expect(AccessPolicy.servesTLS(host: "127.0.0.1", asked: true, plainAsked: false))
  }

  @Test("Bound to every address: loopback, this machine's addresses and each name, and no other")
  func everyAddress() {
    let names = ServedNames(
      host: "0.0.0.0", names: ["Kitchen.Local.", "192.168.7.7"],
      own: ["127.0.0.1", "192.168.1.20", "::1", "fd00::2", "fe80::1"])
    #expect(names.names == ["localhost", "kitchen.local"])
    #expect(
      names.addresses == ["127.0.0.1", "::1", "192.168.1.20", "fd00::2", "fe80::1", "192.168.7.7"])
    #expect(
      names.hostHeaders == [
        "localhost", "kitchen.local", "127.0.0.1", "[::1]", "192.168.1.20", "[fd00::2]",
        "[fe80::1]", "192.168.7.7", "0.0.0.0",
      ])
    // A phone opens a name first, then the addresses it can reach, IPv4 first.
    #expect(
      names.urls(port: 8443, token: "t", secure: true) == [
        "https://kitchen.local:8443/?token=t", "https://192.168.1.20:8443/?token=t",
        "https://192.168.7.7:8443/?token=t", "https://[fd00::2]:8443/?token=t",
      ])
  }

  @Test("Bound to one address: it, loopback and the names given")
  func oneAddress() {
    let names = ServedNames(host: "192.168.1.20", names: ["picker.example.org"], own: ["10.0.0.9"])
    #expect(
      names.hostHeaders == [
        "localhost", "picker.example.org", "127.0.0.1", "[::1]", "192.168.1.20",
      ])
    #expect(
      names.urls(port: 8080, token: nil, secure: false) == [
        "http://192.168.1.20:8080", "http://picker.example.org:8080",
      ])
    let loopback = ServedNames(host: "127.0.0.1", own: [])
    #expect(loopback.urls(port: 8080, token: nil, secure: false) == ["http://127.0.0.1:8080"])
    #expect(
      ServedNames(host: "[::1]", own: []).urls(port: 1, token: nil, secure: true) == [
        "https://[::1]:1"
      ])
  }
}
