// Where the bundle's bytes come from, by the source map of `npm run build` (decision 042):
//   node scripts/size-breakdown.mjs dir 50    source folders, largest first
//   node scripts/size-breakdown.mjs file 400  source files
// Each row: raw characters in dist/agent-chat.js, then gzip -9 of that text alone (an upper bound:
// gzip of the whole bundle shares repeats across files). "?" is unmapped text, mostly the widget CSS.
// @jridgewell/trace-mapping comes with the build tools (terser, rolldown); it is no dependency of ours.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { eachMapping, TraceMap } from '@jridgewell/trace-mapping';

const [grouping = 'dir', rowCount = '60'] = process.argv.slice(2);
const code = readFileSync('dist/agent-chat.js', 'utf8');
const map = new TraceMap(JSON.parse(readFileSync('dist/agent-chat.js.map', 'utf8')));
const lineStarts = [0];
for (let index = 0; index < code.length; index += 1) if (code[index] === '\n') lineStarts.push(index + 1);

const marks = [];
eachMapping(map, (mapping) => {
  marks.push({
    offset: lineStarts[mapping.generatedLine - 1] + mapping.generatedColumn,
    source: mapping.source ?? '?',
  });
});
marks.sort((first, second) => first.offset - second.offset);

/** `src/ui/message/X.tsx` → `src/ui/message` when grouped by folder; packages by their name. */
function groupOf(source) {
  const short = source.replace(/^.*node_modules\//, 'nm/').replace(/^.*\/src\//, 'src/');
  return grouping === 'dir' ? short.split('/').slice(0, 3).join('/') : short;
}

const texts = new Map();
marks.forEach((mark, index) => {
  const end = marks[index + 1]?.offset ?? code.length;
  const group = groupOf(mark.source);
  texts.set(group, (texts.get(group) ?? '') + code.slice(mark.offset, end));
});
const rows = [...texts]
  .map(([group, text]) => [group, text.length, gzipSync(text, { level: 9 }).length])
  .sort((first, second) => second[1] - first[1]);
console.log(`bundle: ${code.length} characters, gzip -9 ${gzipSync(code, { level: 9 }).length} B`);
for (const [group, raw, gzip] of rows.slice(0, Number(rowCount)))
  console.log(`${String(raw).padStart(7)} ${String(gzip).padStart(6)}  ${group}`);
