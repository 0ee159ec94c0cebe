import { randomBytes } from 'node:crypto';

import { Injectable } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';

import type { UserEntity, UserStatus } from '@server/common/auth/entities/user.entity';
import { AccountService } from '@server/accounts/account.service';

import { ThirdPartyIdentityRepository } from './third-party-identity.repository';
import { UserRepository } from './user.repository';

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
    private readonly users: UserRepository,
    private readonly identities: ThirdPartyIdentityRepository,
    private readonly accounts: AccountService,
  ) {}

  findByEmail(email: string): Promise<UserEntity | null> {
    return this.users.findByEmail(normalizeEmail(email));
  }

  findById(id: string): Promise<UserEntity | null> {
    return this.users.findById(id);
  }

  // Creates an account and opens its credit account (free generation chances).
  async create(input: {
    email: string | null;
    name?: string | null;
    passwordHash: string | null;
    status: UserStatus;
  }): Promise<UserEntity> {
    const user = await this.users.add({
      email: input.email ? normalizeEmail(input.email) : null,
      name: (input.name?.trim() || defaultName(input.email, 'Boxify user')).slice(0, 100),
      userCode: randomBytes(6).toString('hex'),
      passwordHash: input.passwordHash,
      status: input.status,
    });
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
    await this.users.setActive(user.id, changes.passwordHash);
    return { ...user, ...changes };
  }

  async activate(userId: string): Promise<void> {
    await this.users.activatePending(userId);
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
    const linked = await this.identities.findLinked(profile.provider, profile.subject);
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
    await this.identities.link({ provider: profile.provider, subject: profile.subject, userId: user.id, email });
    return user;
  }
}

export function isUniqueViolation(error: unknown): boolean {
  return error instanceof QueryFailedError && (error.driverError as { code?: string }).code === UNIQUE_VIOLATION;
}
