import { describe, expect, it } from 'vitest';
import { buildSchema } from 'graphql';
import type { RequestContext } from '../context.server';
import { GraphExecutor } from './executor.server';

const schema = buildSchema(`
  type Node { name: String, child: Node, fails: String }
  type Query { root: Node }
`);
const rootValue = { name: 'n', child: () => rootValue, fails: () => { throw new Error('db password is hunter2'); } };
(schema.getQueryType()!.getFields().root! as { resolve?: () => unknown }).resolve = () => rootValue;
const ctx = { requestId: 'r1', language: 'id' } as RequestContext;

describe('GraphExecutor', () => {
  const executor = new GraphExecutor(schema, { production: true, limits: { maxLength: 2000, maxTokens: 300, maxDepth: 4, maxAliases: 3, maxRootFields: 5 } });

  it('runs a valid query and reuses its compiled form', async () => {
    const a = executor.prepare('{ root { name } }', undefined);
    expect(a.ok && (await executor.execute(a, ctx, undefined)).body).toEqual({ data: { root: { name: 'n' } } });
    expect(executor.prepare('{ root { name } }', undefined)).toBe(a);
  });

  it('refuses documents deeper than the limit, even through fragments', () => {
    const deep = executor.prepare('{ root { child { child { child { child { name } } } } } }', undefined);
    expect(deep).toMatchObject({ ok: false, status: 400 });
    const viaFragment = executor.prepare('fragment F on Node { child { child { child { name } } } } { root { child { ...F } } }', undefined);
    expect(viaFragment).toMatchObject({ ok: false, body: { errors: [{ extensions: { code: 'QUERY_LIMIT_EXCEEDED' } }] } });
  });

  it('refuses too many aliases and too many tokens', () => {
    expect(executor.prepare('{ a: root { name } b: root { name } c: root { name } d: root { name } }', undefined)).toMatchObject({ ok: false });
    const tokens = executor.prepare(`{ root { ${'name '.repeat(350)} } }`, undefined);
    expect(tokens).toMatchObject({ ok: false, body: { errors: [{ extensions: { code: 'GRAPHQL_PARSE_FAILED' } }] } });
  });

  it('hides suggestions in production and unexpected error messages always', async () => {
    const typo = executor.prepare('{ root { nam } }', undefined);
    expect(JSON.stringify(typo)).not.toMatch(/Did you mean/);
    const failing = executor.prepare('{ root { fails } }', undefined);
    const result = failing.ok ? await executor.execute(failing, ctx, undefined) : null;
    expect(JSON.stringify(result)).not.toContain('hunter2');
    expect(result?.body.errors?.[0]?.extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR', requestId: 'r1' });
    expect(result?.body.errors?.[0]?.message).toBe('Terjadi kesalahan di pihak kami. Silakan coba lagi.');
  });

  it('builds a schema given as its builder at the first document, and only once', async () => {
    let builds = 0;
    const lazy = new GraphExecutor(() => { builds += 1; return schema; }, { production: true });
    expect(builds).toBe(0);
    const first = lazy.prepare('{ root { name } }', undefined);
    expect(first.ok && (await lazy.execute(first, ctx, undefined)).body).toEqual({ data: { root: { name: 'n' } } });
    lazy.prepare('{ root { child { name } } }', undefined);
    expect(builds).toBe(1);
  });
});
