// What a heap snapshot holds, summed by kind, so two snapshots can say what grew between them.
// Growth of a page's JS heap across many open/close cycles mixes four things: V8 compiling hot
// functions (code objects, and the lists of optimised code that depends on an object shape), the
// browser's own buffers of performance entries (layout shifts, paint timings, resource timings, long
// animation frames: bounded by the browser), what the browser keeps for DevTools (a record of each
// network request while its Network domain is on, as Playwright always has it, and the console's
// messages, such as a failed image load: bounded), and objects the page keeps (a leak). Only the
// last is ours.

/** The browser's performance-timeline entries and the objects they hold. */
const PERFORMANCE_ENTRIES =
  /^native:(LayoutShift|LayoutShiftAttribution|LargestContentfulPaint|InteractionContentfulPaint|PerformanceEventTiming|PerformancePaintTiming|PerformanceResourceTiming|PerformanceLongAnimationFrameTiming|PerformanceScriptTiming|blink::ScriptTimingInfo|PerformanceLongTaskTiming|TaskAttributionTiming|DOMRectReadOnly)$/;
/** DevTools' record of each network request (the inspector's resource data), the console's messages. */
const DEVTOOLS_RECORDS = /^native:blink::(NetworkResourcesData::ResourceData|ConsoleMessage|SourceLocation)$/;

/** The JS heap after forced GC, in bytes: twice, as objects freed by the first one's finalisers go in the second. */
export async function heapAfterGC(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize;
}

/** Takes a snapshot after forced garbage collection; returns bytes per kind: code, entries, DevTools' records, other. */
export async function snapshotBytes(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const chunks = [];
  const onChunk = (event) => chunks.push(event.chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  const { snapshot, nodes, edges, strings } = JSON.parse(chunks.join(''));
  const fields = snapshot.meta.node_fields;
  const types = snapshot.meta.node_types[0];
  const [typeAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map((field) => fields.indexOf(field));
  const dependentCode = dependentCodeLists(snapshot.meta, nodes, edges, strings);
  const bytes = { code: 0, performanceEntries: 0, devtools: 0, other: 0 };
  for (let index = 0; index < nodes.length; index += fields.length) {
    const type = types[nodes[index + typeAt]];
    const size = nodes[index + sizeAt];
    const named = `${type}:${strings[nodes[index + nameAt]]}`;
    if (type === 'code' || dependentCode.has(index)) bytes.code += size;
    else if (PERFORMANCE_ENTRIES.test(named)) bytes.performanceEntries += size;
    else if (DEVTOOLS_RECORDS.test(named)) bytes.devtools += size;
    else bytes.other += size;
  }
  return bytes;
}

/** The nodes (by their offset in `nodes`) that V8 keeps as an object shape's list of dependent optimised code. */
function dependentCodeLists(meta, nodes, edges, strings) {
  const nodeFields = meta.node_fields.length;
  const edgeFields = meta.edge_fields.length;
  const countAt = meta.node_fields.indexOf('edge_count');
  const [typeAt, nameAt, toAt] = ['type', 'name_or_index', 'to_node'].map((field) =>
    meta.edge_fields.indexOf(field),
  );
  const internal = meta.edge_types[0].indexOf('internal');
  const lists = new Set();
  let edge = 0;
  for (let node = 0; node < nodes.length; node += nodeFields) {
    const end = edge + nodes[node + countAt] * edgeFields;
    for (; edge < end; edge += edgeFields)
      if (edges[edge + typeAt] === internal && strings[edges[edge + nameAt]] === 'dependent_code')
        lists.add(edges[edge + toAt]);
  }
  return lists;
}
