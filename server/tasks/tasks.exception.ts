import { NotFound } from '@server/common/errors/app.exception';

import { TASK } from './tasks.texts';

export class TaskNotFound extends NotFound {
  constructor() {
    super(TASK);
  }
}
