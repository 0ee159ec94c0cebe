import type { AppConfig } from '@server/common/config/config.schema';
import { PermanentJobError } from '@server/common/jobs/job-handler';
import type { DesignerProvider } from '@server/design/designer/contract';

import { OpenAiDesignerProvider } from './openai.provider';

// The built-in designer (server/design/designer/{generate,edit,optimise}) is wired here when it
// lands; until then a build without it refuses designer work clearly instead of failing deep inside.
export function builtInDesigner(): DesignerProvider {
  const missing = (): never => {
    throw new PermanentJobError('The built-in designer is not part of this build; set DESIGNER_PROVIDER=openai');
  };
  return {
    name: 'builtin',
    generate: async () => missing(),
    edit: async () => missing(),
    optimise: async () => missing(),
  };
}

export function createDesignerProvider(config: AppConfig): DesignerProvider {
  if (config.DESIGNER_PROVIDER === 'openai') {
    return new OpenAiDesignerProvider({
      baseUrl: config.OPENAI_BASE_URL,
      apiKey: config.OPENAI_API_KEY,
      model: config.OPENAI_MODEL,
      stream: config.OPENAI_STREAM,
      timeoutMs: config.OPENAI_TIMEOUT_MS,
    });
  }
  return builtInDesigner();
}
