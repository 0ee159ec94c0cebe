import { Injectable } from '@nestjs/common';

// The time as the domain reads it: one injectable, so a test can move it (version history's minute of
// editing, its retention window) without waiting.
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}
