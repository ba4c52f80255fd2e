import Audit
import DynamicType
import LegibleTesting
import OrderStatus
import PangoCairo
import Testing

@Test @MainActor func theOrderStatusHasNoProblemsAtAnySize() throws {
  let matrix = AuditMatrix(categories: ContentSizeCategory.allCases, devices: [.iPhoneSE, .iPhone15])
  expectNoAuditFindings(
    of: OrderScreens.status, matrix: matrix, typesetter: try PangoTypesetter(), atLeast: .warning)
}
