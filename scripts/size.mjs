// Prints each bundle's raw, gzip and brotli sizes against its budget in size-budget.json: the
// core, and the optional rich file (decision 069) with a budget of its own.
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const core = JSON.parse(readFileSync('size-budget.json', 'utf8'));
const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
let over = false;
for (const budget of [core, core.rich]) {
  let bundle;
  try {
    bundle = readFileSync(budget.file);
  } catch {
    console.error(`${budget.file} is missing: run npm run build first`);
    process.exit(1);
  }
  const gzip = gzipSync(bundle, { level: 9 }).length;
  const brotli = brotliCompressSync(bundle, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  const rows = [
    ['raw', kB(bundle.length)],
    ['gzip -9', kB(gzip)],
    ['brotli 11', kB(brotli)],
    ['budget (gzip)', `${budget.gzipKB} kB`],
  ];
  console.log(`${budget.file} (${gzip.toLocaleString('en')} B gzip)`);
  for (const [label, value] of rows) console.log(`  ${label.padEnd(14)} ${value.padStart(9)}`);
  if (gzip / 1024 > budget.gzipKB) {
    console.error(`  over budget by ${kB(gzip - budget.gzipKB * 1024)}`);
    over = true;
  } else console.log(`  within budget, ${kB(budget.gzipKB * 1024 - gzip)} to spare`);
}
if (over) process.exit(1);
