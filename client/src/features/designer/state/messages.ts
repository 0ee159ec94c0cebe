import type { AgentQueryFetchIncrementalMessageResponse } from '@client/api/generated';
import type { Panel } from '@boxify/design/schema';
import type { Finding } from '@boxify/design/checks';
import { briefOf, type DesignBrief } from '@client/features/designer/state/brief';

export type DesignerMessage = AgentQueryFetchIncrementalMessageResponse['data']['messages'][number];
export type SessionState = AgentQueryFetchIncrementalMessageResponse['data']['state'];
export type DesignerMode = 'generate' | 'edit' | 'optimise';

/** One of a generation's directions: the same brief in another layout and library. */
export type Direction = { index: number; layout: string | null; libraryId: string; panel: Panel; cost: number };

/** What the panel shows of one generation, read from the session's messages. */
export type GenerationView = {
  status: 'generating' | 'pending' | 'failed' | 'stopped' | 'accepted' | 'discarded';
  steps: DesignerMessage[];
  error?: DesignerMessage;
  /** `brief`: what the design was made from, shown as chips the user can correct. */
  result?: {
    panel: Panel;
    cost: number;
    before?: Finding[];
    after?: Finding[];
    brief?: DesignBrief;
    /** Several directions, shown side by side; absent when the generation made one. */
    directions?: Direction[];
  };
};

// While the session is generating the panel asks for new messages this often.
export const POLL_INTERVAL_MS = 400;

/** Whether the cursor should be asked again: only while the designer works. */
export const keepPolling = (state: SessionState | undefined) => state === 'generating';

/** Adds new messages to those known, by their number, without duplicates. */
export function mergeMessages(
  known: readonly DesignerMessage[],
  incoming: readonly DesignerMessage[],
): DesignerMessage[] {
  const seen = new Set(known.map((message) => message.seq));
  const added = incoming.filter((message) => !seen.has(message.seq));
  return added.length ? [...known, ...added].sort((a, b) => a.seq - b.seq) : [...known];
}

/** The view of one generation: its steps as they arrived, then its end. */
export function viewOf(messages: readonly DesignerMessage[], generationId: string): GenerationView {
  const own = messages.filter((message) => message.generationId === generationId);
  const view: GenerationView = { status: 'generating', steps: [] };
  for (const message of own) {
    switch (message.kind) {
      case 'step':
        view.steps.push(message);
        break;
      case 'result': {
        const payload = (message.payload ?? {}) as Record<string, unknown>;
        view.status = 'pending';
        view.result = {
          panel: payload.panel as Panel,
          cost: Number(payload.cost ?? 0),
          before: payload.before as Finding[] | undefined,
          after: payload.after as Finding[] | undefined,
          brief: briefOf(payload),
          directions: Array.isArray(payload.directions) ? (payload.directions as Direction[]) : undefined,
        };
        break;
      }
      case 'error':
        view.status = 'failed';
        view.error = message;
        break;
      case 'stopped':
        view.status = 'stopped';
        break;
      case 'accepted':
        view.status = 'accepted';
        break;
      case 'discarded':
        view.status = 'discarded';
        break;
      default:
        break;
    }
  }
  return view;
}

/** Findings counted per check, before and after an optimisation, in the order of the checks. */
export function findingsByCheck(before: readonly Finding[] = [], after: readonly Finding[] = []) {
  const rows = new Map<string, { check: string; before: number; after: number }>();
  const row = (check: string) => rows.get(check) ?? rows.set(check, { check, before: 0, after: 0 }).get(check)!;
  for (const finding of before) row(finding.check).before += 1;
  for (const finding of after) row(finding.check).after += 1;
  return [...rows.values()];
}
