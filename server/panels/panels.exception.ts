import type { DocumentLimit, LimitViolation } from '@boxify/design/schema';
import { AppException, NotFound } from '@server/common/errors/app.exception';
import { ErrorCode } from '@server/common/errors/error-codes';

import { PANEL, PANEL_TEXTS, PREVIEW } from './panels.texts';
import type { SharedPanelRefusal } from './shared-panel-access';

export class PanelNotFound extends NotFound {
  constructor() {
    super(PANEL);
  }
}

export class PreviewNotFound extends NotFound {
  constructor() {
    super(PREVIEW);
  }
}

// A share token that was never issued or no longer opens anything: the spec's own wording.
export class SharedPanelUnavailable extends AppException {
  constructor() {
    super(ErrorCode.NotFound, {}, { message: PANEL_TEXTS.sharedUnavailable });
  }
}

// 44002001 on another user's shared panel: the plan allows only view (data.reason 'plan': the client offers
// the upgrade) or the link grants only view ('share').
export class SharedPanelNotAllowed extends AppException {
  constructor(reason: SharedPanelRefusal) {
    super(
      ErrorCode.NoPermission,
      {},
      {
        message: reason === 'plan' ? PANEL_TEXTS.sharedPlanViewOnly : PANEL_TEXTS.sharedLinkViewOnly,
        data: { reason },
      },
    );
  }
}

const LIMIT_CODES: Record<DocumentLimit, ErrorCode> = {
  depth: ErrorCode.DesignTooDeep,
  nodes: ErrorCode.DesignTooManyLayers,
  textLength: ErrorCode.TextTooLong,
  imageBytes: ErrorCode.ImageTooLarge,
};

// A design over one of the document limits: its own code per limit, data naming the limit and where.
export class DesignOverLimit extends AppException {
  constructor(violation: LimitViolation, field = 'content') {
    const path = field ? `${field}.${violation.path}` : violation.path;
    super(
      LIMIT_CODES[violation.limit],
      { max: violation.max.toLocaleString('en') },
      { data: { limit: violation.limit, max: violation.max, path } },
    );
  }
}
