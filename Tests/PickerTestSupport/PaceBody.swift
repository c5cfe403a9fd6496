/// Seeded bodies for the pace calculator's routes, as a runner's page and a careless or hostile
/// client send them: values the wheels hold and values they refuse, units, splits, models,
/// exponents, targets and courses; now and then a member of the wrong type, an unknown member,
/// a null or text that is not JSON.
public enum PaceBody {
  /// The routes, by the name of their call (``route`` of each body).
  public static let routes = [
    "paceReport", "paceIntervals", "paceTargets", "paceDistance", "pacePace",
  ]

  /// A body for one of the routes: the call's name and the body's JSON text.
  public static func draw(_ random: inout SeededRandom, hostile: Bool) -> (
    route: String, body: String
  ) {
    let roll = Int.random(in: 0..<100, using: &random)
    let route =
      roll < 55
      ? "paceReport"
      : roll < 80
        ? "paceIntervals" : roll < 88 ? "paceTargets" : roll < 94 ? "paceDistance" : "pacePace"
    var members: [(String, String)]
    switch route {
    case "paceReport": members = report(&random)
    case "paceIntervals": members = intervals(&random)
    case "paceTargets":
      members = [
        (
          "targets",
          strings(
            pick(["mile", "5K", "15 km", "15.000 km", "5000 m", "0.5 mi", "moon"], 3, &random))
        ),
        (
          "timeTargets",
          strings(
            (0..<Int.random(in: 0...3, using: &random)).map { _ in duration(&random, hours: true) })
        ),
      ]
    case "paceDistance":
      members = [
        ("distance", quoted(distance("km", &random))),
        ("from", quoted(one(["km", "mi", "m", "yd"], &random))),
        ("to", quoted(one(["km", "mi", "m", "yd"], &random))),
      ]
    default:
      members = [
        ("pace", quoted(duration(&random, hours: false))),
        ("from", quoted(one(["min/km", "min/mi", "km/h", "mph"], &random))),
        ("to", quoted(one(["min/km", "min/mi", "km/h", "mph"], &random))),
      ]
    }
    if hostile { spoil(&members, &random) }
    if hostile, Int.random(in: 0..<8, using: &random) == 0 {
      return (route, one(["", "{", "[1,2]", "\"pace\"", "{\"pace\":}", "null"], &random))
    }
    let body = "{" + members.map { "\(quoted($0.0)):\($0.1)" }.joined(separator: ",") + "}"
    return (route, body)
  }

  private static func report(_ random: inout SeededRandom) -> [(String, String)] {
    var members: [(String, String)] = []
    let unit =
      Int.random(in: 0..<5, using: &random) == 0 ? nil : one(["km", "mi", "m", "yd"], &random)
    let given = pick(["distance", "time", "pace"], 2, &random)
    if given.contains("distance") {
      members.append(("distance", quoted(distance(unit ?? "km", &random))))
    }
    if let unit { members.append(("distanceUnit", quoted(unit))) }
    if given.contains("time") { members.append(("time", quoted(duration(&random, hours: true)))) }
    if given.contains("pace") {
      if Int.random(in: 0..<10, using: &random) < 3 {
        members.append(
          (
            "speed",
            quoted(
              "\(Int.random(in: 0...30, using: &random)).\(Int.random(in: 0...99, using: &random))")
          ))
        members.append(("speedUnit", quoted(one(["km/h", "mph"], &random))))
      } else {
        members.append(("pace", quoted(duration(&random, hours: false))))
        members.append(("paceUnit", quoted(one(["min/km", "min/mi"], &random))))
      }
    }
    if chance(40, &random) {
      members.append(
        (
          "split",
          quoted(one(["km", "mi", "400 m", "0.5 mi", "1 yd", "0.001 km", "marathon"], &random))
        ))
    }
    if chance(40, &random) {
      members.append(
        ("model", quoted(one(["riegel", "cameron", "purdy", "vo2max", "average", "x"], &random))))
    }
    if chance(30, &random) {
      members.append(
        ("riegelExponent", quoted(one(["1.00", "1.06", "1.15", "1.2", "1.3", "x"], &random))))
    }
    if chance(30, &random) {
      let races = [
        "mile", "5K", "10K", "half marathon", "marathon", "15 km", "3000 m", "26.2 mi", "880 yd",
        "100 km", "moon",
      ]
      members.append(
        ("targets", strings(pick(races, Int.random(in: 0...4, using: &random), &random))))
    }
    if chance(30, &random) {
      members.append(
        (
          "timeTargets",
          strings(
            (0..<Int.random(in: 0...3, using: &random)).map { _ in duration(&random, hours: true) })
        ))
    }
    if chance(20, &random) {
      members.append(("course", quoted(one(["road", "track", "x"], &random))))
    }
    return members
  }

  private static func intervals(_ random: inout SeededRandom) -> [(String, String)] {
    let unit = chance(50, &random) ? one(["m", "km", "mi", "yd"], &random) : nil
    var members: [(String, String)] = [
      ("repetitions", quoted(String(Int.random(in: 0...101, using: &random)))),
      ("distance", quoted(distance(unit ?? "m", &random))),
      ("pace", quoted(duration(&random, hours: false))),
    ]
    if let unit { members.append(("distanceUnit", quoted(unit))) }
    if chance(50, &random) {
      members.append(("paceUnit", quoted(one(["min/km", "min/mi"], &random))))
    }
    let recovery = Int.random(in: 0..<10, using: &random)
    if recovery < 4 {
      members.append(("recovery", quoted("jog")))
      members.append(("recoveryDistance", quoted(distance(unit ?? "m", &random))))
      members.append(("recoveryPace", quoted(duration(&random, hours: false))))
    } else if recovery < 8 {
      members.append(("recoveryTime", quoted(duration(&random, hours: false))))
    }
    return members
  }

  /// Breaks a body the way a client might: a number for a string, an unknown member, a null, a
  /// value its wheels refuse.
  private static func spoil(_ members: inout [(String, String)], _ random: inout SeededRandom) {
    switch Int.random(in: 0..<5, using: &random) {
    case 0 where !members.isEmpty:
      members[Int.random(in: 0..<members.count, using: &random)].1 = "5"
    case 1: members.append((one(["colour", "distanceunit", "pace "], &random), quoted("x")))
    case 2 where !members.isEmpty:
      members[Int.random(in: 0..<members.count, using: &random)].1 = "null"
    case 3 where !members.isEmpty:
      members[Int.random(in: 0..<members.count, using: &random)].1 = quoted(
        one(["-1", "99:99", "1e9", "", " 5 ", "٥"], &random))
    default: members.removeAll { _ in chance(50, &random) }
    }
  }

  private static func distance(_ unit: String, _ random: inout SeededRandom) -> String {
    ["m", "yd"].contains(unit)
      ? "\(Int.random(in: 0...99_999, using: &random)).\(Int.random(in: 0...9, using: &random))"
      : "\(Int.random(in: 0...999, using: &random)).\(three(Int.random(in: 0...999, using: &random)))"
  }

  /// `M:SS`, `M:SS.hh`, or with hours `H:MM:SS`.
  private static func duration(_ random: inout SeededRandom, hours: Bool) -> String {
    var text =
      "\(Int.random(in: 0...59, using: &random)):\(two(Int.random(in: 0...59, using: &random)))"
    if chance(50, &random) { text += ".\(two(Int.random(in: 0...99, using: &random)))" }
    let hour = Int.random(in: 0...5, using: &random)
    guard hours, hour > 0 else { return text }
    return "\(hour):" + (text.split(separator: ":")[0].count == 1 ? "0" : "") + text
  }

  private static func chance(_ percent: Int, _ random: inout SeededRandom) -> Bool {
    Int.random(in: 0..<100, using: &random) < percent
  }

  private static func one(_ choices: [String], _ random: inout SeededRandom) -> String {
    choices[Int.random(in: 0..<choices.count, using: &random)]
  }

  private static func pick(_ choices: [String], _ count: Int, _ random: inout SeededRandom)
    -> [String]
  {
    var left = choices
    var picked: [String] = []
    while picked.count < count, !left.isEmpty {
      picked.append(left.remove(at: Int.random(in: 0..<left.count, using: &random)))
    }
    return picked
  }

  private static func two(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
  private static func three(_ number: Int) -> String {
    number < 10 ? "00\(number)" : number < 100 ? "0\(number)" : "\(number)"
  }
  private static func quoted(_ text: String) -> String { "\"\(text)\"" }
  private static func strings(_ texts: [String]) -> String {
    "[" + texts.map(quoted).joined(separator: ",") + "]"
  }
}
