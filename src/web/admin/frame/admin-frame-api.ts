// What every admin screen shows around its content: who is signed in and the shop's name; and
// the shop's currency, which every amount in the admin area is written in.
import { graphDocument } from '../../graph/graph-document';
import type { ScreenQuery } from '../../screens/screen-types';

export const ADMIN_FRAME_QUERY = graphDocument(/* GraphQL */ `
  query AdminFrame {
    viewer { name email role roleName permissions }
    shop { name currency { code } }
  }
`);

/** A screen's queries on the staff API, after the frame's own: the server runs them all before it renders. */
export function adminQueries(...queries: Array<Omit<ScreenQuery, 'api'>>): ScreenQuery[] {
  return [{ query: ADMIN_FRAME_QUERY, api: 'admin' }, ...queries.map((query) => ({ ...query, api: 'admin' as const }))];
}
