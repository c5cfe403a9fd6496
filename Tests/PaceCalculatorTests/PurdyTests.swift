import Foundation
import Testing

@testable import PaceCalculator

/// Purdy points in their two forms, against what their sources publish, and the course each
/// distance is scored on.
@Suite("Purdy points on the road and on the track")
struct PurdyTests {
  private let predictor: RacePredictor

  init() throws { predictor = try RacePredictor() }

  /// Hoffman's track scores of 5000 m times.
  ///
  /// Patrick Hoffman, "A proposed method of automatically calculating X-country course
  /// difficulty" (cs.uml.edu/~phoffman/xcinfo5.html), scores 5000 m on a track with the 1970
  /// tables: 15:00 is 832 points, Downin's 14:58 is 836, 15:15 is 806. He prints whole points,
  /// so each is within half a point.
  @Test(
    "Track form: Hoffman's 5000 m scores", arguments: [(900.0, 832.0), (898, 836), (915, 806)])
  func trackPoints(seconds: Double, published: Double) throws {
    let points = try #require(Purdy.points(metres: 5_000, seconds: seconds, on: .track))
    #expect(abs(points - published) <= 0.5, "\(points)")
  }

  /// Hoffman's track equivalents of a 15:00 5000 m.
  ///
  /// The same page: 832 points (a 15:00 5000 m) are "a 4:18 mile time, 9:20 two mile or 8:38
  /// 3k". The times are whole seconds cut, not rounded (a 4:18.98 mile is written 4:18), so
  /// each prediction lies in the published second.
  @Test(
    "Track form: Hoffman's equivalents of a 15:00 5000 m",
    arguments: [(1_609.344, 258.0), (3_218.688, 560), (3_000, 518)])
  func trackEquivalents(metres: Double, published: Double) throws {
    let time = try #require(
      predictor.time(over: metres, from: 5_000, in: 900, by: .purdy, on: .both(.track)))
    #expect(time >= published && time < published + 1, "\(time)")
  }

  /// Asher Morgan's Running Tools (github.com/ashermorgan/running-tools,
  /// tests/unit/core/racePrediction.spec.js) computes the 1974 least-squares form and tests
  /// it with its own tolerances: a 20:00 5 km scores 454 (±1), predicts 2490 s for 10 km (±1),
  /// and 2490 s gives back 10,000 m (±10).
  @Test("Road form: Running Tools' 20:00 5 km")
  func roadRunningTools() throws {
    let points = try #require(Purdy.points(metres: 5_000, seconds: 1_200, on: .road))
    #expect(abs(points - 454) <= 1, "\(points)")
    let tenK = try #require(predictor.time(over: 10_000, from: 5_000, in: 1_200, by: .purdy))
    #expect(abs(tenK - 2_490) <= 1, "\(tenK)")
    let back = try #require(predictor.distance(in: 2_490, from: 5_000, in: 1_200, by: .purdy))
    #expect(abs(back - 10_000) <= 10, "\(back)")
  }

  /// The road form's standard is the 1970 world-record curve, worth 1035. At 5000 m, by hand:
  /// v = −11.15895 e^(−189.8) + 4.304605 e^(−8.23386) + 0.5234627 e^(−2.053835)
  ///   + 4.031560 e^(−0.03534050) + 2.316157 e^(−0.0000261050)
  ///   = 0 + 0.0011429 + 0.0671300 + 3.8915709 + 2.3160965 = 6.2759403 m/s,
  /// so the curve runs 5000 m in 796.69 s: Ron Clarke's 13:16.6 of 1966, the record in 1970,
  /// to a tenth of a second, which scores 1035 within a point.
  @Test("Road form: the 1970 5000 m record scores 1035")
  func roadRecord() throws {
    let points = try #require(Purdy.points(metres: 5_000, seconds: 796.6, on: .road))
    #expect(abs(points - 1_035) <= 1, "\(points)")
  }

  /// 10 km from a 20:00 5 km, by hand (the issue says the forms differ by about 40 s).
  ///
  /// Road: v(5000) = 6.2759403 (above), Ts = 796.69336 s, k = 0.0654 − 0.00258 v = 0.0492081,
  /// A = 85 / k = 1727.359, B = 1 − 1035 / A = 0.4008193, P = A (Ts / 1200 − B) = 454.454.
  /// v(10000) = 6.0810879, Ts = 1644.4426, A = 1709.890, B = 0.3946980, so
  /// T = Ts / (P / A + B) = 1644.4426 / 0.6604776 = 2489.78 s, 41:29.8.
  ///
  /// Track: the table's 5000 m, 5000 / 5.97432 = 836.91533 s, gains a start of
  /// 0.20 + 0.08 × 5.97432 = 0.67795 s and curves of 0.0065 × 0.5 × 5.97432² = 0.11600 s
  /// (12 laps and 200 m: 2500 m of curve), Ts = 837.70928; A = 1700.467, B = 1 − 950 / A =
  /// 0.4413301, P = 436.614. 10000 m: 1754.23208 + 0.65604 + 0.10561 = 1754.99374 s,
  /// A = 1676.770, B = 0.4334344, T = 1754.99374 / 0.6938242 = 2529.45 s, 42:09.5.
  ///
  /// The road form is 39.7 s faster.
  @Test("The forms differ by 39.7 s on a 10 km from a 20:00 5 km")
  func tenKFromFiveK() throws {
    let road = try #require(
      predictor.time(over: 10_000, from: 5_000, in: 1_200, by: .purdy, on: .both(.road)))
    let track = try #require(
      predictor.time(over: 10_000, from: 5_000, in: 1_200, by: .purdy, on: .both(.track)))
    #expect(abs(road - 2_489.78) < 0.01, "\(road)")
    #expect(abs(track - 2_529.45) < 0.01, "\(track)")
    #expect(abs(track - road - 39.67) < 0.02)
  }

  @Test("A prediction scores the points of the run it came from, on either course")
  func samePoints() throws {
    let courses: [RaceCourse.Pair] = [
      .both(.road), .both(.track), RaceCourse.Pair(run: .track, target: .road),
      RaceCourse.Pair(run: .road, target: .track),
    ]
    for pair in courses {
      let points = try #require(Purdy.points(metres: 5_000, seconds: 1_200, on: pair.run))
      for target in [40.0, 800, 1_609.344, 10_000, 42_195, 100_000] {
        let time = try #require(
          predictor.time(over: target, from: 5_000, in: 1_200, by: .purdy, on: pair))
        let scored = try #require(Purdy.points(metres: target, seconds: time, on: pair.target))
        #expect(abs(scored - points) < 1e-6, "\(pair) \(target)")
      }
    }
    for course in RaceCourse.allCases {
      #expect(Purdy.points(metres: 39.9, seconds: 5, on: course) == nil)
      #expect(Purdy.points(metres: 100_000.1, seconds: 30_000, on: course) == nil)
    }
  }

  @Test(
    "By distance: metres, yards and the mile on the track; km, mi and road races on the road",
    arguments: [
      ("mile", RaceCourse.track), ("1 mi", .track), ("1500 m", .track), ("5000 m", .track),
      ("10000 m", .track), ("880 yd", .track), ("5K", .road), ("10K", .road), ("15 km", .road),
      ("half marathon", .road), ("marathon", .road), ("26.2 mi", .road), ("2 mi", .road),
    ])
  func courseByDistance(written: String, course: RaceCourse) throws {
    let length = try RunLength(parsing: written) { .badTarget($0) }
    #expect(RaceCourse(of: length) == course)
    // A predictor told the course scores every distance on it.
    #expect(try RacePredictor(course: .road).course(of: length) == .road)
    #expect(try RacePredictor(course: .track).course(of: length) == .track)
  }

  /// The report scores the run and each target on its own course: a 5 km run on the road
  /// (454 points, 10 km in 41:29.8), a 5000 m run on the track (437 points, 10000 m in 42:09.5),
  /// as worked by hand above; `course` scores every race on the one named.
  @Test("The report scores each race on its course unless the request names one")
  func reportCourses() throws {
    let road = try PaceReport(PaceRequest(distance: "5", time: "20:00", targets: ["10K"]))
    #expect(road.purdyCourse == "road" && road.purdyPoints == 454)
    #expect(road.predictions.map(\.course) == ["road"])
    #expect(road.predictions.first?.models["purdy"] == "41:29.8")

    let track = try PaceReport(
      PaceRequest(distance: "5000", distanceUnit: "m", time: "20:00", targets: ["10000 m"]))
    #expect(track.purdyCourse == "track" && track.purdyPoints == 437)
    #expect(track.predictions.map(\.course) == ["track"])
    #expect(track.predictions.first?.models["purdy"] == "42:09.5")

    let toldTrack = try PaceReport(
      PaceRequest(distance: "5", time: "20:00", targets: ["10K"], course: "track"))
    #expect(toldTrack.purdyCourse == "track" && toldTrack.purdyPoints == 437)
    #expect(toldTrack.predictions.first?.models["purdy"] == "42:09.5")
    let toldRoad = try PaceReport(
      PaceRequest(
        distance: "5000", distanceUnit: "m", time: "20:00", targets: ["10000 m"],
        course: "Road"))
    #expect(toldRoad.purdyCourse == "road" && toldRoad.purdyPoints == 454)
    #expect(toldRoad.predictions.first?.models["purdy"] == "41:29.8")

    // A road run predicting the mile: the mile is scored on the track; a time target on the
    // run's course.
    let mixed = try PaceReport(
      PaceRequest(distance: "5", time: "20:00", targets: ["mile", "5K"], timeTargets: ["1:00:00"]))
    #expect(mixed.predictions.map(\.course) == ["track", "road"])
    #expect(mixed.timePredictions.map(\.course) == ["road"])
  }

  @Test("A course that is neither road nor track is refused, saying what is allowed")
  func badCourse() {
    #expect(throws: RunError.course("grass")) {
      try PaceReport(PaceRequest(distance: "5", time: "20:00", course: "grass"))
    }
    #expect(
      RunError.course("grass").description
        == "the course is road or track (leave it out to go by each distance), got grass")
  }
}
