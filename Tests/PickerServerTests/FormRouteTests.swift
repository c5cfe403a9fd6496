import Foundation
import Hummingbird
import HummingbirdTesting
import PickerKit
import PickerTestSupport
import Testing

@testable import PickerServer

/// POST /api/form through Hummingbird's testing module, against the core that a page runs.
@Suite("The form route answers as the core")
struct FormRouteTests {
  /// The core's answer to a body, as the route's status and bytes: a page's (``PageSession``)
  /// for a body the page's core reads, and with the server's YAML reading for a form's text
  /// that is not JSON.
  static func coreAnswer(_ body: [UInt8]) -> (status: Int, text: String, page: String) {
    var session = PageSession(platform: .foundation())
    let page = session.answer(.form, to: body)
    do throws(QuestionRefusal) {
      let question = try FormQuestion(jsonText: body, readingText: FormAPI.readingYAML)
      return (200, try question.report(on: .foundation()).jsonText, page)
    } catch {
      return (error.malformed ? 400 : 422, JSONWriter.text(of: error.json), page)
    }
  }

  @Test("300 seeded bodies, a third hostile: the same status and bytes as the core's answer")
  func seededBodies() async throws {
    var choices = Choices(name: "form route against the core")
    let platform = Platform.foundation()
    let bodies = (0..<300).map { index in
      FormBody.draw(&choices, hostile: index % 3 == 0, on: platform)
    }
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("picker-\(UUID().uuidString).sqlite").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let app = Application(router: try PickerApplication.router(store: try Store(path: path)))
    try await app.test(.router) { client in
      var statuses: [Int: Int] = [:]
      var samePage = 0
      for body in bodies {
        // Fresh date wheels start at now: the core is asked just before and just after, and
        // the route's answer is one of the two.
        let before = Self.coreAnswer(body)
        let (status, text) = try await client.execute(
          uri: "/api/form", method: .post, headers: [.contentType: "application/json"],
          body: ByteBuffer(bytes: body)
        ) { response in (Int(response.status.code), String(buffer: response.body)) }
        let after = before.text == text ? before : Self.coreAnswer(body)
        #expect(
          [before.status, after.status].contains(status)
            && [before.text, after.text].contains(text),
          "\(String(decoding: body.prefix(400), as: UTF8.self)): route \(status) \(text.prefix(300)), core \(before.status) \(before.text.prefix(300))"
        )
        statuses[status, default: 0] += 1
        if text == before.page || text == after.page { samePage += 1 }
      }
      // Reports, refusals and malformed bodies all went through the route; only a form sent as
      // YAML text (which the page's core does not read) is answered otherwise by a page.
      #expect(statuses[200, default: 0] > 80, "\(statuses)")
      #expect(statuses[422, default: 0] > 50, "\(statuses)")
      #expect(statuses[400, default: 0] > 20, "\(statuses)")
      #expect(samePage > 250, "\(samePage) of \(bodies.count) as a page answers")
    }
  }

  @Test("The members the core's question takes are the members the document's FormRequest lists")
  func members() throws {
    let documented = try #require(
      DocumentedBodies.served.members(method: .post, path: "/api/form"))
    #expect(documented.known == Set(FormQuestion.members))
    #expect(documented.nullable.isEmpty)
  }

  @Test("A form's YAML text is read by the route, and refused by a page's core, saying why")
  func yamlText() throws {
    let body = Array(
      #"{"form": "fields:\n  - {name: heat, kind: pattern, pattern: \"99\", default: 68}"}"#.utf8)
    let served = try FormAPI.respond(to: body)
    #expect(served.contains(#""values":{"heat":68}"#))
    var session = PageSession(platform: .foundation())
    #expect(
      session.answer(.form, to: body)
        == #"{"error":{"message":"the form's text: not valid JSON: expected false at byte 0; "#
        + #"this core reads a form's text as JSON only (the server reads YAML too): send the "#
        + #"form as an object or as JSON text"}}"#)
  }
}
