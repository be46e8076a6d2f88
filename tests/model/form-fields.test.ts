import { describe, expect, it } from 'vitest';
import { FORM_FIELD_MAX_BYTES } from '../../src/model/file-rules';
import { normaliseFormConfig } from '../../src/model/form-fields';

describe('normaliseFormConfig', () => {
  it('reads the field list or an object holding it in fields', () => {
    const list = [{ type: 'input', variableName: 'name', label: '姓名' }];
    expect(normaliseFormConfig(list).map((field) => field.variableName)).toEqual(['name']);
    expect(normaliseFormConfig({ fields: list }).map((field) => field.variableName)).toEqual(['name']);
    expect(normaliseFormConfig(null)).toEqual([]);
    expect(normaliseFormConfig({ other: list })).toEqual([]);
  });

  it('keeps every known type, treats radio as select and drops unknown types and unnamed fields', () => {
    const types = ['input', 'textarea', 'json', 'select', 'multiSelect', 'radio', 'file', 'fileList', 'date'];
    const fields = normaliseFormConfig([
      ...types.map((type) => ({ type, variableName: type })),
      { type: 'slider', variableName: 'slider' },
      { type: 'input', label: '无名' },
      'not an object',
    ]);
    expect(fields.map((field) => field.type)).toEqual([
      'input',
      'textarea',
      'json',
      'select',
      'multiSelect',
      'select',
      'file',
      'fileList',
      'date',
    ]);
  });

  it('gives the placeholder 请输入 plus the label unless one is set, and the name as label when missing', () => {
    const [named, custom, bare] = normaliseFormConfig([
      { type: 'input', variableName: 'a', label: '姓名' },
      { type: 'input', variableName: 'b', label: '电话', placeholder: '手机号' },
      { type: 'input', variableName: 'c' },
    ]);
    expect(named?.placeholder).toBe('请输入姓名');
    expect(custom?.placeholder).toBe('手机号');
    expect(bare).toMatchObject({ label: 'c', placeholder: '请输入c' });
  });

  it('reads flags, options, the default (defaultValue before default) and the date type', () => {
    const [field, date, plainDate] = normaliseFormConfig([
      {
        type: 'select',
        variableName: 's',
        required: true,
        hidden: 'yes',
        default: 'x',
        defaultValue: 'y',
        options: [
          { label: 'A', value: 1, selected: true },
          { value: 'b', parentValue: 'p' },
        ],
      },
      { type: 'date', variableName: 'd', dateType: 'month' },
      { type: 'date', variableName: 'e', dateType: 'week' },
    ]);
    expect(field).toMatchObject({ required: true, hidden: false, defaultValue: 'y' });
    expect(field?.options).toEqual([
      { label: 'A', value: '1', parentValue: undefined, selected: true },
      { label: 'b', value: 'b', parentValue: 'p', selected: false },
    ]);
    expect(date?.dateType).toBe('month');
    expect(plainDate?.dateType).toBe('date');
  });

  it('links cascades declared on either side and ignores unknown or self references', () => {
    const fields = normaliseFormConfig([
      { type: 'select', variableName: 'province', cascadeFields: ['city', 'ghost', 'province'] },
      { type: 'select', variableName: 'city' },
      { type: 'select', variableName: 'district', parentField: 'city' },
      { type: 'select', variableName: 'lonely', parentField: 'nowhere' },
    ]);
    const byName = Object.fromEntries(fields.map((field) => [field.variableName, field]));
    expect(byName.province?.cascadeFields).toEqual(['city']);
    expect(byName.city).toMatchObject({ parentField: 'province', cascadeFields: ['district'] });
    expect(byName.district?.parentField).toBe('city');
    expect(byName.lonely?.parentField).toBeUndefined();
  });

  it('reads file rules: 10 MB by default, extensions and a positive fileMaxCount', () => {
    const [file, list, unlimited] = normaliseFormConfig([
      { type: 'file', variableName: 'f', supportFileConfig: { size: 2048, support: ['pdf', '.PNG'] } },
      { type: 'fileList', variableName: 'l', fileMaxCount: 2 },
      { type: 'fileList', variableName: 'u', fileMaxCount: 0 },
    ]);
    expect(file?.fileRule).toEqual({ extensions: ['.pdf', '.png'], maxBytes: 2048 });
    expect(list).toMatchObject({
      fileMaxCount: 2,
      fileRule: { extensions: [], maxBytes: FORM_FIELD_MAX_BYTES },
    });
    expect(unlimited?.fileMaxCount).toBeUndefined();
  });
});
