import { randomUUID } from 'node:crypto';

import { Injectable } from '@nestjs/common';

import type { DesignBrief } from '@boxify/design/brief';
import type { Language } from '@boxify/design/locale';
import { directionsCost } from '@boxify/designer';
import { readBrief } from '@boxify/designer/brief';
import { MAX_DIRECTIONS } from '@boxify/designer/generate';
import { Transactions } from '@server/common/database/transactions';
import { AppException } from '@server/common/errors/app.exception';
import { ErrorCode } from '@server/common/errors/error-codes';
import { JobsService } from '@server/common/jobs/jobs.service';
import { formatAmount } from '@server/accounts/amount';
import { Currency } from '@server/accounts/currency';
import type { Panel } from '@boxify/design/schema';
import { PanelContentService } from '@server/panels/panel-content.service';
import { PanelRepository } from '@server/panels/panel.repository';
import { PanelService } from '@server/panels/panel.service';
import { PanelNotFound } from '@server/panels/panels.exception';
import { LibraryService } from '@server/libraries/library.service';

import { AgentCreditsService, ESTIMATES } from './agent-credits.service';
import { AgentAttachmentRepository } from './agent-attachment.repository';
import {
  AttachmentNotInSession,
  GenerationNotFound,
  MessageNotFound,
  NodeNotFound,
  NothingPending,
  OriginalGenerationNotFound,
  PanelNotInProject,
} from './agent.exception';
import { AGENT_TEXTS, briefReply, correctionText, directionsAllowed, TEXTS } from './agent.texts';
import { briefChanges } from './brief-correction';
import { AgentGenerationRepository } from './agent-generation.repository';
import { AgentSessionRepository } from './agent-session.repository';
import { AgentSessionsService } from './agent-sessions.service';
import type { BoxifyChatBody } from './dto/agent.dto';
import type { AgentGenerationEntity, GenerationMode } from './entities/agent-generation.entity';
import type { AgentSessionEntity } from './entities/agent-session.entity';
import { AGENT_MAX_ATTEMPTS, jobKindOf } from './generation.job';

type Request = {
  mode: GenerationMode;
  prompt: string;
  panelId: string;
  selection: string[];
  attachmentIds: string[];
  libraryId: string | null;
  /** A corrected brief, and the one it corrects (what the designer used last, or would read now). */
  brief: DesignBrief | null;
  briefBefore?: DesignBrief;
};

// A brief is only for a generation; the DTO checks a new request, this checks a regenerated edit or optimisation.
function checkBriefMode(body: BoxifyChatBody, mode: GenerationMode): void {
  if (body.brief && mode !== 'generate') {
    throw new AppException(
      ErrorCode.ValidationFailed,
      { field: 'brief', reason: AGENT_TEXTS.briefOnlyForGeneration },
      { message: AGENT_TEXTS.briefOnlyForGeneration, data: { field: 'brief' } },
    );
  }
}

// How many directions a request designs: as asked, else 3 for a new (empty) page and 1 otherwise; never more than
// the plan's directionsPerPrompt (asking for more is refused, the default is capped).
function directionsOf(
  body: BoxifyChatBody,
  mode: GenerationMode,
  panel: { content: Record<string, unknown> },
  allowed: number,
): number {
  if (mode !== 'generate') return 1;
  if (body.directions !== undefined && body.directions > allowed) {
    const reason = directionsAllowed(allowed);
    throw new AppException(
      ErrorCode.ValidationFailed,
      { field: 'directions', reason },
      { message: reason, data: { field: 'directions', allowed } },
    );
  }
  const children = panel.content.children;
  const empty = !Array.isArray(children) || children.length === 0;
  return Math.min(body.directions ?? (empty ? MAX_DIRECTIONS : 1), allowed, MAX_DIRECTIONS);
}

// An edit names layers of the panel; one that is not there is refused before any credit moves.
function checkSelection(content: Record<string, unknown>, selection: string[]): void {
  if (selection.length === 0) return;
  const ids = new Set<string>();
  const walk = (nodes: unknown) => {
    if (!Array.isArray(nodes)) return;
    for (const node of nodes as { id?: unknown; children?: unknown }[]) {
      if (typeof node.id === 'string') ids.add(node.id);
      walk(node.children);
    }
  };
  walk(content.children);
  const missing = selection.find((id) => !ids.has(id));
  if (missing !== undefined) {
    throw new NodeNotFound(missing);
  }
}

type Direction = { index: number; panel: Record<string, unknown>; otherPanels?: Panel[]; cost?: number };

// The direction an accept takes: exactly the one named (the first when the generation made one), with its own
// other pages and price, and the directions opened beside it as new panels.
function takenDirection(generation: AgentGenerationEntity, index: number, open: number[]) {
  const details = generation.details as { otherPanels?: Panel[]; directions?: Direction[] } | null;
  const directions = details?.directions;
  const missing = [index, ...open].find((i) => i >= (directions?.length ?? 1));
  if (missing !== undefined || open.includes(index)) {
    const reason = AGENT_TEXTS.directionNotFound;
    throw new AppException(
      ErrorCode.ValidationFailed,
      { field: 'direction', reason },
      { message: reason, data: { field: 'direction' } },
    );
  }
  if (!directions) {
    return { index, directions, panel: generation.result!, otherPanels: details?.otherPanels ?? [], opened: [] };
  }
  const chosen = directions[index];
  return {
    index,
    directions,
    panel: chosen.panel,
    otherPanels: chosen.otherPanels ?? [],
    cost: chosen.cost,
    // A direction opened beside is a page of its own: its panel under the page's name.
    opened: [...new Set(open)].map((i) => directions[i].panel as unknown as Panel),
  };
}

@Injectable()
export class AgentService {
  constructor(
    private readonly txHost: Transactions,
    private readonly jobs: JobsService,
    private readonly sessions: AgentSessionsService,
    private readonly credits: AgentCreditsService,
    private readonly contents: PanelContentService,
    private readonly panels: PanelService,
    private readonly panelRows: PanelRepository,
    private readonly generations: AgentGenerationRepository,
    private readonly sessionRows: AgentSessionRepository,
    private readonly attachments: AgentAttachmentRepository,
    private readonly libraries: LibraryService,
  ) {}

  // Refusals the spec names for AI work on one panel, checked against the panel's generations.
  private async refusal(panelId: string, mode: GenerationMode, session?: AgentSessionEntity) {
    if (session && (await this.generations.isSessionBusy(session.id))) return ErrorCode.DesignerBusy;
    if (mode !== 'optimise') return undefined;
    const rows = await this.generations.open(panelId);
    const optimising = rows.filter((row) => row.mode === 'optimise');
    const other = rows.filter((row) => row.mode !== 'optimise');
    if (optimising.some((row) => row.status === 'generating')) return ErrorCode.OptimisationRunning;
    if (optimising.length) return ErrorCode.OptimisationPending;
    if (other.some((row) => row.status === 'generating')) return ErrorCode.ComponentGenerating;
    if (other.length) return ErrorCode.AiContentPending;
    const nodes = await this.panelRows.nodeCount(panelId);
    return nodes !== undefined && nodes > 0 ? undefined : ErrorCode.EmptyCanvas;
  }

  private async resolve(ownerId: string, body: BoxifyChatBody, session?: AgentSessionEntity): Promise<Request> {
    if (body.regenerate) {
      const original = await this.generations.find(body.regenerate);
      // Someone else's generation answers like a missing one.
      if (!original || original.ownerId !== ownerId || (session && original.sessionId !== session.id)) {
        throw new OriginalGenerationNotFound();
      }
      checkBriefMode(body, original.mode);
      const used = (original.details as { brief?: DesignBrief } | null)?.brief ?? original.brief ?? undefined;
      return {
        mode: original.mode,
        prompt: original.prompt,
        panelId: original.panelId,
        selection: original.selection,
        attachmentIds: original.attachmentIds,
        libraryId: original.libraryId,
        // "Regenerate" keeps the brief the user corrected; a new correction replaces it.
        brief: body.brief ?? original.brief,
        briefBefore: used,
      };
    }
    return {
      mode: body.mode,
      prompt: body.prompt ?? '',
      panelId: (body.panelId ?? session?.panelId)!,
      selection: body.selection,
      attachmentIds: body.attachmentIds,
      libraryId: body.libraryId ?? session?.libraryId ?? null,
      brief: body.brief ?? null,
    };
  }

  // Starts (or continues) a session with a request to the designer: checks the refusals, takes
  // the credits the plan pays when sending, records the prompt and enqueues the task.
  async boxifyChat(ownerId: string, body: BoxifyChatBody) {
    let session = body.sessionId ? await this.sessions.owned(ownerId, body.sessionId) : undefined;
    if (!session && body.regenerate) {
      const original = await this.generations.find(body.regenerate);
      if (original) session = await this.sessions.owned(ownerId, original.sessionId);
    }
    const request = await this.resolve(ownerId, body, session);
    // A library named here is a built-in one or the caller's own; someone else's answers as not found.
    if (body.libraryId) await this.libraries.usable(ownerId, body.libraryId);
    const target = await this.sessions.ownedPanel(ownerId, request.panelId);
    if (body.projectId && target.projectId !== body.projectId) {
      throw new PanelNotInProject();
    }
    if (request.mode === 'edit') checkSelection(target.content, request.selection);
    // What the correction changed: against the brief used last, else against what the reader makes of the prompt.
    const correction =
      body.brief &&
      correctionText(
        briefChanges(request.briefBefore ?? readBrief({ prompt: request.prompt, width: target.width }), body.brief),
      );
    await this.checkAttachments(request.attachmentIds, session);
    const plan = await this.credits.planOf(ownerId);
    const directions = directionsOf(body, request.mode, target, plan.directions);
    const estimate = directionsCost(ESTIMATES[request.mode], directions, plan.payAt);
    const answer = {
      cost: estimate,
      payAt: plan.payAt,
      dryRun: body.dryRun,
      directions,
      directionsAllowed: Math.min(plan.directions, MAX_DIRECTIONS),
    };

    if (body.dryRun) {
      const canPay = await this.credits.ensureCanPay(ownerId, estimate).then(
        (currency) => ({ canPay: true, currency }),
        () => ({ canPay: false, currency: Currency.AiCredit }),
      );
      return {
        sessionId: session?.id ?? null,
        messageId: null,
        generationId: null,
        taskId: null,
        ...answer,
        ...canPay,
      };
    }

    const early = await this.refusal(request.panelId, request.mode, session);
    if (early) throw new AppException(early);

    const generationId = randomUUID();
    // The payment, the generation and its task commit together: a failure anywhere (Postgres going
    // away half-way) leaves none of them, so no credits are held for a generation that never was.
    const created = await this.txHost.withTransaction(async () => {
      // The panel row lock makes the refusal check and the new generation one step.
      const panel = await this.sessions.ownedPanel(ownerId, request.panelId);
      await this.panelRows.lockVersion(panel.id);
      const again = await this.refusal(panel.id, request.mode, session);
      if (again) throw new AppException(again);
      const currency =
        plan.payAt === 'generation'
          ? await this.credits.hold(ownerId, generationId, estimate)
          : await this.credits.ensureCanPay(ownerId, estimate);
      const target = session ?? (await this.sessions.create(ownerId, panel, request.libraryId ?? undefined));
      if (target.panelId !== panel.id) await this.sessionRows.moveToPanel(target.id, panel.id);
      const task = await this.jobs.enqueueInTransaction(
        jobKindOf(request.mode),
        { generationId },
        { ownerId, idempotencyKey: `agent:${generationId}`, maxAttempts: AGENT_MAX_ATTEMPTS },
      );
      await this.generations.insert({
        id: generationId,
        sessionId: target.id,
        ownerId,
        panelId: panel.id,
        mode: request.mode,
        prompt: request.prompt,
        selection: request.selection,
        attachmentIds: request.attachmentIds,
        libraryId: request.libraryId,
        brief: request.brief,
        // How many directions the job designs (its result replaces these details).
        details: directions > 1 ? { directions } : null,
        payAt: plan.payAt,
        baseVersion: panel.version,
        estimate: estimate.toFixed(2),
        taskId: task.id,
      });
      const message = await this.sessionRows.appendMessage(target.id, {
        role: 'user',
        kind: 'prompt',
        text: { en: request.prompt, zh: request.prompt },
        payload: { mode: request.mode, selection: request.selection, attachmentIds: request.attachmentIds },
        generationId,
      });
      if (correction) {
        await this.sessionRows.appendMessage(target.id, {
          role: 'user',
          kind: 'correction',
          text: correction,
          payload: { brief: body.brief },
          generationId,
        });
      }
      return { sessionId: target.id, messageId: message.messageId, currency, task };
    });
    const { task, currency, ...ids } = created;
    // Committed: if the queue cannot take it now, the workers' sweep publishes it from the task table.
    await this.jobs.publishNew(task).catch(() => undefined);
    return { ...ids, generationId, taskId: task.id, ...answer, canPay: true, currency };
  }

  private async checkAttachments(ids: string[], session?: AgentSessionEntity): Promise<void> {
    if (ids.length === 0) return;
    const found = session ? await this.attachments.countInSession(session.id, ids) : 0;
    if (found !== new Set(ids).size) {
      throw new AttachmentNotInSession();
    }
  }

  // A plain message: the designer says what it understood, nothing is generated or charged.
  async chat(ownerId: string, body: { sessionId?: string; panelId?: string; prompt: string }, language: Language) {
    let session = body.sessionId ? await this.sessions.owned(ownerId, body.sessionId) : undefined;
    const panelId = body.panelId ?? session?.panelId;
    if (!panelId) {
      throw new AppException(ErrorCode.ValidationFailed, { field: 'panelId', reason: 'required to start a session' });
    }
    return this.txHost.withTransaction(async () => {
      const panel = await this.sessions.ownedPanel(ownerId, panelId);
      // The same reader as the generation's: what the chat says it understood is what would be designed.
      const reply = briefReply(readBrief({ prompt: body.prompt, width: panel.width }));
      session ??= await this.sessions.create(ownerId, panel);
      const asked = await this.sessionRows.appendMessage(session.id, {
        role: 'user',
        kind: 'chat',
        text: { en: body.prompt, zh: body.prompt },
      });
      const answered = await this.sessionRows.appendMessage(session.id, {
        role: 'designer',
        kind: 'reply',
        text: reply,
      });
      return {
        sessionId: session.id,
        messageId: asked.messageId,
        replyMessageId: answered.messageId,
        reply: reply[language],
      };
    });
  }

  // Cancels the running task (its AbortSignal reaches the designer); a stopped generation is free.
  async stopSession(ownerId: string, sessionId: string) {
    await this.sessions.owned(ownerId, sessionId);
    const running = await this.generations.running(sessionId);
    if (!running) return { sessionId, stopped: false, generationId: null };
    const stopped = await this.txHost.withTransaction(async () => {
      if (!(await this.generations.stop(running.id))) return false;
      await this.credits.release(ownerId, running.id);
      await this.sessionRows.appendMessage(sessionId, {
        role: 'system',
        kind: 'stopped',
        text: TEXTS.stopped,
        generationId: running.id,
      });
      return true;
    });
    if (running.taskId) await this.jobs.cancel(running.taskId);
    return { sessionId, stopped, generationId: running.id };
  }

  private async pending(ownerId: string, sessionId: string, generationId: string, action: string) {
    await this.sessions.owned(ownerId, sessionId);
    const generation = await this.generations.lock(generationId);
    if (!generation || generation.sessionId !== sessionId) {
      throw new GenerationNotFound();
    }
    if (generation.status !== 'completed' || generation.outcome !== 'pending' || !generation.result) {
      throw new NothingPending(action);
    }
    return generation;
  }

  // Writes the pending result to the panel (optimistic: the version must still be the one given,
  // or the current one); pro pays here, in the same transaction.
  async accept(
    ownerId: string,
    body: { sessionId: string; generationId: string; version?: number; direction?: number; open?: number[] },
    language: Language = 'en',
  ) {
    const accepted = await this.acceptOnPanel(ownerId, body);
    // A prompt naming several pages ("sign-in and sign-up pages"): the others become new panels beside this one,
    // after the accept has committed (creating panels takes the plan lock in its own transaction); so do the
    // other directions the user opens.
    const others = [...accepted.otherPanels, ...accepted.opened];
    if (others.length === 0) return { ...accepted.answer, createdPanelIds: [] as string[] };
    const flowId = await this.panelRows.flowOf(accepted.answer.panelId);
    const fresh = others.map((p) => ({
      name: p.name,
      width: p.width,
      height: p.height,
      background: p.background,
      children: p.children,
    }));
    try {
      const created = await this.panels.create(ownerId, { flowId }, fresh, language);
      return { ...accepted.answer, createdPanelIds: created.map((c) => c.panelId) };
    } catch (error) {
      // The basic plan's panel limit: the accepted page stays; the others are named in the answer.
      if (error instanceof AppException)
        return { ...accepted.answer, createdPanelIds: [], notCreated: fresh.map((p) => p.name) };
      throw error;
    }
  }

  private async acceptOnPanel(
    ownerId: string,
    body: { sessionId: string; generationId: string; version?: number; direction?: number; open?: number[] },
  ) {
    return this.txHost.withTransaction(async () => {
      const generation = await this.pending(ownerId, body.sessionId, body.generationId, 'accept');
      const current = await this.panelRows.lockVersion(generation.panelId);
      if (current === undefined) throw new PanelNotFound();
      const taken = takenDirection(generation, body.direction ?? 0, body.open ?? []);
      const charged =
        generation.payAt === 'acceptance'
          ? await this.credits.chargeOnAcceptance(ownerId, generation.id, taken.cost ?? Number(generation.cost ?? 0))
          : undefined;
      const saved = await this.contents.save(ownerId, generation.panelId, body.version ?? current, taken.panel, {
        kind: generation.mode === 'edit' ? 'designer-edit' : generation.mode,
        detail: generation.prompt,
      });
      await this.generations.update(generation.id, {
        outcome: 'accepted',
        ...(taken.directions && { details: { ...generation.details, accepted: taken.index } }),
      });
      await this.sessionRows.appendMessage(body.sessionId, {
        role: 'system',
        kind: 'accepted',
        text: TEXTS.accepted,
        payload: { version: saved.version, direction: taken.index },
        generationId: generation.id,
      });
      return {
        answer: {
          generationId: generation.id,
          panelId: generation.panelId,
          direction: taken.index,
          version: saved.version,
          charged: charged
            ? { currency: charged.currency, amount: formatAmount(charged.amount.replace('-', '')) }
            : null,
        },
        otherPanels: generation.mode === 'generate' ? taken.otherPanels : [],
        opened: taken.opened,
      };
    });
  }

  // Drops the pending result: the panel keeps the document it had before the generation
  // (results are never written before acceptance). Nothing is refunded or charged.
  async discard(ownerId: string, body: { sessionId: string; generationId: string }) {
    return this.txHost.withTransaction(async () => {
      const generation = await this.pending(ownerId, body.sessionId, body.generationId, 'discard');
      await this.generations.update(generation.id, { outcome: 'discarded' });
      await this.sessionRows.appendMessage(body.sessionId, {
        role: 'system',
        kind: 'discarded',
        text: TEXTS.discarded,
        generationId: generation.id,
      });
      const panel = await this.panelRows.versionAndContent(generation.panelId);
      return {
        generationId: generation.id,
        panelId: generation.panelId,
        version: panel.version,
        content: panel.content,
      };
    });
  }

  async feedback(ownerId: string, body: { sessionId: string; messageId?: string; content: string; rating?: number }) {
    await this.sessions.owned(ownerId, body.sessionId);
    if (body.messageId) {
      if (!(await this.sessionRows.hasMessage(body.sessionId, body.messageId))) {
        throw new MessageNotFound();
      }
    }
    const message = await this.txHost.withTransaction(() =>
      this.sessionRows.appendMessage(body.sessionId, {
        role: 'user',
        kind: 'feedback',
        text: { en: body.content, zh: body.content },
        payload: { about: body.messageId ?? null, rating: body.rating ?? null },
      }),
    );
    return { messageId: message.messageId };
  }
}
