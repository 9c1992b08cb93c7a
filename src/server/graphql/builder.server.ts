import SchemaBuilder from '@pothos/core';
import RelayPlugin from '@pothos/plugin-relay';
import { Kind } from 'graphql';
import type { RequestContext } from '../context.server';
import { fromGlobalId, toGlobalId } from '../../domain/ids/global-id';
import { currencyByNumber, formatMoney } from '../../domain/money/currency';
import { userError } from './errors.server';

export interface UploadedFile {
  filename: string;
  mimetype: string;
  bytes: Buffer;
}

export interface BuilderTypes {
  Context: RequestContext;
  Scalars: {
    JSON: { Input: unknown; Output: unknown };
    Amount: { Input: number; Output: number };
    Upload: { Input: UploadedFile; Output: never };
  };
  DefaultFieldNullability: false;
}

/** Types reachable through `node(id:)`; an id naming anything else is the caller's mistake. */
const NODE_TYPES = new Set(['Product', 'ProductVariation', 'Category', 'Page', 'Shop', 'BlogPost', 'BlogCategory']);

/**
 * Both schemas (shop and admin) are built from the same type definitions on their own builder.
 * The admin schema leaves out `node`/`nodes`: its fields check the staff session themselves.
 */
export function createBuilder(options: { nodeQueries?: boolean } = {}) {
  const nodeQueries = options.nodeQueries ?? true;
  const builder = new SchemaBuilder<BuilderTypes>({
    plugins: [RelayPlugin],
    defaultFieldNullability: false,
    relay: {
      clientMutationId: 'omit',
      cursorType: 'String',
      ...(nodeQueries ? {} : { nodeQueryOptions: false as const, nodesQueryOptions: false as const }),
      encodeGlobalID: (typename, id) => toGlobalId(typename, String(id)),
      decodeGlobalID: (globalID) => {
        const decoded = fromGlobalId(globalID);
        if (!decoded || !NODE_TYPES.has(decoded.type)) throw userError(`"${globalID.slice(0, 60)}" is not a valid id.`);
        return { typename: decoded.type, id: decoded.id };
      },
    },
  });
  builder.queryType({});
  builder.scalarType('JSON', {
    description: 'Any JSON value (rich-text documents).',
    serialize: (value) => value,
    parseValue: (value) => value,
  });
  builder.scalarType('Amount', {
    description: 'An amount of money as a whole number in the currency’s stored unit (spec §3), exact up to 2^53 − 1.',
    serialize: (value) => {
      const amount = typeof value === 'bigint' ? Number(value) : value;
      if (typeof amount !== 'number' || !Number.isSafeInteger(amount)) throw new Error(`Amount ${String(value)} is not a safe integer.`);
      return amount;
    },
    parseValue: (value) => {
      if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw userError('An amount is a whole number (at most 9007199254740991).');
      return value;
    },
    parseLiteral: (node) => {
      const value = node.kind === Kind.INT ? Number(node.value) : NaN;
      if (!Number.isSafeInteger(value)) throw userError('An amount is a whole number (at most 9007199254740991).');
      return value;
    },
  });
  builder.scalarType('Upload', {
    description: 'A file sent with the GraphQL multipart request.',
    serialize: () => {
      throw new Error('Upload is an input-only scalar.');
    },
    parseValue: (value) => {
      const file = value as Partial<UploadedFile> | null;
      if (!file || !Buffer.isBuffer(file.bytes)) throw userError('Expected a file for this argument.');
      return file as UploadedFile;
    },
  });
  return builder;
}

export type Builder = ReturnType<typeof createBuilder>;

export interface MoneyValue { amount: number; currencyNumber: number }

const moneyTypes = new WeakMap<Builder, ReturnType<typeof defineMoney>>();

function defineMoney(builder: Builder) {
  return builder.objectRef<MoneyValue>('Money').implement({
    description: 'An amount in the shop currency, as an integer in its stored unit (spec §3).',
    fields: (t) => ({
      amount: t.expose('amount', { type: 'Amount' }),
      currency: t.string({ resolve: (m) => currencyByNumber(m.currencyNumber)?.code ?? 'IDR' }),
      formatted: t.string({
        resolve: (m, _args, ctx) => formatMoney(m.amount, currencyByNumber(m.currencyNumber)?.code ?? 'IDR', ctx.language),
      }),
    }),
  });
}

/** The Money type of a schema, defined on first use so every module shares one. */
export function moneyType(builder: Builder) {
  let ref = moneyTypes.get(builder);
  if (!ref) {
    ref = defineMoney(builder);
    moneyTypes.set(builder, ref);
  }
  return ref;
}
