import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ErrorCode } from '@client/api/generated';
import { client } from '@client/api/generated/client.gen';
import { type DesignerTarget, useDesigner } from '@client/features/designer/hooks/use-designer';
import type { DesignerMessage, SessionState } from '@client/features/designer/state/messages';
import { i18n, initI18n } from '@client/i18n/i18n';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), loading: vi.fn(), dismiss: vi.fn() }));
vi.mock('@client/ui/toast', () => ({ toast }));

type Page = { state: SessionState; messages: DesignerMessage[] };
type Call = { path: string; body: Record<string, unknown> };

const message = (seq: number, kind: DesignerMessage['kind'], payload: DesignerMessage['payload'] = null) =>
  ({
    messageId: `m${seq}`,
    seq,
    role: 'designer',
    kind,
    text: { en: `${kind} ${seq}`, zh: `${kind} ${seq}` },
    generationId: 'g1',
    createdAt: '2026-11-22T09:00:00Z',
    payload,
  }) satisfies DesignerMessage;

// A recorded session, one page per poll: the server's answers as the designer works.
let pages: Page[];
let calls: Call[];
let chatAnswer: { status: number; body: unknown };

const envelope = (data: unknown, code = 0, msg = '') => ({ code, data, msg });

function serve() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const path = new URL(input.url).pathname.split('/').pop()!;
      const body = (await input.json()) as Record<string, unknown>;
      calls.push({ path, body });
      const json = (data: unknown, status = 200) =>
        new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json' } });
      switch (path) {
        case 'boxifyChat':
          return json(chatAnswer.body, chatAnswer.status);
        case 'fetchIncrementalMessage': {
          const page = pages.length > 1 ? pages.shift()! : pages[0];
          const after = Number(body.after ?? 0);
          const messages = page.messages.filter((m) => m.seq > after);
          const lastSeq = Math.max(after, ...page.messages.map((m) => m.seq));
          return json(envelope({ sessionId: 's1', state: page.state, lastSeq, hasMore: false, messages }));
        }
        case 'acceptBoxifyGeneration':
          return json(envelope({ generationId: 'g1', panelId: 'p1', version: 8, charged: null }));
        default:
          return json(envelope({}));
      }
    }),
  );
}

function target(): DesignerTarget & { flush: ReturnType<typeof vi.fn>; reload: ReturnType<typeof vi.fn> } {
  return {
    panelId: 'p1',
    projectId: 'pr1',
    selection: () => [],
    flush: vi.fn(async () => undefined),
    saved: () => true,
    version: () => 7,
    reload: vi.fn(async () => undefined),
  };
}

const polls = () => calls.filter((call) => call.path === 'fetchIncrementalMessage').length;
const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

beforeEach(async () => {
  // Each test starts without a designer session stored by the one before.
  localStorage.clear();
  void initI18n('en');
  await i18n.changeLanguage('en');
  client.setConfig({ baseUrl: 'http://boxify.test' });
  calls = [];
  chatAnswer = {
    status: 200,
    body: envelope({
      sessionId: 's1',
      messageId: 'm1',
      generationId: 'g1',
      taskId: 't1',
      cost: 1,
      currency: 'AI_CREDIT',
      payAt: 'generation',
      canPay: true,
      dryRun: false,
    }),
  };
  serve();
  for (const fn of Object.values(toast)) fn.mockClear();
});

afterEach(() => {
  // Unmounting ends any polling a test left running.
  cleanup();
  vi.unstubAllGlobals();
});

describe('useDesigner', () => {
  it('shows each step as it arrives, stops polling at the pending result, and accepts it into the panel', async () => {
    const panel = { id: 'p1', name: 'Login', width: 375, height: 812, children: [] };
    pages = [
      { state: 'generating', messages: [message(2, 'step')] },
      { state: 'generating', messages: [message(2, 'step'), message(3, 'step')] },
      {
        state: 'pending',
        messages: [message(2, 'step'), message(3, 'step'), message(4, 'result', { panel, cost: 0.5 })],
      },
    ];
    const panelTarget = target();
    const { result } = renderHook(() => useDesigner(panelTarget));
    await act(async () => {
      expect(await result.current.send('a login page')).toBe(true);
    });
    expect(panelTarget.flush).toHaveBeenCalled();
    expect(calls[0].body).toMatchObject({ mode: 'generate', prompt: 'a login page', panelId: 'p1' });
    await waitFor(() => expect(result.current.view?.steps).toHaveLength(1));
    await waitFor(() => expect(result.current.view?.status).toBe('pending'), { timeout: 3000 });
    expect(result.current.view?.steps.map((s) => s.seq)).toEqual([2, 3]);
    expect(result.current.view?.result?.panel.name).toBe('Login');
    expect(result.current.blockedReason()).toBe('aiContentPending');
    const done = polls();
    await wait(1000);
    expect(polls()).toBe(done);

    pages = [{ state: 'idle', messages: [message(5, 'accepted')] }];
    await act(async () => {
      expect(await result.current.accept()).toBe(true);
    });
    const accept = calls.find((call) => call.path === 'acceptBoxifyGeneration');
    expect(accept?.body).toEqual({ sessionId: 's1', generationId: 'g1', version: 7 });
    expect(panelTarget.reload).toHaveBeenCalled();
    expect(result.current.view?.status).toBe('accepted');
    expect(result.current.blockedReason()).toBeUndefined();
  });

  it('stops polling when the generation fails, and Retry regenerates it', async () => {
    pages = [
      { state: 'generating', messages: [message(2, 'step')] },
      { state: 'failed', messages: [message(2, 'step'), message(3, 'error')] },
    ];
    const { result } = renderHook(() => useDesigner(target()));
    await act(() => result.current.send('a pricing page'));
    await waitFor(() => expect(result.current.view?.status).toBe('failed'), { timeout: 3000 });
    const done = polls();
    await wait(1000);
    expect(polls()).toBe(done);
    pages = [{ state: 'generating', messages: [] }];
    await act(() => result.current.regenerate());
    expect(calls.filter((call) => call.path === 'boxifyChat').at(-1)?.body).toMatchObject({
      sessionId: 's1',
      regenerate: 'g1',
    });
  });

  it('stops the session and polling when the user stops', async () => {
    pages = [{ state: 'generating', messages: [message(2, 'step')] }];
    const { result } = renderHook(() => useDesigner(target()));
    await act(() => result.current.optimise());
    expect(calls[0].body).toMatchObject({ mode: 'optimise' });
    await waitFor(() => expect(result.current.blockedReason()).toBe('optimisationRunning'));
    pages = [{ state: 'stopped', messages: [message(2, 'step'), message(3, 'stopped')] }];
    await act(() => result.current.stop());
    expect(calls.some((call) => call.path === 'stopSession')).toBe(true);
    expect(result.current.view?.status).toBe('stopped');
    // A poll already sent before the stop may still land; none is sent after it.
    await wait(100);
    expect(result.current.view?.status).toBe('stopped');
    const done = polls();
    await wait(1000);
    expect(polls()).toBe(done);
  });

  it('shows credit-not-enough itself instead of a toast', async () => {
    chatAnswer = { status: 402, body: envelope(null, ErrorCode.CreditNotEnough, 'Credit is not enough!') };
    const { result } = renderHook(() => useDesigner(target()));
    await act(async () => {
      expect(await result.current.send('a login page')).toBe(false);
    });
    expect(result.current.creditShort).toBe(true);
    expect(toast.error).not.toHaveBeenCalled();
    expect(polls()).toBe(0);
  });
});
