import type { Localized } from '@boxify/design/locale';

import type { MessageKind, MessageRole } from './entities/agent-message.entity';

export type NewMessage = {
  role: MessageRole;
  kind: MessageKind;
  text: Localized;
  payload?: Record<string, unknown> | null;
  generationId?: string | null;
};
