import { describe, expect, it } from 'vitest';
import { issueUploadToken, UPLOAD_TOKEN_SECONDS, verifyUploadToken, type UploadClaims } from './upload-token.service';

const SECRET = 'a-deployment-secret';
const claims: UploadClaims = { purpose: 'img', shopId: 'shop-a', person: 'staff:s1', session: 'abc', type: 'png', size: 1234 };
const expected = { purpose: 'img' as const, shopId: 'shop-a', person: 'staff:s1', session: 'abc' };
const now = new Date('2026-11-25T10:00:00Z');

describe('upload tokens', () => {
  it('verify for the purpose, shop, person and session they were issued for, with their type and size', () => {
    const { token } = issueUploadToken(SECRET, claims, now);
    expect(verifyUploadToken(SECRET, token, expected, now)).toMatchObject({ type: 'png', size: 1234 });
  });

  it('are refused for another purpose, shop, person or session', () => {
    const { token } = issueUploadToken(SECRET, claims, now);
    expect(verifyUploadToken(SECRET, token, { ...expected, purpose: 'file' }, now)).toBeNull();
    expect(verifyUploadToken(SECRET, token, { ...expected, shopId: 'shop-b' }, now)).toBeNull();
    expect(verifyUploadToken(SECRET, token, { ...expected, person: 'customer:s1' }, now)).toBeNull();
    expect(verifyUploadToken(SECRET, token, { ...expected, session: 'other' }, now)).toBeNull();
  });

  it('expire after ten minutes', () => {
    const { token } = issueUploadToken(SECRET, claims, now);
    expect(verifyUploadToken(SECRET, token, expected, new Date(now.getTime() + (UPLOAD_TOKEN_SECONDS - 1) * 1000))).not.toBeNull();
    expect(verifyUploadToken(SECRET, token, expected, new Date(now.getTime() + UPLOAD_TOKEN_SECONDS * 1000))).toBeNull();
  });

  it('refuse forgeries: another secret, edited claims, garbage', () => {
    const { token } = issueUploadToken(SECRET, claims, now);
    expect(verifyUploadToken('another-secret', token, expected, now)).toBeNull();
    const [body, signature] = token.split('.');
    const edited = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body!, 'base64url').toString()), size: 99_999 })).toString('base64url');
    expect(verifyUploadToken(SECRET, `${edited}.${signature}`, expected, now)).toBeNull();
    for (const bad of ['', 'x', 'a.b.c', `${body}.`, 42, null, 'é'.repeat(3000)]) expect(verifyUploadToken(SECRET, bad, expected, now)).toBeNull();
  });

  it('are different every time, so each can be spent once', () => {
    expect(issueUploadToken(SECRET, claims, now).token).not.toBe(issueUploadToken(SECRET, claims, now).token);
  });
});
