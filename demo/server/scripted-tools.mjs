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

/** One field of every kind wire-format.md names, including a cascade and a hidden default. */
export function bookingForm(recordId) {
  return {
    flowId: 'flow-booking',
    recordId,
    formWelcome: '请填写预约信息',
    isSubmit: false,
    formData: {},
    formConfig: [
      { type: 'input', variableName: 'name', label: '姓名', required: true, placeholder: '请输入姓名' },
      { type: 'textarea', variableName: 'note', label: '备注' },
      {
        type: 'select',
        variableName: 'city',
        label: '城市',
        required: true,
        options: [
          { label: '北京', value: 'bj' },
          { label: '上海', value: 'sh' },
        ],
        cascadeFields: ['district'],
      },
      {
        type: 'select',
        variableName: 'district',
        label: '区县',
        parentField: 'city',
        options: [
          { label: '朝阳', value: 'cy', parentValue: 'bj' },
          { label: '海淀', value: 'hd', parentValue: 'bj' },
          { label: '浦东', value: 'pd', parentValue: 'sh' },
        ],
      },
      {
        type: 'multiSelect',
        variableName: 'topics',
        label: '主题',
        options: [
          { label: '咖啡', value: 'coffee', selected: true },
          { label: '茶', value: 'tea' },
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
        ],
      },
      { type: 'date', variableName: 'day', label: '日期', dateType: 'date', required: true },
      { type: 'date', variableName: 'month', label: '月份', dateType: 'month' },
      {
        type: 'file',
        variableName: 'attachment',
        label: '附件',
        supportFileConfig: { name: 'PDF', size: 10485760, support: ['.pdf'], type: 'file' },
      },
      { type: 'fileList', variableName: 'photos', label: '照片', fileMaxCount: 3 },
      { type: 'json', variableName: 'extra', label: '扩展参数', defaultValue: '{}' },
      { type: 'input', variableName: 'source', label: '来源', hidden: true, defaultValue: 'widget' },
    ],
  };
}
