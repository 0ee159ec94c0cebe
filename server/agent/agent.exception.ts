import { AppException, NotFound } from '@server/common/errors/app.exception';
import { ErrorCode } from '@server/common/errors/error-codes';

import { AGENT_TEXTS, GENERATION, MESSAGE, nodeNotFound, SESSION } from './agent.texts';

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
