import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';

import { Transactions } from '@server/common/database/transactions';
import { type JobContext, PermanentJobError } from '@server/common/jobs/job-handler';
import { JobsService } from '@server/common/jobs/jobs.service';
import { QueueName } from '@server/common/jobs/queue-name';
import type { DesignerProvider, DesignerStep, DesignLibraryTokens, ImageStyleHints, Panel } from '@boxify/designer';
import { BUILT_IN_LIBRARIES, builtInLibrary, flattenTheme } from '@boxify/designer/libraries';
import { readDocument } from '@server/panels/panel-document';
import { PanelRepository } from '@server/panels/panel.repository';

import { directionsCost } from '@boxify/designer';
import { AgentCreditsService, ESTIMATES } from './agent-credits.service';
import { AgentAttachmentRepository } from './agent-attachment.repository';
import { AgentGenerationRepository } from './agent-generation.repository';
import { AgentSessionRepository } from './agent-session.repository';
import { TEXTS } from './agent.texts';
import { AgentSessionsService } from './agent-sessions.service';
import type { AgentAttachmentEntity } from './entities/agent-attachment.entity';
import type { AgentGenerationEntity, GenerationMode } from './entities/agent-generation.entity';
import { round2 } from './providers/cost';
import { DESIGNER_PROVIDER, usageOf } from './providers/designer-provider';
import { BriefAnswerError } from './providers/openai-brief';

export const GENERATION_JOB = 'agent.generation';
export const OPTIMISATION_JOB = 'agent.optimisation';
// One retry by the jobs port after a failed attempt (the LLM provider already asks twice per attempt).
export const AGENT_MAX_ATTEMPTS = 2;
// Text attachments go along with the prompt, up to this many characters in all.
const ATTACHED_TEXT_MAX = 8000;

export const jobKindOf = (mode: GenerationMode) => (mode === 'optimise' ? OPTIMISATION_JOB : GENERATION_JOB);

type Payload = { generationId: string };
type Outcome = { panel: Panel; cost: number; details: Record<string, unknown> };

function libraryTokens(libraryId: string | null): DesignLibraryTokens {
  const library = (libraryId && builtInLibrary(libraryId)) || BUILT_IN_LIBRARIES[0];
  return { libraryId: library.id, theme: 'light', tokens: flattenTheme(library.light) };
}

// Runs one generation with the configured designer: steps become messages as they happen; the
// result, its credits and its message are written once, with the task's completion.
@Injectable()
export class GenerationJob implements OnModuleInit {
  private readonly logger = new Logger('Designer');

  constructor(
    private readonly jobs: JobsService,
    private readonly txHost: Transactions,
    private readonly panels: PanelRepository,
    private readonly generations: AgentGenerationRepository,
    private readonly sessionRows: AgentSessionRepository,
    private readonly attachmentRows: AgentAttachmentRepository,
    private readonly sessions: AgentSessionsService,
    private readonly credits: AgentCreditsService,
    @Inject(DESIGNER_PROVIDER) private readonly designer: DesignerProvider,
  ) {}

  onModuleInit(): void {
    for (const [kind, queue] of [
      [GENERATION_JOB, QueueName.Generation],
      [OPTIMISATION_JOB, QueueName.Optimisation],
    ] as const) {
      this.jobs.register<Payload, Payload>({
        kind,
        queue,
        run: (context) => this.run(context),
        // Once for both kinds: the query covers every mode.
        reconcile: kind === GENERATION_JOB ? () => this.reconcile() : undefined,
      });
    }
  }

  // A generation whose task the sweep failed gives its hold back now, not when someone next looks.
  private async reconcile(): Promise<void> {
    for (const generation of await this.generations.withFailedTask(100)) await this.sessions.reconcile(generation);
  }

  private async run(context: JobContext<Payload>) {
    const generation = await this.generations.find(context.payload.generationId);
    if (!generation || generation.status !== 'generating') {
      throw new PermanentJobError('The generation was stopped or no longer exists');
    }
    // Steps are written in order, one after another, while the designer goes on.
    let written = Promise.resolve();
    const onStep = (step: DesignerStep) => {
      written = written
        .then(() =>
          this.txHost.withTransaction(async () => {
            await this.sessionRows.appendMessage(generation.sessionId, {
              role: 'designer',
              kind: 'step',
              text: step.text,
              payload: { step: step.kind, attempt: context.attempt },
              generationId: generation.id,
            });
          }),
        )
        .catch((error: unknown) => this.logger.warn(`A designer step was not recorded: ${String(error)}`));
    };
    let outcome: Outcome;
    let usage;
    try {
      const result = await this.design(generation, onStep, context.signal);
      outcome = result.outcome;
      usage = result.usage;
      await written;
    } catch (error) {
      await written;
      const reason = error instanceof Error ? error.message : String(error);
      const final =
        error instanceof PermanentJobError || context.attempt >= AGENT_MAX_ATTEMPTS || context.signal.aborted;
      // A model's unusable brief has its own words for the user.
      const text = error instanceof BriefAnswerError ? error.text : undefined;
      if (final) await this.sessions.markFailed(generation, reason, text);
      else {
        await this.txHost.withTransaction(() =>
          this.sessionRows.appendMessage(generation.sessionId, {
            role: 'designer',
            kind: 'step',
            text: TEXTS.retrying(context.attempt),
            payload: { step: 'retry', attempt: context.attempt, reason: reason.slice(0, 300) },
            generationId: generation.id,
          }),
        );
      }
      throw error;
    }
    await context.progress(95);
    const cost = Math.min(round2(Math.max(0, outcome.cost)), Number(generation.estimate));
    return {
      result: { generationId: generation.id },
      // Runs in the transaction that completes the task.
      commit: async () => {
        const completed = await this.generations.complete(generation.id, {
          result: outcome.panel,
          details: outcome.details,
          cost: cost.toFixed(2),
          promptTokens: usage.promptTokens,
          completionTokens: usage.completionTokens,
          provider: this.designer.name,
        });
        if (!completed) return; // stopped meanwhile: the stop gave the credits back
        if (generation.payAt === 'generation') await this.credits.settle(generation.ownerId, generation.id, cost);
        await this.sessionRows.appendMessage(generation.sessionId, {
          role: 'designer',
          kind: 'result',
          text: TEXTS.result(generation.mode, String(cost)),
          payload: { panel: outcome.panel, ...outcome.details, cost },
          generationId: generation.id,
        });
      },
    };
  }

  private async design(
    generation: AgentGenerationEntity,
    onStep: (step: DesignerStep) => void,
    signal: AbortSignal,
  ): Promise<{ outcome: Outcome; usage: ReturnType<typeof usageOf> }> {
    const stored = await this.panels.loadDocument(generation.panelId, generation.ownerId);
    if (!stored) throw new PermanentJobError('The panel no longer exists');
    const panel = stored.document;
    const library = libraryTokens(generation.libraryId);
    const { imageHints, attachedText } = await this.attachments(generation.attachmentIds);
    const prompt = attachedText ? `${generation.prompt}\n\nAttached notes:\n${attachedText}` : generation.prompt;
    const keep = (result: Panel) => readDocument({ ...result, id: panel.id }, panel.id);
    switch (generation.mode) {
      case 'generate': {
        const count = (generation.details as { directions?: number } | null)?.directions ?? 1;
        if (count > 1) return this.designDirections(generation, count, { prompt, library, imageHints }, onStep, signal);
        const result = await this.designer.generate(
          {
            prompt,
            library,
            imageHints,
            seed: generation.id,
            width: panel.width,
            brief: generation.brief ?? undefined,
          },
          onStep,
          signal,
        );
        if (result.panels.length === 0) throw new Error('The designer made no panel');
        const [first, ...others] = result.panels;
        return {
          outcome: {
            panel: keep(first),
            cost: result.cost,
            // The brief it was made from goes with the result: the panel shows it, and the user can correct it.
            details: {
              understanding: result.understanding,
              brief: result.brief ?? generation.brief,
              otherPanels: others,
            },
          },
          usage: usageOf(result),
        };
      }
      case 'edit': {
        const result = await this.designer.edit(
          { prompt, panel, selection: generation.selection, library },
          onStep,
          signal,
        );
        return {
          outcome: {
            panel: keep(result.panel),
            cost: result.cost,
            details: { changed: result.changed, summary: result.summary },
          },
          usage: usageOf(result),
        };
      }
      case 'optimise': {
        const result = await this.designer.optimise({ panel, library }, onStep, signal);
        return {
          outcome: {
            panel: keep(result.panel),
            cost: result.cost,
            details: { before: result.before, after: result.after },
          },
          usage: usageOf(result),
        };
      }
    }
  }

  // Several directions of one prompt, asked of the designer at once (a model is asked once per direction, in
  // parallel); the first one's steps are the session's. Every result goes with the generation; the first is what
  // accept writes unless another is named. Free and plus pay for each direction, pro for the accepted one.
  private async designDirections(
    generation: AgentGenerationEntity,
    count: number,
    input: { prompt: string; library: DesignLibraryTokens; imageHints?: ImageStyleHints },
    onStep: (step: DesignerStep) => void,
    signal: AbortSignal,
  ): Promise<{ outcome: Outcome; usage: ReturnType<typeof usageOf> }> {
    const stored = await this.panels.loadDocument(generation.panelId, generation.ownerId);
    if (!stored) throw new PermanentJobError('The panel no longer exists');
    const panel = stored.document;
    const results = await Promise.all(
      Array.from({ length: count }, (_, direction) =>
        this.designer.generate(
          {
            ...input,
            seed: generation.id,
            width: panel.width,
            brief: generation.brief ?? undefined,
            direction,
          },
          direction === 0 ? onStep : undefined,
          signal,
        ),
      ),
    );
    if (results.some((r) => r.panels.length === 0)) throw new Error('The designer made no panel');
    const estimate = ESTIMATES.generate;
    const directions = results.map((result, index) => {
      const [first, ...others] = result.panels;
      return {
        index,
        layout: result.direction?.layout ?? null,
        libraryId: result.direction?.libraryId ?? input.library.libraryId,
        panel: readDocument({ ...first, id: panel.id }, panel.id),
        otherPanels: others,
        cost: Math.min(round2(Math.max(0, result.cost)), estimate),
      };
    });
    const usages = results.map(usageOf);
    return {
      outcome: {
        panel: directions[0].panel,
        cost: directionsCost(directions[0].cost, count, generation.payAt),
        details: {
          understanding: results[0].understanding,
          brief: results[0].brief ?? generation.brief,
          otherPanels: directions[0].otherPanels,
          directions,
        },
      },
      usage: {
        promptTokens: usages.reduce((n, u) => n + u.promptTokens, 0),
        completionTokens: usages.reduce((n, u) => n + u.completionTokens, 0),
      },
    };
  }

  private async attachments(ids: string[]): Promise<{ imageHints?: ImageStyleHints; attachedText: string }> {
    if (ids.length === 0) return { attachedText: '' };
    const rows = await this.attachmentRows.byIds(ids);
    return {
      imageHints: compileImageHints(rows),
      attachedText: rows
        .filter((row) => row.kind === 'file' && typeof row.derived?.excerpt === 'string')
        .map((row) => `--- ${row.fileName}\n${row.derived!.excerpt as string}`)
        .join('\n')
        .slice(0, ATTACHED_TEXT_MAX),
    };
  }
}

// The palettes of several images: their colours by rank, the most dominant first, at most 8.
export function compileImageHints(rows: AgentAttachmentEntity[]): ImageStyleHints | undefined {
  const palettes = rows
    .filter((row) => row.kind === 'image' && Array.isArray(row.derived?.palette))
    .map((row) => row.derived!.palette as string[]);
  if (palettes.length === 0) return undefined;
  const merged: string[] = [];
  for (let rank = 0; rank < Math.max(...palettes.map((p) => p.length)); rank++) {
    for (const palette of palettes) if (palette[rank] && !merged.includes(palette[rank])) merged.push(palette[rank]);
  }
  return { palette: merged.slice(0, 8) };
}
