import ArgumentParser
import PickerServeOptions
import Testing

/// The one declaration of what `picker serve` and `picker-serve` take: defaults, and each
/// refusal with the exit code and message a person sees (the token's are in AccessTests, beside
/// the access they guard).
@Suite("The serve options")
struct ServeOptionsTests {
  @Test("With nothing given: this machine only, port 8080, picker.sqlite, the stated timeouts")
  func defaults() throws {
    let options = try ServeOptions.parse([])
    #expect(options.host == "127.0.0.1")
    #expect(options.port == 8080)
    #expect(options.db == "picker.sqlite")
    #expect(options.headerTimeout == 10)
    #expect(options.bodyTimeout == 30)
    #expect(options.idleTimeout == 60)
    #expect(options.maxConnections == 1_000)
    #expect(try options.accessToken(environment: [:]) == nil)
  }

  static func nameRefusal(_ name: String) -> String {
    "--name takes a host name (letters, digits and -, in labels of 1-63 joined by dots, at most "
      + "253 in all, such as kitchen.local) or an IP address, got \"\(name)\""
  }

  @Test("Names phones use: .local and DNS names, a final dot, addresses; repeatable, in order")
  func names() throws {
    let options = try ServeOptions.parse([
      "--name", "kitchen.local", "--name", "Picker.Example.org.", "--name", "192.168.1.20",
      "--name", "fd00::2",
    ])
    #expect(options.names == ["kitchen.local", "Picker.Example.org.", "192.168.1.20", "fd00::2"])
    #expect(!options.tls && !options.insecureHTTP && options.tlsCert == nil)
  }

  @Test(
    "A value no server could take is refused before anything opens, saying what is allowed",
    arguments: [
      (["--port", "65536"], "the port must be 0-65535, got 65536"),
      (["--port=-1"], "the port must be 0-65535, got -1"),
      (["--header-timeout", "0"], "--header-timeout is 0-86400 seconds (not 0), got 0.0"),
      (["--body-timeout", "86401"], "--body-timeout is 0-86400 seconds (not 0), got 86401.0"),
      (["--idle-timeout", "nan"], "--idle-timeout is 0-86400 seconds (not 0), got nan"),
      (["--max-connections", "0"], "--max-connections is 1-1000000, got 0"),
      (["--max-connections", "1000001"], "--max-connections is 1-1000000, got 1000001"),
      (
        ["--insecure-http", "--tls"],
        "--insecure-http asks for plain HTTP; it cannot go with --tls or --tls-cert"
      ),
      (
        ["--insecure-http", "--tls-cert", "a.pem", "--tls-key", "k.pem"],
        "--insecure-http asks for plain HTTP; it cannot go with --tls or --tls-cert"
      ),
      (
        ["--tls-cert", "a.pem"], "--tls-cert needs --tls-key: a certificate is served with its key"
      ),
      (["--tls-key", "k.pem"], "--tls-key needs --tls-cert: a key is served with its certificate"),
      (["--name", "kitchen_pc.local"], nameRefusal("kitchen_pc.local")),
      (["--name=-kitchen.local"], nameRefusal("-kitchen.local")),
      (["--name", "kitchen-.local"], nameRefusal("kitchen-.local")),
      (["--name", "*.example.org"], nameRefusal("*.example.org")),
      (["--name", "a..b"], nameRefusal("a..b")),
      (["--name", ""], nameRefusal("")),
      (
        ["--name", String(repeating: "a", count: 64) + ".local"],
        nameRefusal(String(repeating: "a", count: 64) + ".local")
      ),
    ])
  func refusals(arguments: [String], message: String) throws {
    let error = try #require(
      #expect(throws: (any Error).self) { try ServeOptions.parse(arguments) })
    #expect(ServeOptions.message(for: error) == message)
    #expect(ServeOptions.exitCode(for: error).rawValue == 64)
  }

  @Test("The edges of each range are taken")
  func edges() throws {
    let options = try ServeOptions.parse([
      "--port", "0", "--header-timeout", "86400", "--body-timeout", "0.5",
      "--max-connections", "1000000",
    ])
    #expect(options.port == 0)
    #expect(options.headerTimeout == 86_400)
    #expect(options.bodyTimeout == 0.5)
    #expect(options.maxConnections == 1_000_000)
  }

  @Test("The help says what the server keeps and how a phone reaches it")
  func help() {
    let help = ServeOptions.helpMessage(columns: 1_000)
    #expect(help.contains("--db <db>"))
    #expect(help.contains("--token <token>"))
    #expect(ServeOptions.discussion.contains("Authorization: Bearer <token>"))
    #expect(ServeOptions.discussion.contains("Exit codes: 64 for bad options"))
  }
}
