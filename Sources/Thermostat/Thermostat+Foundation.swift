// The model's sync in Foundation's terms, natively: the API's generated types hold its request
// and answer as they are (read and written by the core's codec). The page's core has no
// Foundation.
#if !hasFeature(Embedded)
import PickerKit

extension ScheduleSyncAnswer: Codable {}
#endif
