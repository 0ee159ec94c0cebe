import { Injectable } from '@nestjs/common';

import { JobsService } from '@server/common/jobs/jobs.service';
import { formatAmount } from '@server/accounts/amount';

import { AgentCreditsService } from './agent-credits.service';
import { AgentGenerationRepository } from './agent-generation.repository';
import { AgentSessionRepository } from './agent-session.repository';
import { AgentSessionsService } from './agent-sessions.service';
import { attachmentView, AttachmentService } from './attachments/attachment.service';
import { compileImageHints } from './generation.job';

@Injectable()
export class AgentQueryService {
  constructor(
    private readonly generationRows: AgentGenerationRepository,
    private readonly sessionRows: AgentSessionRepository,
    private readonly jobs: JobsService,
    private readonly sessions: AgentSessionsService,
    private readonly credits: AgentCreditsService,
    private readonly attachments: AttachmentService,
  ) {}

  // Messages after a cursor, oldest first: the prompt, the designer's steps, the result, errors.
  async messages(ownerId: string, query: { sessionId: string; after: number; limit: number }, withPayload: boolean) {
    const session = await this.sessions.owned(ownerId, query.sessionId);
    const state = this.sessions.stateOf(await this.sessions.latest(session.id));
    const rows = await this.sessionRows.messagesAfter(session.id, query.after, query.limit + 1);
    const page = rows.slice(0, query.limit);
    return {
      sessionId: session.id,
      state,
      lastSeq: page.at(-1)?.seq ?? query.after,
      hasMore: rows.length > query.limit,
      messages: page.map((row) => ({
        messageId: row.id,
        seq: row.seq,
        role: row.role,
        kind: row.kind,
        text: row.text,
        generationId: row.generationId,
        createdAt: row.createdAt.toISOString(),
        ...(withPayload ? { payload: row.payload } : {}),
      })),
    };
  }

  async state(ownerId: string, sessionId: string) {
    const session = await this.sessions.owned(ownerId, sessionId);
    const generation = await this.sessions.latest(session.id);
    const task = generation?.taskId ? await this.jobs.get(generation.taskId) : null;
    return {
      sessionId: session.id,
      panelId: session.panelId,
      state: this.sessions.stateOf(generation),
      generation: generation && {
        generationId: generation.id,
        mode: generation.mode,
        status: generation.status,
        outcome: generation.outcome,
        prompt: generation.prompt,
        payAt: generation.payAt,
        estimate: formatAmount(generation.estimate),
        cost: generation.cost === null ? null : formatAmount(generation.cost),
        error: generation.error,
        result: generation.outcome === 'pending' ? generation.result : null,
        details: generation.details,
        createdAt: generation.createdAt.toISOString(),
        finishedAt: generation.finishedAt?.toISOString() ?? null,
      },
      task: task && {
        taskId: task.id,
        status: task.status,
        progress: task.progress,
        attempts: task.attempts,
        error: task.error,
      },
    };
  }

  async attachmentList(ownerId: string, sessionId: string) {
    return { items: (await this.attachments.list(ownerId, sessionId)).map(attachmentView) };
  }

  async compiledAttachments(ownerId: string, sessionId: string) {
    const rows = await this.attachments.list(ownerId, sessionId);
    return {
      items: rows.map((row) => ({ ...attachmentView(row), derived: row.derived })),
      imageHints: compileImageHints(rows) ?? null,
    };
  }

  private async generations(ownerId: string, sessionId: string) {
    await this.sessions.owned(ownerId, sessionId);
    const rows = await this.generationRows.ofSession(sessionId);
    return { rows, spent: await this.credits.spent(rows.map((row) => row.id)) };
  }

  // Credits and tokens per generation (the built-in designer uses no tokens).
  async usageBySession(ownerId: string, sessionId: string) {
    const { rows, spent } = await this.generations(ownerId, sessionId);
    const prompts = rows.length ? await this.sessionRows.messageIdsOfKind(sessionId, 'prompt') : [];
    return {
      sessionId,
      items: rows.map((row) => ({
        generationId: row.id,
        messageId: prompts.find((prompt) => prompt.generation_id === row.id)?.id ?? null,
        mode: row.mode,
        provider: row.provider,
        status: row.status,
        outcome: row.outcome,
        credits: formatAmount(spent.get(row.id)!.credits),
        freeChances: spent.get(row.id)!.freeChances,
        promptTokens: row.promptTokens,
        completionTokens: row.completionTokens,
        totalTokens: row.promptTokens + row.completionTokens,
        createdAt: row.createdAt.toISOString(),
      })),
    };
  }

  async usage(ownerId: string, sessionId: string) {
    const { items } = await this.usageBySession(ownerId, sessionId);
    const sum = (pick: (item: (typeof items)[number]) => number) =>
      items.reduce((total, item) => total + pick(item), 0);
    const credits = Math.round(sum((item) => Number(item.credits) * 100));
    return {
      sessionId,
      credits: formatAmount((credits / 100).toFixed(2)),
      freeChances: sum((item) => item.freeChances),
      promptTokens: sum((item) => item.promptTokens),
      completionTokens: sum((item) => item.completionTokens),
      totalTokens: sum((item) => item.totalTokens),
      generations: items.length,
    };
  }
}
