import NIOCore

/// An IPv4 or IPv6 address as its bytes: what the access rules ask of an address.
///
/// Parsed as the socket layer parses it (`inet_pton`, through NIO), so that `127.1` or
/// `0x7f.0.0.1`, which name no address here, are no loopback address either.
package struct IPAddress: Hashable, Sendable {
  /// 4 bytes for IPv4, 16 for IPv6, in network order, as a certificate names an address too.
  package let bytes: [UInt8]

  /// The address a connection came from or a socket is bound to; nil for a Unix socket.
  init?(_ address: SocketAddress) {
    switch address {
    case .v4(let v4):
      bytes = withUnsafeBytes(of: v4.address.sin_addr) { Array($0) }
    case .v6(let v6):
      bytes = withUnsafeBytes(of: v6.address.sin6_addr) { Array($0) }
    case .unixDomainSocket:
      return nil
    }
  }

  /// An address written as text (`192.168.1.20`, `::1`); nil for a name or anything else.
  package init?(_ text: String) {
    // C reads up to the first NUL: "127.0.0.1\0.example" would pass as 127.0.0.1.
    guard !text.utf8.contains(0), let address = try? SocketAddress(ipAddress: text, port: 0)
    else { return nil }
    self.init(address)
  }

  /// The IPv4 address an IPv4-mapped IPv6 address (`::ffff:a.b.c.d`) carries, else the bytes:
  /// a socket bound to `::` sees IPv4 clients so.
  private var unmapped: [UInt8] {
    let mapped =
      bytes.count == 16 && bytes.prefix(10).allSatisfy { $0 == 0 } && bytes[10] == 0xff
      && bytes[11] == 0xff
    return mapped ? Array(bytes.suffix(4)) : bytes
  }

  /// Only this machine reaches it: 127.0.0.0/8 or ::1.
  var isLoopback: Bool {
    let address = unmapped
    return address.count == 4 ? address[0] == 127 : address == Array(repeating: 0, count: 15) + [1]
  }

  /// The addresses the failure limit counts as one client: an IPv4 address alone, an IPv6
  /// address by its /64, the block one interface is given, so that a client cannot step past
  /// the limit (or push others out of the limit's memory) by walking through its own block.
  var client: String {
    let address = unmapped
    guard address.count == 16 else { return address.map(String.init).joined(separator: ".") }
    let groups = stride(from: 0, to: 8, by: 2).map { index in
      String(UInt16(address[index]) << 8 | UInt16(address[index + 1]), radix: 16)
    }
    return groups.joined(separator: ":") + "::/64"
  }
}
