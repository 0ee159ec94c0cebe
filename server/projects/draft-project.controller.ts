import { Controller, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';

import type { Language } from '@boxify/design/locale';
import { Authenticated, CurrentUser } from '@server/common/auth/auth.decorators';
import type { CurrentUserInfo } from '@server/common/auth/session.service';
import { ErrorCode } from '@server/common/errors/error-codes';
import { CallerLanguage } from '@server/common/i18n/caller-language.decorator';
import { OWNED_ERRORS } from '@server/common/openapi/error-lists';
import { Operation } from '@server/common/openapi/operation.decorator';
import { ZodBody } from '@server/common/validation/zod';

import {
  AddProjectDto,
  CopyProjectDto,
  deletedSchema,
  DeleteFlowDto,
  flowSchema,
  HitAddProjectDto,
  hitAddProjectResultSchema,
  PageProjectDto,
  projectDetailSchema,
  ProjectIdDto,
  projectPageSchema,
  projectSchema,
  SaveFlowDto,
  SortFlowDto,
  UpdateProjectDto,
} from './dto/project.dto';
import { ProjectService } from './project.service';

@ApiTags('Project')
@Authenticated()
@Controller('uxa-center/draft/Project')
export class ProjectController {
  constructor(private readonly projects: ProjectService) {}

  @Post('addProject')
  @Operation({
    access: 'signed-in',
    summary: 'Create a project with its first folder',
    description: 'The basic plan allows 1 project: beyond it, 44002001 with a message naming the limit.',
    response: projectSchema,
    errors: [ErrorCode.Unauthenticated, ErrorCode.NoPermission],
  })
  addProject(
    @CurrentUser() user: CurrentUserInfo,
    @ZodBody(AddProjectDto) body: AddProjectDto,
    @CallerLanguage() language: Language,
  ) {
    return this.projects.add(user.id, body.name, language);
  }

  @Post('copyProject')
  @Operation({
    access: 'owner',
    summary: 'Copy a project with its folders and panels',
    response: projectSchema,
    errors: OWNED_ERRORS,
  })
  copyProject(@CurrentUser() user: CurrentUserInfo, @ZodBody(CopyProjectDto) body: CopyProjectDto) {
    return this.projects.copy(user.id, body.projectId, body.name);
  }

  @Post('deleteProject')
  @Operation({
    access: 'owner',
    summary: 'Delete a project, its folders and panels',
    response: deletedSchema,
    errors: OWNED_ERRORS,
  })
  async deleteProject(@CurrentUser() user: CurrentUserInfo, @ZodBody(ProjectIdDto) body: ProjectIdDto) {
    await this.projects.remove(user.id, body.projectId);
    return { deleted: true as const };
  }

  @Post('updateProject')
  @Operation({ access: 'owner', summary: 'Rename a project', response: projectSchema, errors: OWNED_ERRORS })
  updateProject(@CurrentUser() user: CurrentUserInfo, @ZodBody(UpdateProjectDto) body: UpdateProjectDto) {
    return this.projects.rename(user.id, body.projectId, body.name);
  }

  @Post('pageProject')
  @Operation({
    access: 'signed-in',
    summary: "A page of the caller's projects, last edited first",
    response: projectPageSchema,
    errors: [ErrorCode.Unauthenticated],
  })
  pageProject(@CurrentUser() user: CurrentUserInfo, @ZodBody(PageProjectDto) body: PageProjectDto) {
    return this.projects.page(user.id, body.page, body.pageSize, body.keyword);
  }

  @Post('queryProject')
  @Operation({
    access: 'owner',
    summary: 'A project with its folders and their panels',
    response: projectDetailSchema,
    errors: OWNED_ERRORS,
  })
  queryProject(@CurrentUser() user: CurrentUserInfo, @ZodBody(ProjectIdDto) body: ProjectIdDto) {
    return this.projects.detail(user.id, body.projectId);
  }

  @Post('hitAddProject')
  @Operation({
    access: 'signed-in',
    summary: "May the caller's plan add a project?",
    response: hitAddProjectResultSchema,
    errors: [ErrorCode.Unauthenticated],
  })
  hitAddProject(@CurrentUser() user: CurrentUserInfo, @ZodBody(HitAddProjectDto) _body: HitAddProjectDto) {
    return this.projects.hitAdd(user.id);
  }

  @Post('saveFlow')
  @Operation({
    access: 'owner',
    summary: 'Create a folder (without flowId; numbered default name) or rename one',
    response: flowSchema,
    errors: OWNED_ERRORS,
  })
  saveFlow(
    @CurrentUser() user: CurrentUserInfo,
    @ZodBody(SaveFlowDto) body: SaveFlowDto,
    @CallerLanguage() language: Language,
  ) {
    return this.projects.saveFlow(user.id, body.projectId, language, body.flowId, body.name);
  }

  @Post('sortFlow')
  @Operation({
    access: 'owner',
    summary: "Reorder a project's folders (flowIds lists every folder once)",
    response: flowSchema.array(),
    errors: [...OWNED_ERRORS, ErrorCode.Conflict],
  })
  sortFlow(@CurrentUser() user: CurrentUserInfo, @ZodBody(SortFlowDto) body: SortFlowDto) {
    return this.projects.sortFlows(user.id, body.projectId, body.flowIds);
  }

  @Post('deleteFlow')
  @Operation({
    access: 'owner',
    summary: 'Delete a folder and its panels',
    response: deletedSchema,
    errors: OWNED_ERRORS,
  })
  async deleteFlow(@CurrentUser() user: CurrentUserInfo, @ZodBody(DeleteFlowDto) body: DeleteFlowDto) {
    await this.projects.deleteFlow(user.id, body.flowId);
    return { deleted: true as const };
  }
}
