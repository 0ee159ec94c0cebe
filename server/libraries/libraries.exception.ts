import { NotFound } from '@server/common/errors/app.exception';

import { LIBRARY } from './libraries.texts';

export class LibraryNotFound extends NotFound {
  constructor() {
    super(LIBRARY);
  }
}
