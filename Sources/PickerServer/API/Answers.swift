import Hummingbird

// The API's own answers that routes return as values: Hummingbird writes each through the
// context's `APIResponseEncoder`, as the document declares it. An answer that is a model's own
// type is written by the core (``JSONText/init(of:status:)``), as a page's core writes it.
extension PriceRoutes.SizeAnswer: ResponseEncodable {}
extension PriceRoutes.SavedLists: ResponseEncodable {}
extension ThermostatRoutes.SavedSchedules: ResponseEncodable {}
