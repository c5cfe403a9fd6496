import Hummingbird

/// The compressions a response body may be sent in, by what a request's `Accept-Encoding` takes.
///
/// Read as RFC 9110 12.5.3 says, in one place for the pages and the assets: a coding named with a
/// weight of 0 is refused, `*` takes every coding not named.
enum ContentCoding: String, CaseIterable, Sendable {
  case brotli = "br"
  case gzip

  /// The codings the request takes.
  static func accepted(by request: Request) -> Set<ContentCoding> {
    var named: [String: Bool] = [:]
    for field in request.headers[values: .acceptEncoding] {
      for part in field.split(separator: ",") {
        let pieces = part.split(separator: ";")
        guard let token = pieces.first?.trimmedOfHTTPSpace.lowercased(), !token.isEmpty else {
          continue
        }
        var weight = 1.0
        for parameter in pieces.dropFirst() {
          let pair = parameter.split(separator: "=", maxSplits: 1)
          if pair.count == 2, pair[0].trimmedOfHTTPSpace.lowercased() == "q" {
            weight = Double(pair[1].trimmedOfHTTPSpace) ?? 0
          }
        }
        named[String(token)] = weight > 0
      }
    }
    return Set(allCases.filter { named[$0.rawValue] ?? named["*"] ?? false })
  }
}
