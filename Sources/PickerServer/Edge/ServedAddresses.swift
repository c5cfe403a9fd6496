/// The addresses a browser opens the app at, as the server prints them on start.
public enum ServedAddresses {
  /// Each address with the port and, when one is required, the token: the bound host itself,
  /// or, bound to every address (`0.0.0.0`, `::`), each of this machine's own addresses that is
  /// not loopback (IPv4 first), since no browser opens `0.0.0.0`; loopback when it has none.
  public static func urls(host: String, port: Int, token: String?) -> [String] {
    var hosts = [host]
    if EdgeMiddleware.everyAddress.contains(host) {
      let own = EdgeMiddleware.ownAddresses().filter { address in
        !address.hasPrefix("127.") && address != "::1" && !address.lowercased().hasPrefix("fe80:")
      }
      hosts = own.filter { !$0.contains(":") } + own.filter { $0.contains(":") }
      if hosts.isEmpty { hosts = ["127.0.0.1"] }
    }
    return hosts.map { host in
      let shown = host.contains(":") ? "[\(host)]" : host
      return "http://\(shown):\(port)" + (token.map { "/?token=\($0)" } ?? "")
    }
  }
}
