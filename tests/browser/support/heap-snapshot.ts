import type { CDPSession } from 'playwright-core';

interface HeapSnapshot {
  snapshot: { meta: { node_fields: string[]; edge_fields: string[]; edge_types: [string[]] } };
  nodes: number[];
  edges: number[];
  strings: string[];
}

/** A heap snapshot of the page; taking one collects garbage first. */
async function takeHeapSnapshot(cdp: CDPSession): Promise<HeapSnapshot> {
  const chunks: string[] = [];
  const onChunk = (event: { chunk: string }) => chunks.push(event.chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  return JSON.parse(chunks.join('')) as HeapSnapshot;
}

/**
 * How many objects of this name a heap snapshot of the page holds. Native objects of the browser
 * are named by their C++ class, e.g. `blink::MediaQuerySet`; a string by its text.
 */
export async function heapObjectCount(cdp: CDPSession, name: string): Promise<number> {
  const { snapshot, nodes, strings } = await takeHeapSnapshot(cdp);
  const fields = snapshot.meta.node_fields;
  const nameAt = fields.indexOf('name');
  let count = 0;
  for (let index = 0; index < nodes.length; index += fields.length)
    if (strings[nodes[index + nameAt] ?? -1] === name) count += 1;
  return count;
}

/** How many objects of the page's heap have a property of this name (e.g. a prop of every vnode of a kind). */
export async function heapObjectsWithProperty(cdp: CDPSession, property: string): Promise<number> {
  const { snapshot, nodes, edges, strings } = await takeHeapSnapshot(cdp);
  const { node_fields: nodeFields, edge_fields: edgeFields, edge_types: edgeTypes } = snapshot.meta;
  const edgeCountAt = nodeFields.indexOf('edge_count');
  const [typeAt, nameAt] = [edgeFields.indexOf('type'), edgeFields.indexOf('name_or_index')];
  const propertyType = edgeTypes[0].indexOf('property');
  let count = 0;
  let edge = 0;
  for (let node = 0; node < nodes.length; node += nodeFields.length) {
    const end = edge + (nodes[node + edgeCountAt] ?? 0) * edgeFields.length;
    let has = false;
    for (; edge < end; edge += edgeFields.length)
      has ||= edges[edge + typeAt] === propertyType && strings[edges[edge + nameAt] ?? -1] === property;
    if (has) count += 1;
  }
  return count;
}
