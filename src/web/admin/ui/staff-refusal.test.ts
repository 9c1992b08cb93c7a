import { describe, expect, it } from 'vitest';
import { toProcessError } from '../../forms/process-error';
import { GraphHttpError, GraphNetworkError } from '../../graph/graph-errors';
import { SIGNED_OUT_UNSAVED_KEY, signedOutRefusal } from './staff-refusal';

describe('saving after the staff session ended', () => {
  it('tells the owner the work was kept and how to save it, instead of a bare failure', () => {
    const refusal = signedOutRefusal(new GraphHttpError(401, '{"errors":[{"message":"Sign in as shop staff to use this API."}]}'));
    expect(toProcessError(refusal).form).toEqual({ key: SIGNED_OUT_UNSAVED_KEY });
  });

  it('leaves every other failure as it was', () => {
    const offline = new GraphNetworkError(3);
    expect(signedOutRefusal(offline)).toBe(offline);
    const refused = new GraphHttpError(403, '');
    expect(signedOutRefusal(refused)).toBe(refused);
  });
});
