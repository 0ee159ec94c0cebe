import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

// Each Stripe event id once: a replayed event finds its row and changes nothing.
@Entity('stripe_event')
export class StripeEventEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('stripe_event_event_id_uq', { unique: true })
  @Column({ type: 'varchar', length: 255 })
  eventId: string;

  @Column({ type: 'varchar', length: 100 })
  type: string;

  @CreateDateColumn({ type: 'timestamptz' })
  receivedAt: Date;
}
