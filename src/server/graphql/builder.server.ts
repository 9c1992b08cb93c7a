import SchemaBuilder from '@pothos/core';
import RelayPlugin from '@pothos/plugin-relay';
import type { RequestContext } from '../context.server';
import { fromGlobalId, toGlobalId } from '../../domain/ids/global-id';
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
    Upload: { Input: UploadedFile; Output: never };
  };
  DefaultFieldNullability: false;
}

/** Types reachable through `node(id:)`; an id naming anything else is the caller's mistake. */
const NODE_TYPES = new Set(['Product', 'ProductVariation', 'Category', 'Page', 'Shop']);

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
