import { Module } from '@nestjs/common';

import { RateLimitCounterRepository } from './rate-limit-counter.repository';
import { RateLimiter } from './rate-limiter.service';

@Module({ providers: [RateLimiter, RateLimitCounterRepository], exports: [RateLimiter] })
export class RateLimitModule {}
