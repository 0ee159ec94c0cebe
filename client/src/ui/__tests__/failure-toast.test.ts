import { beforeEach, describe, expect, it, vi } from 'vitest';

import { ApiError } from '@client/api/api-error';
import { track } from '@client/features/analytics/analytics';
import { reportEditFailure } from '@client/editor/session/report-edit-failure';
import editorEn from '@client/editor/i18n/en.json';
import editorZh from '@client/editor/i18n/zh.json';
import { i18n, initI18n } from '@client/i18n/i18n';
import en from '@client/i18n/en.json';
import zh from '@client/i18n/zh.json';
import { FAILURES, showFailure } from '@client/ui/failure-toast';
import { toast } from '@client/ui/toast';

vi.mock('@client/ui/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));
vi.mock('@client/features/analytics/analytics', () => ({ track: vi.fn() }));

const errorToast = vi.mocked(toast.error);
const lastToast = () => errorToast.mock.calls.at(-1) as [string, { action?: { label: string; onClick: () => void } }];

beforeEach(async () => {
  void initI18n('en');
  await i18n.changeLanguage('en');
  errorToast.mockClear();
  vi.mocked(track).mockClear();
});

describe('failure messages (spec §8)', () => {
  it('every failure has its text in English and Chinese', () => {
    for (const failure of FAILURES) {
      expect(en.failure[failure]).toBeTruthy();
      expect(zh.failure[failure]).toBeTruthy();
    }
  });

  it('shows the message with Retry, which repeats the action, and reports the failure with its code', async () => {
    const retry = vi.fn();
    showFailure('copy_panel', { retry, error: new ApiError('rejected', { code: 40400001, msg: 'gone' }) });
    const [message, options] = lastToast();
    expect(message).toBe('Copy panel failed');
    expect(options.action?.label).toBe('Retry');
    options.action?.onClick();
    expect(retry).toHaveBeenCalledTimes(1);
    expect(track).toHaveBeenCalledWith('failure', { kind: 'copy_panel', code: 40400001 });

    await i18n.changeLanguage('zh');
    showFailure('restore', { retry });
    expect(lastToast()[0]).toBe('恢复失败');
    expect(lastToast()[1].action?.label).toBe('重试');
    expect(track).toHaveBeenLastCalledWith('failure', { kind: 'restore' });
  });

  it('has no Retry when the action cannot be repeated', () => {
    showFailure('no_selection');
    expect(lastToast()[0]).toBe('No component selected');
    expect(lastToast()[1].action).toBeUndefined();
  });

  it('stays silent for a silent refusal and for no permission (the request layer answered those)', () => {
    showFailure('copy_panel', { error: new ApiError('silent') });
    showFailure('copy_panel', { error: new ApiError('no-permission') });
    expect(errorToast).not.toHaveBeenCalled();
    expect(track).not.toHaveBeenCalled();
  });
});

describe('a refused edit', () => {
  beforeEach(() => {
    // The editor's namespace (installEditorTexts skips it once any bundle is there; a re-init drops it).
    i18n.addResourceBundle('en', 'editor', editorEn, true, true);
    i18n.addResourceBundle('zh', 'editor', editorZh, true, true);
  });

  it('names the action that failed, in both languages', async () => {
    reportEditFailure({ code: 'invalid-selection', message: 'x', action: 'Group' });
    expect(lastToast()[0]).toBe('Group failed');
    reportEditFailure({ code: 'invalid-selection', message: 'x', action: 'layout.gap' });
    expect(lastToast()[0]).toBe('Edit failed');
    await i18n.changeLanguage('zh');
    reportEditFailure({ code: 'invalid-selection', message: 'x', action: 'Delete' });
    expect(lastToast()[0]).toBe('删除失败');
    reportEditFailure({ code: 'unexpected', message: 'x' });
    expect(lastToast()[0]).toBe('编辑失败');
  });

  it('has its own message for ungroup and for adding a layer', () => {
    reportEditFailure({ code: 'invalid-selection', message: 'x', action: 'Ungroup' });
    expect(lastToast()[0]).toBe('Ungroup failed');
    reportEditFailure({ code: 'limit', message: 'x', action: 'Insert image' });
    expect(lastToast()[0]).toBe('Add node failed');
    expect(track).toHaveBeenLastCalledWith('failure', { kind: 'add_node' });
  });
});
