import CompressNIO
import HTTPTypes
import Hummingbird
import NIOCore

/// Pages (and the error pages, the manifest and the worker) sent gzipped to a browser that takes
/// it.
///
/// A page carries its pickers' first answers, and on a phone's network every kilobyte is about
/// 5 ms. Assets are compressed once at start, or built compressed (``AssetStore``); the
/// API's JSON stays as it is.
///
/// Written here because Hummingbird's compression middleware (hummingbird-compression) is not
/// among the packages this project builds on; compress-nio, which it uses, is.
struct PageCompression: RouterMiddleware {
  typealias Context = AppContext

  /// The types compressed: text a page is made of.
  static let types = ["text/html", "application/manifest+json", "text/javascript"]

  func handle(
    _ request: Request, context: Context,
    next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    var response = try await next(request, context)
    guard response.status == .ok || response.status.kind == .clientError,
      response.headers[.contentEncoding] == nil,
      let type = response.headers[.contentType],
      Self.types.contains(where: { type.hasPrefix($0) })
    else { return response }
    response.headers[.vary] = "Accept-Encoding"
    guard ContentCoding.accepted(by: request).contains(.gzip) else { return response }
    let collected = Collected()
    try await response.body.write(CollectingWriter(into: collected))
    var plain = collected.buffer
    let gzipped = try plain.compress(with: .gzip(), allocator: ByteBufferAllocator())
    response.headers[.contentEncoding] = "gzip"
    response.headers[.contentLength] = nil
    response.body = .init(byteBuffer: gzipped)
    return response
  }

  /// The bytes a response body wrote.
  private final class Collected: @unchecked Sendable {
    var buffer = ByteBuffer()
  }

  /// A body writer that keeps what is written (the pages are rendered whole, at most tens of
  /// kilobytes).
  private struct CollectingWriter: ResponseBodyWriter {
    let into: Collected

    mutating func write(_ buffer: ByteBuffer) async throws {
      var buffer = buffer
      into.buffer.writeBuffer(&buffer)
    }

    consuming func finish(_ trailingHeaders: HTTPFields?) async throws {}
  }
}
