import Hummingbird
import PickerKit
import Thermostat
import UnitPrices

/// An error by which a model refuses what a request asked.
///
/// An `HTTPResponseError`: 422 with the model's own message (400 for a malformed question), in
/// the body every error has (`{"error": {"message": ...}}`), or as the error page for a browser
/// that asked for one (the edge middleware writes both). So a route lets a model's refusal go as
/// it is, and no route rewrites one.
protocol ModelRefusal: HTTPResponseError, CustomStringConvertible {}

extension ModelRefusal {
  /// Well-formed, but refused: 422.
  var status: HTTPResponse.Status { .unprocessableContent }

  /// The message in the body every error has (the edge middleware writes it so for every
  /// route, as a page for a browser that asked for one).
  func response(from request: Request, context: some RequestContext) throws -> Response {
    ErrorBody.response(status, message: description)
  }
}

// The core's refusals, and the apps' models'.
extension SpecError: ModelRefusal {}
extension PatternError: ModelRefusal {}
extension ConstraintError: ModelRefusal {}
extension DateError: ModelRefusal {}
extension MeasureError: ModelRefusal {}
extension OptionError: ModelRefusal {}
extension ValueError: ModelRefusal {}
extension NameError: ModelRefusal {}
extension FormError: ModelRefusal {}
extension PriceError: ModelRefusal {}
extension ScheduleError: ModelRefusal {}

extension QuestionRefusal: ModelRefusal {
  /// 400 for a body that is not the question's shape, 422 for a question the core refuses.
  var status: HTTPResponse.Status { malformed ? .badRequest : .unprocessableContent }
}
