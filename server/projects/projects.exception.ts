import { AppException, NotFound } from '@server/common/errors/app.exception';
import { ErrorCode, formatMessage } from '@server/common/errors/error-codes';

import { FLOW, LIMITED_THINGS, PLAN_LIMIT_ANY, PLAN_LIMIT_TEXTS, PROJECT } from './projects.texts';

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
    const named = LIMITED_THINGS[thing];
    const message =
      limit === named.basic
        ? PLAN_LIMIT_TEXTS[thing]
        : {
            en: formatMessage(PLAN_LIMIT_ANY.en, { limit, thing: named.en }),
            zh: formatMessage(PLAN_LIMIT_ANY.zh, { limit, thing: named.zh }),
          };
    super(ErrorCode.NoPermission, {}, { message, data: { limit, used, upgrade: true } });
  }
}
