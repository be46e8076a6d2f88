import { describe, expect, it } from 'vitest';
import { asStringList, listOrWrapped, objectsIn, parseJson, readEach } from '../../src/model/wire-values';

describe('wire-values list helpers', () => {
  it('listOrWrapped accepts a bare list or the first present, non-null wrapper key', () => {
    expect(listOrWrapped([1, 2], ['list'])).toEqual([1, 2]);
    expect(listOrWrapped({ list: null, data_list: [3], items: [4] }, ['list', 'data_list', 'items'])).toEqual(
      [3],
    );
    expect(listOrWrapped({ items: [4] }, ['list', 'data_list', 'items'])).toEqual([4]);
    expect(listOrWrapped({ list: 'x', data: [5] }, ['list', 'data'])).toEqual([]);
    expect(listOrWrapped({}, ['list'])).toEqual([]);
    expect(listOrWrapped('text', ['list'])).toEqual([]);
  });

  it('objectsIn keeps only the objects of a list', () => {
    expect(objectsIn([{ a: 1 }, null, [1], 'x', { b: 2 }])).toEqual([{ a: 1 }, { b: 2 }]);
    expect(objectsIn({ a: 1 })).toEqual([]);
  });

  it('readEach drops what the reader rejects and passes the index', () => {
    expect(readEach(['a', 'b', 'c'], (item, index) => (index === 1 ? undefined : `${item}${index}`))).toEqual(
      ['a0', 'c2'],
    );
    expect(readEach([1, 2], () => null)).toEqual([]);
    expect(asStringList(['a', '', 3, null, 'b'])).toEqual(['a', '3', 'b']);
  });
});

describe('parseJson', () => {
  it('reads the same values as JSON.parse, strings repeated or not', () => {
    const text = JSON.stringify({
      list: [
        { url: 'https://a.example/1', name: 'a.example' },
        { url: 'https://a.example/1', name: '' },
      ],
      empty: '',
      nested: { deep: ['a.example', 1, true, null, 2.5] },
      ['__proto__']: 'kept as data',
    });
    expect(parseJson(text)).toEqual(JSON.parse(text));
    expect(Object.getPrototypeOf(parseJson(text))).toBe(Object.prototype);
    expect(parseJson('"only"')).toBe('only');
    expect(parseJson('[]')).toEqual([]);
  });

  it('throws on text that is not JSON, as JSON.parse does', () => {
    expect(() => parseJson('{')).toThrow(SyntaxError);
  });
});
