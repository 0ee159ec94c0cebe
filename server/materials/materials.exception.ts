import { AppException } from '@server/common/errors/app.exception';
import { ErrorCode } from '@server/common/errors/error-codes';

import { MATERIAL_TEXTS } from './materials.texts';

export class TemplateNotFound extends AppException {
  constructor() {
    super(ErrorCode.NotFound, {}, { message: MATERIAL_TEXTS.templateNotFound });
  }
}

export class ProductNotFound extends AppException {
  constructor() {
    super(ErrorCode.NotFound, {}, { message: MATERIAL_TEXTS.productNotFound });
  }
}

export class MaterialNotFound extends AppException {
  constructor() {
    super(ErrorCode.NotFound, {}, { message: MATERIAL_TEXTS.materialNotFound });
  }
}

export class NotATemplate extends AppException {
  constructor() {
    super(ErrorCode.BadRequest, {}, { message: MATERIAL_TEXTS.notATemplate });
  }
}
