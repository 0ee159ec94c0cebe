import type { DesignerProvider } from '@boxify/designer';

// The Nest token of the designer the agent module runs (config DESIGNER_PROVIDER=builtin|openai).
export const DESIGNER_PROVIDER = Symbol('DESIGNER_PROVIDER');

/** What an LLM reports it used; the built-in designer uses none. */
export type TokenUsage = { promptTokens: number; completionTokens: number };

/** A provider may add its token usage beside the contract's result. */
export type WithUsage = { usage?: TokenUsage };

export function usageOf(result: object): TokenUsage {
  const usage = (result as WithUsage).usage;
  return { promptTokens: usage?.promptTokens ?? 0, completionTokens: usage?.completionTokens ?? 0 };
}

export type { DesignerProvider };
