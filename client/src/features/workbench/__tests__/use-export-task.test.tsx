import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { client } from '@client/api/generated/client.gen';
import { useExportTask } from '@client/features/workbench/hooks/use-export-task';
import { initI18n } from '@client/i18n/i18n';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), loading: vi.fn(), dismiss: vi.fn() }));
vi.mock('@client/ui/toast', () => ({ toast }));

const task = (status: string, progress: number, download: unknown = null) => ({
  taskId: '00000000-0000-4000-8000-000000000001',
  kind: 'export.panel',
  status,
  progress,
  error: status === 'failed' ? 'renderer crashed' : null,
  result: null,
  download,
  createdAt: '',
  updatedAt: '',
  finishedAt: null,
});

// exportCode answers an initialized task; each getTask answers the next status of `statuses`.
function fakeServer(statuses: ReturnType<typeof task>[]) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const op = new URL(input.url).pathname.split('/').pop() ?? '';
      calls.push(op);
      const data = op === 'getTask' ? (statuses.shift() ?? task('completed', 100)) : task('initialized', 0);
      return new Response(JSON.stringify({ code: 0, data, msg: '' }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

function wrapper({ children }: { children: ReactNode }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

beforeEach(() => {
  void initI18n('en');
  client.setConfig({ baseUrl: 'http://boxify.test' });
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useExportTask', () => {
  it('follows the task through its statuses to the download link, then stops polling', async () => {
    const download = { fileName: 'page-html.zip', size: 10, url: '/dl', expiresAt: '', expired: false };
    const calls = fakeServer([task('in-progress', 40), task('completed', 100, download)]);
    const { result } = renderHook(() => useExportTask('00000000-0000-4000-8000-00000000000a'), { wrapper });

    act(() => result.current.start({ kind: 'code', framework: 'html' }));
    // The started task (initialized), then its first poll.
    await waitFor(() => expect(result.current.task?.status).toBe('in-progress'));
    expect(result.current.task?.progress).toBe(40);
    await act(async () => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(result.current.task?.download?.url).toBe('/dl'));
    expect(result.current.failed).toBe(false);

    const polls = calls.filter((op) => op === 'getTask').length;
    await act(async () => vi.advanceTimersByTimeAsync(5000));
    expect(calls.filter((op) => op === 'getTask').length).toBe(polls);
    expect(calls[0]).toBe('exportCode');
  });

  it('reports a failed task as failed and sends the asset scales (SVG only at 1×)', async () => {
    const calls = fakeServer([task('failed', 10)]);
    const bodies: unknown[] = [];
    const fetchMock = vi.mocked(fetch);
    const original = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input) => {
      const request = input as Request;
      if (request.method === 'POST') bodies.push(await request.clone().json());
      return original(input);
    });
    const { result } = renderHook(() => useExportTask('00000000-0000-4000-8000-00000000000a'), { wrapper });
    act(() => result.current.start({ kind: 'assets', format: 'svg', scales: [2, 3] }));
    await waitFor(() => expect(result.current.task).toBeDefined());
    await act(async () => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(result.current.failed).toBe(true));
    expect(calls[0]).toBe('exportAssets');
    expect(bodies[0]).toEqual({ panelId: '00000000-0000-4000-8000-00000000000a', format: 'svg', scales: [1] });
    // Spec §8: an image export whose task failed says so, with Retry that exports again.
    expect(toast.error).toHaveBeenCalledWith(
      'Image download failed',
      expect.objectContaining({ action: expect.objectContaining({ label: 'Retry' }) }),
    );
    const [, options] = toast.error.mock.calls.find(([text]) => text === 'Image download failed')!;
    act(() => (options as { action: { onClick(): void } }).action.onClick());
    await waitFor(() => expect(calls.filter((op) => op === 'exportAssets')).toHaveLength(2));
  });

  it('exports a .fig through exportUiObject2FigmaTask with the panel alone', async () => {
    const download = { fileName: 'page.fig', size: 10, url: '/fig', expiresAt: '', expired: false };
    const calls = fakeServer([task('completed', 100, download)]);
    const { result } = renderHook(() => useExportTask('00000000-0000-4000-8000-00000000000a'), { wrapper });
    act(() => result.current.start({ kind: 'figma' }));
    await waitFor(() => expect(result.current.task?.download?.fileName).toBe('page.fig'));
    expect(calls[0]).toBe('exportUiObject2FigmaTask');
  });
});
