import type { GenerationMode } from './entities/agent-generation.entity';
import type { MessageKind, MessageRole, MessageText } from './entities/agent-message.entity';

export type NewMessage = {
  role: MessageRole;
  kind: MessageKind;
  text: MessageText;
  payload?: Record<string, unknown> | null;
  generationId?: string | null;
};

const MODE_TEXT: Record<GenerationMode, MessageText> = {
  generate: { en: 'Generation', zh: '生成' },
  edit: { en: 'Edit', zh: '修改' },
  optimise: { en: 'Optimisation', zh: '优化' },
};

export const TEXTS = {
  stopped: { en: 'Stopped; nothing was charged', zh: '已停止，未扣除积分' },
  accepted: { en: 'Accepted: the panel was updated', zh: '已接受，画板已更新' },
  discarded: { en: 'Discarded: the panel is as it was before', zh: '已放弃，画板已恢复到生成前的状态' },
  feedback: { en: 'Thank you for your feedback', zh: '感谢你的反馈' },
  failed: (mode: GenerationMode, reason: string): MessageText => ({
    en: `${MODE_TEXT[mode].en} failed, try again (${reason})`,
    zh: `${MODE_TEXT[mode].zh}失败，请重试（${reason}）`,
  }),
  retrying: (attempt: number): MessageText => ({
    en: `Attempt ${attempt} failed; trying again`,
    zh: `第 ${attempt} 次尝试失败，正在重试`,
  }),
  result: (mode: GenerationMode, cost: string): MessageText => ({
    en: `${MODE_TEXT[mode].en} ready (${cost} credits): accept it to apply it to the panel, or discard it`,
    zh: `${MODE_TEXT[mode].zh}已完成（${cost} 积分）：接受后应用到画板，或放弃`,
  }),
};
