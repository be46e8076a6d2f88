import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
await page.goto('http://127.0.0.1:5893/tests/browser/pages/host-page.html?element=agent-chat&host-selection=');
const chat = page.locator('agent-chat');
const p = (n) => chat.locator(`[part~="${n}"]`);
await p('composer-input').waitFor();
await p('chat-title').waitFor();
const box = await p('chat-title').boundingBox();
await page.mouse.move(box.x + 1, box.y + box.height / 2); await page.mouse.down();
await page.mouse.move(box.x + box.width - 1, box.y + box.height / 2, { steps: 5 }); await page.mouse.up();
console.log(await page.evaluate(() => {
  const s = document.getSelection(); const host = document.querySelector('agent-chat');
  return { text: s.toString(), anchor: s.anchorNode?.nodeName, offset: s.anchorOffset, focus: s.focusNode?.nodeName, contains: s.containsNode(host, true), containsFull: s.containsNode(host), rangeCount: s.rangeCount, common: s.rangeCount && s.getRangeAt(0).commonAncestorContainer.nodeName, type: s.type };
}));
await browser.close();
