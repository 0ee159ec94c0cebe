import { PanelSchema, type Panel } from '@boxify/design/schema';

import { isApiError } from '@client/api/api-error';
import { draftCreatePanel, draftModifyPanelContent, draftQueryPanelContent, ErrorCode } from '@client/api/generated';
import { request } from '@client/api/request';
import { SaveError, type SavePort } from '@client/editor/save/panel-saver';

/** Saving through the API: modifyPanelContent with the version read; a stale version is the conflict. */
export function apiSavePort(flowId: string): SavePort {
  return {
    async save(panelId, version, content) {
      try {
        const saved = await request((o) => draftModifyPanelContent({ ...o, body: { panelId, version, content } }), {
          // Conflicts and lost connections are shown by the save indicator, not as toasts.
          quiet: (e) => e.code === ErrorCode.VersionConflict || e.kind === 'network' || e.kind === 'timeout',
        });
        return { version: saved.version };
      } catch (error) {
        if (isApiError(error) && error.code === ErrorCode.VersionConflict) throw new SaveError('conflict');
        throw new SaveError(isApiError(error) && error.kind === 'rejected' ? 'refused' : 'retry');
      }
    },
    async load(panelId) {
      const saved = await request((o) => draftQueryPanelContent({ ...o, body: { panelId } }));
      return { version: saved.version, content: saved.content };
    },
    async saveAsCopy(_panelId, content: Panel) {
      const created = await request((o) =>
        draftCreatePanel({
          ...o,
          body: {
            flowId,
            name: `${content.name} (2)`.slice(0, 60),
            width: content.width,
            height: content.height,
            background: content.background,
            children: content.children,
          },
        }),
      );
      return { panelId: created.panelId };
    },
  };
}

export async function loadPanel(
  panelId: string,
): Promise<{ panel: Panel; version: number; flowId: string; projectId: string }> {
  const saved = await request((o) => draftQueryPanelContent({ ...o, body: { panelId } }), {
    retries: 2,
    retryDelay: 1000,
  });
  return {
    panel: trustedPanel(saved.content),
    version: saved.version,
    flowId: saved.flowId,
    projectId: saved.projectId,
  };
}

/**
 * The server validated this document when it was written (every save goes through the kernel's schema), so a
 * large panel opens without a second full parse; only its shape is checked here.
 */
function trustedPanel(content: unknown): Panel {
  const c = content as Partial<Panel> | null;
  if (!c || typeof c.id !== 'string' || !Array.isArray(c.children) || typeof c.width !== 'number') {
    return PanelSchema.parse(content);
  }
  return c as Panel;
}
