import Foundation
import PickerKit

/// The answers to a page's first requests, written into the page (`data-first`), so that its
/// wheels are drawn with the page rather than after its core has arrived.
///
/// A page's script opens its pickers on the model's start values (`{picker, answer, nearest}`,
/// the body of `POST /api/picker`); each request listed here is answered now by the core the
/// page runs (``PageDoor/core``) on this server's platform, and the page takes an answer whose
/// request is the one it makes, once. A request the page makes that is not listed is answered
/// as any other (the server, then the page's core), so a list that falls behind its script
/// costs time, never a wrong value; the browser suite holds each page's list to its script.
struct FirstAnswers {
  private var entries: [String] = []
  /// The platform the page's core is handed, as this server answers on it.
  private let platform = Platform.foundation()
  /// The core's `answer` call, the one the page's first requests make.
  private let call = PageDoor.core.call(named: PageCall.answer.name)

  /// The answer to a picker opened on an answer (or fresh, on none), as its page's script opens
  /// it.
  mutating func open(_ spec: PickerSpec, at answer: String?, nearest: Bool = true) throws {
    let request = try PickerJSON.text(
      of: Opening(picker: spec, answer: answer, nearest: nearest && answer != nil ? true : nil))
    guard let call else { return }
    let answered = call.answer(Array(request.utf8), platform)
    entries.append(#"{"call":"answer","request":\#(request),"answer":\#(answered)}"#)
  }

  /// The list as the page carries it: `[{"call", "request", "answer"}...]`.
  var json: String { "[" + entries.joined(separator: ",") + "]" }

  /// A picker's opening request, as `WheelPicker.load` sends it.
  private struct Opening: Encodable {
    let picker: PickerSpec
    let answer: String?
    let nearest: Bool?
  }
}
