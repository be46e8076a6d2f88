import { describe, expect, it } from 'vitest';
import { apiPath } from '../../src/api/api-path';

describe('apiPath', () => {
  it('appends each id as one encoded segment', () => {
    expect(apiPath('flow', 'f1')).toBe('flow/f1');
    expect(apiPath('execute/form_submit', 'a/b', 'r?1')).toBe('execute/form_submit/a%2Fb/r%3F1');
    expect(apiPath('count_bot_biz_unread_msgs', '机器人', 'shop#1')).toBe(
      `count_bot_biz_unread_msgs/${encodeURIComponent('机器人')}/shop%231`,
    );
  });
});
