import type { DesignBrief } from '@boxify/design/brief';
import type { Language, Localized } from '@boxify/design/locale';
import { PAGE_NAMES } from '@boxify/designer/compose';

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
  briefOnlyForGeneration: {
    en: 'A corrected brief can only be given to a generation',
    zh: '只有生成设计时才能提供修改后的需求摘要',
  },
  directionsOnlyForGeneration: {
    en: 'Several directions can only be asked of a generation',
    zh: '只有生成设计时才能请求多个方向',
  },
  directionNotFound: { en: 'This generation has no such direction', zh: '此次生成没有这个方向' },
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
/** "Your plan allows up to 2 directions per prompt" (the plans table's directionsPerPrompt). */
export function directionsAllowed(n: number): Localized {
  return {
    en: `Your plan allows up to ${n} direction${n === 1 ? '' : 's'} per prompt`,
    zh: `你的套餐每次最多可请求 ${n} 个方向`,
  };
}

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

const PLATFORM_TEXT: Record<DesignBrief['platform'], Localized> = {
  mobile: { en: 'mobile', zh: '移动端' },
  tablet: { en: 'tablet', zh: '平板' },
  desktop: { en: 'desktop', zh: '桌面端' },
};
const THEME_TEXT: Record<DesignBrief['theme']['mode'], Localized> = {
  light: { en: 'light', zh: '浅色' },
  dark: { en: 'dark', zh: '深色' },
};

const elementText = (element: DesignBrief['elements'][number], language: Language) =>
  element.count
    ? language === 'en'
      ? `${element.count} ${element.label}`
      : `${element.count} 个${element.label}`
    : element.label;

/** The chat's quick reply: the brief the reader made of the message, in a line, before anything is generated. */
export function briefReply(brief: DesignBrief): Localized {
  // The domain stays out of the line: in the reader's words it often repeats the page ("手机登录页").
  const name = brief.product.name;
  const read = name !== undefined || brief.elements.length > 0 || brief.pages.some((page) => page !== 'custom');
  const platform = PLATFORM_TEXT[brief.platform];
  if (!read) {
    return {
      en: `I can design ${platform.en} screens: describe the page (for example "a login page with Google sign-in") and send it to generate, select layers to edit them, or optimise the panel.`,
      zh: `我可以设计${platform.zh}界面：描述页面（例如“带 Google 登录的登录页”）后发送生成，选中图层进行修改，或一键优化画板。`,
    };
  }
  const pages = brief.pages.filter((page) => page !== 'custom');
  const en = pages.map((page) => PAGE_NAMES[page].en.toLowerCase()).join(', ');
  const zh = pages.map((page) => PAGE_NAMES[page].zh).join('、');
  const elements = {
    en: brief.elements.map((e) => elementText(e, 'en')),
    zh: brief.elements.map((e) => elementText(e, 'zh')),
  };
  return {
    en: `Understood: a ${platform.en} ${en ? `${en} ` : ''}page${name ? ` for ${name}` : ''}${elements.en.length ? `, with ${elements.en.join(', ')}` : ''}. Send it to generate and I will design it.`,
    zh: `我理解的是：${name ? `${name}的` : ''}${platform.zh}${zh}页面${elements.zh.length ? `，包含${elements.zh.join('、')}` : ''}。发送生成后我就开始设计。`,
  };
}

/** What a correction of the brief changed, one part at a time ("name → Pawstep"). */
export type BriefChange =
  | { field: 'name' | 'domain'; value: string }
  | { field: 'platform'; value: DesignBrief['platform'] }
  | { field: 'pages'; value: DesignBrief['pages'] }
  | { field: 'theme'; value: DesignBrief['theme']['mode'] }
  | { field: 'colors'; value: string[] }
  | { field: 'renamed'; from: string; to: string }
  | { field: 'count'; label: string; value: number | undefined }
  | { field: 'added' | 'removed'; label: string };

function changeText(change: BriefChange): Localized {
  switch (change.field) {
    case 'name':
      return { en: `name → ${change.value}`, zh: `名称 → ${change.value}` };
    case 'domain':
      return { en: `business → ${change.value}`, zh: `业务 → ${change.value}` };
    case 'platform':
      return { en: `platform → ${PLATFORM_TEXT[change.value].en}`, zh: `平台 → ${PLATFORM_TEXT[change.value].zh}` };
    case 'pages':
      return {
        en: `page → ${change.value.map((page) => PAGE_NAMES[page].en.toLowerCase()).join(', ')}`,
        zh: `页面 → ${change.value.map((page) => PAGE_NAMES[page].zh).join('、')}`,
      };
    case 'theme':
      return { en: `theme → ${THEME_TEXT[change.value].en}`, zh: `主题 → ${THEME_TEXT[change.value].zh}` };
    case 'colors':
      return { en: `colour → ${change.value.join(', ') || 'none'}`, zh: `颜色 → ${change.value.join('、') || '无'}` };
    case 'renamed':
      return { en: `"${change.from}" → "${change.to}"`, zh: `“${change.from}” → “${change.to}”` };
    case 'count':
      return {
        en: `"${change.label}" × ${change.value ?? 1}`,
        zh: `“${change.label}” × ${change.value ?? 1}`,
      };
    case 'added':
      return { en: `added "${change.label}"`, zh: `新增“${change.label}”` };
    case 'removed':
      return { en: `removed "${change.label}"`, zh: `删除“${change.label}”` };
  }
}

/** The message a correction leaves in the session: "Corrected the brief: name → X, platform → mobile". */
export function correctionText(changes: BriefChange[]): Localized {
  if (changes.length === 0) return { en: 'Regenerated from the same brief', zh: '按相同的需求摘要重新生成' };
  const parts = changes.map(changeText);
  return {
    en: `Corrected the brief: ${parts.map((p) => p.en).join(', ')}`,
    zh: `已修改需求摘要：${parts.map((p) => p.zh).join('，')}`,
  };
}
