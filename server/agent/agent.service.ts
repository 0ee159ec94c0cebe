import { randomUUID } from 'node:crypto';

import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

import type { Language } from '@boxify/design/locale';
import { AppException } from '@server/common/errors/app.exception';
import { ErrorCode } from '@server/common/errors/error-codes';
import { JobsService } from '@server/common/jobs/jobs.service';
import { formatAmount } from '@server/accounts/amount';
import { Currency } from '@server/accounts/currency';
import type { Panel } from '@boxify/design/schema';
import { PanelContentService } from '@server/panels/panel-content.service';
import { PanelService } from '@server/panels/panel.service';
import { PanelNotFound } from '@server/panels/panels.exception';

import { AgentCreditsService, ESTIMATES } from './agent-credits.service';
import {
  AttachmentNotInSession,
  GenerationNotFound,
  MessageNotFound,
  NodeNotFound,
  NothingPending,
  OriginalGenerationNotFound,
  PanelNotInProject,
} from './agent.exception';
import { TEXTS } from './agent.texts';
import { appendMessage } from './agent-messages';
import { AgentSessionsService } from './agent-sessions.service';
import type { BoxifyChatBody } from './dto/agent.dto';
import { AgentAttachmentEntity } from './entities/agent-attachment.entity';
import { AgentGenerationEntity, type GenerationMode } from './entities/agent-generation.entity';
import type { AgentSessionEntity } from './entities/agent-session.entity';
import { AGENT_MAX_ATTEMPTS, jobKindOf } from './generation.job';
import { chatReply, readChat } from './understand';

type Request = {
  mode: GenerationMode;
  prompt: string;
  panelId: string;
  selection: string[];
  attachmentIds: string[];
  libraryId: string | null;
};

// Refusals the spec names for AI work on one panel, checked against the panel's generations.
async function refusal(manager: EntityManager, panelId: string, mode: GenerationMode, session?: AgentSessionEntity) {
  if (session) {
    const [busy] = (await manager.query(
      `SELECT 1 FROM agent_generation WHERE session_id = $1 AND status = 'generating' LIMIT 1`,
      [session.id],
    )) as unknown[];
    if (busy) return ErrorCode.DesignerBusy;
  }
  if (mode !== 'optimise') return undefined;
  const rows = (await manager.query(
    `SELECT mode, status FROM agent_generation
     WHERE panel_id = $1 AND (status = 'generating' OR (status = 'completed' AND outcome = 'pending'))`,
    [panelId],
  )) as { mode: GenerationMode; status: string }[];
  const optimising = rows.filter((row) => row.mode === 'optimise');
  const other = rows.filter((row) => row.mode !== 'optimise');
  if (optimising.some((row) => row.status === 'generating')) return ErrorCode.OptimisationRunning;
  if (optimising.length) return ErrorCode.OptimisationPending;
  if (other.some((row) => row.status === 'generating')) return ErrorCode.ComponentGenerating;
  if (other.length) return ErrorCode.AiContentPending;
  const [panel] = (await manager.query(
    `SELECT jsonb_array_length(COALESCE(content->'children', '[]'::jsonb)) AS nodes FROM panel WHERE id = $1`,
    [panelId],
  )) as { nodes: number }[];
  return panel && panel.nodes > 0 ? undefined : ErrorCode.EmptyCanvas;
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

@Injectable()
export class AgentService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: JobsService,
    private readonly sessions: AgentSessionsService,
    private readonly credits: AgentCreditsService,
    private readonly contents: PanelContentService,
    private readonly panels: PanelService,
  ) {}

  private async resolve(ownerId: string, body: BoxifyChatBody, session?: AgentSessionEntity): Promise<Request> {
    if (body.regenerate) {
      const original = await this.dataSource.getRepository(AgentGenerationEntity).findOneBy({ id: body.regenerate });
      if (!original || (session && original.sessionId !== session.id)) {
        throw new OriginalGenerationNotFound();
      }
      if (original.ownerId !== ownerId) throw new AppException(ErrorCode.NoPermission);
      return {
        mode: original.mode,
        prompt: original.prompt,
        panelId: original.panelId,
        selection: original.selection,
        attachmentIds: original.attachmentIds,
        libraryId: original.libraryId,
      };
    }
    return {
      mode: body.mode,
      prompt: body.prompt ?? '',
      panelId: (body.panelId ?? session?.panelId)!,
      selection: body.selection,
      attachmentIds: body.attachmentIds,
      libraryId: body.libraryId ?? session?.libraryId ?? null,
    };
  }

  // Starts (or continues) a session with a request to the designer: checks the refusals, takes
  // the credits the plan pays when sending, records the prompt and enqueues the task.
  async boxifyChat(ownerId: string, body: BoxifyChatBody) {
    let session = body.sessionId ? await this.sessions.owned(ownerId, body.sessionId) : undefined;
    if (!session && body.regenerate) {
      const original = await this.dataSource.getRepository(AgentGenerationEntity).findOneBy({ id: body.regenerate });
      if (original) session = await this.sessions.owned(ownerId, original.sessionId);
    }
    const request = await this.resolve(ownerId, body, session);
    const target = await this.sessions.ownedPanel(ownerId, request.panelId);
    if (body.projectId && target.projectId !== body.projectId) {
      throw new PanelNotInProject();
    }
    if (request.mode === 'edit') checkSelection(target.content, request.selection);
    await this.checkAttachments(request.attachmentIds, session);
    const estimate = ESTIMATES[request.mode];
    const plan = await this.credits.planOf(ownerId);
    const answer = { cost: estimate, payAt: plan.payAt, dryRun: body.dryRun };

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

    const early = await refusal(this.dataSource.manager, request.panelId, request.mode, session);
    if (early) throw new AppException(early);

    const generationId = randomUUID();
    const currency =
      plan.payAt === 'generation'
        ? await this.credits.hold(ownerId, generationId, estimate)
        : await this.credits.ensureCanPay(ownerId, estimate);
    let created: { sessionId: string; messageId: string };
    try {
      created = await this.dataSource.transaction(async (manager) => {
        // The panel row lock makes the refusal check and the new generation one step.
        const panel = await this.sessions.ownedPanel(ownerId, request.panelId, manager);
        await manager.query('SELECT id FROM panel WHERE id = $1 FOR UPDATE', [panel.id]);
        const again = await refusal(manager, panel.id, request.mode, session);
        if (again) throw new AppException(again);
        const target = session ?? (await this.sessions.create(manager, ownerId, panel, request.libraryId ?? undefined));
        if (target.panelId !== panel.id) {
          await manager.update('agent_session', { id: target.id }, { panelId: panel.id });
        }
        await manager.insert(AgentGenerationEntity, {
          id: generationId,
          sessionId: target.id,
          ownerId,
          panelId: panel.id,
          mode: request.mode,
          prompt: request.prompt,
          selection: request.selection,
          attachmentIds: request.attachmentIds,
          libraryId: request.libraryId,
          payAt: plan.payAt,
          baseVersion: panel.version,
          estimate: estimate.toFixed(2),
        });
        const message = await appendMessage(manager, target.id, {
          role: 'user',
          kind: 'prompt',
          text: { en: request.prompt, zh: request.prompt },
          payload: { mode: request.mode, selection: request.selection, attachmentIds: request.attachmentIds },
          generationId,
        });
        return { sessionId: target.id, messageId: message.messageId };
      });
    } catch (error) {
      if (plan.payAt === 'generation') await this.credits.release(ownerId, generationId);
      throw error;
    }
    let task;
    try {
      task = await this.jobs.enqueue(
        jobKindOf(request.mode),
        { generationId },
        { ownerId, idempotencyKey: `agent:${generationId}`, maxAttempts: AGENT_MAX_ATTEMPTS },
      );
    } catch (error) {
      // Nothing will run it: fail it now (and give the hold back) rather than leave it generating.
      const generation = await this.dataSource
        .getRepository(AgentGenerationEntity)
        .findOneByOrFail({ id: generationId });
      await this.sessions.markFailed(generation, 'The task could not be queued');
      throw error;
    }
    await this.dataSource.query('UPDATE agent_generation SET task_id = $2 WHERE id = $1', [generationId, task.id]);
    return { ...created, generationId, taskId: task.id, ...answer, canPay: true, currency };
  }

  private async checkAttachments(ids: string[], session?: AgentSessionEntity): Promise<void> {
    if (ids.length === 0) return;
    const found = session
      ? await this.dataSource
          .getRepository(AgentAttachmentEntity)
          .countBy(ids.map((id) => ({ id, sessionId: session.id })))
      : 0;
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
    const reply = chatReply(readChat(body.prompt));
    return this.dataSource.transaction(async (manager) => {
      const panel = await this.sessions.ownedPanel(ownerId, panelId, manager);
      session ??= await this.sessions.create(manager, ownerId, panel);
      const asked = await appendMessage(manager, session.id, {
        role: 'user',
        kind: 'chat',
        text: { en: body.prompt, zh: body.prompt },
      });
      const answered = await appendMessage(manager, session.id, { role: 'designer', kind: 'reply', text: reply });
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
    const running = await this.dataSource
      .getRepository(AgentGenerationEntity)
      .findOneBy({ sessionId, status: 'generating' });
    if (!running) return { sessionId, stopped: false, generationId: null };
    const stopped = await this.dataSource.transaction(async (manager) => {
      const [, count] = (await manager.query(
        `UPDATE agent_generation SET status = 'stopped', finished_at = now(), updated_at = now()
         WHERE id = $1 AND status = 'generating'`,
        [running.id],
      )) as [unknown, number];
      if (count !== 1) return false;
      await this.credits.release(ownerId, running.id, manager);
      await appendMessage(manager, sessionId, {
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

  private async pending(
    manager: EntityManager,
    ownerId: string,
    sessionId: string,
    generationId: string,
    action: string,
  ) {
    await this.sessions.owned(ownerId, sessionId, manager);
    const generation = await manager.findOne(AgentGenerationEntity, {
      where: { id: generationId },
      lock: { mode: 'pessimistic_write' },
    });
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
    body: { sessionId: string; generationId: string; version?: number },
    language: Language = 'en',
  ) {
    const accepted = await this.acceptOnPanel(ownerId, body);
    // A prompt naming several pages ("sign-in and sign-up pages"): the others become new panels beside this one,
    // after the accept has committed (creating panels takes the plan lock in its own transaction).
    const others = accepted.otherPanels;
    if (others.length === 0) return { ...accepted.answer, createdPanelIds: [] as string[] };
    const [row] = (await this.dataSource.query('SELECT flow_id FROM panel WHERE id = $1', [
      accepted.answer.panelId,
    ])) as {
      flow_id: string;
    }[];
    const fresh = others.map((p) => ({
      name: p.name,
      width: p.width,
      height: p.height,
      background: p.background,
      children: p.children,
    }));
    try {
      const created = await this.panels.create(ownerId, { flowId: row.flow_id }, fresh, language);
      return { ...accepted.answer, createdPanelIds: created.map((c) => c.panelId) };
    } catch (error) {
      // The basic plan's panel limit: the accepted page stays; the others are named in the answer.
      if (error instanceof AppException)
        return { ...accepted.answer, createdPanelIds: [], notCreated: fresh.map((p) => p.name) };
      throw error;
    }
  }

  private async acceptOnPanel(ownerId: string, body: { sessionId: string; generationId: string; version?: number }) {
    return this.dataSource.transaction(async (manager) => {
      const generation = await this.pending(manager, ownerId, body.sessionId, body.generationId, 'accept');
      const [current] = (await manager.query('SELECT version FROM panel WHERE id = $1 FOR UPDATE', [
        generation.panelId,
      ])) as { version: number }[];
      if (!current) throw new PanelNotFound();
      const charged =
        generation.payAt === 'acceptance'
          ? await this.credits.chargeOnAcceptance(manager, ownerId, generation.id, Number(generation.cost ?? 0))
          : undefined;
      const saved = await this.contents.save(
        ownerId,
        generation.panelId,
        body.version ?? current.version,
        generation.result,
        manager,
      );
      await manager.update(AgentGenerationEntity, { id: generation.id }, { outcome: 'accepted' });
      await appendMessage(manager, body.sessionId, {
        role: 'system',
        kind: 'accepted',
        text: TEXTS.accepted,
        payload: { version: saved.version },
        generationId: generation.id,
      });
      const others = (generation.details as { otherPanels?: Panel[] } | null)?.otherPanels ?? [];
      return {
        answer: {
          generationId: generation.id,
          panelId: generation.panelId,
          version: saved.version,
          charged: charged
            ? { currency: charged.currency, amount: formatAmount(charged.amount.replace('-', '')) }
            : null,
        },
        otherPanels: generation.mode === 'generate' ? others : [],
      };
    });
  }

  // Drops the pending result: the panel keeps the document it had before the generation
  // (results are never written before acceptance). Nothing is refunded or charged.
  async discard(ownerId: string, body: { sessionId: string; generationId: string }) {
    return this.dataSource.transaction(async (manager) => {
      const generation = await this.pending(manager, ownerId, body.sessionId, body.generationId, 'discard');
      await manager.update(AgentGenerationEntity, { id: generation.id }, { outcome: 'discarded' });
      await appendMessage(manager, body.sessionId, {
        role: 'system',
        kind: 'discarded',
        text: TEXTS.discarded,
        generationId: generation.id,
      });
      const [panel] = (await manager.query('SELECT version, content FROM panel WHERE id = $1', [
        generation.panelId,
      ])) as { version: number; content: Record<string, unknown> }[];
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
      const [found] = (await this.dataSource.query('SELECT 1 FROM agent_message WHERE id = $1 AND session_id = $2', [
        body.messageId,
        body.sessionId,
      ])) as unknown[];
      if (!found) {
        throw new MessageNotFound();
      }
    }
    const message = await this.dataSource.transaction((manager) =>
      appendMessage(manager, body.sessionId, {
        role: 'user',
        kind: 'feedback',
        text: { en: body.content, zh: body.content },
        payload: { about: body.messageId ?? null, rating: body.rating ?? null },
      }),
    );
    return { messageId: message.messageId };
  }
}
