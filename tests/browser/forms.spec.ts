import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSessionForThisFile } from './support/browser-session';
import { ask, expectAnswerFinished, lastAnswer, openPage, part, serverUrl } from './support/widget';

const session = browserSessionForThisFile();

function field(form: Locator, name: string): Locator {
  return form.locator(`[part~="form-field"][data-name="${name}"]`);
}

const textFile = (name: string, text: string, mimeType = 'text/plain') => ({
  name,
  mimeType,
  buffer: Buffer.from(text),
});

async function openForm(query: Record<string, string> = {}) {
  const opened = await openPage(session.browser, 'chat.html', query);
  const chat = opened.page.locator('agent-chat');
  await ask(chat, '/scenario form');
  await expectAnswerFinished(chat);
  return { ...opened, chat, form: part(lastAnswer(chat), 'message-form') };
}

describe('message forms', () => {
  it('fills every kind of field, uploads files, submits, and stays submitted after a reload', async () => {
    const { page, chat, form, problems } = await openForm();
    expect(await part(form, 'form-welcome').textContent()).toBe('请填写预约信息');
    // Accessible labels; defaults; the hidden field is not shown.
    await form.getByLabel('姓名', { exact: true }).fill('张三');
    expect(await form.getByLabel('联系电话').inputValue()).toBe('13800000000');
    expect(await form.getByLabel('人数').inputValue()).toBe('2');
    expect(await field(form, 'channel').count()).toBe(0);
    expect(await form.getByLabel('姓名', { exact: true }).getAttribute('placeholder')).toBe('请输入姓名');

    // 省份 → 城市: two matches clear the city, a single match is chosen.
    const city = form.getByLabel('城市');
    await form.getByLabel('省份').selectOption('gd');
    expect(await city.inputValue()).toBe('');
    expect(await city.locator('option:not([value=""])').allTextContents()).toEqual(['广州', '深圳']);
    await form.getByLabel('省份').selectOption('bj');
    expect(await city.inputValue()).toBe('beijing');
    expect(await form.getByLabel('会员等级').locator('option').allTextContents()).toEqual(['暂无数据']);

    await field(form, 'topics').locator('button').click();
    await part(field(form, 'topics'), 'form-dropdown').getByLabel('茶').check();
    await field(form, 'topics').locator('button').click();
    expect(await field(form, 'topics').locator('button').textContent()).toBe('咖啡、茶');

    // Dates: a year that does not fit YYYY is cleared; the invalid default of 预约日期 started empty.
    const year = form.getByLabel('会员年份');
    await year.fill('24');
    await year.press('Tab');
    expect(await year.inputValue()).toBe('');
    await year.fill('2024');
    expect(await form.getByLabel('月份').inputValue()).toBe('2025-06');
    expect(await form.getByLabel('预约日期').inputValue()).toBe('');
    await form.getByLabel('预约日期').fill('2025-07-01');

    // A file field: a refused type, then a real upload through the reference server.
    const attachment = field(form, 'attachment');
    await part(attachment, 'form-file-input').setInputFiles(textFile('run.exe', 'x'));
    expect(await part(attachment, 'form-file-error').textContent()).toBe('文件类型不支持');
    await part(attachment, 'form-file-input').setInputFiles(textFile('说明.txt', '你好，文件'));
    await part(attachment, 'form-file').waitFor();
    const href = await part(attachment, 'form-file').locator('a').getAttribute('href');
    expect(href).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/files\//);
    expect(await (await fetch(href ?? '')).text()).toBe('你好，文件');
    expect(await part(attachment, 'form-drop-zone').isDisabled()).toBe(true);

    // A file list of at most two: three chosen, two uploaded, the limit message, the zone disabled.
    const photos = field(form, 'photos');
    await part(photos, 'form-file-input').setInputFiles([
      textFile('1.txt', 'one'),
      textFile('2.txt', 'two'),
      textFile('3.txt', 'three'),
    ]);
    expect(await part(photos, 'form-file-error').textContent()).toBe('最多只能上传2个文件');
    await expect.poll(() => part(photos, 'form-file').count()).toBe(2);
    expect(await part(photos, 'form-drop-zone').isDisabled()).toBe(true);
    await part(photos, 'form-file-remove').first().click();
    expect(await part(photos, 'form-drop-zone').isDisabled()).toBe(false);

    await part(form, 'form-submit').click();
    await expect.poll(() => form.getAttribute('data-state')).toBe('submitted');
    expect(await part(form, 'form-submitted-bar').textContent()).toBe('表单已提交');
    await part(form, 'form-submitted-bar').click();
    const submitted = part(form, 'form-submitted-values');
    expect(await submitted.getByLabel('姓名', { exact: true }).inputValue()).toBe('张三');
    expect(await submitted.getByLabel('姓名', { exact: true }).isDisabled()).toBe(true);

    await page.reload();
    const reloaded = part(lastAnswer(chat), 'message-form');
    await expect.poll(() => reloaded.getAttribute('data-state')).toBe('submitted');
    await part(reloaded, 'form-submitted-bar').click();
    const values = part(reloaded, 'form-submitted-values');
    expect(await values.getByLabel('城市').inputValue()).toBe('beijing');
    expect(await values.getByLabel('会员年份').inputValue()).toBe('2024');
    expect(await part(field(values, 'photos'), 'form-file').allTextContents()).toEqual(['2.txt3 B']);
    expect(await part(field(values, 'attachment'), 'form-file').count()).toBe(1);
    expect(problems.pageErrors).toEqual([]);
  });

  it('keeps a message that holds a form rendered in full, never as its words, and never skipped', async () => {
    const { chat } = await openForm();
    // Four more questions: the form's message is no longer among the newest eight, which always
    // render (history.spec.ts); and far from the view, only the form keeps it rendered (decision 072).
    for (let question = 1; question <= 4; question += 1) {
      await ask(chat, `/scenario close 问题${question}`);
      await expectAnswerFinished(chat);
    }
    const list = part(chat, 'message-list');
    // The list made taller than the view by far: the form's message is then more than a screen away.
    await list.evaluate((element) => {
      (element.firstElementChild as HTMLElement).style.paddingBottom = '4000px';
      element.scrollTop = element.scrollHeight;
    });
    await expect
      .poll(() =>
        part(chat, 'user-message')
          .first()
          .evaluate((element) => element.hasAttribute('data-stand-in')),
      )
      .toBe(true);
    const formMessage = part(chat, 'assistant-message').first();
    expect(await formMessage.evaluate((element) => element.hasAttribute('data-stand-in'))).toBe(false);
    // Its drop-down lists open past its box: nothing may contain its paint.
    expect(await formMessage.evaluate((element) => getComputedStyle(element).contentVisibility)).toBe(
      'visible',
    );
  });

  it('names the missing required fields instead of submitting', async () => {
    const { form } = await openForm();
    await part(form, 'form-submit').click();
    expect(await part(form, 'form-error').textContent()).toBe('表单提交失败，请检查必填参数是否填写完整');
    expect(await form.getByLabel('姓名', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(await form.getAttribute('data-state')).toBe('open');
    // Typing into a flagged field clears its mark.
    await form.getByLabel('姓名', { exact: true }).fill('李四');
    expect(await form.getByLabel('姓名', { exact: true }).getAttribute('aria-invalid')).toBe('false');
  });

  it('shows 暂不支持图片上传 in place of each file field when the agent takes no files', async () => {
    // quiet-agent's file support lists no supported type (reference server), so no upload is possible.
    const { form } = await openForm({ agent: 'quiet-agent' });
    await expect
      .poll(() => part(field(form, 'attachment'), 'form-file-unsupported').textContent())
      .toBe('暂不支持图片上传');
    expect(await part(field(form, 'photos'), 'form-file-unsupported').textContent()).toBe('暂不支持图片上传');
    expect(await part(form, 'form-drop-zone').count()).toBe(0);
    // The other fields stay usable.
    expect(await form.getByLabel('姓名', { exact: true }).isDisabled()).toBe(false);
  });

  it('disables the whole form in readonly mode', async () => {
    await seedFormConversation();
    const { page } = await openPage(session.browser, 'chat.html', { readonly: 'true' });
    const form = part(page.locator('agent-chat'), 'message-form');
    await form.waitFor();
    expect(await part(form, 'form-submit').isDisabled()).toBe(true);
    const controls = form.locator('input, select, textarea, button');
    const states = await controls.evaluateAll((elements) =>
      elements.map((element) => (element as HTMLInputElement).disabled),
    );
    expect(states.length).toBeGreaterThan(10);
    expect(states.every(Boolean)).toBe(true);
  });
});

async function seedFormConversation(): Promise<void> {
  const headers = {
    'Content-Type': 'application/json',
    'Workspace-Id': 'ws-test',
    'Access-Key': 'demo-access-key',
  };
  const api = (path: string) => new URL(`/v1/oapi/agent/${path}`, serverUrl());
  const created = await fetch(api('chat/conversation/create'), {
    method: 'POST',
    headers,
    body: JSON.stringify({ robot_id: 'demo-agent', title: '表单', run_type: 'CHAT_CLIENT' }),
  }).then((response) => response.json());
  await fetch(api('chat_messages'), {
    method: 'POST',
    headers,
    body: JSON.stringify({
      robot_id: 'demo-agent',
      conversation_id: created.data.conversation_id,
      content: '/scenario form',
    }),
  }).then((response) => response.text());
}
