import { describe, expect, it } from 'vitest';
import { texts } from '../../src/i18n/texts';
import {
  isFreePlan,
  limitedModelCodes,
  modelEntryFromWire,
  modelOptionLabel,
  selectableModels,
} from '../../src/model/models';

const entries = [
  { model: 'Pro', code: 'pro', channel: 'c', methodSupport: ['normal', 'tools'], trial_available: false },
  { model: 'Lite', code: 'lite', channel: 'c', methodSupport: 'normal', trial_available: true },
  { model: 'Old', code: 'old', channel: 'c', methodSupport: ['normal'], trial_available: true },
  { model: 'Embed', code: 'embed', channel: 'c', methodSupport: ['embedding'], trial_available: true },
].map((entry) => modelEntryFromWire(entry)!);

describe('models', () => {
  it('treats status 3 or product code Free as the free plan', () => {
    expect(isFreePlan({ status: 3 })).toBe(true);
    expect(isFreePlan({ status: 1, product_code: 'Free' })).toBe(true);
    expect(isFreePlan({ status: 1, product_code: 'Pro' })).toBe(false);
  });

  it('shows free-plan workspaces only models with trial available', () => {
    expect(selectableModels(entries, { freePlan: true, limited: [] }).map((entry) => entry.code)).toEqual([
      'lite',
      'old',
    ]);
  });

  it('keeps models supporting tools, functions or normal, and drops limited ones', () => {
    expect(
      selectableModels(entries, { freePlan: false, limited: ['old'] }).map((entry) => entry.code),
    ).toEqual(['pro', 'lite']);
  });

  it('reads limited model codes from a list of codes or objects', () => {
    expect(limitedModelCodes(['a', { code: 'b' }])).toEqual(['a', 'b']);
    expect(limitedModelCodes({ list: [{ model: 'c' }] })).toEqual(['c']);
  });

  it('labels a model with its points on an AGENT_TESTING conversation only', () => {
    const priced = modelEntryFromWire({ model: 'Pro', code: 'pro', points: '4' })!;
    expect(priced.points).toBe(4);
    expect(modelOptionLabel(priced, 'AGENT_TESTING', texts.modelPoints)).toBe('Pro（4 积分）');
    expect(modelOptionLabel(priced, 'CHAT_CLIENT', texts.modelPoints)).toBe('Pro');
    expect(modelOptionLabel(priced, undefined, texts.modelPoints)).toBe('Pro');
    // A model whose cost the server does not give shows its name alone.
    const unpriced = modelEntryFromWire({ model: 'Lite', code: 'lite' })!;
    expect(modelOptionLabel(unpriced, 'AGENT_TESTING', texts.modelPoints)).toBe('Lite');
  });
});
