import type { AppConfig } from '@server/common/config/config.schema';
import { builtInDesigner } from '@boxify/designer';
import type { DesignerProvider } from '@boxify/designer';

import { OpenAiDesignerProvider } from './openai.provider';

export function createDesignerProvider(config: AppConfig): DesignerProvider {
  if (config.DESIGNER_PROVIDER === 'openai') {
    return new OpenAiDesignerProvider({
      mode: config.DESIGNER_OPENAI_MODE,
      baseUrl: config.OPENAI_BASE_URL,
      apiKey: config.OPENAI_API_KEY,
      model: config.OPENAI_MODEL,
      stream: config.OPENAI_STREAM,
      timeoutMs: config.OPENAI_TIMEOUT_MS,
    });
  }
  return builtInDesigner();
}
