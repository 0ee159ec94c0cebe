// The Boxify public API as the plugin calls it: `{code, data, msg}` envelopes, the plugin's own token in the
// access-token header. `fetch` comes in as a parameter (Figma's, the browser's or Node's).
import type { PanelInput } from '@boxify/design/schema';

export type PluginFetch = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
) => Promise<{ status: number; json(): Promise<unknown> }>;

export class BoxifyError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'BoxifyError';
  }
}

export type Pairing = {
  deviceCode: string;
  userCode: string;
  verificationPath: string;
  expiresIn: number;
  interval: number;
};
export type PairingPoll = { status: 'waiting' | 'paired'; token: string | null; expiresAt: string | null };
export type ProjectSummary = { projectId: string; name: string; pageCount: number; updatedAt: string };
export type PanelSummary = { panelId: string; name: string; width: number; height: number };
export type ProjectDetail = ProjectSummary & { flows: { flowId: string; name: string; panels: PanelSummary[] }[] };

const API = '/api/uxa-center';

export class BoxifyApi {
  constructor(
    readonly server: string,
    private readonly fetch: PluginFetch,
    private readonly token?: string,
    private readonly language = 'en-US',
  ) {}

  withToken(token: string | undefined): BoxifyApi {
    return new BoxifyApi(this.server, this.fetch, token, this.language);
  }

  async call<T>(path: string, body: unknown = {}, method = 'POST'): Promise<T> {
    const headers: Record<string, string> = { 'content-type': 'application/json', 'prefer-language': this.language };
    if (this.token) headers['access-token'] = this.token;
    const response = await this.fetch(`${this.server}${API}${path}`, {
      method,
      headers,
      ...(method === 'POST' ? { body: JSON.stringify(body) } : {}),
    });
    const envelope = (await response.json().catch(() => null)) as { code?: number; data?: T; msg?: string } | null;
    if (!envelope || envelope.code !== 0)
      throw new BoxifyError(response.status, envelope?.code ?? -1, envelope?.msg || `HTTP ${response.status}`);
    return envelope.data as T;
  }

  startPairing = () => this.call<Pairing>('/support/PluginPairing/startPairing');
  pollPairing = (deviceCode: string) => this.call<PairingPoll>('/support/PluginPairing/pollPairing', { deviceCode });
  signOut = () => this.call<unknown>('/support/Support/logout');
  me = () => this.call<{ name: string; email: string | null }>('/support/Support/getUserInfoByToken', {}, 'GET');
  projects = () =>
    this.call<{ items: ProjectSummary[] }>('/draft/Project/pageProject', { page: 1, pageSize: 100 }).then(
      (p) => p.items,
    );
  project = (projectId: string) => this.call<ProjectDetail>('/draft/Project/queryProject', { projectId });
  panelContent = (panelId: string) =>
    this.call<{ name: string; content: PanelInput }>('/draft/Draft/queryPanelContent', { panelId }).then(
      (p) => p.content,
    );
  sharedPanel = (token: string) =>
    this.call<{ name: string; content: PanelInput }>(
      `/draft/Draft/querySharedPanel?token=${encodeURIComponent(token)}`,
      undefined,
      'GET',
    ).then((p) => p.content);
  importPanel = (projectId: string, panel: PanelInput) =>
    this.call<{ panelId: string; name: string; projectId: string }[]>('/draft/Draft/importPanel', {
      projectId,
      fileName: `${panel.name.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'Figma'}.json`,
      json: JSON.stringify(panel),
    });
}

/** The token of a share link (`…/web/share/<token>`), or the token itself; undefined for anything else. */
export function shareToken(link: string): string | undefined {
  const text = link.trim();
  const match = /\/web\/share\/([\w-]{16,64})(?:[/?#]|$)/.exec(text) ?? /^([\w-]{16,64})$/.exec(text);
  return match?.[1];
}
