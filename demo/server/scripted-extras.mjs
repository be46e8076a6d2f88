/**
 * Scenarios for the message extras: attachments on the user side, follow-up tips, related
 * questions that arrive late and a failed task. Attachments and tips have no stream event
 * (wire-format.md), so they live in the history record and show after the history reloads.
 */
import { chatRecord, done, functionEvent, textSteps } from './scripted-steps.mjs';

/** `/scenario attachments`: this record carries an image and a TEXT quote; three earlier records
 * carry a PDF with a URL quote, a text file with an unsafe link quote, and no user side at all. */
export function attachmentsScript(ids, fileBase) {
  const file = (name, type, size) => ({
    file_name: name,
    file_type: type,
    file_url: `${fileBase}/demo-files/${name}`,
    upload_file_id: `upload-${name}`,
    byte_size: size,
  });
  return {
    steps: [
      chatRecord(ids),
      ...textSteps('已收到图片和引用。重新打开这个会话（或刷新页面）后，历史记录会显示文件卡片和引用卡片。'),
      done(),
    ],
    userSide: {
      files: [file('landscape.png', 'image/png', 1840)],
      quotes: [
        { quote_type: 'TEXT', quote_id: 'q-text', content: '季度销售额同比增长 18%，其中华东区贡献最大。' },
      ],
    },
    earlierRecords: [
      {
        user_content: '',
        files: [file('quarterly-report.pdf', 'application/pdf', 612)],
        quotes: [
          {
            quote_type: 'URL',
            quote_id: 'q-url',
            content: '季度报告发布说明',
            url: `${fileBase}/demo/index.html#report`,
          },
        ],
        response: '这份 PDF 是第三季度报告的第一页。',
      },
      {
        user_content: '请整理这份会议纪要',
        files: [file('meeting-notes.txt', 'text/plain', 66)],
        // Not http(s): the widget must show it as text, never as a link.
        quotes: [
          { quote_type: 'URL', quote_id: 'q-bad', content: '不安全的链接', url: 'javascript:alert(1)' },
        ],
        response: '会议纪要已整理：确认第三季度目标，下周提交方案。',
      },
      // No text, file or quote: the widget shows only the answer.
      { user_content: '', files: [], quotes: [], response: '（这条记录没有用户消息，只显示回答。）' },
    ],
  };
}

/**
 * `/scenario references`: the question refers to a document rather than uploading one (screens doc
 * section 3, File: type `reference`); the card says so after the history reloads.
 */
export function referencesScript(ids, fileBase) {
  return {
    steps: [
      chatRecord(ids),
      ...textSteps('已参考《产品手册》。刷新页面后，历史记录会显示引用文件卡片。'),
      done(),
    ],
    userSide: {
      files: [
        {
          file_name: '产品手册.pdf',
          file_type: 'reference',
          file_url: `${fileBase}/demo-files/quarterly-report.pdf`,
          upload_file_id: 'reference-manual',
          byte_size: 612,
        },
      ],
      quotes: [],
    },
  };
}

export const DEMO_TIPS = ['把要点整理成表格', '再举一个实际例子', '有哪些注意事项？'];

/** `/scenario tips`: the record's `tips` are the follow-up suggestions. */
export function tipsScript(ids) {
  return {
    steps: [
      chatRecord(ids),
      ...textSteps('这个回答带有追问建议。流里没有追问建议的事件，重新加载历史后它们显示在回答下方。'),
      done(),
    ],
    recordFields: { tips: DEMO_TIPS },
  };
}

export const SLOW_RELATED_QUESTIONS = ['还有别的做法吗？', '能给一个完整示例吗？', '这样做有什么风险？'];

/** `/scenario related-slow [ms]`: RELATED_QUESTIONS PENDING (decision 015), then the list `ms` later. */
export function relatedSlowScript(ids, waitMs = 1500) {
  return {
    steps: [
      chatRecord(ids),
      ...textSteps('回答已经写完，推荐问题稍后才到。'),
      { event: { type: 'RELATED_QUESTIONS', status: 'PENDING', content: [] } },
      { waitMs },
      { event: { type: 'RELATED_QUESTIONS', content: SLOW_RELATED_QUESTIONS } },
      done(),
    ],
  };
}

/** `/scenario task-failed`: a TASK whose status is FAILED, then RESULT FAILED. */
export function taskFailedScript(ids) {
  return {
    steps: [
      chatRecord(ids),
      {
        event: {
          type: 'TASK',
          task: { id: 'task-weekly', title: '每周销售报表', status: 'FAILED', timestamp: Date.now() },
        },
      },
      ...textSteps('正在生成每周销售报表，'),
      { event: { type: 'RESULT', status: 'FAILED', message: '任务执行失败：数据源连接超时' } },
    ],
    // Group progress has no stream event either: it shows after the history reloads.
    recordExtension: {
      group_progress_list: [
        { status: 'SUCCEEDED', title: '读取销售数据', description: '共 1204 条记录' },
        { status: 'FAILED', title: '生成周报图表', description: '数据源连接超时' },
      ],
    },
  };
}

/** Read without its markdown: 48 characters, 2.88 s of speech, streamed over about 1.5 s. */
export const SPEECH_ANSWER =
  '**你好**，这是[朗读](https://example.com/speech)测试。这段回答会被读出来，每个字六十毫秒，句子之间有短暂的停顿。最后一句到此结束。';
const SPEECH_ANSWERS = {
  speech: SPEECH_ANSWER,
  // Markers that speech-socket.mjs answers with an error frame / a frame that is not base64.
  'speech-fail': '这段回答的朗读会失败：语音服务故障。',
  'speech-bad-audio': '这段回答的音频损坏了。',
};

/**
 * Speech playback (decision 021): a short answer to read, two whose reading fails, and one with
 * only a tool card (nothing to read: 没有内容需要播放).
 */
export function speechScript(name, ids) {
  if (name === 'speech-empty') {
    const meta = { title: '查询订单', tool_name: 'order_lookup' };
    return {
      steps: [
        chatRecord(ids),
        functionEvent('fn-order', 'SUCCEEDED', { tool_type: 'flow', metaData: meta }),
        done(),
      ],
    };
  }
  return { steps: [chatRecord(ids), ...textSteps(SPEECH_ANSWERS[name]), done()] };
}
