public import PickerKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A plain line-based prompt with no cursor movement, which a screen reader can follow: it asks,
/// reads a line, says why an answer is refused, and reads the accepted value back in words.
public enum AccessiblePrompt {
  /// Asks on the terminal until an answer is accepted (its state) or input ends (nil).
  public static func run<P: Picker>(_ picker: P, from start: PickerState, title: String)
    -> PickerState?
  {
    let fd = open("/dev/tty", O_RDWR | O_NOCTTY)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    func say(_ text: String) {
      var bytes = Array((text + "\n").utf8)
      _ = bytes.withUnsafeMutableBytes { write(fd, $0.baseAddress, $0.count) }
    }
    say("\(title): enter \(picker.answerHint), then press Enter.")
    say("The current value is \(picker.spokenDescription(of: start.rows)).")
    while true {
      say("Value:")
      guard let line = readLine(fd: fd) else { return nil }
      if line.isEmpty { return picker.apply(.settle, to: start).state }
      do {
        let accepted = try picker.answer(line, nearest: false)
        say("Accepted: \(accepted.spoken).")
        return accepted.state
      } catch {
        say("Not accepted: \(error). Try again.")
      }
    }
  }

  private static func readLine(fd: Int32) -> String? {
    var bytes: [UInt8] = []
    var byte: UInt8 = 0
    while read(fd, &byte, 1) == 1 {
      if byte == 0x0A || byte == 0x0D { return String(decoding: bytes, as: UTF8.self) }
      bytes.append(byte)
    }
    return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self)
  }
}
