// The plugin's main code: it owns the Figma document and talks to the Boxify server (the only domain the
// manifest allows). The UI iframe only shows and asks.
import type { Panel } from '@boxify/design/schema';

import { BoxifyApi, BoxifyError, shareToken, type PluginFetch } from './boxify-api';
import { buildPanel } from './build-figma-nodes';
import type { MainMessage, UiMessage } from './messages';
import { pair } from './pairing';
import { panelFromFigma } from './read-figma-nodes';

// Figma's globals (the standalone typings leave them out so the file type-checks beside Node's).
declare const figma: PluginAPI;
declare const __html__: string;
/** The Boxify server the build was made for (scripts/build.mjs). */
declare const BOXIFY_SERVER: string;
const TOKEN_KEY = 'boxify-token';

// The UI knows the user's language (the main code has no navigator); it says so first.
let language = 'en-US';
let plain = new BoxifyApi(BOXIFY_SERVER, fetch as unknown as PluginFetch);
let api = plain;
let pairingCancelled = false;

const post = (message: MainMessage) => figma.ui.postMessage(message);
figma.showUI(__html__, { width: 320, height: 480, themeColors: true });

async function signedIn(token: string) {
  api = plain.withToken(token);
  const [me, projects] = await Promise.all([api.me(), api.projects()]);
  post({ type: 'signed-in', name: me.email ?? me.name, projects });
}

async function start() {
  const token = (await figma.clientStorage.getAsync(TOKEN_KEY)) as string | undefined;
  if (!token) return post({ type: 'signed-out', server: BOXIFY_SERVER, language });
  try {
    await signedIn(token);
  } catch {
    // A token signed out on the site (or expired) pairs again.
    await figma.clientStorage.deleteAsync(TOKEN_KEY);
    post({ type: 'signed-out', server: BOXIFY_SERVER, language });
  }
}

async function imageBytes(src: string): Promise<Uint8Array | null> {
  if (src.startsWith('data:')) return figma.base64Decode(src.slice(src.indexOf(',') + 1));
  try {
    // Only addresses on the Boxify server are reachable from the plugin.
    const response = await fetch(new URL(src, BOXIFY_SERVER).toString());
    return response.ok ? new Uint8Array(await response.arrayBuffer()) : null;
  } catch {
    return null;
  }
}

async function place(panel: Panel) {
  post({ type: 'busy', what: 'placing' });
  let missing = 0;
  const centre = figma.viewport.center;
  const frame = await buildPanel(
    figma,
    panel,
    {
      imageBytes: async (src) => {
        const bytes = await imageBytes(src);
        if (!bytes) missing++;
        return bytes;
      },
    },
    { x: Math.round(centre.x - panel.width / 2), y: Math.round(centre.y - panel.height / 2) },
  );
  figma.currentPage.selection = [frame];
  figma.viewport.scrollAndZoomIntoView([frame]);
  post({ type: 'placed', name: panel.name, missingImages: missing });
}

async function send(projectId: string) {
  const selection = figma.currentPage.selection;
  if (!selection.length) return;
  post({ type: 'busy', what: 'sending' });
  const panel = await panelFromFigma(selection, {
    imageSrc: async (hash) => {
      const bytes = await figma.getImageByHash(hash)?.getBytesAsync();
      return bytes ? `data:image/png;base64,${figma.base64Encode(bytes)}` : null;
    },
  });
  const [created] = await api.importPanel(projectId, panel);
  post({ type: 'sent', name: created?.name ?? panel.name });
}

async function handle(message: UiMessage) {
  switch (message.type) {
    case 'hello':
      language = message.language;
      plain = new BoxifyApi(BOXIFY_SERVER, fetch as unknown as PluginFetch, undefined, language);
      api = plain;
      return start();
    case 'pair': {
      pairingCancelled = false;
      const result = await pair(plain, {
        show: (code, url, expiresIn) => post({ type: 'code', code, url, expiresIn }),
        wait: (seconds) => new Promise((resolve) => setTimeout(resolve, seconds * 1000)),
        cancelled: () => pairingCancelled,
      });
      if (result.status === 'paired') {
        await figma.clientStorage.setAsync(TOKEN_KEY, result.token);
        await signedIn(result.token);
      } else if (result.status === 'expired') post({ type: 'error', message: result.message });
      else post({ type: 'signed-out', server: BOXIFY_SERVER, language });
      return;
    }
    case 'cancel-pairing':
      pairingCancelled = true;
      return;
    case 'sign-out':
      // The plugin's token is its own: signing out revokes it, the user's session on the site stays.
      await api.signOut().catch(() => undefined);
      await figma.clientStorage.deleteAsync(TOKEN_KEY);
      api = plain;
      return post({ type: 'signed-out', server: BOXIFY_SERVER, language });
    case 'open-project': {
      const project = await api.project(message.projectId);
      return post({
        type: 'panels',
        projectId: message.projectId,
        panels: project.flows.flatMap((f) => f.panels),
      });
    }
    case 'place-panel':
      return place((await api.panelContent(message.panelId)) as Panel);
    case 'place-share': {
      const token = shareToken(message.link);
      if (!token) return post({ type: 'error', message: 'share-link' });
      return place((await plain.sharedPanel(token)) as Panel);
    }
    case 'send-selection':
      return send(message.projectId);
  }
}

figma.ui.onmessage = (message: UiMessage) => {
  handle(message).catch((error: unknown) =>
    post({
      type: 'error',
      message: error instanceof BoxifyError || error instanceof Error ? error.message : String(error),
    }),
  );
};
figma.on('selectionchange', () => post({ type: 'selection', count: figma.currentPage.selection.length }));
