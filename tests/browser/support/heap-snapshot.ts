import type { CDPSession } from 'playwright-core';

/**
 * How many objects of this name a heap snapshot of the page holds (the snapshot collects garbage
 * first). Native objects of the browser are named by their C++ class, e.g. `blink::MediaQuerySet`.
 */
export async function heapObjectCount(cdp: CDPSession, name: string): Promise<number> {
  const chunks: string[] = [];
  const onChunk = (event: { chunk: string }) => chunks.push(event.chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  const { snapshot, nodes, strings } = JSON.parse(chunks.join('')) as {
    snapshot: { meta: { node_fields: string[] } };
    nodes: number[];
    strings: string[];
  };
  const fields = snapshot.meta.node_fields;
  const nameAt = fields.indexOf('name');
  let count = 0;
  for (let index = 0; index < nodes.length; index += fields.length)
    if (strings[nodes[index + nameAt] ?? -1] === name) count += 1;
  return count;
}
