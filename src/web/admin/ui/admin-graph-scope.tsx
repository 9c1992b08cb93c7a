// The staff API for a screen that reads its data before it draws the frame, so the frame's
// heading and buttons can come from that data (an editor's "Edit: {title}", Save, Delete).
// The frame provides the same client and cache again inside; nothing is fetched twice.
import type { ReactNode } from 'react';
import { useAdminGraph } from '../../graph/admin-graph';
import { GraphProvider } from '../../graph/graph-react';

export function AdminGraphScope({ children }: { children: ReactNode }) {
  const admin = useAdminGraph();
  return <GraphProvider client={admin.client} cache={admin.cache}>{children}</GraphProvider>;
}
