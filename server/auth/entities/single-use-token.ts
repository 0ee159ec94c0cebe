import { Column, CreateDateColumn } from 'typeorm';

// What every single-use secret of sign-in shares (activation links, auth codes, OAuth states, e-mailed codes):
// an expiry, the moment it was used (null while unused), and its creation. Abstract: no table of its own.
export abstract class SingleUseTokenEntity {
  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  consumedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
