export function AtomicBlockView({ nodeKey }: { nodeKey: string }) {
  return <div data-node={nodeKey} />;
}
