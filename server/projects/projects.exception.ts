import { AppException, NotFound } from '@server/common/errors/app.exception';
import { ErrorCode } from '@server/common/errors/error-codes';

import { FLOW, PLAN_LIMIT_TEXTS, PROJECT } from './projects.texts';

export class ProjectNotFound extends NotFound {
  constructor() {
    super(PROJECT);
  }
}

export class FolderNotFound extends NotFound {
  constructor() {
    super(FLOW);
  }
}

// The basic plan's limit: NoPermission (the client answers it with the upgrade prompt), naming the limit.
export class PlanLimitReached extends AppException {
  constructor(thing: keyof typeof PLAN_LIMIT_TEXTS, limit: number, used: number) {
    super(ErrorCode.NoPermission, {}, { message: PLAN_LIMIT_TEXTS[thing], data: { limit, used, upgrade: true } });
  }
}
