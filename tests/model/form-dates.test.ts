import { describe, expect, it } from 'vitest';
import { normaliseDate } from '../../src/model/form-dates';

describe('strict date rule', () => {
  it.each([
    ['year', '2024', '2024'],
    ['year', 2024, '2024'],
    ['year', '24', null],
    ['year', '2024-01', null],
    ['month', '2024-02', '2024-02'],
    ['month', '2024-13', null],
    ['month', '2024-2', null],
    ['month', '2024-02-01', null],
    ['date', '2024-02-29', '2024-02-29'],
    ['date', '2023-02-29', null],
    ['date', '2024-04-31', null],
    ['date', '2024/04/01', null],
    ['date', ' 2024-04-01', null],
    ['date', '2024-04-01T00:00', null],
    ['date', undefined, null],
    ['date', {}, null],
  ] as const)('%s %j → %j', (dateType, value, expected) => {
    expect(normaliseDate(value, dateType)).toBe(expected);
  });
});
