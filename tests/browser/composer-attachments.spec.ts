import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSessionForThisFile } from './support/browser-session';
import { cspConsoleErrors } from './support/csp';
import { ask, DESKTOP, expectAnswerFinished, openPage, part, serverUrl } from './support/widget';

const session = browserSessionForThisFile();

interface PageFile {
  name: string;
  type?: string;
  /** Text at the start of the file (slow-upload slows the reference server down). */
  head?: string;
  /** Zero bytes after the head. */
  padding?: number;
  /** Take the bytes from this same-origin address instead (a real image). */
  fromUrl?: string;
}

/** Drops (or pastes) a file made in the page, as a person dragging one from the desktop would. */
async function giveFile(chat: Locator, file: PageFile, how: 'drop' | 'paste'): Promise<void> {
  await chat.evaluate(
    async (element, { file, how }) => {
      const root = element.shadowRoot;
      const bytes = file.fromUrl
        ? [await (await fetch(file.fromUrl)).blob()]
        : [file.head ?? 'x', new Uint8Array(file.padding ?? 0)];
      const made = new File(bytes, file.name, { type: file.type ?? '' });
      const transfer = new DataTransfer();
      transfer.items.add(made);
      if (how === 'paste') {
        const input = root?.querySelector('[part~="composer-input"]');
        input?.dispatchEvent(
          new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }),
        );
        return;
      }
      const region = root?.querySelector('[part~="composer"]');
      const init = { dataTransfer: transfer, bubbles: true, cancelable: true, composed: true };
      region?.dispatchEvent(new DragEvent('dragover', init));
      region?.dispatchEvent(new DragEvent('drop', init));
    },
    { file, how },
  );
}

/** Records every progress value the chip shows, so a test can see the bar move to 100. */
async function recordProgress(chat: Locator): Promise<void> {
  await chat.evaluate((element) => {
    const seen: number[] = [];
    (window as unknown as { __progress: number[] }).__progress = seen;
    const root = element.shadowRoot as ShadowRoot;
    const read = () => {
      const bar = root.querySelector('[part~="attachment-progress"]');
      const value = Number(bar?.getAttribute('aria-valuenow'));
      if (bar && seen.at(-1) !== value) seen.push(value);
    };
    new MutationObserver(read).observe(root, { subtree: true, childList: true, attributes: true });
  });
}

const progressSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { __progress: number[] }).__progress);

async function openChat(query: Record<string, string> = {}, name = 'chat.html') {
  const { page, problems } = await openPage(session.browser, name, query);
  const chat = page.locator('agent-chat');
  await expect.poll(() => part(chat, 'attach-button').getAttribute('data-support')).not.toBe('loading');
  return { page, chat, problems };
}

function focusedPart(chat: Locator): Promise<string[] | undefined> {
  return chat.evaluate((element) => element.shadowRoot?.activeElement?.getAttribute('part')?.split(' '));
}

const toastText = (chat: Locator) =>
  part(chat, 'toast')
    .textContent({ timeout: 1000 })
    .catch(() => null);

/** Each test runs several uploads, answers and reloads; the machine is shared, so allow for load. */
const HEAVY = 60_000;

describe('composer attachments', () => {
  it(
    'uploads a picked file with progress up to 100%, sends it, and the file card survives a reload',
    async () => {
      const { page, chat } = await openChat();
      const button = part(chat, 'attach-button');
      // The hint is the button's description, which its tooltip shows (decision 060).
      expect(await button.getAttribute('aria-description')).toBe(
        '支持 .png .jpg .jpeg .gif .webp .pdf .txt .md .docx .xlsx 格式，最大 100 MB',
      );
      expect(await button.getAttribute('aria-label')).toBe('上传文件');
      expect(await part(chat, 'file-input').getAttribute('accept')).toContain('.pdf');
      await recordProgress(chat);
      const chooser = page.waitForEvent('filechooser');
      // Under the path_prefix that upload_sts gives this workspace (decision 056).
      const storagePut = page.waitForRequest((request) =>
        request.url().includes('/storage/workspaces/ws-test/chat/'),
      );
      await button.click();
      const content = Buffer.concat([Buffer.from('slow-upload '), Buffer.alloc(2 * 1024 * 1024)]);
      await (await chooser).setFiles({ name: '季度报告.pdf', mimeType: 'application/pdf', buffer: content });
      const chip = part(chat, 'attachment');
      await expect.poll(() => chip.getAttribute('data-status')).toBe('uploading');
      expect(await chip.textContent()).toContain('季度报告.pdf');
      // The storage gets its short-lived token only, never the platform's credentials.
      const storageHeaders = (await storagePut).headers();
      expect(storageHeaders.authorization).toMatch(/^Bearer \S+\.\S+$/);
      expect(storageHeaders['access-key']).toBeUndefined();
      expect(storageHeaders['workspace-id']).toBeUndefined();
      await expect.poll(() => chip.getAttribute('data-status'), { timeout: 15_000 }).toBe('uploaded');
      const seen = await progressSeen(page);
      expect(seen.at(-1)).toBe(100);
      expect(seen).toEqual([...seen].sort((a, b) => a - b));
      await ask(chat, '请总结这份报告');
      await expectAnswerFinished(chat);
      expect(await chip.count()).toBe(0);
      const card = part(part(chat, 'user-message').last(), 'file-card');
      expect(await part(card, 'file-name').textContent()).toBe('季度报告.pdf');
      await page.reload();
      await expect.poll(() => part(chat, 'file-card').count()).toBe(1);
      expect(await part(part(chat, 'file-card'), 'file-name').textContent()).toBe('季度报告.pdf');
    },
    HEAVY,
  );

  it(
    'paste and drop attach the file; a wrong type and a file over 150 MB are refused with focus back',
    async () => {
      const { chat } = await openChat();
      // Text copied with a picture of itself (spreadsheets do this) pastes as text: the event goes on.
      const textTaken = await chat.evaluate((element) => {
        const transfer = new DataTransfer();
        transfer.setData('text/plain', '季度数据');
        transfer.items.add(new File(['png'], 'cells.png', { type: 'image/png' }));
        const input = element.shadowRoot?.querySelector('[part~="composer-input"]');
        const event = new ClipboardEvent('paste', {
          clipboardData: transfer,
          bubbles: true,
          cancelable: true,
        });
        input?.dispatchEvent(event);
        return !event.defaultPrevented;
      });
      expect(textTaken).toBe(true);
      await giveFile(chat, { name: 'notes.txt', head: 'hello' }, 'paste');
      await expect.poll(() => part(chat, 'attachment').getAttribute('data-status')).toBe('uploaded');
      await part(chat, 'attachment-remove').click();
      await expect.poll(() => part(chat, 'attachment').count()).toBe(0);
      await giveFile(chat, { name: 'photo.png', type: 'image/png', head: 'png' }, 'drop');
      await expect.poll(() => part(chat, 'attachment').getAttribute('data-status')).toBe('uploaded');
      expect(await part(chat, 'attachment').textContent()).toContain('photo.png');

      await giveFile(chat, { name: 'setup.exe' }, 'drop');
      await expect.poll(() => toastText(chat)).toBe('文件类型不支持');
      await expect.poll(() => focusedPart(chat)).toContain('composer-input');
      // The refused file leaves the one already attached alone.
      expect(await part(chat, 'attachment').textContent()).toContain('photo.png');
      await part(chat, 'attach-button').focus();
      await giveFile(chat, { name: 'huge.pdf', padding: 0x9600000 + 5 * 1024 * 1024 }, 'paste');
      await expect.poll(() => toastText(chat)).toBe('文件大小为155MB，超过150MB限制，无法上传');
      await expect.poll(() => focusedPart(chat)).toContain('composer-input');
    },
    HEAVY,
  );

  it('takes a file pasted before the agent has said which files it takes, once it has, without refusing it', async () => {
    // The chat's ask about files is held, as on a slow network right after the chat opened.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let asked = 0;
    const { page } = await openPage(session.browser, 'chat.html', {}, DESKTOP, {
      beforeLoad: (page) =>
        page.route('**/chat/agent/file-support', async (route) => {
          asked += 1;
          await held;
          await route.continue();
        }),
    });
    const chat = page.locator('agent-chat');
    await expect.poll(() => asked).toBeGreaterThan(0);
    expect(await part(chat, 'attach-button').getAttribute('data-support')).toBe('loading');
    await giveFile(chat, { name: '早到.txt', head: '先到的文件' }, 'paste');
    expect(await part(chat, 'toast').count()).toBe(0);
    release();
    const chip = part(chat, 'attachment');
    await expect.poll(() => chip.getAttribute('data-status')).toBe('uploaded');
    expect(await chip.textContent()).toContain('早到.txt');
    // Nothing was refused on the way: no 当前Agent不支持处理文件.
    expect(await part(chat, 'toast').count()).toBe(0);
    await page.context().close();
  });

  it(
    'an agent without files disables the control; an agent taking every file says so',
    async () => {
      const quiet = await openChat({ agent: 'quiet-agent' });
      const button = part(quiet.chat, 'attach-button');
      expect(await button.isDisabled()).toBe(true);
      expect(await button.getAttribute('aria-description')).toBe('当前Agent不支持处理文件');
      await giveFile(quiet.chat, { name: 'a.txt' }, 'paste');
      await expect.poll(() => toastText(quiet.chat)).toBe('当前Agent不支持处理文件');
      const all = await openChat({ agent: 'second-agent' });
      expect(await part(all.chat, 'attach-button').getAttribute('aria-description')).toBe(
        '支持所有文件格式，最大 100 MB',
      );
      expect(await part(all.chat, 'file-input').getAttribute('accept')).toBeNull();
      await giveFile(all.chat, { name: 'Makefile' }, 'drop');
      await expect.poll(() => part(all.chat, 'attachment').getAttribute('data-status')).toBe('uploaded');
    },
    HEAVY,
  );

  it(
    'a slow upload shows its progress, keeps send disabled, and cancel removes it',
    async () => {
      const { chat } = await openChat();
      await part(chat, 'composer-input').fill('带上附件');
      const send = part(chat, 'send-button');
      await expect.poll(() => send.isDisabled()).toBe(false);
      await giveFile(
        chat,
        { name: 'slow-upload.pdf', head: 'slow-upload', padding: 24 * 1024 * 1024 },
        'drop',
      );
      const bar = part(chat, 'attachment-progress');
      await expect
        .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 10_000 })
        .toBeGreaterThan(0);
      const value = Number(await bar.getAttribute('aria-valuenow'));
      expect(value).toBeLessThan(100);
      expect(await bar.getAttribute('aria-valuemax')).toBe('100');
      expect(await part(chat, 'attachment').getAttribute('data-status')).toBe('uploading');
      expect(await send.isDisabled()).toBe(true);
      expect(await part(chat, 'attachment-remove').getAttribute('aria-label')).toBe(
        '取消上传：slow-upload.pdf',
      );
      await part(chat, 'attachment-remove').click();
      await expect.poll(() => part(chat, 'attachment').count()).toBe(0);
      await expect.poll(() => send.isDisabled()).toBe(false);
      expect(await toastText(chat)).toBeNull();
    },
    HEAVY,
  );

  it(
    'a failed upload toasts the server message, removes the chip and puts focus in the input',
    async () => {
      const { chat } = await openChat();
      await giveFile(chat, { name: 'fail-upload.txt' }, 'drop');
      await expect.poll(() => toastText(chat)).toBe('存储服务暂时不可用，请稍后重试');
      await expect.poll(() => part(chat, 'attachment').count()).toBe(0);
      await expect.poll(() => focusedPart(chat)).toContain('composer-input');
    },
    HEAVY,
  );

  it(
    'a send that never reached the server keeps the attached file',
    async () => {
      const { chat } = await openChat();
      await giveFile(chat, { name: 'keep.pdf', type: 'application/pdf' }, 'drop');
      await expect.poll(() => part(chat, 'attachment').getAttribute('data-status')).toBe('uploaded');
      await ask(chat, '/scenario http-error');
      await expect.poll(() => part(chat, 'error-box').count()).toBeGreaterThan(0);
      await expect.poll(() => part(chat, 'attachment').getAttribute('data-status')).toBe('uploaded');
      expect(await part(chat, 'attachment').textContent()).toContain('keep.pdf');
    },
    HEAVY,
  );

  it(
    "with upload-url, posts the file as FILE_URL with the owner's params and headers; an image chip shows its thumbnail",
    async () => {
      const { page, chat, problems } = await openChat(
        { 'upload-url': new URL('/upload/direct', serverUrl()).toString() },
        'chat.csp.html',
      );
      await chat.evaluate((element) => {
        (element as HTMLElement & { uploadOptions: unknown }).uploadOptions = {
          params: { folder: 'site-chat' },
          headers: { 'X-Upload-Token': 'owner-secret' },
        };
      });
      const requests = page.waitForRequest((request) => request.url().endsWith('/upload/direct'));
      await giveFile(chat, { name: 'chart.png', type: 'image/png', head: 'not really a png' }, 'drop');
      const request = await requests;
      expect(request.method()).toBe('POST');
      expect(request.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
      expect(request.headers()['access-key']).toBe('demo-access-key');
      expect(request.headers()['x-upload-token']).toBe('owner-secret');
      expect(request.url()).not.toContain('owner-secret');
      // Logged once the server has read the body, which may be after the request left: wait for it.
      const directUpload = async () => {
        const log = await fetch(new URL('/__test/requests', serverUrl())).then((answer) => answer.json());
        return log.data.filter((entry: { path: string }) => entry.path === '/upload/direct').at(-1);
      };
      await expect.poll(directUpload).toBeTruthy();
      const received = await directUpload();
      // Screens doc section 7: FILE_URL even for an image; the reference server refuses anything else.
      expect(received.fields).toEqual({
        folder: 'site-chat',
        file_type: 'image/png',
        file_action: 'FILE_URL',
      });
      expect(received.headerNames).toContain('x-upload-token');
      await expect.poll(() => part(chat, 'attachment').getAttribute('data-status')).toBe('uploaded');
      // Not a decodable image: the thumbnail falls back to the icon.
      await expect.poll(() => part(chat, 'attachment-thumbnail').count()).toBe(0);
      await part(chat, 'attachment-remove').click();
      await giveFile(
        chat,
        { name: 'landscape.png', type: 'image/png', fromUrl: '/demo-files/landscape.png' },
        'drop',
      );
      await expect.poll(() => part(chat, 'attachment').getAttribute('data-status')).toBe('uploaded');
      // The strict-CSP page (img-src 'self') shows the uploaded same-origin URL.
      await expect
        .poll(() =>
          part(chat, 'attachment-thumbnail').evaluate((img) => (img as HTMLImageElement).naturalWidth),
        )
        .toBe(320);
      await ask(chat, '看看这张图');
      await expectAnswerFinished(chat);
      const card = part(part(chat, 'user-message').last(), 'file-card');
      expect(await part(card, 'file-name').textContent()).toBe('landscape.png');
      await page.reload();
      await expect.poll(() => part(chat, 'file-card').count()).toBe(1);
      expect(problems.pageErrors).toEqual([]);
      expect(cspConsoleErrors(problems.consoleErrors)).toEqual([]);
    },
    HEAVY,
  );
});
