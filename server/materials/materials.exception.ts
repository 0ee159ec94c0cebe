import { AppException } from '@server/common/errors/app.exception';
import { ErrorCode } from '@server/common/errors/error-codes';

import { MATERIAL_TEXTS } from './materials.texts';

export class TemplateNotFound extends AppException {
  constructor() {
    super(ErrorCode.NotFound, {}, { message: MATERIAL_TEXTS.templateNotFound });
  }
}
