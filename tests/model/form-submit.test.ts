import { describe, expect, it } from 'vitest';
import { normaliseFormConfig } from '../../src/model/form-fields';
import { buildSubmitBody, validateForm } from '../../src/model/form-submit';

const fields = normaliseFormConfig([
  { type: 'input', variableName: 'name', required: true },
  {
    type: 'multiSelect',
    variableName: 'topics',
    required: true,
    options: [{ label: '咖啡', value: 'coffee' }],
  },
  { type: 'select', variableName: 'city', options: [{ label: '北京', value: 'bj' }] },
  { type: 'date', variableName: 'day', dateType: 'date', required: true },
  { type: 'file', variableName: 'doc', required: true },
  { type: 'fileList', variableName: 'photos' },
  { type: 'json', variableName: 'extra' },
  { type: 'input', variableName: 'channel', hidden: true, required: true },
]);

const file = {
  name: 'a.pdf',
  url: 'https://files/a.pdf',
  type: 'application/pdf',
  size: 10,
  uploadFileId: 'u1',
};

describe('validateForm', () => {
  it('lists visible required fields without a value, not hidden ones', () => {
    expect(validateForm(fields, { name: ' ', topics: [], day: null, doc: null, channel: '' })).toEqual({
      missing: ['name', 'topics', 'day', 'doc'],
      invalidJson: [],
    });
  });

  it('accepts filled required fields and reports json that does not parse', () => {
    const values = { name: '张三', topics: ['coffee'], day: '2025-01-02', doc: file, extra: '{bad' };
    expect(validateForm(fields, values)).toEqual({ missing: [], invalidJson: ['extra'] });
    expect(validateForm(fields, { ...values, extra: '' }).invalidJson).toEqual([]);
    expect(validateForm(fields, { ...values, extra: '[1, 2]' }).invalidJson).toEqual([]);
  });
});

describe('buildSubmitBody', () => {
  it('sends every field by variable name, hidden included, in wire shapes', () => {
    const body = buildSubmitBody(fields, {
      name: '张三',
      topics: ['coffee'],
      city: 'bj',
      day: '2025-01-02',
      doc: file,
      photos: [file],
      extra: '{"a": 1}',
      channel: 'widget',
    });
    const wireFile = {
      file_name: 'a.pdf',
      file_url: 'https://files/a.pdf',
      file_type: 'application/pdf',
      byte_size: 10,
      upload_file_id: 'u1',
    };
    expect(body.inputs).toEqual({
      name: '张三',
      topics: ['coffee'],
      city: 'bj',
      day: '2025-01-02',
      doc: wireFile,
      photos: [wireFile],
      extra: { a: 1 },
      channel: 'widget',
    });
    expect(body.agent_inputs).toEqual({
      name: '张三',
      topics: ['咖啡'],
      city: '北京',
      day: '2025-01-02',
      doc: 'a.pdf',
      photos: ['a.pdf'],
      extra: { a: 1 },
      channel: 'widget',
    });
  });

  it('clears a date that does not fit its type to null and sends empty choices as null or []', () => {
    const body = buildSubmitBody(fields, { day: '2025-02-30', city: '' });
    expect(body.inputs).toMatchObject({
      day: null,
      city: null,
      doc: null,
      photos: [],
      extra: null,
      topics: [],
    });
  });
});
