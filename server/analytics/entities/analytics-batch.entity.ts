import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

// One row per analytics batch received: its id makes a replayed batch an acknowledged no-op (stored once).
// The events themselves live in `analytics_event`, a table partitioned by month that TypeORM does not model
// (migrations/…-Analytics.ts creates it; analytics-event.repository.ts owns it).
@Entity('analytics_batch')
@Index('analytics_batch_received_idx', ['receivedAt'])
export class AnalyticsBatchEntity {
  @PrimaryColumn({ type: 'uuid' })
  batchId: string;

  @Column({ type: 'uuid' })
  visitorId: string;

  @Column({ type: 'smallint' })
  eventCount: number;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  receivedAt: Date;
}
