import { describe, expect, it } from 'vitest';
import type { AssistantMessage, SkillForm } from '../../src/model/message';
import { createPendingAssistantMessage } from '../../src/model/message';
import { submitFormAtom } from '../../src/state/actions/submit-form';
import { configAtom, createChatStore, EMPTY_CHAT_CONFIG, messagesAtom } from '../../src/state/chat-store';
import type { ChatErrorReport } from '../../src/state/error-report';
import { createFakeFetch, json, ok } from '../helpers/fake-server';

const form: SkillForm = {
  flowId: 'flow-1',
  recordId: 'rec-1',
  isSubmit: false,
  formConfig: [
    { type: 'input', variableName: 'name', required: true },
    { type: 'json', variableName: 'extra' },
    { type: 'date', variableName: 'day', dateType: 'year' },
    { type: 'input', variableName: 'channel', hidden: true, defaultValue: 'widget' },
  ],
};

function answerWith(skillForm: SkillForm, id = 'a1'): AssistantMessage {
  return {
    ...createPendingAssistantMessage(id, 0),
    isFetching: false,
    isStreaming: false,
    skills: [{ id: 'fn', status: 'SUCCEEDED', toolType: 'flow', metaData: {}, flowMsg: [], form: skillForm }],
  };
}

function setup(submitAnswer = () => ok(null), readonly = false) {
  const server = createFakeFetch({ 'execute/form_submit/flow-1/rec-1': submitAnswer });
  const reports: ChatErrorReport[] = [];
  const store = createChatStore({ fetch: server.fetch, reportError: (report) => reports.push(report) });
  store.set(configAtom, { ...EMPTY_CHAT_CONFIG, agentId: 'a', workspaceId: 'w', accessKey: 'k', readonly });
  const other = answerWith({ ...form, recordId: 'rec-2' }, 'a2');
  store.set(messagesAtom, [answerWith(form), other]);
  return { store, server, reports, other };
}

const formOf = (message: unknown) => (message as AssistantMessage).skills[0]?.form;

describe('submitting a message form', () => {
  it('posts inputs and agent_inputs and marks only that form submitted, keeping the data', async () => {
    const { store, server, other } = setup();
    const values = { name: '张三', extra: '{"a":1}', day: '24', channel: 'widget' };
    expect(await store.set(submitFormAtom, { form, values })).toEqual({ ok: true });
    const call = server.calls.find((item) => item.path.endsWith('form_submit/flow-1/rec-1'));
    expect(call?.body).toEqual({
      inputs: { name: '张三', extra: { a: 1 }, day: null, channel: 'widget' },
      agent_inputs: { name: '张三', extra: { a: 1 }, day: null, channel: 'widget' },
    });
    const [first, second] = store.get(messagesAtom);
    expect(formOf(first)).toMatchObject({ isSubmit: true, formData: { name: '张三', day: null } });
    expect(second).toBe(other);
  });

  it('fails with 系统异常，缺少表单关键字段 without a record id or flow id, before any call', async () => {
    const { store, server } = setup();
    for (const broken of [
      { ...form, recordId: '' },
      { ...form, flowId: '' },
    ]) {
      expect(await store.set(submitFormAtom, { form: broken, values: { name: 'x' } })).toEqual({
        ok: false,
        error: '系统异常，缺少表单关键字段',
      });
    }
    expect(server.calls).toEqual([]);
  });

  it('fails with 表单提交失败，请检查必填参数是否填写完整 naming the empty required fields', async () => {
    const { store, server } = setup();
    const result = await store.set(submitFormAtom, { form, values: { name: '  ' } });
    expect(result).toEqual({
      ok: false,
      error: '表单提交失败，请检查必填参数是否填写完整',
      problems: { missing: ['name'], invalidJson: [] },
    });
    expect(server.calls).toEqual([]);
  });

  it('refuses json that does not parse', async () => {
    const { store } = setup();
    const result = await store.set(submitFormAtom, { form, values: { name: 'x', extra: '{' } });
    expect(result).toMatchObject({
      ok: false,
      error: 'JSON 格式不正确',
      problems: { invalidJson: ['extra'] },
    });
  });

  it('shows 系统异常，请联系管理员处理 when the call fails, reports the cause and keeps the form open', async () => {
    const { store, reports } = setup(() => json({ code: 404, message: '表单不存在' }, 404));
    expect(await store.set(submitFormAtom, { form, values: { name: 'x' } })).toEqual({
      ok: false,
      error: '系统异常，请联系管理员处理',
    });
    expect(reports).toEqual([
      expect.objectContaining({ module: 'message', message: '表单不存在', status: 404 }),
    ]);
    expect(formOf(store.get(messagesAtom)[0])?.isSubmit).toBe(false);
  });

  it('cannot submit in readonly mode', async () => {
    const { store, server } = setup(undefined, true);
    expect(await store.set(submitFormAtom, { form, values: { name: 'x' } })).toEqual({
      ok: false,
      error: '系统异常，请联系管理员处理',
    });
    expect(server.calls).toEqual([]);
  });
});
