import ArgumentParser
import PickerServer

/// `picker serve`: the seed apps and the playground in the browser.
struct ServeCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "serve",
    abstract: "Serve the pace calculator, thermostat schedule, unit prices and playground.",
    discussion: """
      Opens http://127.0.0.1:8080 by default. Thermostat schedules and product lists are kept in
      a SQLite file (--db, created on start) and survive restarts.
      """
  )

  @Option(help: "The address to bind; 127.0.0.1 keeps the app on this machine.")
  var host = "127.0.0.1"

  @Option(help: "The port to listen on.")
  var port = 8080

  @Option(help: "The SQLite file for schedules and product lists.")
  var db = "picker.sqlite"

  func validate() throws {
    guard (1...65_535).contains(port) else {
      throw ValidationError("the port must be 1-65535, got \(port)")
    }
  }

  func run() async throws {
    let store: Store
    do {
      store = try Store(path: db)
    } catch {
      throw ValidationError("cannot open the database \(db): \(error)")
    }
    let app = PickerApplication.application(
      options: ServerOptions(host: host, port: port, databasePath: db), store: store)
    Terminal.writeError("picker: serving on http://\(host):\(port) (database \(db))")
    try await app.runService()
  }
}
