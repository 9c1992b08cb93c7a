import { describe, expect, it } from 'vitest';
import { databaseErrorSummary, isDatabaseUnavailable, isUniqueViolation } from './database-errors.server';

describe('isDatabaseUnavailable', () => {
  it('recognises refused and dropped connections, also when wrapped', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: Object.assign(new Error('terminating connection'), { code: '57P01' }) }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
  });

  it('leaves ordinary errors alone', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});

describe('databaseErrorSummary', () => {
  it('names the cause of a failed query instead of repeating its SQL', () => {
    const sqlText = `Failed query: CREATE TABLE "x" (${'"c" text, '.repeat(500)})\nparams: `;
    const cause = Object.assign(new Error('relation "x" already exists'), { code: '42P07' });
    const summary = databaseErrorSummary(new Error(sqlText, { cause }));
    expect(summary).toBe('relation "x" already exists (PostgreSQL 42P07).');
    expect(summary.split('\n').length).toBeLessThanOrEqual(2);
  });

  it('tells that the database could not be reached', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5999'), { code: 'ECONNREFUSED' });
    expect(databaseErrorSummary(refused)).toBe('connect ECONNREFUSED 127.0.0.1:5999 (ECONNREFUSED). Is the database running and DATABASE_URL right?');
  });

  it('keeps the detail line PostgreSQL adds', () => {
    const error = Object.assign(new Error('duplicate key value violates unique constraint "shops_pkey"'), { code: '23505', detail: 'Key (id)=(demo) already exists.' });
    expect(databaseErrorSummary(error)).toBe('duplicate key value violates unique constraint "shops_pkey" (PostgreSQL 23505).\nKey (id)=(demo) already exists.');
  });
});

describe('databaseErrorSummary of a locked data directory', () => {
  it('keeps the sentence that names the process holding it', () => {
    const error = new Error('The data directory /d is in use by process 42. Stop it first, or set DATA_DIR to another directory.', { cause: Object.assign(new Error('EEXIST: file already exists'), { code: 'EEXIST' }) });
    expect(databaseErrorSummary(error)).toBe('The data directory /d is in use by process 42. Stop it first, or set DATA_DIR to another directory.');
  });
});

describe('isUniqueViolation', () => {
  it('finds a unique index refusal, also inside the ORM\'s wrapper', () => {
    expect(isUniqueViolation(Object.assign(new Error('duplicate key value'), { code: '23505' }))).toBe(true);
    expect(isUniqueViolation(new Error('Failed query', { cause: Object.assign(new Error('duplicate key value'), { code: '23505' }) }))).toBe(true);
  });

  it('leaves other refusals alone', () => {
    expect(isUniqueViolation(Object.assign(new Error('violates check constraint'), { code: '23514' }))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
  });
});
