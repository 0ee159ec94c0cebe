// The Boxify designer's words a user acts on, written out so a wrong translation fails the test.
export const DESIGNER_TEXTS = {
  en: {
    panel: 'Boxify designer',
    start: 'Start your design',
    describe: /Describe it/,
    prompt: 'Describe your design',
    send: 'Send',
    pending: 'Pending result',
    accept: 'Accept',
    accepted: 'Accepted: the canvas shows the result.',
  },
  zh: {
    panel: 'Boxify 设计助手',
    start: '开始设计',
    describe: /描述设计/,
    prompt: '描述你的设计',
    send: '发送',
    pending: '待处理结果',
    accept: '接受',
    accepted: '已接受：画布已显示结果。',
  },
} as const;
