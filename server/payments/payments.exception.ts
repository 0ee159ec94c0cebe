import { AppException, NotFound } from '@server/common/errors/app.exception';
import { ErrorCode } from '@server/common/errors/error-codes';

import { NOT_FOR_SALE, PAYMENT_RESULT, SELECTED_PRICE } from './payments.texts';

// 'Selected price not found' (spec §8: no matching price).
export class SelectedPriceNotFound extends NotFound {
  constructor() {
    super(SELECTED_PRICE);
  }
}

// 'Payment result not found': no such order, or another user's.
export class PaymentResultNotFound extends NotFound {
  constructor() {
    super(PAYMENT_RESULT);
  }
}

// 'Payment URL not found' (spec §8: the checkout answered without a url).
export class PaymentUrlNotFound extends AppException {
  constructor() {
    super(ErrorCode.PaymentUrlNotFound);
  }
}

// 'Failed to initiate upgrade process' (spec §8: any other payment failure, e.g. Stripe unreachable).
export class PaymentFailed extends AppException {
  constructor() {
    super(ErrorCode.PaymentFailed);
  }
}

export class PaymentSessionExpired extends AppException {
  constructor() {
    super(ErrorCode.PaymentSessionExpired);
  }
}

export class PlanNotForSale extends AppException {
  constructor(why: keyof typeof NOT_FOR_SALE) {
    super(ErrorCode.PlanNotForSale, { reason: NOT_FOR_SALE[why] });
  }
}

export class WebhookSignatureInvalid extends AppException {
  constructor() {
    super(ErrorCode.WebhookSignatureInvalid);
  }
}
