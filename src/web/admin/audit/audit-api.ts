// What the audit log screen asks of the staff API (docs/decisions/0025, 0033).
import { graphDocument } from '../../graph/graph-document';

export const ADMIN_AUDIT_QUERY = graphDocument(/* GraphQL */ `
  query AdminAudit($first: Int!, $staffId: String, $entityType: String, $action: String, $from: String, $to: String, $beforeAt: String, $beforeId: String) {
    auditFacets { staff { id name } entityTypes actions }
    auditEvents(first: $first, staffId: $staffId, entityType: $entityType, action: $action, from: $from, to: $to, beforeAt: $beforeAt, beforeId: $beforeId) {
      id at staffId staffName staffRole action entityType entityId before after
    }
  }
`);
