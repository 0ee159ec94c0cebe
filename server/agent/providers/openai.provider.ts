import { runChecks } from '@boxify/design/checks';
import type {
  DesignerProvider,
  DesignerStep,
  EditRequest,
  EditResult,
  GenerateRequest,
  GenerateResult,
  OptimiseRequest,
  OptimiseResult,
  Panel,
} from '@boxify/designer';
import { sharedLayoutEngine } from '@boxify/design/node';
import { readBrief } from '@boxify/designer/brief';
import { generateDesign } from '@boxify/designer/generate';

import { STEP_TEXTS } from '../agent.texts';

import { countNodes, editCost, generationCost, optimisationCost } from './cost';
import type { TokenUsage, WithUsage } from './designer-provider';
import { InvalidAnswerError, PROMPTS, readGenerateAnswer, readPanelAnswer } from './openai-answer';
import { BRIEF_RESPONSE_FORMAT, BriefAnswerError, briefPrompt, readBriefAnswer } from './openai-brief';
import { sseData } from './sse';

/** `brief`: the model answers the DesignBrief and the built-in composer draws it; `tree`: the whole panel tree. */
export type OpenAiMode = 'brief' | 'tree';

export type OpenAiSettings = {
  mode: OpenAiMode;
  baseUrl: string;
  apiKey: string;
  model: string;
  stream: boolean;
  timeoutMs: number;
};

type ChatMessage = { role: 'system' | 'user' | 'assistant'; content: string };
type Step = (step: DesignerStep) => void;
type Answer = { content: string; usage: TokenUsage };
type ResponseFormat = { type: 'json_object' } | typeof BRIEF_RESPONSE_FORMAT;

type Question<T> = {
  system: string;
  prompt: string;
  read: (content: string) => T;
  format?: ResponseFormat;
  /** Report a step per layer name while a streamed answer arrives (a whole tree names its layers). */
  layerSteps?: boolean;
  /** The error after the second invalid answer. */
  failure?: (reason: string) => Error;
};

type Completion = {
  choices?: { message?: { content?: string | null }; delta?: { content?: string | null } }[];
  usage?: { prompt_tokens?: number; completion_tokens?: number } | null;
};

// Streamed answers report progress each time the model starts naming a new layer.
const MAX_STREAM_STEPS = 30;

// What each direction asks of the model in tree mode (in brief mode the composer lays the brief out per direction).
const DIRECTION_HINTS = [
  'Direction 1: a single stacked column under the usual top bar.',
  'Direction 2: every section in its own titled card, on a tinted background; a tab bar on phones.',
  'Direction 3: a split layout — a cover (phones) or a side pane with the product (wider), then the sections.',
];

/** A failure of the endpoint itself (HTTP error, timeout, broken stream): the jobs port retries it. */
export class ProviderRequestError extends Error {}

// Any OpenAI-compatible chat endpoint as the Boxify designer. Generation in brief mode (the default): the model
// answers a DesignBrief under a strict json_schema and the built-in composer draws it; in tree mode, and for
// edits and optimise, it answers whole panels in JSON mode with the kernel's schema in the system prompt. Every
// answer is validated by the kernel's schemas; an invalid one is asked again once, quoting what is wrong.
export class OpenAiDesignerProvider implements DesignerProvider {
  readonly name = 'openai';

  constructor(private readonly settings: OpenAiSettings) {}

  async generate(request: GenerateRequest, onStep?: Step, signal?: AbortSignal): Promise<GenerateResult & WithUsage> {
    // A brief the user corrected is drawn as it is, in either mode: there is nothing left for the model to read.
    if (request.brief) return { ...(await generateDesign(request, onStep, signal)), usage: noUsage() };
    if (this.settings.mode === 'brief') return this.generateFromBrief(request, onStep, signal);
    onStep?.({ kind: 'thinking', text: STEP_TEXTS.readingRequest });
    const system = PROMPTS.generate(request.library, request.imageHints);
    // One question per direction (the agent asks them in parallel), each for a layout of its own.
    const prompt =
      request.direction === undefined
        ? request.prompt
        : `${request.prompt}\n\n${DIRECTION_HINTS[request.direction % 3]}`;
    const { value, usage } = await this.ask(
      { system, prompt, read: (content) => readGenerateAnswer(content, request.prompt) },
      onStep,
      signal,
    );
    onStep?.({ kind: 'done', text: STEP_TEXTS.designReady });
    // The reader's brief still shows what was understood: correcting a chip redraws through the composer.
    const brief = readBrief({ prompt: request.prompt, width: request.width });
    return { ...value, brief, cost: generationCost(value.panels), usage };
  }

  async edit(request: EditRequest, onStep?: Step, signal?: AbortSignal): Promise<EditResult & WithUsage> {
    onStep?.({ kind: 'thinking', text: STEP_TEXTS.readingChange });
    const system = PROMPTS.edit(request.panel, request.selection, request.library);
    const { value, usage } = await this.ask(
      { system, prompt: request.prompt, read: (content) => readPanelAnswer(content, request.panel.id) },
      onStep,
      signal,
    );
    const changed = value.changed ?? diffIds(request.panel, value.panel);
    const summary = value.summary ?? `Changed ${changed.length} layer(s)`;
    onStep?.({ kind: 'done', text: STEP_TEXTS.changeReady });
    return {
      panel: value.panel,
      changed,
      summary: { en: summary, zh: value.summary ?? `修改了 ${changed.length} 个图层` },
      cost: editCost(changed.length),
      usage,
    };
  }

  async optimise(request: OptimiseRequest, onStep?: Step, signal?: AbortSignal): Promise<OptimiseResult & WithUsage> {
    const engine = await sharedLayoutEngine();
    const before = runChecks(request.panel, engine.layout(request.panel));
    onStep?.({ kind: 'thinking', text: STEP_TEXTS.problemsFound(before.length) });
    const system = PROMPTS.optimise(
      request.panel,
      before.map((finding) => finding.message.en),
      request.library,
    );
    const { value, usage } = await this.ask(
      { system, prompt: 'Optimise this panel.', read: (content) => readPanelAnswer(content, request.panel.id) },
      onStep,
      signal,
    );
    const after = runChecks(value.panel, engine.layout(value.panel));
    onStep?.({ kind: 'done', text: STEP_TEXTS.optimisationReady });
    return { panel: value.panel, before, after, cost: optimisationCost(request.panel, value.panel), usage };
  }

  // The model corrects the built-in reader's draft and writes the copy; the composer lays it out at the panel's
  // width.
  private async generateFromBrief(
    request: GenerateRequest,
    onStep?: Step,
    signal?: AbortSignal,
  ): Promise<GenerateResult & WithUsage> {
    onStep?.({ kind: 'thinking', text: STEP_TEXTS.readingRequest });
    const draft = readBrief({ prompt: request.prompt, width: request.width });
    const { value: brief, usage } = await this.ask(
      {
        system: briefPrompt(draft, request.width),
        prompt: request.prompt,
        read: readBriefAnswer,
        format: BRIEF_RESPONSE_FORMAT,
        layerSteps: false,
        failure: (reason) => new BriefAnswerError(reason),
      },
      onStep,
      signal,
    );
    return { ...(await generateDesign({ ...request, brief }, onStep, signal)), usage };
  }

  // Asks once, and once more with the reason when the answer does not validate.
  private async ask<T>(
    question: Question<T>,
    onStep: Step | undefined,
    signal: AbortSignal | undefined,
  ): Promise<{ value: T; usage: TokenUsage }> {
    const { read, format = { type: 'json_object' } } = question;
    const messages: ChatMessage[] = [
      { role: 'system', content: question.system },
      { role: 'user', content: question.prompt },
    ];
    const usage = noUsage();
    let lastError = '';
    for (let attempt = 1; attempt <= 2; attempt++) {
      const answer = await this.complete(messages, format, question.layerSteps === false ? undefined : onStep, signal);
      usage.promptTokens += answer.usage.promptTokens;
      usage.completionTokens += answer.usage.completionTokens;
      try {
        return { value: read(answer.content), usage };
      } catch (error) {
        if (!(error instanceof InvalidAnswerError)) throw error;
        lastError = error.message;
        onStep?.({ kind: 'thinking', text: STEP_TEXTS.answerInvalid(lastError) });
        messages.push(
          { role: 'assistant', content: answer.content.slice(0, 20000) },
          {
            role: 'user',
            content: `That answer is invalid: ${lastError}. Answer again with one JSON object that follows the schema.`,
          },
        );
      }
    }
    throw (
      question.failure?.(lastError) ?? new InvalidAnswerError(`The designer answered invalid JSON twice: ${lastError}`)
    );
  }

  private async complete(
    messages: ChatMessage[],
    format: ResponseFormat,
    onStep: Step | undefined,
    signal?: AbortSignal,
  ): Promise<Answer> {
    const timeout = AbortSignal.timeout(this.settings.timeoutMs);
    const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
    let response: Response;
    try {
      response = await fetch(`${this.settings.baseUrl}/chat/completions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(this.settings.apiKey ? { authorization: `Bearer ${this.settings.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: this.settings.model,
          messages,
          response_format: format,
          temperature: 0.4,
          ...(this.settings.stream ? { stream: true, stream_options: { include_usage: true } } : {}),
        }),
        signal: combined,
      });
    } catch (error) {
      throw this.requestError(error, signal);
    }
    if (!response.ok) {
      const detail = (await response.text().catch(() => '')).slice(0, 300);
      throw new ProviderRequestError(`The designer endpoint answered HTTP ${response.status} ${detail}`.trim());
    }
    try {
      const streamed = (response.headers.get('content-type') ?? '').includes('text/event-stream');
      return streamed && response.body
        ? await this.readStream(response.body, onStep)
        : this.readCompletion((await response.json()) as Completion);
    } catch (error) {
      throw this.requestError(error, signal);
    }
  }

  private readCompletion(body: Completion): Answer {
    return { content: body.choices?.[0]?.message?.content ?? '', usage: readUsage(body.usage) };
  }

  private async readStream(body: ReadableStream<Uint8Array>, onStep: Step | undefined): Promise<Answer> {
    let content = '';
    let usage = noUsage();
    const named = new Set<string>();
    for await (const data of sseData(body)) {
      if (data === '[DONE]') break;
      let chunk: Completion;
      try {
        chunk = JSON.parse(data) as Completion;
      } catch {
        continue; // a keep-alive or vendor comment
      }
      if (chunk.usage) usage = readUsage(chunk.usage);
      const delta = chunk.choices?.[0]?.delta?.content;
      if (!delta) continue;
      content += delta;
      if (!onStep || named.size >= MAX_STREAM_STEPS) continue;
      for (const match of content.matchAll(/"name"\s*:\s*"([^"\\]{1,60})"/g)) {
        if (named.has(match[1]) || named.size >= MAX_STREAM_STEPS) continue;
        named.add(match[1]);
        onStep({ kind: 'section', text: STEP_TEXTS.designing(match[1]) });
      }
    }
    return { content, usage };
  }

  private requestError(error: unknown, signal?: AbortSignal): Error {
    if (signal?.aborted) return signal.reason instanceof Error ? signal.reason : new Error('Stopped');
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
      return new ProviderRequestError(`The designer did not answer within ${this.settings.timeoutMs} ms`);
    }
    return new ProviderRequestError(`The designer endpoint failed: ${(error as Error).message ?? String(error)}`);
  }
}

function noUsage(): TokenUsage {
  return { promptTokens: 0, completionTokens: 0 };
}

function readUsage(usage: Completion['usage']): TokenUsage {
  return { promptTokens: usage?.prompt_tokens ?? 0, completionTokens: usage?.completion_tokens ?? 0 };
}

// Ids inserted, removed or changed between two versions of a panel (when the model does not say).
function diffIds(before: Panel, after: Panel): string[] {
  const index = (panel: Panel) => {
    const map = new Map<string, string>();
    const walk = (nodes: Panel['children']) =>
      nodes.forEach((node) => {
        const { children: _children, ...own } = node as typeof node & { children?: unknown };
        map.set(node.id, JSON.stringify(own));
        if ('children' in node) walk(node.children);
      });
    walk(panel.children);
    return map;
  };
  const a = index(before);
  const b = index(after);
  const ids = new Set<string>();
  for (const [id, value] of a) if (b.get(id) !== value) ids.add(id);
  for (const id of b.keys()) if (!a.has(id)) ids.add(id);
  return [...ids].slice(0, Math.max(1, countNodes(after.children)));
}
