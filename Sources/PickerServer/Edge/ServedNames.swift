import NIOCore

/// The names and addresses a server answers to, said once for the three that need them: the
/// Host check accepts them, the server's certificate names them, and the start lines print
/// them as the addresses a browser opens.
///
/// They are `localhost`, `127.0.0.1` and `::1`; the bound address itself; bound to every address
/// (`0.0.0.0`, `::`), each of this machine's own addresses, as a phone on the network names it
/// (`192.168.1.20`); and each name given with `--name` (`kitchen.local`, `picker.example.org`),
/// the names a phone reaches this machine by. Nothing else: a page on another site that resolves
/// its own name to this machine (DNS rebinding) is refused.
public struct ServedNames: Sendable, Hashable {
  /// The address the server is bound to, as `--host` gave it.
  public let host: String
  /// Host names (`--name`, lowercased, without a trailing dot), in the order given.
  public let names: [String]
  /// IP addresses, as text without brackets or zone (`127.0.0.1`, `::1`, `192.168.1.20`).
  public let addresses: [String]

  /// The names for a server bound to `host`, with the `names` given and this machine's
  /// interface addresses (`own`, read from the system unless given).
  public init(host: String, names: [String] = [], own: [String]? = nil) {
    self.host = host
    let bound = Self.unbracketed(host)
    var given = names.map { Self.normalized($0) }
    var addresses = ["127.0.0.1", "::1"]
    if IPAddress(bound) != nil {
      if Self.everyAddress.contains(bound) {
        addresses += own ?? Self.ownAddresses()
      } else {
        addresses.append(bound)
      }
    } else {
      given.insert(Self.normalized(bound), at: 0)
    }
    for name in given where IPAddress(name) != nil { addresses.append(name) }
    self.names = Self.unique(["localhost"] + given.filter { IPAddress($0) == nil })
    self.addresses = Self.unique(addresses.map { $0.lowercased() })
  }

  /// The addresses that bind every interface.
  static let everyAddress: Set<String> = ["0.0.0.0", "::"]

  /// This machine's interface addresses (IPv6 without its zone), from the system's list of
  /// interfaces (NIO's `System.enumerateDevices`, over getifaddrs).
  public static func ownAddresses() -> [String] {
    let devices: [NIONetworkDevice] = (try? NIOCore.System.enumerateDevices()) ?? []
    return devices.compactMap { device -> String? in
      guard let address = device.address?.ipAddress else { return nil }
      return String(address.prefix { $0 != "%" })
    }
  }

  /// Every name and address as a request's `Host` names it, lowercased, without the port
  /// (`localhost`, `127.0.0.1`, `[::1]`).
  public var hostHeaders: Set<String> {
    // The bound address too, even when it is every address (`0.0.0.0`), as some browsers open
    // it; the certificate does not name that.
    let bound = Self.unbracketed(host).lowercased()
    return Set((names + addresses + [bound]).map { $0.contains(":") ? "[\($0)]" : $0 })
  }

  /// The addresses a browser opens, with the scheme, the port and, when one is required, the
  /// token: the bound address, or bound to every address each name given and each of this
  /// machine's addresses that a phone can reach (IPv4 first; loopback when there is none).
  public func urls(port: Int, token: String?, secure: Bool) -> [String] {
    let bound = Self.unbracketed(host)
    var hosts: [String]
    if Self.everyAddress.contains(bound) {
      let reachable = addresses.filter { address in
        !address.hasPrefix("127.") && address != "::1" && !address.hasPrefix("fe80:")
      }
      hosts =
        Array(names.dropFirst()) + reachable.filter { !$0.contains(":") }
        + reachable.filter { $0.contains(":") }
      if hosts.isEmpty { hosts = ["127.0.0.1"] }
    } else {
      hosts = [bound] + names.dropFirst().filter { $0 != Self.normalized(bound) }
    }
    return hosts.map { host in
      let shown = host.contains(":") ? "[\(host)]" : host
      return "\(secure ? "https" : "http")://\(shown):\(port)"
        + (token.map { "/?token=\($0)" } ?? "")
    }
  }

  /// `[::1]` -> `::1`, as `--host` may write an IPv6 address.
  private static func unbracketed(_ host: String) -> String {
    host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
  }

  private static func normalized(_ name: String) -> String {
    let lower = name.lowercased()
    return lower.hasSuffix(".") ? String(lower.dropLast()) : lower
  }

  private static func unique(_ items: [String]) -> [String] {
    var seen = Set<String>()
    return items.filter { seen.insert($0).inserted }
  }
}
