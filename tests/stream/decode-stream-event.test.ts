import { describe, expect, it } from 'vitest';
import { decodeStreamEvent } from '../../src/stream/decode-stream-event';

describe('decodeStreamEvent', () => {
  it('reads the kind from the JSON type field', () => {
    expect(decodeStreamEvent({ data: '{"type":"TEXT","content":"hi"}' })).toEqual({
      ok: true,
      event: { type: 'TEXT', content: 'hi' },
    });
  });

  it('falls back to the SSE event field when the JSON has no type', () => {
    const result = decodeStreamEvent({ event: 'TEXT', data: '{"content":"hi"}' });
    expect(result).toEqual({ ok: true, event: { type: 'TEXT', content: 'hi' } });
  });

  it('lets the JSON type win over the SSE event field', () => {
    const result = decodeStreamEvent({ event: 'THINKING', data: '{"type":"TEXT","content":"x"}' });
    expect(result.ok && result.event.type).toBe('TEXT');
  });

  it('rejects data that is not JSON and unknown kinds without throwing', () => {
    expect(decodeStreamEvent({ data: 'not json' }).ok).toBe(false);
    expect(decodeStreamEvent({ data: '{"type":"SOMETHING_NEW"}' }).ok).toBe(false);
    expect(decodeStreamEvent({ data: '[1,2]' }).ok).toBe(false);
  });

  it('decodes RELATED_QUESTIONS with an optional status and ignores an unknown one', () => {
    expect(decodeStreamEvent({ data: '{"type":"RELATED_QUESTIONS","content":["a",""]}' })).toEqual({
      ok: true,
      event: { type: 'RELATED_QUESTIONS', content: ['a'] },
    });
    expect(
      decodeStreamEvent({ data: '{"type":"RELATED_QUESTIONS","status":"PENDING","content":[]}' }),
    ).toEqual({ ok: true, event: { type: 'RELATED_QUESTIONS', content: [], status: 'PENDING' } });
    expect(
      decodeStreamEvent({ data: '{"type":"RELATED_QUESTIONS","status":"LATER","content":["b"]}' }),
    ).toEqual({ ok: true, event: { type: 'RELATED_QUESTIONS', content: ['b'] } });
  });

  it('treats numeric ids as strings', () => {
    const result = decodeStreamEvent({ data: '{"type":"CHAT_RECORD","record_id":42,"user_record_id":41}' });
    expect(result).toEqual({ ok: true, event: { type: 'CHAT_RECORD', recordId: '42', userRecordId: '41' } });
  });

  it('decodes FUNCTION events with snake_case fields, forms and knowledge', () => {
    const result = decodeStreamEvent({
      data: JSON.stringify({
        type: 'FUNCTION',
        id: 7,
        status: 'RUNNING',
        tool_type: 'flow',
        function_code: 'fc',
        metaData: { title: '流程', tool_name: 'search', color: '#fff' },
        flowMsg: [{ message: '步骤', type: 'info' }, '纯文本'],
        form: { flowId: 'f', recordId: 'r', formConfig: { fields: [{ type: 'input' }] } },
      }),
    });
    expect(result.ok).toBe(true);
    if (!result.ok || result.event.type !== 'FUNCTION') return;
    expect(result.event.id).toBe('7');
    expect(result.event.metaData?.toolName).toBe('search');
    expect(result.event.flowMsg).toEqual([{ message: '步骤', type: 'info' }, { message: '纯文本' }]);
    expect(result.event.form?.formConfig).toEqual([{ type: 'input' }]);
  });

  it('decodes a FUNCTION raw record, given as an object or as a JSON string, and avatarType', () => {
    const raw = { execution_status: { message: '超时' } };
    for (const value of [raw, JSON.stringify(raw)]) {
      const result = decodeStreamEvent({
        data: JSON.stringify({
          type: 'FUNCTION',
          id: 'a',
          status: 'FAILED',
          tool_type: 'a2a',
          metaData: { title: '翻译', avatar: 'https://x.test/a.png', avatarType: 'image' },
          raw: value,
        }),
      });
      if (!result.ok || result.event.type !== 'FUNCTION') throw new Error('not decoded');
      expect(result.event.raw).toEqual(raw);
      expect(result.event.metaData?.avatarType).toBe('image');
    }
  });

  it('rejects a FUNCTION without a known status', () => {
    expect(decodeStreamEvent({ data: '{"type":"FUNCTION","id":"1","status":"WEIRD"}' }).ok).toBe(false);
  });

  it('decodes RESULT with message and finish reason', () => {
    const result = decodeStreamEvent({
      data: '{"type":"RESULT","status":"FAILED","message":"坏了","finish_reason":"error"}',
    });
    expect(result).toEqual({
      ok: true,
      event: { type: 'RESULT', status: 'FAILED', message: '坏了', finishReason: 'error' },
    });
  });
});
