/// A value read from JSON at its place, for the core's types to read themselves from: each
/// accessor either gives the value asked for or throws a ``JSONError`` naming the place
/// (`actions[0].select.row`) and what was wrong, the same on every host.
public struct JSONReading: Sendable {
  /// The value here.
  public let value: JSONValue
  /// Where it is: the last step, linked to the steps before it (nil at the top).
  ///
  /// A reading one step down shares its parent's steps instead of copying them; the path is
  /// spelled out only for an error, or when asked.
  private let place: Place?

  /// One step from the top, and the steps before it.
  private final class Place: Sendable {
    let parent: Place?
    let component: JSONPathComponent

    init(_ component: JSONPathComponent, after parent: Place?) {
      self.parent = parent
      self.component = component
    }
  }

  /// The top of a value, or a value at a path.
  public init(_ value: JSONValue, path: [JSONPathComponent] = []) {
    self.value = value
    place = path.reduce(nil) { Place($1, after: $0) }
  }

  private init(_ value: JSONValue, at component: JSONPathComponent, after parent: Place?) {
    self.value = value
    place = Place(component, after: parent)
  }

  /// Where it is, from the top.
  public var path: [JSONPathComponent] {
    var components: [JSONPathComponent] = []
    var step = place
    while let here = step {
      components.append(here.component)
      step = here.parent
    }
    return components.reversed()
  }

  /// An invalid value here, with what is wrong and allowed.
  public func invalid(_ message: String) -> JSONError {
    JSONError(.invalid, path: path, message: message)
  }

  /// This value is of another type than asked for.
  public var wrongType: JSONError { JSONError(.wrongType, path: path) }

  /// The object here.
  public func object() throws(JSONError) -> JSONObject {
    guard case .object(let object) = value else { throw wrongType }
    return object
  }

  /// A member that must be there (and not null).
  public func member(_ name: String) throws(JSONError) -> JSONReading {
    guard let member = try optionalMember(name) else {
      throw JSONError(.missing, path: path + [.name(name)])
    }
    return member
  }

  /// A member that must be there, `null` read as the value it is: whatever reads it then
  /// refuses a null as the wrong type, as Foundation's decoders do for a member that is not
  /// optional.
  public func memberOrNull(_ name: String) throws(JSONError) -> JSONReading {
    guard let member = try object()[name] else {
      throw JSONError(.missing, path: path + [.name(name)])
    }
    return JSONReading(member, at: .name(name), after: place)
  }

  /// A member that may be absent or null.
  public func optionalMember(_ name: String) throws(JSONError) -> JSONReading? {
    let object = try object()
    guard let member = object[name], member != .null else { return nil }
    return JSONReading(member, at: .name(name), after: place)
  }

  /// The elements of the array here.
  public func elements() throws(JSONError) -> [JSONReading] {
    guard case .array(let elements) = value else { throw wrongType }
    var readings: [JSONReading] = []
    readings.reserveCapacity(elements.count)
    for (index, element) in elements.enumerated() {
      readings.append(JSONReading(element, at: .index(index), after: place))
    }
    return readings
  }

  /// The string here.
  public func string() throws(JSONError) -> String {
    guard case .string(let string) = value else { throw wrongType }
    return string
  }

  /// The boolean here.
  public func bool() throws(JSONError) -> Bool {
    guard case .bool(let flag) = value else { throw wrongType }
    return flag
  }

  /// The whole number here, in any JSON form that is one exactly (`5`, `5.0`, `5e0`) and inside
  /// Int64 (anything else is the wrong type, as the document's `int64` says), read as the
  /// nearest 32-bit number.
  ///
  /// An `Int` has 32 bits on wasm32 and 64 natively; saturating at 32 bits on every host keeps
  /// their answers the same, and loses nothing a picker can use: no wheel, row, step or focus
  /// comes near 2^31 (a row past a wheel's end is corrected as any stray row is).
  public func int() throws(JSONError) -> Int {
    Int(Int32(clamping: try int64()))
  }

  /// The whole number here as an `Int64`, for counts that outgrow 32 bits (seconds since 1970).
  public func int64() throws(JSONError) -> Int64 {
    guard case .number(let number) = value else { throw wrongType }
    if let whole = Self.plainWhole(number.text) { return whole }
    guard let exact = ExactNumber(number.text),
      let whole = exact.whole(as: Int64.self)
    else { throw wrongType }
    return whole
  }

  /// Plain digits with an optional minus (`12`, `-3`), the way rows and counts are written,
  /// read without building an exact number; nil for any other form, and for 19 digits or more,
  /// which the exact reading takes.
  private static func plainWhole(_ text: String) -> Int64? {
    var utf8 = text.utf8[...]
    let negative = utf8.first == UInt8(ascii: "-")
    if negative { utf8 = utf8.dropFirst() }
    guard !utf8.isEmpty, utf8.count <= 18 else { return nil }
    var whole: Int64 = 0
    for byte in utf8 {
      guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
      whole = whole * 10 + Int64(byte - UInt8(ascii: "0"))
    }
    return negative ? -whole : whole
  }

  /// The array of whole numbers here.
  public func ints() throws(JSONError) -> [Int] {
    var numbers: [Int] = []
    for element in try elements() { numbers.append(try element.int()) }
    return numbers
  }
}

extension JSONReading {
  /// The strings of the array here.
  public func strings() throws(JSONError) -> [String] {
    var strings: [String] = []
    for element in try elements() { strings.append(try element.string()) }
    return strings
  }

  /// The exact number here, as written (`42.195`, `1e3`); a number past what an
  /// ``ExactNumber`` holds is refused as one of the wrong type.
  public func exactNumber() throws(JSONError) -> ExactNumber {
    guard case .number(let number) = value, let exact = ExactNumber(number.text) else {
      throw wrongType
    }
    return exact
  }

  /// A string member that may be absent or null.
  public func optionalString(_ name: String) throws(JSONError) -> String? {
    try optionalMember(name)?.string()
  }

  /// A member that may be absent or null, else an array of strings.
  public func optionalStrings(_ name: String) throws(JSONError) -> [String]? {
    try optionalMember(name)?.strings()
  }
}

extension JSONValue {
  /// An array of strings.
  public static func strings(_ strings: [String]) -> JSONValue {
    .array(strings.map(JSONValue.string))
  }
}

extension ExactNumber {
  /// The number as JSON, its digits exactly.
  public var json: JSONValue { .number(text: description) ?? .null }
}

/// A type the core reads from and writes to JSON, in its one shape on every host.
public protocol JSONCodable {
  /// Reads the value at a place, or says what is wrong there.
  init(json: JSONReading) throws(JSONError)
  /// The value as JSON.
  var json: JSONValue { get }
}

extension JSONCodable {
  /// Reads the value from JSON text.
  public init(jsonText text: String) throws(JSONError) {
    try self.init(json: JSONReading(try JSONReader.value(of: text)))
  }

  /// The value as JSON text, in the core's one encoding.
  public var jsonText: String { JSONWriter.text(of: json) }
}

extension Array where Element == Int {
  /// Whole numbers as a JSON array.
  public var json: JSONValue { .array(map { JSONValue.number($0) }) }
}
