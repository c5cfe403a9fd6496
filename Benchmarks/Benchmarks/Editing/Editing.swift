// One edit on pattern wheels through the one editing function every front end calls, beside
// the bare rows -> value conversion of the same rows: the floor an edit cannot go below, since
// every outcome carries the value.
import Benchmark
import PickerKit

let benchmarks: @Sendable () -> Void = {
  // No retain/release counts: without the runtime interposer (a package this machine lacks),
  // Swift 6.3's ARC hooks crash on Linux (ordo-one/benchmark issue 349).
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .throughput, .mallocCountTotal], timeUnits: .nanoseconds,
    warmupIterations: 10, scalingFactor: .kilo, maxDuration: .seconds(1), maxIterations: 100_000)

  guard let pattern = try? WheelPattern("59:59.99"),
    let picker = try? PatternPicker(pattern: pattern),
    let settled = try? picker.answer("12:54.37", nearest: false).state
  else { fatalError("bad benchmark pattern") }
  let conversion = picker.conversion

  Benchmark("edit 59:59.99, spin(wheel: 4, by: 1)") { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(picker.apply(.spin(wheel: 4, by: 1), to: settled))
    }
  }
  Benchmark("edit 59:59.99, step(wheel: 4, by: 1)") { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(picker.apply(.step(wheel: 4, by: 1), to: settled))
    }
  }
  Benchmark("edit 59:59.99, type(\"5\")") { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(picker.apply(.type("5"), to: settled))
    }
  }
  Benchmark("baseline 59:59.99, RowValueConversion.value(of:)") { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(try? conversion.value(of: settled.rows))
    }
  }
  // The edit route's whole answer, as POST /api/picker and the page's core give it: the body's
  // bytes read, the edit applied and the report written (the picker built once, as the route
  // keeps it). With the key of the wheels the client holds, as pages send it, and without.
  let built = BuiltPicker.pattern(picker)
  let spun = picker.apply(.spin(wheel: 4, by: 1), to: settled).state.rows
  let question =
    #"{"picker":{"kind":"pattern","pattern":"59:59.99"},"state":{"rows":[1,2,0,5,4,0,3,7],"#
    + #""focus":0},"actions":[{"spin":{"wheel":4,"by":1}}]"#
  let held = Array((question + #","wheelsKey":"\#(picker.wheelsKey(for: spun))"}"#).utf8)
  let everyTitle = Array((question + "}").utf8)
  let now = Instant(secondsSince1970: 1_750_000_000)
  for (name, body) in [("held wheels", held), ("every title", everyTitle)] {
    Benchmark("route 59:59.99, answer(to:) spin, \(name)") { benchmark in
      for _ in benchmark.scaledIterations {
        blackHole(
          try? PickerQuestion.answer(to: body, now: now) { (_) throws(SpecError) in built })
      }
    }
  }
  // The primitives apply composes, so a slow edit can be traced to the step that costs.
  Benchmark("primitive 59:59.99, spinning(wheel: 4, by: 1)") { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(picker.spinning(wheel: 4, by: 1, in: settled.rows))
    }
  }
  Benchmark("primitive 59:59.99, typing(\"5\")") { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(picker.typing("5", in: settled))
    }
  }
  Benchmark("primitive 59:59.99, corrected(rows)") { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(picker.corrected(settled.rows))
    }
  }
}
