import { NotFound } from '@server/common/errors/app.exception';

import { iconNamed } from './icons.texts';

export class IconNotFound extends NotFound {
  constructor(key: string) {
    super(iconNamed(key));
  }
}
