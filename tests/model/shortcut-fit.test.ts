import { describe, expect, it } from 'vitest';
import { newConversationKeyLabel } from '../../src/model/keyboard-shortcuts';
import { fittingShortcutCount, showsKeyboardTips } from '../../src/model/shortcut-fit';
import { isApplePlatform } from '../../src/platform/apple-platform';

describe('fittingShortcutCount', () => {
  const measure = { chipWidths: [100, 100, 100], moreWidth: 60, gap: 8 };

  it('keeps every chip inline when the whole row fits, without 更多', () => {
    expect(fittingShortcutCount({ ...measure, available: 316 })).toBe(3);
  });

  it('keeps the chips that fit beside 更多 when the row overflows', () => {
    // 315 < 316 (the whole row); beside 更多 there is 315 - 60 - 8 = 247: two chips (208) fit.
    expect(fittingShortcutCount({ ...measure, available: 315 })).toBe(2);
    expect(fittingShortcutCount({ ...measure, available: 200 })).toBe(1);
  });

  it('moves every chip into 更多 when not even one fits beside it', () => {
    expect(fittingShortcutCount({ ...measure, available: 120 })).toBe(0);
  });

  it('has nothing to fit without chips', () => {
    expect(fittingShortcutCount({ ...measure, chipWidths: [], available: 0 })).toBe(0);
  });
});

describe('keyboard tips', () => {
  it('show with 4 or fewer shortcuts only', () => {
    expect(showsKeyboardTips(0)).toBe(true);
    expect(showsKeyboardTips(4)).toBe(true);
    expect(showsKeyboardTips(5)).toBe(false);
  });

  it('name ⌘K on Apple platforms and Ctrl+K elsewhere, as the key itself is read', () => {
    const keyOn = (platform: string) => newConversationKeyLabel(isApplePlatform({ platform } as Navigator));
    expect(keyOn('MacIntel')).toBe('⌘K');
    expect(keyOn('iPhone')).toBe('⌘K');
    expect(keyOn('Win32')).toBe('Ctrl+K');
    expect(keyOn('Linux x86_64')).toBe('Ctrl+K');
  });
});
