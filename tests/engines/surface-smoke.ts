import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, inject, it } from 'vitest';
import { partSelector as part } from './support/engine';
import { temporaryFolder } from './support/processes';
import { ANSWER_TIMEOUT, type SmokeContext } from './support/smoke-context';
import {
  attributeOf,
  countParts,
  filePreviewState,
  focusedParts,
  imageWidth,
  textOf,
  visibility,
} from './support/widget-probes';

const LAUNCHER = 'agent-chat-launcher';
const IMAGE_CARD = '[part~="file-card"][data-file-kind="image"]';
/** The reference server's demo picture (demo-files.mjs) is 320 pixels wide. */
const DEMO_PICTURE_WIDTH = 320;

/** The launcher, a modal dialog and an upload. */
export function surfaceSmokeTests(smoke: SmokeContext): void {
  let folder: ReturnType<typeof temporaryFolder> | undefined;
  afterAll(() => folder?.remove());

  it('opens the launcher from its bubble and closes it with Escape, focus back on the bubble', async () => {
    await smoke.openPage('launcher', 'launcher.html');
    const panelShown = async () =>
      (await smoke.engine.run(visibility, LAUNCHER, part('launcher-panel'))).shown;
    expect(await smoke.engine.run(visibility, LAUNCHER, part('launcher-button'))).toEqual({
      shown: true,
      width: 56,
      height: 56,
      right: 20,
      bottom: 20,
    });
    await smoke.click(LAUNCHER, part('launcher-button'));
    await expect.poll(panelShown).toBe(true);
    await expect.poll(() => smoke.engine.run(focusedParts, LAUNCHER)).toContain('composer-input');
    await smoke.engine.press('Escape');
    await expect.poll(panelShown).toBe(false);
    await expect.poll(() => smoke.engine.run(focusedParts, LAUNCHER)).toContain('launcher-button');
    expect(await smoke.engine.run(attributeOf, LAUNCHER, part('launcher-button'), 'aria-expanded')).toBe(
      'false',
    );
  });

  it('opens the file preview as a modal dialog and closes it with Escape, focus back on the card', async () => {
    await smoke.openPage('dialog');
    await smoke.ask('agent-chat', '/scenario attachments');
    await smoke.answerFinished();
    // The scenario's file cards come with the history, so the page loads again.
    await smoke.engine.reload();
    await expect.poll(() => smoke.engine.run(countParts, 'agent-chat', IMAGE_CARD)).toBe(1);
    await smoke.click('agent-chat', IMAGE_CARD);
    await expect
      .poll(() => smoke.engine.run(filePreviewState, 'agent-chat'))
      .toEqual({ open: true, modal: true, imageWidth: DEMO_PICTURE_WIDTH });
    await smoke.engine.press('Escape');
    await expect.poll(() => smoke.engine.run(countParts, 'agent-chat', part('file-preview'))).toBe(0);
    expect(await smoke.engine.run(focusedParts, 'agent-chat')).toContain('file-card');
  });

  it('uploads a picked file through the storage and sends it with the message', async () => {
    folder = temporaryFolder('upload');
    const picture = join(folder.path, 'engine-upload.png');
    const demo = await fetch(new URL('/demo-files/landscape.png', inject('serverUrl')));
    writeFileSync(picture, Buffer.from(await demo.arrayBuffer()));
    await smoke.openPage('upload');
    await expect
      .poll(() => smoke.engine.run(attributeOf, 'agent-chat', part('attach-button'), 'data-support'))
      .not.toBe('loading');
    await smoke.engine.chooseFile({ host: 'agent-chat', selector: part('file-input') }, picture);
    await expect
      .poll(
        () => smoke.engine.run(attributeOf, 'agent-chat', part('attachment'), 'data-status'),
        ANSWER_TIMEOUT,
      )
      .toBe('uploaded');
    await smoke.ask('agent-chat', '请看这张图');
    await smoke.answerFinished();
    expect(await smoke.engine.run(countParts, 'agent-chat', part('attachment'))).toBe(0);
    const sentCard = `${part('user-message')} ${part('file-card')}`;
    expect(await smoke.engine.run(textOf, 'agent-chat', `${sentCard} ${part('file-name')}`)).toBe(
      'engine-upload.png',
    );
    // The thumbnail loads the bytes back from the server's file URL: the upload really arrived.
    await expect
      .poll(() => smoke.engine.run(imageWidth, 'agent-chat', `${sentCard} ${part('file-thumbnail')}`))
      .toBe(DEMO_PICTURE_WIDTH);
  });
}
