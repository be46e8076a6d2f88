import { describe, expect, it } from 'vitest';
import type { AgentVariable } from '../../src/model/agent';
import {
  hasMissingRequired,
  validateVariables,
  variableValuesFromWire,
  visibleVariables,
} from '../../src/model/variables';

const variables: AgentVariable[] = [
  { name: 'nickname', label: '称呼', placeholder: '', required: true, inner: false },
  { name: 'note', label: '备注', placeholder: '', required: false, inner: false },
  { name: 'tenant', label: '租户', placeholder: '', required: true, inner: true },
];

describe('agent variables', () => {
  it('hides inner variables', () => {
    expect(visibleVariables(variables).map((variable) => variable.name)).toEqual(['nickname', 'note']);
  });

  it('finds a required visible variable without a value', () => {
    expect(hasMissingRequired(variables, {})).toBe(true);
    expect(hasMissingRequired(variables, { nickname: '  ' })).toBe(true);
    expect(hasMissingRequired(variables, { nickname: '小王' })).toBe(false);
  });

  it('reports 「label」不能为空 for each empty required variable', () => {
    expect(validateVariables(variables, { note: 'x' })).toEqual({ nickname: '「称呼」不能为空' });
  });

  it('reads values as an object or as a list', () => {
    expect(variableValuesFromWire({ nickname: '小王', age: 3 })).toEqual({ nickname: '小王', age: '3' });
    expect(variableValuesFromWire([{ variable_name: 'nickname', value: '小李' }])).toEqual({
      nickname: '小李',
    });
    expect(variableValuesFromWire(null)).toEqual({});
  });
});
