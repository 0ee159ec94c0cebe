import { act, renderHook } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { client } from '@client/api/generated/client.gen';
import { useSharePanel } from '@client/features/workbench/hooks/use-share-panel';
import { i18n, initI18n } from '@client/i18n/i18n';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), loading: vi.fn(), dismiss: vi.fn() }));
vi.mock('@client/ui/toast', () => ({ toast }));
const copyText = vi.hoisted(() => vi.fn(async (_text: string) => undefined));
vi.mock('@client/ui/copy-text', () => ({ copyText }));

const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;

beforeEach(async () => {
  void initI18n('en');
  await i18n.changeLanguage('en');
  client.setConfig({ baseUrl: 'http://boxify.test' });
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            code: 0,
            data: { shareUrl: '/web/share/tok-123', token: 'tok-123', access: 'view' },
            msg: '',
          }),
          { headers: { 'content-type': 'application/json' } },
        ),
    ),
  );
  copyText.mockClear();
  for (const fn of Object.values(toast)) fn.mockClear();
});

afterEach(() => vi.unstubAllGlobals());

describe('useSharePanel', () => {
  it('copies the full read-only link and says so', async () => {
    const { result } = renderHook(() => useSharePanel('p1'), { wrapper });
    await act(() => result.current.share());
    expect(copyText).toHaveBeenCalledWith(`${window.location.origin}/web/share/tok-123`);
    expect(toast.success).toHaveBeenCalledWith('Share link copied to clipboard');
    expect(result.current.state).toEqual({
      kind: 'shared',
      link: `${window.location.origin}/web/share/tok-123`,
      access: 'view',
    });
  });

  it('lets the same link grant edit, and puts the choice back when the server refuses it', async () => {
    const { result } = renderHook(() => useSharePanel('p1'), { wrapper });
    await act(() => result.current.share());
    const answer = (access: string, code = 0) =>
      new Response(
        JSON.stringify({ code, data: { shareUrl: '/web/share/tok-123', token: 'tok-123', access }, msg: '' }),
        {
          headers: { 'content-type': 'application/json' },
        },
      );
    vi.mocked(fetch).mockResolvedValueOnce(answer('edit'));
    await act(() => result.current.setAccess('edit'));
    const [request] = vi.mocked(fetch).mock.calls.at(-1)!;
    expect(await (request as Request).clone().json()).toEqual({ panelId: 'p1', access: 'edit' });
    expect(result.current.state).toMatchObject({ kind: 'shared', access: 'edit' });
    expect(toast.success).toHaveBeenLastCalledWith('Link access updated', { id: 'share-access-saved' });

    vi.mocked(fetch).mockResolvedValueOnce(
      new Response(JSON.stringify({ code: 40400001, data: null, msg: 'Panel not found' }), {
        status: 404,
        headers: { 'content-type': 'application/json' },
      }),
    );
    await act(() => result.current.setAccess('view'));
    expect(result.current.state).toMatchObject({ kind: 'shared', access: 'edit' });
  });

  it('stops sharing through the API and says so', async () => {
    const { result } = renderHook(() => useSharePanel('p1'), { wrapper });
    await act(() => result.current.share());
    await act(() => result.current.stop());
    const calls = vi.mocked(fetch).mock.calls.map(([input]) => String(input instanceof Request ? input.url : input));
    expect(calls.at(-1)).toContain('/Draft/stopSharingPanel');
    expect(result.current.state).toEqual({ kind: 'stopped' });
    expect(toast.success).toHaveBeenLastCalledWith('Sharing stopped');
  });

  it('shows the link itself when the clipboard refuses', async () => {
    copyText.mockRejectedValueOnce(new Error('denied'));
    await i18n.changeLanguage('zh');
    const { result } = renderHook(() => useSharePanel('p1'), { wrapper });
    await act(() => result.current.share());
    expect(toast.error).toHaveBeenCalledWith('链接无法复制，请手动复制：', {
      description: `${window.location.origin}/web/share/tok-123`,
    });
    expect(toast.success).not.toHaveBeenCalled();
  });
});
