// Bundle sizes: ours (gzip level 9, as scripts/size.mjs) against size-budget.json, and deep-chat's
// self-contained bundle (the one the bench pages load) for reference.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const gzipBytes = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

export function runSize() {
  const budget = JSON.parse(readFileSync('size-budget.json', 'utf8'));
  return {
    oursBytes: gzipBytes(budget.file),
    budgetBytes: budget.gzipKB * 1024,
    deepChatBytes: gzipBytes('node_modules/deep-chat/dist/deepChat.bundle.js'),
  };
}
