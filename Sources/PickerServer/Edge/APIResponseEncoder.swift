public import Hummingbird
import PickerKit

/// How the API writes a route's answer (a `ResponseEncodable` value) as JSON: members in name
/// order and `/` unescaped, as ``PickerJSON`` writes every value.
public struct APIResponseEncoder: ResponseEncoder {
  /// The encoder.
  public init() {}

  /// The value as a JSON response.
  public func encode(
    _ value: some Encodable, from request: Request, context: some RequestContext
  ) throws -> Response {
    Response(
      status: .ok, headers: [.contentType: "application/json; charset=utf-8"],
      body: .init(byteBuffer: ByteBuffer(bytes: try PickerJSON.data(of: value))))
  }
}
