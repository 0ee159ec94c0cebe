import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

import { PLAN_NAMES, type PlanName } from '../plans';

// A plan (service) a user holds, until `endTime` (null: no end).
@Entity('account_plan')
@Index('account_plan_user_plan_uq', ['userId', 'plan'], { unique: true })
export class AccountPlanEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  userId: string;

  @Column({ type: 'enum', enum: PLAN_NAMES, enumName: 'account_plan_name' })
  plan: PlanName;

  @Column({ type: 'timestamptz', nullable: true })
  endTime: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
