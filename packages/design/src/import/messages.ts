/** The spec's texts (§5) for JSON import, in both languages. */
export const IMPORT_MESSAGES = {
  notJson: { en: 'Only .json files are supported', zh: '仅支持 .json 文件' },
  parseFailed: { en: 'JSON file parse failed, please check the format', zh: 'JSON 文件解析失败，请检查格式' },
  empty: { en: 'The JSON file contains no UI objects', zh: 'JSON 文件中没有 UI 对象' },
  unsupportedVersion: {
    en: 'The design document version is not supported',
    zh: '不支持该设计文档版本',
  },
} as const;
