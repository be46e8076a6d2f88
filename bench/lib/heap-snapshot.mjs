// What a heap snapshot holds, summed by kind, so two snapshots can say what grew between them.
// Growth of a page's JS heap across many open/close cycles mixes three things: V8 compiling hot
// functions (code objects), the browser's own buffers of performance entries (layout shifts, paint
// timings: bounded by the browser), and objects the page keeps (a leak). Only the last is ours.

/** The browser's performance-timeline entries and the objects they hold. */
const PERFORMANCE_ENTRIES =
  /^native:(LayoutShift|LayoutShiftAttribution|LargestContentfulPaint|InteractionContentfulPaint|PerformanceEventTiming|PerformancePaintTiming|DOMRectReadOnly)$/;

/** Takes a snapshot after forced garbage collection; returns bytes per kind: code, entries, other. */
export async function snapshotBytes(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const chunks = [];
  const onChunk = (event) => chunks.push(event.chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  const { snapshot, nodes, strings } = JSON.parse(chunks.join(''));
  const fields = snapshot.meta.node_fields;
  const types = snapshot.meta.node_types[0];
  const [typeAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map((field) => fields.indexOf(field));
  const bytes = { code: 0, performanceEntries: 0, other: 0 };
  for (let index = 0; index < nodes.length; index += fields.length) {
    const type = types[nodes[index + typeAt]];
    const size = nodes[index + sizeAt];
    if (type === 'code') bytes.code += size;
    else if (PERFORMANCE_ENTRIES.test(`${type}:${strings[nodes[index + nameAt]]}`))
      bytes.performanceEntries += size;
    else bytes.other += size;
  }
  return bytes;
}
