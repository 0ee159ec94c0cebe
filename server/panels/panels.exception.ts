import { AppException, NotFound } from '@server/common/errors/app.exception';
import { ErrorCode } from '@server/common/errors/error-codes';

import { PANEL, PANEL_TEXTS, PREVIEW } from './panels.texts';

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
