import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

// A fixed-window counter shared by every API process (used when REDIS_URL is not set).
@Entity('rate_limit_counter')
@Index('rate_limit_counter_window_end_idx', ['windowEnd'])
export class RateLimitCounterEntity {
  @PrimaryColumn({ type: 'varchar', length: 300 })
  key: string;

  @Column({ type: 'int' })
  count: number;

  @Column({ type: 'timestamptz' })
  windowEnd: Date;
}
