import { randomBytes } from 'node:crypto';

import { Injectable } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';

import { Transactions } from '@server/common/database/transactions';
import { UserEntity, type UserStatus } from '@server/common/auth/entities/user.entity';
import { AccountService } from '@server/accounts/account.service';

import { ThirdPartyIdentityEntity } from './entities/third-party-identity.entity';

export type ThirdPartyProfile = {
  provider: string;
  subject: string;
  email?: string | null;
  emailVerified: boolean;
  name?: string | null;
};

const UNIQUE_VIOLATION = '23505';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

function defaultName(email: string | null | undefined, fallback: string): string {
  return (email?.split('@')[0] || fallback).slice(0, 100);
}

@Injectable()
export class UsersService {
  constructor(
    private readonly txHost: Transactions,
    private readonly accounts: AccountService,
  ) {}

  private get repo() {
    return this.txHost.tx.getRepository(UserEntity);
  }

  findByEmail(email: string): Promise<UserEntity | null> {
    return this.repo.findOneBy({ email: normalizeEmail(email) });
  }

  findById(id: string): Promise<UserEntity | null> {
    return this.repo.findOneBy({ id });
  }

  // Creates an account and opens its credit account (free generation chances).
  async create(input: {
    email: string | null;
    name?: string | null;
    passwordHash: string | null;
    status: UserStatus;
  }): Promise<UserEntity> {
    const user = this.repo.create({
      email: input.email ? normalizeEmail(input.email) : null,
      name: (input.name?.trim() || defaultName(input.email, 'Boxify user')).slice(0, 100),
      userCode: randomBytes(6).toString('hex'),
      passwordHash: input.passwordHash,
      status: input.status,
    });
    await this.repo.insert(user);
    await this.accounts.open(user.id);
    return user;
  }

  // Opening is idempotent (one ledger key per user): sign-in calls it again, so an account whose
  // opening failed after it was created gets its free chances at the next sign-in.
  openAccount(userId: string): Promise<void> {
    return this.accounts.open(userId);
  }

  // A pending account proven by another path (code, provider): activated, and any password set
  // before the mailbox was proven is dropped (someone else may have chosen it).
  async activateProven(user: UserEntity, passwordHash: string | null = null): Promise<UserEntity> {
    if (user.status === 'active' && passwordHash === null) return user;
    const changes = {
      status: 'active' as const,
      passwordHash: user.status === 'pending' ? passwordHash : user.passwordHash,
    };
    await this.repo.update({ id: user.id }, changes);
    return { ...user, ...changes };
  }

  async activate(userId: string): Promise<void> {
    await this.repo.update({ id: userId, status: 'pending' }, { status: 'active' });
  }

  // Signs in with a mailbox proven by an e-mailed code: the account, created when new.
  async findOrCreateByProvenEmail(email: string): Promise<UserEntity> {
    const existing = await this.findByEmail(email);
    if (existing) return this.activateProven(existing);
    try {
      return await this.create({ email, passwordHash: null, status: 'active' });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return (await this.findByEmail(email))!;
    }
  }

  // Third-party sign-in: the linked account; else the account of the same verified e-mail (linked now);
  // else a new account.
  async findOrCreateByIdentity(profile: ThirdPartyProfile): Promise<UserEntity> {
    const identities = this.txHost.tx.getRepository(ThirdPartyIdentityEntity);
    const linked = await identities.findOneBy({ provider: profile.provider, subject: profile.subject });
    if (linked) {
      const user = await this.findById(linked.userId);
      if (user) return this.activateProven(user);
    }
    const email = profile.email && profile.emailVerified ? normalizeEmail(profile.email) : null;
    let user = email ? await this.findByEmail(email) : null;
    if (user) user = await this.activateProven(user);
    else {
      try {
        user = await this.create({ email, name: profile.name, passwordHash: null, status: 'active' });
      } catch (error) {
        if (!isUniqueViolation(error) || !email) throw error;
        user = (await this.findByEmail(email))!;
      }
    }
    await identities
      .createQueryBuilder()
      .insert()
      .values({ provider: profile.provider, subject: profile.subject, userId: user.id, email })
      .orIgnore()
      .execute();
    return user;
  }
}

export function isUniqueViolation(error: unknown): boolean {
  return error instanceof QueryFailedError && (error.driverError as { code?: string }).code === UNIQUE_VIOLATION;
}
