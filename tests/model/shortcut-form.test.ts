import { describe, expect, it } from 'vitest';
import { formOfFlow, formOfPlugin, hasVisibleFields, toolArgumentsOf } from '../../src/model/shortcut-form';
import { shortcutsFromRule } from '../../src/model/shortcuts';

const [flow, plugin, article] = shortcutsFromRule([
  {
    type: 'flows',
    function_id: 'flow-booking',
    short_name: '预约流程',
    hidden_parameters: { source: 'chip' },
  },
  { type: 'plugin', function_id: 'plugin-pdf', short_name: '解析PDF' },
  { type: 'plugin', function_id: 'plugin-article', short_name: '文章' },
]);
if (!flow || !plugin || !article) throw new Error('fixture');

const templates = [
  {
    function_id: 'plugin-pdf',
    function_code: 'vision_pdf',
    name: 'PDF',
    inputs: [
      { type: 'input', variableName: 'pdf_url', label: 'PDF 地址', required: true },
      { type: 'input', variableName: 'question', label: '问题' },
    ],
  },
  {
    function_id: 'plugin-article',
    function_code: 'vision_article',
    inputs: [{ type: 'input', variableName: 'long_text_list' }],
  },
];

describe('shortcut forms', () => {
  it('reads a flow form from its inputs', () => {
    const form = formOfFlow(flow, {
      id: 'flow-booking',
      name: '预约流程',
      description: '收集预约信息',
      inputs: [{ type: 'input', variableName: 'name', required: true }],
    });
    expect(form.title).toBe('预约流程');
    expect(form.description).toBe('收集预约信息');
    expect(form.fields.map((field) => field.variableName)).toEqual(['name']);
  });

  it('turns vision_pdf pdf_url into a .pdf file field with the 10 MB limit', () => {
    const form = formOfPlugin(plugin, templates);
    const field = form?.fields.find((item) => item.variableName === 'pdf_url');
    expect(field?.type).toBe('file');
    expect(field?.fileRule).toEqual({ extensions: ['.pdf'], maxBytes: 0xa00000 });
    expect(form?.fields.find((item) => item.variableName === 'question')?.type).toBe('input');
  });

  it('turns vision_article long_text_list into a textarea', () => {
    expect(formOfPlugin(article, { list: templates })?.fields[0]?.type).toBe('textarea');
  });

  it('has no form for a plugin missing from the templates', () => {
    expect(formOfPlugin({ ...plugin, functionId: 'gone' }, templates)).toBeUndefined();
  });

  it('knows a form whose fields are all hidden has nothing to show', () => {
    const form = formOfFlow(flow, { inputs: [{ type: 'input', variableName: 'x', hidden: true }] });
    expect(hasVisibleFields(form)).toBe(false);
    expect(hasVisibleFields(formOfFlow(flow, { inputs: [{ type: 'input', variableName: 'x' }] }))).toBe(true);
  });

  it('sends form values with files as their URL, then the hidden parameters', () => {
    const form = formOfPlugin(plugin, templates);
    if (!form) throw new Error('fixture');
    const file = { name: 'a.pdf', url: 'https://files/a.pdf', type: 'application/pdf' };
    expect(toolArgumentsOf(form, { pdf_url: file, question: '总结' }, { lang: 'zh' })).toEqual({
      pdf_url: 'https://files/a.pdf',
      question: '总结',
      lang: 'zh',
    });
  });
});
