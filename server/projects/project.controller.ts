import { Controller, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';

import type { Language } from '@boxify/design/locale';
import { Authenticated, CurrentUser } from '@server/common/auth/auth.decorators';
import type { CurrentUserInfo } from '@server/common/auth/session.service';
import { ErrorCode } from '@server/common/errors/error-codes';
import { CallerLanguage } from '@server/common/i18n/caller-language.decorator';
import { Operation } from '@server/common/openapi/operation.decorator';
import { ZodBody } from '@server/common/validation/zod';

import {
  addProjectSchema,
  copyProjectSchema,
  deletedSchema,
  deleteFlowSchema,
  flowSchema,
  hitAddProjectResultSchema,
  hitAddProjectSchema,
  pageProjectSchema,
  projectDetailSchema,
  projectIdSchema,
  projectPageSchema,
  projectSchema,
  saveFlowSchema,
  sortFlowSchema,
  updateProjectSchema,
} from './dto/project.dto';
import { ProjectService } from './project.service';

type Body<T extends z.ZodType> = z.infer<T>;

const OWNED = [ErrorCode.Unauthenticated, ErrorCode.NotFound, ErrorCode.NoPermission];

@ApiTags('Project')
@Authenticated()
@Controller('uxa-center/draft/Project')
export class ProjectController {
  constructor(private readonly projects: ProjectService) {}

  @Post('addProject')
  @Operation({
    summary: 'Create a project with its first folder',
    description: 'The basic plan allows 1 project: beyond it, 44002001 with a message naming the limit.',
    response: projectSchema,
    errors: [ErrorCode.Unauthenticated, ErrorCode.NoPermission],
  })
  addProject(
    @CurrentUser() user: CurrentUserInfo,
    @ZodBody(addProjectSchema) body: Body<typeof addProjectSchema>,
    @CallerLanguage() language: Language,
  ) {
    return this.projects.add(user.id, body.name, language);
  }

  @Post('copyProject')
  @Operation({ summary: 'Copy a project with its folders and panels', response: projectSchema, errors: OWNED })
  copyProject(@CurrentUser() user: CurrentUserInfo, @ZodBody(copyProjectSchema) body: Body<typeof copyProjectSchema>) {
    return this.projects.copy(user.id, body.projectId, body.name);
  }

  @Post('deleteProject')
  @Operation({ summary: 'Delete a project, its folders and panels', response: deletedSchema, errors: OWNED })
  async deleteProject(
    @CurrentUser() user: CurrentUserInfo,
    @ZodBody(projectIdSchema) body: Body<typeof projectIdSchema>,
  ) {
    await this.projects.remove(user.id, body.projectId);
    return { deleted: true as const };
  }

  @Post('updateProject')
  @Operation({ summary: 'Rename a project', response: projectSchema, errors: OWNED })
  updateProject(
    @CurrentUser() user: CurrentUserInfo,
    @ZodBody(updateProjectSchema) body: Body<typeof updateProjectSchema>,
  ) {
    return this.projects.rename(user.id, body.projectId, body.name);
  }

  @Post('pageProject')
  @Operation({
    summary: "A page of the caller's projects, last edited first",
    response: projectPageSchema,
    errors: [ErrorCode.Unauthenticated],
  })
  pageProject(@CurrentUser() user: CurrentUserInfo, @ZodBody(pageProjectSchema) body: Body<typeof pageProjectSchema>) {
    return this.projects.page(user.id, body.page, body.pageSize, body.keyword);
  }

  @Post('queryProject')
  @Operation({ summary: 'A project with its folders and their panels', response: projectDetailSchema, errors: OWNED })
  queryProject(@CurrentUser() user: CurrentUserInfo, @ZodBody(projectIdSchema) body: Body<typeof projectIdSchema>) {
    return this.projects.detail(user.id, body.projectId);
  }

  @Post('hitAddProject')
  @Operation({
    summary: "May the caller's plan add a project?",
    response: hitAddProjectResultSchema,
    errors: [ErrorCode.Unauthenticated],
  })
  hitAddProject(
    @CurrentUser() user: CurrentUserInfo,
    @ZodBody(hitAddProjectSchema) _body: Body<typeof hitAddProjectSchema>,
  ) {
    return this.projects.hitAdd(user.id);
  }

  @Post('saveFlow')
  @Operation({
    summary: 'Create a folder (without flowId; numbered default name) or rename one',
    response: flowSchema,
    errors: OWNED,
  })
  saveFlow(
    @CurrentUser() user: CurrentUserInfo,
    @ZodBody(saveFlowSchema) body: Body<typeof saveFlowSchema>,
    @CallerLanguage() language: Language,
  ) {
    return this.projects.saveFlow(user.id, body.projectId, language, body.flowId, body.name);
  }

  @Post('sortFlow')
  @Operation({
    summary: "Reorder a project's folders (flowIds lists every folder once)",
    response: flowSchema.array(),
    errors: [...OWNED, ErrorCode.Conflict],
  })
  sortFlow(@CurrentUser() user: CurrentUserInfo, @ZodBody(sortFlowSchema) body: Body<typeof sortFlowSchema>) {
    return this.projects.sortFlows(user.id, body.projectId, body.flowIds);
  }

  @Post('deleteFlow')
  @Operation({ summary: 'Delete a folder and its panels', response: deletedSchema, errors: OWNED })
  async deleteFlow(
    @CurrentUser() user: CurrentUserInfo,
    @ZodBody(deleteFlowSchema) body: Body<typeof deleteFlowSchema>,
  ) {
    await this.projects.deleteFlow(user.id, body.flowId);
    return { deleted: true as const };
  }
}
