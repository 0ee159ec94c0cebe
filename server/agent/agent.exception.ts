import { AppException, NotFound } from '@server/common/errors/app.exception';
import { ErrorCode } from '@server/common/errors/error-codes';

import type { Localized } from '@boxify/design/locale';

import {
  AGENT_TEXTS,
  ATTACHMENT_KINDS,
  GENERATION,
  MESSAGE,
  nodeNotFound,
  SESSION,
  SETTLE_ACTIONS,
} from './agent.texts';
import type { AttachmentKind } from './entities/agent-attachment.entity';

export class SessionNotFound extends NotFound {
  constructor() {
    super(SESSION);
  }
}

export class GenerationNotFound extends NotFound {
  constructor() {
    super(GENERATION);
  }
}

export class MessageNotFound extends NotFound {
  constructor() {
    super(MESSAGE);
  }
}

// A selected node that the panel does not hold; the answer's data names it.
export class NodeNotFound extends AppException {
  constructor(nodeId: string) {
    super(ErrorCode.NotFound, {}, { message: nodeNotFound(nodeId), data: { nodeId } });
  }
}

// "Regenerate" of a generation that is gone or belongs to another session.
export class OriginalGenerationNotFound extends AppException {
  constructor() {
    super(ErrorCode.NotFound, {}, { message: AGENT_TEXTS.originalMissing });
  }
}

export class PanelNotInProject extends AppException {
  constructor() {
    super(ErrorCode.NotFound, {}, { message: AGENT_TEXTS.panelNotInProject });
  }
}

export class AttachmentNotInSession extends AppException {
  constructor() {
    super(ErrorCode.NotFound, {}, { message: AGENT_TEXTS.attachmentNotInSession });
  }
}

// The session already holds as many attachments of this kind as it may.
export class AttachmentLimitReached extends AppException {
  constructor(kind: AttachmentKind, limit: number) {
    super(ErrorCode.AttachmentLimit, { limit, what: ATTACHMENT_KINDS[kind] });
  }
}

// Accept or discard with no pending result; the action is named in the caller's language.
export class NothingPending extends AppException {
  constructor(action: string) {
    const named: Localized | string =
      action in SETTLE_ACTIONS ? SETTLE_ACTIONS[action as keyof typeof SETTLE_ACTIONS] : action;
    super(ErrorCode.NothingPending, { action: named });
  }
}
