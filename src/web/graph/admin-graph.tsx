// The staff API beside the shop API: its own client (on `/admin/graphql`) and its own cache, so
// an answer of one schema can never stand in for the other's. The entries make both; the admin
// area's frame puts this pair in place of the shop's for the screens inside it.
import type { ReactNode } from 'react';
import { createContext, useContext } from 'react';
import type { GraphCache } from './graph-cache';
import type { GraphClient } from './graph-client';

/** Where the staff API answers (docs/decisions/0021). */
export const ADMIN_GRAPH_ENDPOINT = '/admin/graphql';

export interface GraphPair {
  client: GraphClient;
  cache: GraphCache;
}

const AdminGraphContext = createContext<GraphPair | null>(null);

export function AdminGraphProvider({ value, children }: { value: GraphPair; children?: ReactNode }) {
  return <AdminGraphContext value={value}>{children}</AdminGraphContext>;
}

export function useAdminGraph(): GraphPair {
  const value = useContext(AdminGraphContext);
  if (!value) throw new Error('useAdminGraph needs an AdminGraphProvider above it');
  return value;
}
