import { Injectable } from '@nestjs/common';
import type { z } from 'zod';

import { AppException } from '@server/common/errors/app.exception';
import { ErrorCode } from '@server/common/errors/error-codes';
import { Transactions } from '@server/common/database/transactions';
import {
  BUILT_IN_LIBRARIES,
  builtInLibrary,
  flattenTheme,
  type LibraryDefinition,
  type LibraryTheme,
} from '@boxify/designer/libraries';
import type { DesignLibraryTokens } from '@boxify/designer';
import { ProjectRepository } from '@server/projects/project.repository';
import { PlanLimitsService } from '@server/projects/plan-limits.service';

import type { addLibrarySchema, libraryViewSchema, updateLibrarySchema } from './dto/library.dto';
import type { DesignLibraryEntity } from './entities/design-library.entity';
import { LibraryRepository } from './library.repository';
import { LibraryNotFound } from './libraries.exception';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type LibraryView = z.infer<typeof libraryViewSchema>;
/** A library the caller may use: a built-in one, or one of their custom ones (`row`). */
export type UsableLibrary = { definition: LibraryDefinition; row?: DesignLibraryEntity };

export const defaultLibrary = (): LibraryDefinition => BUILT_IN_LIBRARIES[0];

function definitionOf(row: DesignLibraryEntity): LibraryDefinition {
  return {
    id: row.id,
    name: { en: row.name, zh: row.name },
    description: { en: row.description, zh: row.description },
    light: row.light,
    dark: row.dark,
  };
}

@Injectable()
export class LibraryService {
  constructor(
    private readonly txHost: Transactions,
    private readonly limits: PlanLimitsService,
    private readonly libraries: LibraryRepository,
    private readonly projects: ProjectRepository,
  ) {}

  /** A built-in library or one of the user's own: someone else's or unknown → 40400001. */
  async usable(userId: string, libraryId: string): Promise<UsableLibrary> {
    const builtIn = builtInLibrary(libraryId);
    if (builtIn) return { definition: builtIn };
    if (!UUID.test(libraryId)) throw new LibraryNotFound();
    const row = await this.libraries.findOwned(libraryId, userId);
    return { definition: definitionOf(row), row };
  }

  // A custom library of the user's own, for a change; built-in ones cannot be changed (44002001).
  private async ownCustom(userId: string, libraryId: string): Promise<DesignLibraryEntity> {
    if (builtInLibrary(libraryId)) throw new AppException(ErrorCode.NoPermission);
    if (!UUID.test(libraryId)) throw new LibraryNotFound();
    return this.libraries.findOwned(libraryId, userId, true);
  }

  /** The library the user's generations use: the project's choice, else the account's, else the default. */
  async selected(userId: string, projectId?: string): Promise<UsableLibrary> {
    const rows = await this.libraries.selections(userId, projectId);
    const chosen = rows.find((row) => row.scope === projectId) ?? rows.find((row) => row.scope === '');
    if (chosen) {
      try {
        return await this.usable(userId, chosen.libraryId);
      } catch {
        // Removed since it was chosen: the default applies.
      }
    }
    return { definition: defaultLibrary() };
  }

  /** What a generation passes to the designer: the selected library's tokens for one theme. */
  async generationTokens(
    userId: string,
    projectId?: string,
    theme: 'light' | 'dark' = 'light',
  ): Promise<DesignLibraryTokens> {
    const { definition } = await this.selected(userId, projectId);
    return { libraryId: definition.id, theme, tokens: flattenTheme(definition[theme]) };
  }

  /** The library asked for, or the selected one. */
  async resolve(userId: string, scope: { libraryId?: string; projectId?: string }): Promise<UsableLibrary> {
    if (scope.projectId) await this.ownProject(userId, scope.projectId);
    return scope.libraryId ? this.usable(userId, scope.libraryId) : this.selected(userId, scope.projectId);
  }

  async list(userId: string, projectId?: string): Promise<{ items: LibraryView[]; selectedLibraryId: string }> {
    if (projectId) await this.ownProject(userId, projectId);
    const selectedId = (await this.selected(userId, projectId)).definition.id;
    const mine = await this.mine(userId);
    return {
      items: [
        ...BUILT_IN_LIBRARIES.map((definition) => this.view({ definition }, selectedId)),
        ...mine.map((row) => this.view({ definition: definitionOf(row), row }, selectedId)),
      ],
      selectedLibraryId: selectedId,
    };
  }

  async personal(userId: string): Promise<{ items: LibraryView[]; total: number }> {
    const selectedId = (await this.selected(userId)).definition.id;
    const items = (await this.mine(userId)).map((row) => this.view({ definition: definitionOf(row), row }, selectedId));
    return { items, total: items.length };
  }

  async detail(userId: string, libraryId: string) {
    const library = await this.usable(userId, libraryId);
    const selectedId = (await this.selected(userId)).definition.id;
    return { ...this.view(library, selectedId), light: library.definition.light, dark: library.definition.dark };
  }

  // Basic plan: 1 custom library (counted under the plan lock, so two concurrent adds cannot both pass).
  async add(userId: string, input: z.infer<typeof addLibrarySchema>) {
    const base = input.basedOn ? builtInLibrary(input.basedOn) : defaultLibrary();
    if (!base) throw new LibraryNotFound();
    const row = await this.limits.withRoom(userId, { libraries: 1 }, () =>
      this.libraries.create({
        ownerId: userId,
        name: input.name,
        description: input.description ?? '',
        basedOn: base.id,
        light: (input.light ?? base.light) as LibraryTheme,
        dark: (input.dark ?? base.dark) as LibraryTheme,
      }),
    );
    return this.detail(userId, row.id);
  }

  async update(userId: string, input: z.infer<typeof updateLibrarySchema>) {
    const { libraryId, ...patch } = input;
    await this.txHost.withTransaction(async () => {
      const row = await this.ownCustom(userId, libraryId);
      Object.assign(row, Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)));
      await this.libraries.save(row);
    });
    return this.detail(userId, libraryId);
  }

  // Removing the selected library falls back to the default: its selections go with it.
  async remove(userId: string, libraryId: string): Promise<{ deleted: true; selectedLibraryId: string }> {
    await this.txHost.withTransaction(async () => {
      const row = await this.ownCustom(userId, libraryId);
      await this.libraries.delete(userId, row.id);
    });
    return { deleted: true, selectedLibraryId: (await this.selected(userId)).definition.id };
  }

  async select(userId: string, libraryId: string, projectId?: string) {
    if (projectId) await this.ownProject(userId, projectId);
    const { definition } = await this.usable(userId, libraryId);
    await this.libraries.select(userId, projectId ?? '', definition.id);
    return { libraryId: definition.id, projectId: projectId ?? null };
  }

  async globalStyle(userId: string, scope: { libraryId?: string; projectId?: string }) {
    const { definition } = await this.resolve(userId, scope);
    return {
      libraryId: definition.id,
      name: definition.name,
      light: flattenTheme(definition.light),
      dark: flattenTheme(definition.dark),
    };
  }

  private async ownProject(userId: string, projectId: string): Promise<void> {
    await this.projects.findOwned(projectId, userId);
  }

  private mine(userId: string): Promise<DesignLibraryEntity[]> {
    return this.libraries.ofOwner(userId);
  }

  private view({ definition, row }: UsableLibrary, selectedId: string): LibraryView {
    const { color } = definition.light;
    return {
      libraryId: definition.id,
      name: definition.name,
      description: definition.description,
      builtIn: !row,
      mine: !!row,
      added: true,
      selected: definition.id === selectedId,
      basedOn: row?.basedOn ?? null,
      cover: {
        primary: color.primary,
        background: color.background,
        surface: color.surface,
        text: color['on-surface'],
      },
      updatedAt: row ? row.updatedAt.toISOString() : null,
    };
  }
}
