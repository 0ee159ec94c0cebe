// What the plugin's two halves say to each other (the UI iframe and the main code that owns the document).
import type { PanelSummary, ProjectSummary } from './boxify-api';

export type UiMessage =
  | { type: 'hello'; language: string }
  | { type: 'pair' }
  | { type: 'cancel-pairing' }
  | { type: 'sign-out' }
  | { type: 'open-project'; projectId: string }
  | { type: 'place-panel'; panelId: string }
  | { type: 'place-share'; link: string }
  | { type: 'send-selection'; projectId: string };

export type MainMessage =
  | { type: 'signed-out'; server: string; language: string }
  | { type: 'code'; code: string; url: string; expiresIn: number }
  | { type: 'signed-in'; name: string; projects: ProjectSummary[] }
  | { type: 'panels'; projectId: string; panels: PanelSummary[] }
  | { type: 'busy'; what: 'placing' | 'sending' }
  | { type: 'placed'; name: string; missingImages: number }
  | { type: 'sent'; name: string }
  | { type: 'selection'; count: number }
  | { type: 'error'; message: string };
