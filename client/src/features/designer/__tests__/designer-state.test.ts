import { describe, expect, it } from 'vitest';

import { checkAttachments, MAX_ATTACHMENT_BYTES } from '@client/features/designer/state/attachments';
import { costText } from '@client/features/designer/state/cost';
import {
  type DesignerMessage,
  findingsByCheck,
  keepPolling,
  mergeMessages,
  viewOf,
} from '@client/features/designer/state/messages';
import { i18n, initI18n } from '@client/i18n/i18n';

const MB = 1024 * 1024;

describe('attachment limits', () => {
  it('accepts images and text files up to 5 MB and refuses the rest with a reason', () => {
    const { accepted, refused } = checkAttachments(
      [],
      [
        { name: 'shot.PNG', size: MB },
        { name: 'notes.md', size: 10 },
        { name: 'big.jpg', size: MAX_ATTACHMENT_BYTES + 1 },
        { name: 'movie.mp4', size: 10 },
      ],
    );
    expect(accepted).toEqual([0, 1]);
    expect(refused).toEqual([
      { fileName: 'big.jpg', reason: 'tooLarge' },
      { fileName: 'movie.mp4', reason: 'unsupported' },
    ]);
  });

  it('counts what is already attached: at most 5 images and 10 other files', () => {
    const attached = [...Array(4)].map((_, i) => ({ name: `a${i}.webp` }));
    const images = checkAttachments(attached, [
      { name: 'b.jpeg', size: 1 },
      { name: 'c.png', size: 1 },
    ]);
    expect(images.accepted).toEqual([0]);
    expect(images.refused).toEqual([{ fileName: 'c.png', reason: 'tooManyImages' }]);
    const files = checkAttachments(
      [...Array(10)].map((_, i) => ({ name: `f${i}.txt` })),
      [{ name: 'g.json', size: 1 }],
    );
    expect(files.refused).toEqual([{ fileName: 'g.json', reason: 'tooManyFiles' }]);
  });
});

describe('cost before sending', () => {
  it('says what sending will use, in en and zh', async () => {
    void initI18n('en');
    await i18n.changeLanguage('en');
    const t = i18n.t.bind(i18n);
    const base = { payAt: 'generation', canPay: true } as const;
    expect(costText({ ...base, cost: 1, currency: 'AI_CREDIT' }, t)).toBe('This will use 1 credit');
    expect(costText({ ...base, cost: 0.5, currency: 'AI_CREDIT' }, t)).toBe('This will use 0.5 credits');
    expect(costText({ ...base, cost: 1, currency: 'FREE_ACCEPT' }, t)).toBe('This will use a free generation chance');
    expect(costText({ cost: 1, currency: 'AI_CREDIT', payAt: 'acceptance', canPay: true }, t)).toBe(
      'This will use 1 credit (charged when you accept)',
    );
    expect(costText({ ...base, cost: 1, currency: 'AI_CREDIT', canPay: false }, t)).toBe('Credit is not enough!');
    await i18n.changeLanguage('zh');
    expect(costText({ ...base, cost: 1, currency: 'AI_CREDIT' }, i18n.t.bind(i18n))).toBe('本次将消耗 1 积分');
    expect(costText({ ...base, cost: 1, currency: 'AI_CREDIT', canPay: false }, i18n.t.bind(i18n))).toBe('积分不足！');
  });
});

const message = (seq: number, kind: DesignerMessage['kind'], payload: DesignerMessage['payload'] = null) =>
  ({
    messageId: `m${seq}`,
    seq,
    role: kind === 'prompt' ? 'user' : 'designer',
    kind,
    text: { en: `${kind} ${seq}`, zh: `${kind} ${seq}` },
    generationId: 'g1',
    createdAt: '2026-11-22T09:00:00Z',
    payload,
  }) satisfies DesignerMessage;

describe('the stream of a generation', () => {
  it('keeps each message once and in order, and reads the steps and the pending result', () => {
    const first = mergeMessages([], [message(1, 'prompt'), message(2, 'step')]);
    const all = mergeMessages(first, [
      message(2, 'step'),
      message(4, 'result', { panel: { width: 10 }, cost: 0.5 }),
      message(3, 'step'),
    ]);
    expect(all.map((m) => m.seq)).toEqual([1, 2, 3, 4]);
    const view = viewOf(all, 'g1');
    expect(view.status).toBe('pending');
    expect(view.steps.map((s) => s.seq)).toEqual([2, 3]);
    expect(view.result?.cost).toBe(0.5);
    expect(viewOf([...all, message(5, 'accepted')], 'g1').status).toBe('accepted');
    expect(viewOf([message(1, 'prompt'), message(2, 'error')], 'g1').status).toBe('failed');
    expect(viewOf([message(1, 'prompt')], 'other').steps).toEqual([]);
  });

  it('polls only while the designer works', () => {
    expect(keepPolling('generating')).toBe(true);
    for (const state of ['pending', 'failed', 'stopped', 'idle'] as const) expect(keepPolling(state)).toBe(false);
  });

  it('counts the findings by check before and after an optimisation', () => {
    const finding = (check: 'contrast' | 'overlap') => ({ check, nodeIds: [], message: { en: '', zh: '' } });
    expect(
      findingsByCheck([finding('contrast'), finding('contrast'), finding('overlap')], [finding('overlap')]),
    ).toEqual([
      { check: 'contrast', before: 2, after: 0 },
      { check: 'overlap', before: 1, after: 1 },
    ]);
  });
});
