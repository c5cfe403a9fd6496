import Foundation
public import Hummingbird
import PickerKit

/// How the API reads a request's JSON body, as Hummingbird's `request.decode(as:context:)` asks
/// the context's decoder.
///
/// A body the document closes (`additionalProperties: false`) is read against its members first:
/// an unknown member, or `null` for one that may not be null, is a 422 naming it. A body that is
/// not the JSON the route reads is a 400 that says what is wrong, in the core's words; a picker
/// description the core refuses is the core's 422 (``ModelRefusal``), whichever front end sent it.
public struct APIRequestDecoder: RequestDecoder {
  /// The decoder.
  public init() {}

  /// The body as a value of the route's type.
  public func decode<T: Decodable>(
    _ type: T.Type, from request: Request, context: some RequestContext
  ) async throws -> T {
    let buffer = try await request.body.collect(upTo: context.maxUploadSize)
    do {
      let decoder = JSONDecoder()
      if let key = MembersKey.key,
        let members = DocumentedBodies.served.members(
          method: request.method, path: context.endpointPath)
      {
        decoder.userInfo[key] = members
        return try decoder.decode(StrictBody<T>.self, from: Data(buffer: buffer)).value
      }
      return try decoder.decode(type, from: Data(buffer: buffer))
    } catch let error as any HTTPResponseError {
      throw error
    } catch {
      throw APIError.malformed(error)
    }
  }
}
