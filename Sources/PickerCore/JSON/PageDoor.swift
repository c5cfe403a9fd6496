/// A set of calls a page's core answers on a platform, by name: an app's calls (the pace
/// calculator's, the unit-price list's, the thermostat schedule's), registered on a ``PageDoor``.
public protocol PlatformCalls: CaseIterable, Sendable {
  /// The call's name, as the page's module calls it.
  var name: String { get }
  /// The answer to a page's request text on a platform, as JSON text: the report, or the
  /// refusal's `{"error": {"message": ...}}`.
  func answer(toPage request: [UInt8], on platform: Platform) -> String
}

/// The calls that answer on a platform, by name, in the order registered: the one list the page's
/// door (Sources/PickerPage, in the page's core) and the server's `POST /api/calls/{name}` (the
/// same calls answered by the server before a page's core has loaded) both read, so a call
/// registered once is answered alike by both.
public struct PageDoor: Sendable {
  /// One call: its name and its answer on a platform.
  public struct Call: Sendable {
    public let name: String
    public let answer: @Sendable ([UInt8], Platform) -> String
  }

  /// The calls, in the order registered.
  public private(set) var calls: [Call] = []

  /// The core's own calls that answer on a platform: `answer` and `form`.
  ///
  /// They take the bodies of `POST /api/picker` and `POST /api/form`. The page's door answers
  /// them as ``PageCall``s, whose session calls come before any platform.
  public static let core = PageDoor(calls: [
    Call(name: PageCall.answer.name) { request, platform in
      PageSession.answer(request, on: platform)
    },
    Call(name: PageCall.form.name) { request, platform in PageSession.form(request, on: platform) },
  ])

  private init(calls: [Call]) {
    self.calls = calls
  }

  /// A door with no calls.
  public init() {}

  /// This door with a set of calls added after its own.
  public func adding<Calls: PlatformCalls>(_: Calls.Type) -> PageDoor {
    var door = self
    for call in Calls.allCases {
      door.calls.append(
        Call(name: call.name) { request, platform in
          call.answer(toPage: request, on: platform)
        })
    }
    return door
  }

  /// The call of a name, if the door has one.
  public func call(named name: String) -> Call? {
    calls.first { $0.name == name }
  }
}
