import { AppException } from '@server/common/errors/app.exception';
import { ErrorCode } from '@server/common/errors/error-codes';

export class PairingCodeInvalid extends AppException {
  constructor() {
    super(ErrorCode.PairingCodeInvalid);
  }
}
