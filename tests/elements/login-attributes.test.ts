import { describe, expect, it } from 'vitest';
import { parseLoginAttributes } from '../../src/elements/login-attributes';

describe('login attributes', () => {
  it('reads a trimmed code and prefix', () => {
    expect(parseLoginAttributes({ 'auth-code': ' abc ', 'auth-prefix': ' /org ' })).toEqual({
      code: 'abc',
      prefix: '/org',
    });
  });

  it('has no login without a code, or with a blank one', () => {
    expect(parseLoginAttributes({})).toBeNull();
    expect(parseLoginAttributes({ 'auth-code': '   ', 'auth-prefix': '/org' })).toBeNull();
    expect(parseLoginAttributes({ 'auth-code': null })).toBeNull();
  });

  it('tells an absent prefix (the action picks the default) from an empty one (base-url itself)', () => {
    expect(parseLoginAttributes({ 'auth-code': 'x' })).toEqual({ code: 'x', prefix: null });
    expect(parseLoginAttributes({ 'auth-code': 'x', 'auth-prefix': null })).toEqual({
      code: 'x',
      prefix: null,
    });
    expect(parseLoginAttributes({ 'auth-code': 'x', 'auth-prefix': '' })).toEqual({ code: 'x', prefix: '' });
  });
});
