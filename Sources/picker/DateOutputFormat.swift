import Foundation
import PickerKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What `--format` makes of a picked date: a strftime format, or the seconds since 1970.
enum DateOutputFormat: Sendable, Hashable {
  /// A C `strftime` format (`%d.%m.%Y %H:%M`), in the C locale's words.
  case strftime(String)
  /// Seconds since 1970-01-01T00:00:00Z of the picked instant.
  case epoch

  /// The most characters a format may have.
  static let longestFormat = 256
  /// The most bytes a formatted value may have.
  static let capacity = 1_024

  /// Reads `--format`: the word `epoch`, or a strftime format that is not empty.
  init(_ text: String) throws(SpecError) {
    guard !text.isEmpty else {
      throw SpecError(
        setting: "format",
        message: "--format is empty: give a strftime format such as '%d.%m.%Y %H:%M', or epoch")
    }
    guard text.count <= Self.longestFormat else {
      throw SpecError(
        setting: "format",
        message: "--format has \(text.count) characters: at most \(Self.longestFormat)")
    }
    guard !text.unicodeScalars.contains("\0") else {
      throw SpecError(
        setting: "format", message: "--format cannot hold a NUL character: give a strftime format")
    }
    self = text == "epoch" ? .epoch : .strftime(text)
  }

  /// The fields and instant written in this format; `zone` gives `%z` and `%Z`, and `name` is
  /// the zone's name as given (Foundation calls UTC GMT).
  func string(of fields: LocalDateTime, at instant: Date, in zone: TimeZone, named name: String)
    throws(SpecError) -> String
  {
    let seconds = Int(instant.timeIntervalSince1970.rounded(.down))
    guard case .strftime(let format) = self else { return String(seconds) }
    var time = tm()
    time.tm_year = Int32(fields.year - 1_900)
    time.tm_mon = Int32(fields.month - 1)
    time.tm_mday = Int32(fields.day)
    time.tm_hour = Int32(fields.hour)
    time.tm_min = Int32(fields.minute)
    time.tm_sec = Int32(fields.second)
    // The weekday and day of the year of the wall-clock date: timegm fills them in a copy.
    var utc = time
    _ = timegm(&utc)
    time.tm_wday = utc.tm_wday
    time.tm_yday = utc.tm_yday
    time.tm_isdst = zone.isDaylightSavingTime(for: instant) ? 1 : 0
    time.tm_gmtoff = zone.secondsFromGMT(for: instant)
    // strftime's %s asks mktime, which reads the process's TZ rather than --time-zone, so %s is
    // written here; a trailing space tells an empty result from one that did not fit.
    let prepared = Self.replacingEpoch(in: format, with: seconds) + " "
    let abbreviation = Self.abbreviation(of: zone, named: name, at: instant)
    let written: String? = abbreviation.withCString { name in
      #if canImport(Darwin)
      time.tm_zone = UnsafeMutablePointer(mutating: name)
      #else
      time.tm_zone = name
      #endif
      var buffer = [CChar](repeating: 0, count: Self.capacity + 1)
      let count = Self.write(prepared, time, into: &buffer)
      guard count > 0 else { return nil }
      return String(decoding: buffer[..<(count - 1)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
    guard let written else {
      throw SpecError(
        setting: "format",
        message: "--format gives more than \(Self.capacity) bytes: shorten it (a width such as "
          + "%1000Y pads)")
    }
    return written
  }

  /// The zone's abbreviation as the tz database writes it (CET, JST, UTC), as `date +%Z` does;
  /// Foundation's (GMT+1, GMT+9) when the system has no tz data for the zone.
  ///
  /// The C library reads a zone only from `TZ`, so it is set for the one conversion and put back.
  static func abbreviation(of zone: TimeZone, named name: String, at instant: Date) -> String {
    let fallback = zone.abbreviation(for: instant) ?? zone.identifier
    let saved = getenv("TZ").map { String(cString: $0) }
    defer {
      if let saved { setenv("TZ", saved, 1) } else { unsetenv("TZ") }
      tzset()
    }
    setenv("TZ", name, 1)
    tzset()
    var seconds = time_t(instant.timeIntervalSince1970.rounded(.down))
    var local = tm()
    guard localtime_r(&seconds, &local) != nil, let written = local.tm_zone,
      local.tm_gmtoff == zone.secondsFromGMT(for: instant)
    else { return fallback }
    return String(cString: written)
  }

  /// strftime in the C locale, so names are English and the output is alike on every machine,
  /// whatever the environment's locale; the count of bytes written, 0 when they did not fit.
  private static func write(_ format: String, _ time: tm, into buffer: inout [CChar]) -> Int {
    var time = time
    #if canImport(Glibc)
    // glibc's LC_TIME_MASK is 1 << LC_TIME, a macro Swift does not import.
    guard let c = newlocale(Int32(1) << LC_TIME, "C", nil) else { return 0 }
    defer { freelocale(c) }
    return strftime_l(&buffer, buffer.count, format, &time, c)
    #else
    // A program that never calls setlocale runs in the C locale.
    return strftime(&buffer, buffer.count, format, &time)
    #endif
  }

  /// The format with each `%s` (with any flags or width) replaced by the seconds; `%%` stays.
  static func replacingEpoch(in format: String, with seconds: Int) -> String {
    var out = ""
    var characters = format[...]
    while let character = characters.popFirst() {
      guard character == "%" else {
        out.append(character)
        continue
      }
      // A conversion: %, then flags, a width and a modifier, then its letter.
      let options = characters.prefix { "_-0^#EO".contains($0) || ($0.isASCII && $0.isNumber) }
      characters = characters.dropFirst(options.count)
      guard let conversion = characters.popFirst() else {
        out += "%" + options
        break
      }
      out += conversion == "s" ? String(seconds) : "%" + options + String(conversion)
    }
    return out
  }
}
