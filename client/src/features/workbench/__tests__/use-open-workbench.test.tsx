import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { type ReactNode, StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { client } from '@client/api/generated/client.gen';
import { useOpenWorkbench } from '@client/features/workbench/hooks/use-open-workbench';
import { initI18n } from '@client/i18n/i18n';

vi.mock('@client/ui/toast', () => ({
  toast: { error: vi.fn(), success: vi.fn(), loading: vi.fn(), dismiss: vi.fn() },
}));
const navigate = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('@tanstack/react-router', () => ({ useNavigate: () => navigate }));

// A user with no project: pageProject is empty, then addProject and createPanel answer.
function fakeServer() {
  const calls: Array<{ op: string; body: Record<string, unknown> }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const op = new URL(input.url).pathname.split('/').pop() ?? '';
      const text = await input.text();
      calls.push({ op, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> });
      const data: Record<string, unknown> = {
        pageProject: { items: [], total: 0 },
        addProject: { projectId: 'project-1' },
        createPanel: { panelId: 'panel-1', projectId: 'project-1' },
      };
      return new Response(JSON.stringify({ code: 0, data: data[op] ?? null, msg: '' }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

function wrapper({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
    </StrictMode>
  );
}

beforeEach(() => {
  void initI18n('en');
  client.setConfig({ baseUrl: 'http://boxify.test' });
  navigate.mockClear();
});

afterEach(() => vi.unstubAllGlobals());

describe('useOpenWorkbench', () => {
  it('mode=new creates one project and one 1440 × 900 panel even when mounted twice at once, then fills the address', async () => {
    const calls = fakeServer();
    const { result } = renderHook(() => useOpenWorkbench({ mode: 'new' }, true), { wrapper });
    // A second mount while the first is still resolving (a re-mount, StrictMode) shares its work.
    renderHook(() => useOpenWorkbench({ mode: 'new' }, true), { wrapper });
    expect(result.current.opening.status).toBe('opening');
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    expect(calls.filter((call) => call.op === 'addProject')).toEqual([
      { op: 'addProject', body: { name: 'My project' } },
    ]);
    expect(calls.filter((call) => call.op === 'createPanel')).toEqual([
      { op: 'createPanel', body: { projectId: 'project-1', name: 'Page 1', width: 1440, height: 900 } },
    ]);
    expect(navigate).toHaveBeenLastCalledWith({
      to: '/web/workbench',
      search: { projectId: 'project-1', panelId: 'panel-1', templateId: undefined },
      replace: true,
    });
  });

  it('a full address opens as is, without a call', () => {
    const calls = fakeServer();
    const { result } = renderHook(() => useOpenWorkbench({ projectId: 'a', panelId: 'b' }, true), { wrapper });
    expect(result.current.opening).toEqual({ status: 'open', opened: { projectId: 'a', panelId: 'b' } });
    expect(calls).toEqual([]);
  });
});
