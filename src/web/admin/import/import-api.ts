// What the import screen asks of the staff API: whether the signed-in role may change the catalogue.
import { graphDocument } from '../../graph/graph-document';

export const ADMIN_IMPORT_QUERY = graphDocument(/* GraphQL */ `
  query AdminImport {
    viewer { permissions }
  }
`);

/** The export's address (a staff-only route, not GraphQL: the answer is a file). */
export const EXPORT_ADDRESS = '/admin/products/export.csv';
/** As the server's IMPORT_LIMITS: checked here first so a large file is refused before it is sent. */
export const IMPORT_MAX_BYTES = 2_000_000;
