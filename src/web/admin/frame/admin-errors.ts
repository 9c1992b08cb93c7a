import { GraphHttpError } from '../../graph/graph-errors';

/** A staff session that ended shows as 401 from the staff API. */
export function isSignedOut(error: unknown): boolean {
  return error instanceof GraphHttpError && error.status === 401;
}
