import type { Language } from '@boxify/design/locale';
import { AttachmentLimitReached, NothingPending } from '@server/agent/agent.exception';
import { PanelNotFound, SharedPanelUnavailable } from '@server/panels/panels.exception';
import { PlanLimitReached } from '@server/projects/projects.exception';

import type { AppException } from './app.exception';
import { ErrorCode, messageFor } from './error-codes';

// What the exception filter answers: the exception's own text, else the table's filled in.
const answer = (error: AppException, language: Language) =>
  error.options.message?.[language] ?? messageFor(error.code, language, error.params);

describe('typed exceptions', () => {
  it('name what is missing in the caller language', () => {
    const error = new PanelNotFound();
    expect(error.code).toBe(ErrorCode.NotFound);
    expect(answer(error, 'en')).toBe('Panel not found');
    expect(answer(error, 'zh')).toBe('未找到画板');
  });

  it('keep a feature wording and its data', () => {
    expect(answer(new SharedPanelUnavailable(), 'zh')).toBe('该分享的设计不存在或已不可用');
    const limit = new PlanLimitReached('panels', 5, 5);
    expect(limit.code).toBe(ErrorCode.NoPermission);
    expect(limit.options.data).toEqual({ limit: 5, used: 5, upgrade: true });
    expect(answer(limit, 'en')).toBe('The basic plan allows 5 panels. Upgrade to add more.');
  });

  it('fill plain and bilingual parameters', () => {
    expect(messageFor(ErrorCode.NotFound, 'zh', { what: { en: 'Task', zh: '任务' } })).toBe('未找到任务');
    expect(messageFor(ErrorCode.RateLimited, 'en', { seconds: 60 })).toBe('Too many attempts, try again in 60 s');
  });

  it('name the words of a template in the caller language too', () => {
    expect(answer(new NothingPending('accept'), 'en')).toBe('There is no pending AI result to accept');
    expect(answer(new NothingPending('discard'), 'zh')).toBe('没有可放弃的 AI 结果');
    expect(answer(new AttachmentLimitReached('image', 5), 'zh')).toBe('每个会话最多 5 个图片');
  });
});
