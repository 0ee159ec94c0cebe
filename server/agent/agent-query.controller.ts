import { Controller, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';

import { Authenticated, CurrentUser } from '@server/common/auth/auth.decorators';
import type { CurrentUserInfo } from '@server/common/auth/session.service';
import { ErrorCode } from '@server/common/errors/error-codes';
import { Operation } from '@server/common/openapi/operation.decorator';
import { ZodBody } from '@server/common/validation/zod';

import { AgentQueryService } from './agent-query.service';
import {
  attachmentListSchema,
  compiledAttachmentsSchema,
  incrementalSchema,
  messagesAnswerSchema,
  sessionSchema,
  simpleMessagesAnswerSchema,
  stateAnswerSchema,
  usageAnswerSchema,
  usageBySessionSchema,
} from './dto/agent.dto';

type Body<T extends z.ZodType> = z.infer<T>;

const OWNED = [ErrorCode.Unauthenticated, ErrorCode.NotFound, ErrorCode.NoPermission];

@ApiTags('AgentQuery')
@Authenticated()
@Controller('uxa-center/agent/AgentQuery')
export class AgentQueryController {
  constructor(private readonly queries: AgentQueryService) {}

  @Post('fetchIncrementalMessage')
  @Operation({
    summary: 'Messages of a session after a cursor (seq), with their payloads (steps, the result panel)',
    response: messagesAnswerSchema,
    errors: OWNED,
  })
  fetchIncrementalMessage(
    @CurrentUser() user: CurrentUserInfo,
    @ZodBody(incrementalSchema) body: Body<typeof incrementalSchema>,
  ) {
    return this.queries.messages(user.id, body, true);
  }

  @Post('fetchSimpleIncrementalMessage')
  @Operation({
    summary: 'Messages of a session after a cursor, texts only',
    response: simpleMessagesAnswerSchema,
    errors: OWNED,
  })
  fetchSimpleIncrementalMessage(
    @CurrentUser() user: CurrentUserInfo,
    @ZodBody(incrementalSchema) body: Body<typeof incrementalSchema>,
  ) {
    return this.queries.messages(user.id, body, false);
  }

  @Post('fetchSessionStateDetail')
  @Operation({
    summary: 'The session state (idle, generating, pending, failed, stopped), its latest generation and task',
    response: stateAnswerSchema,
    errors: OWNED,
  })
  fetchSessionStateDetail(
    @CurrentUser() user: CurrentUserInfo,
    @ZodBody(sessionSchema) body: Body<typeof sessionSchema>,
  ) {
    return this.queries.state(user.id, body.sessionId);
  }

  @Post('queryAttachmentBySession')
  @Operation({ summary: 'The attachments uploaded to a session', response: attachmentListSchema, errors: OWNED })
  queryAttachmentBySession(
    @CurrentUser() user: CurrentUserInfo,
    @ZodBody(sessionSchema) body: Body<typeof sessionSchema>,
  ) {
    return this.queries.attachmentList(user.id, body.sessionId);
  }

  @Post('queryCompiledAttachmentsBySession')
  @Operation({
    summary: 'The attachments with what the designer gets from them: image palettes, text excerpts',
    response: compiledAttachmentsSchema,
    errors: OWNED,
  })
  queryCompiledAttachmentsBySession(
    @CurrentUser() user: CurrentUserInfo,
    @ZodBody(sessionSchema) body: Body<typeof sessionSchema>,
  ) {
    return this.queries.compiledAttachments(user.id, body.sessionId);
  }

  @Post('querySessionTokenUsage')
  @Operation({
    summary: 'Credits and tokens a session spent (net of refunds; the built-in designer uses no tokens)',
    response: usageAnswerSchema,
    errors: OWNED,
  })
  querySessionTokenUsage(
    @CurrentUser() user: CurrentUserInfo,
    @ZodBody(sessionSchema) body: Body<typeof sessionSchema>,
  ) {
    return this.queries.usage(user.id, body.sessionId);
  }

  @Post('queryTokenUsageBySession')
  @Operation({
    summary: 'Credits and tokens per generation (and its prompt message) of a session',
    response: usageBySessionSchema,
    errors: OWNED,
  })
  queryTokenUsageBySession(
    @CurrentUser() user: CurrentUserInfo,
    @ZodBody(sessionSchema) body: Body<typeof sessionSchema>,
  ) {
    return this.queries.usageBySession(user.id, body.sessionId);
  }
}
