import { describe, expect, it, vi } from 'vitest';

import { lastEditedPanel, type OpeningApi, resolveOpening } from '@client/features/workbench/state/resolve-opening';
import type { ProjectDetail } from '@client/features/workbench/state/workbench-types';

const panel = (panelId: string, updatedAt: string) => ({
  panelId,
  name: panelId,
  width: 1440,
  height: 900,
  background: '#ffffff',
  version: 1,
  previewUrl: null,
  updatedAt,
});

const detail = (projectId: string, panels: ReturnType<typeof panel>[][]): ProjectDetail => ({
  projectId,
  name: 'P',
  flowCount: panels.length,
  pageCount: panels.flat().length,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  flows: panels.map((list, index) => ({
    flowId: `f${index}`,
    projectId,
    name: `Folder ${index + 1}`,
    sort: index,
    pageCount: list.length,
    panels: list,
  })),
});

function fakeApi(overrides: Partial<OpeningApi> = {}): OpeningApi {
  return {
    lastProject: vi.fn(async () => undefined),
    projectDetail: vi.fn(async (projectId: string) => detail(projectId, [[]])),
    locatePanel: vi.fn(async () => ({ projectId: 'located' })),
    createProject: vi.fn(async () => ({ projectId: 'new-project' })),
    createPanel: vi.fn(async () => ({ panelId: 'new-panel' })),
    ...overrides,
  };
}

describe('resolveOpening', () => {
  it('creates a project and a first panel for a user with none (mode=new)', async () => {
    const api = fakeApi();
    await expect(resolveOpening({ mode: 'new' }, api)).resolves.toEqual({
      projectId: 'new-project',
      panelId: 'new-panel',
    });
    expect(api.createProject).toHaveBeenCalledTimes(1);
    expect(api.createPanel).toHaveBeenCalledWith('new-project');
  });

  it('opens the last edited panel of the last edited project instead of creating one', async () => {
    const api = fakeApi({
      lastProject: vi.fn(async () => ({ projectId: 'p1' })),
      projectDetail: vi.fn(async () =>
        detail('p1', [[panel('old', '2026-01-01T00:00:00.000Z')], [panel('recent', '2026-03-01T00:00:00.000Z')]]),
      ),
    });
    await expect(resolveOpening({ mode: 'new' }, api)).resolves.toEqual({ projectId: 'p1', panelId: 'recent' });
    expect(api.createProject).not.toHaveBeenCalled();
    expect(api.createPanel).not.toHaveBeenCalled();
  });

  it('adds a first panel to a project that has none', async () => {
    const api = fakeApi();
    await expect(resolveOpening({ projectId: 'empty' }, api)).resolves.toEqual({
      projectId: 'empty',
      panelId: 'new-panel',
    });
    expect(api.createPanel).toHaveBeenCalledWith('empty');
  });

  it('finds the project of a panel given alone, and trusts a full address', async () => {
    const api = fakeApi();
    await expect(resolveOpening({ panelId: 'x' }, api)).resolves.toEqual({ projectId: 'located', panelId: 'x' });
    await expect(resolveOpening({ projectId: 'a', panelId: 'b' }, api)).resolves.toEqual({
      projectId: 'a',
      panelId: 'b',
    });
    expect(api.locatePanel).toHaveBeenCalledTimes(1);
  });

  it('lastEditedPanel answers undefined for an empty project', () => {
    expect(lastEditedPanel(detail('p', [[], []]))).toBeUndefined();
  });
});
