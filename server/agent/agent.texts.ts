import type { Localized } from '@boxify/design/locale';

import type { AttachmentKind } from './entities/agent-attachment.entity';
import type { GenerationMode } from './entities/agent-generation.entity';

// The agent domain's words and messages in both languages (the spec's own texts where it has them).
export const SESSION: Localized = { en: 'Session', zh: '会话' };
export const GENERATION: Localized = { en: 'Generation', zh: '生成记录' };
export const MESSAGE: Localized = { en: 'Message', zh: '消息' };

export const AGENT_TEXTS = {
  originalMissing: { en: 'Cannot find original generation params', zh: '找不到原始生成参数' },
  panelNotInProject: { en: 'Panel not found in this project', zh: '此项目中没有该画板' },
  attachmentNotInSession: { en: 'Attachment not found in this session', zh: '此会话中没有该附件' },
  promptRequired: { en: 'Please enter a prompt', zh: '请输入提示词' },
  promptTooLong: { en: 'The prompt cannot exceed 4000 characters', zh: '提示词不能超过 4000 个字符' },
  panelRequired: { en: 'Choose the panel to design', zh: '请选择要设计的画板' },
  feedbackRequired: { en: 'please enter feedback content', zh: '请输入反馈内容' },
  feedbackTooLong: { en: 'Feedback cannot exceed 4000 characters', zh: '反馈不能超过 4000 个字符' },
} satisfies Record<string, Localized>;

// Attachments by kind, as the attachment limit names them ("At most 5 images per session").
export const ATTACHMENT_KINDS: Record<AttachmentKind, Localized> = {
  image: { en: 'images', zh: '图片' },
  file: { en: 'files', zh: '附件' },
};

// What the user can do with a pending AI result, as "There is no pending AI result to accept" names it.
export const SETTLE_ACTIONS = {
  accept: { en: 'accept', zh: '接受' },
  discard: { en: 'discard', zh: '放弃' },
} satisfies Record<string, Localized>;

export const nodeNotFound = (nodeId: string): Localized => ({
  en: `Node not found: ${nodeId}`,
  zh: `未找到节点：${nodeId}`,
});

const MODE_TEXT: Record<GenerationMode, Localized> = {
  generate: { en: 'Generation', zh: '生成' },
  edit: { en: 'Edit', zh: '修改' },
  optimise: { en: 'Optimisation', zh: '优化' },
};

// What the designer writes into a session's messages.
export const TEXTS = {
  stopped: { en: 'Stopped; nothing was charged', zh: '已停止，未扣除积分' },
  accepted: { en: 'Accepted: the panel was updated', zh: '已接受，画板已更新' },
  discarded: { en: 'Discarded: the panel is as it was before', zh: '已放弃，画板已恢复到生成前的状态' },
  feedback: { en: 'Thank you for your feedback', zh: '感谢你的反馈' },
  failed: (mode: GenerationMode, reason: string): Localized => ({
    en: `${MODE_TEXT[mode].en} failed, try again (${reason})`,
    zh: `${MODE_TEXT[mode].zh}失败，请重试（${reason}）`,
  }),
  // A model that answered no usable brief twice (brief mode of the OpenAI-compatible designer).
  briefInvalid: (reason: string): Localized => ({
    en: `Generation failed: the model answered an invalid design brief twice (${reason}). Nothing was charged; try again`,
    zh: `生成失败：模型两次返回的设计简报都无效（${reason}），未扣除积分，请重试`,
  }),
  retrying: (attempt: number): Localized => ({
    en: `Attempt ${attempt} failed; trying again`,
    zh: `第 ${attempt} 次尝试失败，正在重试`,
  }),
  result: (mode: GenerationMode, cost: string): Localized => ({
    en: `${MODE_TEXT[mode].en} ready (${cost} credits): accept it to apply it to the panel, or discard it`,
    zh: `${MODE_TEXT[mode].zh}已完成（${cost} 积分）：接受后应用到画板，或放弃`,
  }),
};

// The steps a model-backed designer reports while it works.
export const STEP_TEXTS = {
  readingRequest: { en: 'Reading your request', zh: '正在理解你的需求' },
  designReady: { en: 'Design ready', zh: '设计已完成' },
  readingChange: { en: 'Reading your change', zh: '正在理解你的修改' },
  changeReady: { en: 'Change ready', zh: '修改已完成' },
  optimisationReady: { en: 'Optimisation ready', zh: '优化已完成' },
  problemsFound: (count: number): Localized => ({
    en: `The checks found ${count} problem(s)`,
    zh: `检查发现 ${count} 个问题`,
  }),
  answerInvalid: (reason: string): Localized => ({
    en: `The answer was invalid (${reason}); asking again`,
    zh: '答案无效，正在重新生成',
  }),
  designing: (name: string): Localized => ({ en: `Designing ${name}`, zh: `正在设计 ${name}` }),
};
