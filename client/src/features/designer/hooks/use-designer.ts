import { useCallback, useEffect, useRef, useState } from 'react';

import {
  agentCommandAcceptBoxifyGeneration,
  agentCommandBoxifyChat,
  agentCommandDiscardBoxifyGeneration,
  agentCommandFeedback,
  agentCommandStopSession,
  agentCommandUploadAttachment,
  agentQueryFetchIncrementalMessage,
  agentQueryFetchSessionStateDetail,
  ErrorCode,
} from '@client/api/generated';
import { type ApiError, isApiError } from '@client/api/api-error';
import { request } from '@client/api/request';
import {
  type DesignerMessage,
  type DesignerMode,
  type GenerationView,
  keepPolling,
  mergeMessages,
  POLL_INTERVAL_MS,
  type SessionState,
  viewOf,
} from '@client/features/designer/state/messages';
import { track } from '@client/features/analytics/analytics';
import { quietFailure, showFailure } from '@client/ui/failure-toast';
import { forgetDesigner, readStoredDesigner, storeDesigner } from '@client/features/designer/state/stored-session';
import type { DesignBrief } from '@client/features/designer/state/brief';

// Spec §10: 'Credit is not enough!' comes with an upgrade button; the panel shows it itself.
const quietCredits = (error: ApiError) => error.code === ErrorCode.CreditNotEnough;
// An edit (or its regeneration) naming a layer the saved panel no longer has: NotFound with the layer's id.
const isLayerMissing = (error: unknown) =>
  isApiError(error) &&
  error.code === ErrorCode.NotFound &&
  typeof (error.data as { nodeId?: unknown } | undefined)?.nodeId === 'string';
// A chat names that failure itself (spec §8 'Placeholder not found'); the credit shortage shows in the panel.
const quietChat = (error: ApiError) => quietCredits(error) || (isLayerMissing(error) && quietFailure(error));
// Accepting names its own failure (spec §8), the credit shortage aside.
const quietAccept = (error: ApiError) => quietCredits(error) || quietFailure(error);

/** What the designer needs of the open panel: its id, the selection, and its autosave. */
export type DesignerTarget = {
  panelId: string;
  projectId?: string;
  selection(): readonly string[];
  /** Sends the unsaved changes, so the server reads the panel as the user sees it. */
  flush(): Promise<void>;
  /** Whether the server has the panel as the user sees it (false after a save that did not go through). */
  saved(): boolean;
  version(): number;
  /** Follows the panel the server wrote (an accepted result): one undo step of the editor. */
  reload(): Promise<void>;
};

export type Attachment = { attachmentId: string; fileName: string; kind: 'image' | 'file' };

export type Designer = {
  sessionId?: string;
  generationId?: string;
  mode?: DesignerMode;
  state?: SessionState;
  view?: GenerationView;
  creditShort: boolean;
  busy: boolean;
  /** `directions`: how many ways a generation designs the page (the server's default when absent). */
  send(prompt: string, attachments?: readonly Attachment[], directions?: number): Promise<boolean>;
  optimise(): Promise<boolean>;
  stop(): Promise<void>;
  /** Takes the result (`direction`: which of several), opening the directions in `open` as panels beside it. */
  accept(direction?: number, open?: number[]): Promise<boolean>;
  discard(): Promise<void>;
  regenerate(): Promise<boolean>;
  /** "Regenerate from this brief": the current generation again, made from the corrected brief. */
  regenerateFromBrief(brief: DesignBrief): Promise<boolean>;
  feedback(content: string, rating?: number): Promise<void>;
  upload(file: { name: string; data: string }): Promise<Attachment>;
  /** Why a new optimisation would be refused now (spec §4), or undefined. */
  blockedReason():
    'optimisationRunning' | 'optimisationPending' | 'componentGenerating' | 'aiContentPending' | undefined;
};

/** The Boxify designer of one panel: a session, its current generation, and the messages polled while it runs. */
export function useDesigner(target: DesignerTarget | undefined): Designer {
  const [sessionId, setSessionId] = useState<string>();
  const [generationId, setGenerationId] = useState<string>();
  const [mode, setMode] = useState<DesignerMode>();
  const [state, setState] = useState<SessionState>();
  const [messages, setMessages] = useState<DesignerMessage[]>([]);
  const [creditShort, setCreditShort] = useState(false);
  const [busy, setBusy] = useState(false);
  const lastSeq = useRef(0);
  const targetRef = useRef(target);
  useEffect(() => {
    targetRef.current = target;
  });

  const fetchMessages = useCallback(async (id: string) => {
    const page = await request(
      (o) => agentQueryFetchIncrementalMessage({ ...o, body: { sessionId: id, after: lastSeq.current } }),
      { quiet: () => true },
    );
    // An answer that left before a newer one (a poll in flight while the user stopped) must not bring its
    // older state back.
    const fresh = page.lastSeq >= lastSeq.current;
    lastSeq.current = Math.max(lastSeq.current, page.lastSeq);
    setMessages((known) => mergeMessages(known, page.messages));
    if (fresh) setState(page.state);
    return page;
  }, []);

  // After a reload: the panel's stored session comes back with its current generation and all its messages.
  const panelId = target?.panelId;
  useEffect(() => {
    if (!panelId) return;
    const stored = readStoredDesigner(panelId);
    if (!stored) return;
    let live = true;
    void (async () => {
      try {
        const detail = await request(
          (o) => agentQueryFetchSessionStateDetail({ ...o, body: { sessionId: stored.sessionId } }),
          { quiet: () => true },
        );
        if (!live) return;
        setSessionId(stored.sessionId);
        if (detail.generation) {
          setGenerationId(detail.generation.generationId);
          setMode(detail.generation.mode);
        }
        lastSeq.current = 0;
        let page = await fetchMessages(stored.sessionId);
        while (live && page.hasMore) page = await fetchMessages(stored.sessionId);
      } catch {
        // The session is gone (or not this user's): start afresh.
        forgetDesigner(panelId);
      }
    })();
    return () => {
      live = false;
    };
  }, [fetchMessages, panelId]);

  // Analytics (issue 16): a generation completed when the session leaves 'generating' ('pending' waits for
  // accept or discard; 'failed' and 'stopped' did not complete).
  const generatingRef = useRef(false);
  useEffect(() => {
    if (state === 'generating') generatingRef.current = true;
    else if (generatingRef.current && state) {
      generatingRef.current = false;
      if (mode === 'optimise') track('optimise', { success: state === 'pending' || state === 'idle' });
      else track('generation_completed', { success: state === 'pending' || state === 'idle', generationId });
    }
  }, [generationId, mode, state]);

  // While the designer works, ask for the steps after the cursor every POLL_INTERVAL_MS; stop at its end.
  useEffect(() => {
    if (!sessionId || !keepPolling(state)) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      timer = setTimeout(() => {
        fetchMessages(sessionId)
          .then((page) => {
            if (live && (page.hasMore || keepPolling(page.state))) tick();
          })
          // A dropped answer: ask again on the next tick.
          .catch(() => live && tick());
      }, POLL_INTERVAL_MS);
    };
    tick();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [fetchMessages, sessionId, state]);

  const run = useCallback(async <T>(work: () => Promise<T>): Promise<T> => {
    setBusy(true);
    try {
      return await work();
    } finally {
      setBusy(false);
    }
  }, []);

  const start = useCallback(
    (body: {
      mode?: DesignerMode;
      prompt?: string;
      selection?: string[];
      attachmentIds?: string[];
      regenerate?: string;
      brief?: DesignBrief;
      directions?: number;
    }): Promise<boolean> => {
      // A named function, so Retry can repeat it.
      async function attempt(): Promise<boolean> {
        const current = targetRef.current;
        if (!current) return false;
        return run(async () => {
          await current.flush();
          // The designer reads the saved panel: with changes the save could not send, it would design on an older
          // canvas. Spec §8 'Canvas data not ready, retry later' (Retry saves and sends again).
          if (!current.saved()) {
            showFailure('canvas_not_ready', { retry: attempt });
            return false;
          }
          try {
            const answer = await request(
              (o) =>
                agentCommandBoxifyChat({
                  ...o,
                  body: { sessionId, panelId: current.panelId, projectId: current.projectId, ...body },
                }),
              { quiet: quietChat },
            );
            setCreditShort(false);
            if (body.regenerate) track('generation_regenerated', { generationId: body.regenerate });
            else if (body.mode !== 'optimise') track('generation_sent', { kind: 'design' });
            setSessionId(answer.sessionId ?? undefined);
            if (answer.sessionId) storeDesigner(current.panelId, { sessionId: answer.sessionId, open: true });
            setGenerationId(answer.generationId ?? undefined);
            if (body.mode) setMode(body.mode);
            setState('generating');
            return true;
          } catch (error) {
            if ((error as ApiError).code === ErrorCode.CreditNotEnough) setCreditShort(true);
            // An edit's layer (the place its result goes) is no longer on the panel: nothing to repeat.
            else if (isLayerMissing(error)) showFailure('placeholder_missing', { error });
            return false;
          }
        });
      }
      return attempt();
    },
    [run, sessionId],
  );

  const send = useCallback(
    (prompt: string, attachments: readonly Attachment[] = [], directions?: number) => {
      const selection = [...(targetRef.current?.selection() ?? [])];
      return start({
        directions: selection.length ? undefined : directions,
        mode: selection.length ? 'edit' : 'generate',
        prompt,
        selection: selection.length ? selection : undefined,
        attachmentIds: attachments.length ? attachments.map((a) => a.attachmentId) : undefined,
      });
    },
    [start],
  );

  const optimise = useCallback(() => start({ mode: 'optimise' }), [start]);
  const regenerate = useCallback(
    () => (generationId ? start({ regenerate: generationId }) : Promise.resolve(false)),
    [generationId, start],
  );
  const regenerateFromBrief = useCallback(
    (brief: DesignBrief) => (generationId ? start({ regenerate: generationId, brief }) : Promise.resolve(false)),
    [generationId, start],
  );

  const stop = useCallback(async () => {
    if (!sessionId) return;
    // A named function, so Retry can repeat it.
    async function attempt(id: string): Promise<void> {
      try {
        await run(() =>
          request((o) => agentCommandStopSession({ ...o, body: { sessionId: id } }), { quiet: quietFailure }),
        );
      } catch (error) {
        showFailure('stop_session', { error, retry: () => attempt(id) });
        return;
      }
      await fetchMessages(id);
    }
    await attempt(sessionId);
  }, [fetchMessages, run, sessionId]);

  const accept = useCallback(
    (direction?: number, open?: number[]) => {
      // A named function, so Retry can repeat it.
      async function attempt(): Promise<boolean> {
        const current = targetRef.current;
        if (!sessionId || !generationId || !current) return false;
        return run(async () => {
          await current.flush();
          try {
            await request(
              (o) =>
                agentCommandAcceptBoxifyGeneration({
                  ...o,
                  body: { sessionId, generationId, version: current.version(), direction, open },
                }),
              { quiet: quietAccept },
            );
          } catch (error) {
            if ((error as ApiError).code === ErrorCode.CreditNotEnough) setCreditShort(true);
            else showFailure('accept_change', { error, retry: attempt });
            return false;
          }
          track('generation_accepted', { generationId });
          await current.reload();
          await fetchMessages(sessionId);
          return true;
        });
      }
      return attempt();
    },
    [fetchMessages, generationId, run, sessionId],
  );

  const discard = useCallback(async () => {
    if (!sessionId || !generationId) return;
    await run(() => request((o) => agentCommandDiscardBoxifyGeneration({ ...o, body: { sessionId, generationId } })));
    track('generation_discarded', { generationId });
    await fetchMessages(sessionId);
  }, [fetchMessages, generationId, run, sessionId]);

  const feedback = useCallback(
    async (content: string, rating?: number) => {
      if (!sessionId) return;
      await request((o) => agentCommandFeedback({ ...o, body: { sessionId, content, rating, messageId: undefined } }), {
        quiet: quietFailure,
      });
    },
    [sessionId],
  );

  const upload = useCallback(
    async (file: { name: string; data: string }): Promise<Attachment> => {
      const answer = await request((o) =>
        agentCommandUploadAttachment({
          ...o,
          body: {
            sessionId,
            panelId: sessionId ? undefined : targetRef.current?.panelId,
            fileName: file.name,
            data: file.data,
          },
        }),
      );
      setSessionId(answer.sessionId);
      const panel = targetRef.current?.panelId;
      if (panel) storeDesigner(panel, { sessionId: answer.sessionId });
      return { attachmentId: answer.attachmentId, fileName: answer.fileName, kind: answer.kind };
    },
    [sessionId],
  );

  const view = generationId ? viewOf(messages, generationId) : undefined;
  const blockedReason = () => {
    if (!view || !mode) return undefined;
    const optimising = mode === 'optimise';
    if (view.status === 'generating') return optimising ? 'optimisationRunning' : 'componentGenerating';
    if (view.status === 'pending') return optimising ? 'optimisationPending' : 'aiContentPending';
    return undefined;
  };

  return {
    sessionId,
    generationId,
    mode,
    state,
    view,
    creditShort,
    busy,
    send,
    optimise,
    stop,
    accept,
    discard,
    regenerate,
    regenerateFromBrief,
    feedback,
    upload,
    blockedReason,
  };
}
