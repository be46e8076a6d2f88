import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSessionForThisFile } from './support/browser-session';
import { ask, expectAnswerFinished, lastAnswer, openPage, part } from './support/widget';

/** Agent forms for keyboard and screen reader users (decision 030). */
const session = browserSessionForThisFile();

/** The focused element inside the chat: its label text, or its part. */
const focused = (chat: Locator) =>
  chat.evaluate((host) => {
    const active = host.shadowRoot?.activeElement as HTMLElement | null | undefined;
    if (!active) return null;
    const label = active.id ? host.shadowRoot?.querySelector(`label[for="${CSS.escape(active.id)}"]`) : null;
    return label?.textContent ?? active.getAttribute('part');
  });

/** The texts an element's aria-describedby points at. */
const description = (control: Locator) =>
  control.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => (element.getRootNode() as ShadowRoot).getElementById(id)?.textContent ?? `missing #${id}`),
  );

describe('agent forms', () => {
  it('ties each error to its field, focuses the first invalid field, then the 表单已提交 bar', async () => {
    const { page } = await openPage(session.browser, 'chat.html');
    const chat = page.locator('agent-chat');
    await ask(chat, '/scenario form');
    await expectAnswerFinished(chat);
    const form = part(lastAnswer(chat), 'message-form');
    const name = form.getByLabel('姓名', { exact: true });

    await part(form, 'form-submit').click();
    await expect.poll(() => focused(chat)).toBe('姓名');
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    expect(await description(name)).toEqual(['表单提交失败，请检查必填参数是否填写完整']);
    expect(await description(form.getByLabel('备注'))).toEqual([]);

    await name.fill('张三');
    await form.getByLabel('省份').selectOption('bj');
    await form.getByLabel('预约日期').fill('2025-07-01');
    const json = form.getByLabel('扩展参数');
    await json.fill('{不是 JSON');
    await part(form, 'form-submit').click();
    await expect.poll(() => focused(chat)).toBe('扩展参数');
    expect(await json.getAttribute('aria-invalid')).toBe('true');
    expect(await description(json)).toEqual([
      await form.locator('[part~="form-field-error"]').first().textContent(),
    ]);

    await json.fill('{"source": "键盘"}');
    await part(form, 'form-submit').click();
    await expect.poll(() => form.getAttribute('data-state')).toBe('submitted');
    await expect.poll(() => focused(chat)).toBe('form-submitted-bar');
  });
});
