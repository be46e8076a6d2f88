import { describe, expect, it } from 'vitest';
import { normaliseFormConfig } from '../../src/model/form-fields';
import {
  coerce,
  filesOf,
  initialFormValues,
  isEmptyValue,
  setFieldValue,
  visibleOptions,
} from '../../src/model/form-values';

const cascade = normaliseFormConfig([
  {
    type: 'select',
    variableName: 'province',
    options: [
      { label: '北京', value: 'bj' },
      { label: '广东', value: 'gd' },
      { label: '海南', value: 'hi' },
    ],
  },
  {
    type: 'select',
    variableName: 'city',
    parentField: 'province',
    options: [
      { label: '北京市', value: 'beijing', parentValue: 'bj' },
      { label: '广州', value: 'gz', parentValue: 'gd' },
      { label: '深圳', value: 'sz', parentValue: 'gd' },
      { label: '无归属', value: 'none' },
    ],
  },
  {
    type: 'multiSelect',
    variableName: 'district',
    parentField: 'city',
    options: [
      { label: '东城', value: 'dc', parentValue: 'beijing' },
      { label: '天河', value: 'th', parentValue: 'gz' },
    ],
  },
]);

describe('initial values', () => {
  it('uses defaultValue, then default, then the options marked selected', () => {
    const fields = normaliseFormConfig([
      { type: 'input', variableName: 'a', default: 'x', defaultValue: 'y' },
      { type: 'input', variableName: 'b', default: 3 },
      { type: 'select', variableName: 'c', options: [{ value: '1' }, { value: '2', selected: true }] },
      {
        type: 'multiSelect',
        variableName: 'd',
        options: [{ value: '1', selected: true }, { value: '2', selected: true }, { value: '3' }],
      },
      { type: 'radio', variableName: 'e', default: '2', options: [{ value: '1' }, { value: '2' }] },
      { type: 'select', variableName: 'f', default: 'unknown', options: [{ value: '1' }] },
      { type: 'json', variableName: 'g', defaultValue: { a: 1 } },
      { type: 'textarea', variableName: 'h' },
    ]);
    expect(initialFormValues(fields)).toEqual({
      a: 'y',
      b: '3',
      c: '2',
      d: ['1', '2'],
      e: '2',
      f: '',
      g: '{\n  "a": 1\n}',
      h: '',
    });
  });

  it('clears a date default that is not a strict date of its type', () => {
    const fields = normaliseFormConfig([
      { type: 'date', variableName: 'ok', dateType: 'month', default: '2025-06' },
      { type: 'date', variableName: 'bad', dateType: 'date', default: '2025/06/01' },
    ]);
    expect(initialFormValues(fields)).toEqual({ ok: '2025-06', bad: null });
  });

  it('keeps a hidden field with its default', () => {
    const fields = normaliseFormConfig([
      { type: 'input', variableName: 'src', hidden: true, defaultValue: 'widget' },
    ]);
    expect(initialFormValues(fields)).toEqual({ src: 'widget' });
  });

  it('drops a child default its parent default does not allow', () => {
    const fields = normaliseFormConfig([
      { type: 'select', variableName: 'p', default: 'a', options: [{ value: 'a' }, { value: 'b' }] },
      {
        type: 'select',
        variableName: 'c',
        parentField: 'p',
        default: 'b1',
        options: [{ value: 'b1', parentValue: 'b' }],
      },
      {
        type: 'select',
        variableName: 'k',
        parentField: 'p',
        default: 'a1',
        options: [{ value: 'a1', parentValue: 'a' }],
      },
    ]);
    expect(initialFormValues(fields)).toEqual({ p: 'a', c: '', k: 'a1' });
  });

  it('shows submitted formData as sent, files included', () => {
    const fields = normaliseFormConfig([
      { type: 'select', variableName: 's', options: [] },
      { type: 'file', variableName: 'f' },
      { type: 'fileList', variableName: 'l' },
      { type: 'json', variableName: 'j' },
    ]);
    const values = initialFormValues(fields, {
      s: 'kept',
      f: { file_name: 'a.pdf', file_url: 'https://x/a.pdf', file_type: 'application/pdf', byte_size: 3 },
      l: ['https://x/p%20q.png'],
      j: { b: [1] },
    });
    expect(values.s).toBe('kept');
    expect(values.f).toEqual({
      name: 'a.pdf',
      url: 'https://x/a.pdf',
      type: 'application/pdf',
      size: 3,
      uploadFileId: undefined,
    });
    expect(filesOf(values.l)).toEqual([{ name: 'p q.png', url: 'https://x/p%20q.png', type: '' }]);
    expect(values.j).toBe('{\n  "b": [\n    1\n  ]\n}');
  });

  it('names a bare file URL by its last segment, kept as sent when it is not valid percent-encoding', () => {
    const fields = normaliseFormConfig([{ type: 'fileList', variableName: 'l' }]);
    const values = initialFormValues(fields, { l: ['https://x/d/r%zz.pdf?t=1', 'https://x/d/'] });
    expect(filesOf(values.l).map((file) => file.name)).toEqual(['r%zz.pdf', 'https://x/d/']);
  });
});

describe('cascading fields', () => {
  it('offers only the options whose parentValue equals the parent value', () => {
    const [, city] = cascade;
    expect(visibleOptions(city!, { province: 'gd' }).map((option) => option.value)).toEqual(['gz', 'sz']);
    expect(visibleOptions(city!, { province: '' })).toEqual([]);
    expect(visibleOptions(city!, { province: ['bj', 'gd'] }).map((option) => option.value)).toEqual([
      'beijing',
      'gz',
      'sz',
    ]);
  });

  it('auto-selects the single matching child option and cascades down the chain', () => {
    const values = setFieldValue(cascade, initialFormValues(cascade), 'province', 'bj');
    expect(values).toEqual({ province: 'bj', city: 'beijing', district: ['dc'] });
  });

  it('clears the child when several or no options match, and its children too', () => {
    const start = setFieldValue(cascade, initialFormValues(cascade), 'province', 'bj');
    expect(setFieldValue(cascade, start, 'province', 'gd')).toEqual({
      province: 'gd',
      city: '',
      district: [],
    });
    expect(setFieldValue(cascade, start, 'province', 'hi')).toEqual({
      province: 'hi',
      city: '',
      district: [],
    });
  });

  it('changing a middle field only cascades below it', () => {
    const start = setFieldValue(cascade, initialFormValues(cascade), 'province', 'gd');
    expect(setFieldValue(cascade, start, 'city', 'gz')).toEqual({
      province: 'gd',
      city: 'gz',
      district: ['th'],
    });
  });

  it('leaves the values untouched when the value does not change', () => {
    const start = setFieldValue(cascade, initialFormValues(cascade), 'province', 'gd');
    const picked = setFieldValue(cascade, start, 'city', 'sz');
    expect(setFieldValue(cascade, picked, 'province', 'gd')).toBe(picked);
  });

  it('survives a cycle in a broken configuration', () => {
    const fields = normaliseFormConfig([
      { type: 'select', variableName: 'a', parentField: 'b', options: [{ value: 'x', parentValue: 'y' }] },
      { type: 'select', variableName: 'b', parentField: 'a', options: [{ value: 'y', parentValue: 'x' }] },
    ]);
    expect(setFieldValue(fields, { a: '', b: '' }, 'a', 'x')).toEqual({ a: 'x', b: 'y' });
  });
});

describe('empty values and coercion', () => {
  it('treats blank text, empty lists, null and files without a URL as empty', () => {
    expect([isEmptyValue(' '), isEmptyValue([]), isEmptyValue(null), isEmptyValue(undefined)]).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(isEmptyValue({ name: 'a', url: '', type: '' })).toBe(true);
    expect([isEmptyValue('x'), isEmptyValue(['a']), isEmptyValue({ name: 'a', url: 'u', type: '' })]).toEqual(
      [false, false, false],
    );
  });

  it('turns a single value into a multiSelect list and ignores objects', () => {
    const [multi, text] = normaliseFormConfig([
      { type: 'multiSelect', variableName: 'm' },
      { type: 'input', variableName: 't' },
    ]);
    expect(coerce(multi!, 'a')).toEqual(['a']);
    expect(coerce(multi!, [1, null, 'b'])).toEqual(['1', 'b']);
    expect(coerce(text!, { a: 1 })).toBe('');
    expect(coerce(text!, true)).toBe('true');
  });
});
