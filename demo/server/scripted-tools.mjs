/** What the scripted agent's tools return: search results, knowledge hits and an agent form. */

export const SEARCH_META = { title: '联网搜索', tool_name: 'search', avatar: '', color: '#3b82f6' };
export const FLOW_META = { title: '资料整理流程', tool_name: 'flow', avatar: '', color: '#f59e0b' };
export const DATASET_META = { title: '知识库检索', tool_name: 'dataset', avatar: '', color: '#10b981' };

export function searchResults() {
  return [1, 2, 3, 4, 5].map((index) => ({
    title: `搜索结果 ${index}：相关资料`,
    url: `https://example.com/article/${index}`,
    name: 'example.com',
    icon: '',
    index,
  }));
}

export function knowledgeHits() {
  return [
    {
      datastore_id: 'ds-1',
      datastore_name: '产品手册',
      file_name: 'X1 使用说明.pdf',
      file_id: 'file-1',
      mimetype: 'application/pdf',
      chunk_id: 'c-1',
      content: 'X1 支持一键萃取，30 秒出杯。',
    },
    {
      datastore_id: 'ds-1',
      datastore_name: '产品手册',
      file_name: 'X1 保养指南.pdf',
      file_id: 'file-2',
      mimetype: 'application/pdf',
      chunk_id: 'c-7',
      content: '每次使用后自动清洗管路。',
    },
  ];
}

/**
 * A form with every field type (radio included), defaults, required and hidden fields, a
 * 省份 → 城市 cascade, a select without options, dates of all three types (the 预约日期 default is
 * not a strict date, so it starts empty), a file field and a list of at most two files.
 */
export function bookingForm(recordId) {
  return {
    flowId: 'flow-booking',
    recordId,
    formWelcome: '请填写预约信息',
    isSubmit: false,
    formData: {},
    formConfig: [
      { type: 'input', variableName: 'name', label: '姓名', required: true },
      {
        type: 'input',
        variableName: 'phone',
        label: '联系电话',
        placeholder: '方便联系你的号码',
        default: '13800000000',
      },
      { type: 'textarea', variableName: 'note', label: '备注', defaultValue: '靠窗的位置' },
      {
        type: 'select',
        variableName: 'province',
        label: '省份',
        required: true,
        options: [
          { label: '北京', value: 'bj' },
          { label: '广东', value: 'gd' },
        ],
        cascadeFields: ['city'],
      },
      {
        type: 'select',
        variableName: 'city',
        label: '城市',
        required: true,
        parentField: 'province',
        options: [
          { label: '北京市', value: 'beijing', parentValue: 'bj' },
          { label: '广州', value: 'gz', parentValue: 'gd' },
          { label: '深圳', value: 'sz', parentValue: 'gd' },
        ],
      },
      { type: 'select', variableName: 'level', label: '会员等级', options: [] },
      {
        type: 'multiSelect',
        variableName: 'topics',
        label: '主题',
        options: [
          { label: '咖啡', value: 'coffee', selected: true },
          { label: '茶', value: 'tea' },
          { label: '果汁', value: 'juice' },
        ],
      },
      {
        type: 'radio',
        variableName: 'size',
        label: '人数',
        default: '2',
        options: [
          { label: '1 人', value: '1' },
          { label: '2 人', value: '2' },
          { label: '3 人及以上', value: '3' },
        ],
      },
      { type: 'date', variableName: 'since', label: '会员年份', dateType: 'year' },
      { type: 'date', variableName: 'month', label: '月份', dateType: 'month', default: '2025-06' },
      {
        type: 'date',
        variableName: 'day',
        label: '预约日期',
        dateType: 'date',
        required: true,
        default: '2025/06/01',
      },
      {
        type: 'file',
        variableName: 'attachment',
        label: '附件',
        supportFileConfig: { name: '文档', size: 1048576, support: ['.pdf', '.txt', '.png'], type: 'file' },
      },
      { type: 'fileList', variableName: 'photos', label: '照片', fileMaxCount: 2 },
      { type: 'json', variableName: 'extra', label: '扩展参数', defaultValue: '{"source": "demo"}' },
      { type: 'input', variableName: 'channel', label: '渠道', hidden: true, defaultValue: 'widget' },
    ],
  };
}

/** Forty cities, as one choice and as several: lists longer than a dropdown's 300 px. */
export function longListForm(recordId) {
  const options = Array.from({ length: 40 }, (_, index) => ({
    label: `城市 ${index + 1}`,
    value: `city-${index + 1}`,
  }));
  return {
    flowId: 'flow-cities',
    recordId,
    formWelcome: '请选择城市',
    isSubmit: false,
    formData: {},
    formConfig: [
      { type: 'select', variableName: 'home', label: '常住城市', options },
      { type: 'multiSelect', variableName: 'cities', label: '去过的城市', options },
    ],
  };
}
