import { Controller, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';

import { Authenticated, CurrentUser } from '@server/common/auth/auth.decorators';
import type { CurrentUserInfo } from '@server/common/auth/session.service';
import { OWNED_ERRORS } from '@server/common/openapi/error-lists';
import { Operation } from '@server/common/openapi/operation.decorator';
import { ZodBody } from '@server/common/validation/zod';

import { AgentQueryService } from './agent-query.service';
import {
  attachmentListSchema,
  compiledAttachmentsSchema,
  IncrementalDto,
  messagesAnswerSchema,
  SessionDto,
  simpleMessagesAnswerSchema,
  stateAnswerSchema,
  usageAnswerSchema,
  usageBySessionSchema,
} from './dto/agent.dto';

@ApiTags('AgentQuery')
@Authenticated()
@Controller('uxa-center/agent/AgentQuery')
export class AgentQueryController {
  constructor(private readonly queries: AgentQueryService) {}

  @Post('fetchIncrementalMessage')
  @Operation({
    access: 'owner',
    summary: 'Messages of a session after a cursor (seq), with their payloads (steps, the result panel)',
    response: messagesAnswerSchema,
    errors: OWNED_ERRORS,
  })
  fetchIncrementalMessage(@CurrentUser() user: CurrentUserInfo, @ZodBody(IncrementalDto) body: IncrementalDto) {
    return this.queries.messages(user.id, body, true);
  }

  @Post('fetchSimpleIncrementalMessage')
  @Operation({
    access: 'owner',
    summary: 'Messages of a session after a cursor, texts only',
    response: simpleMessagesAnswerSchema,
    errors: OWNED_ERRORS,
  })
  fetchSimpleIncrementalMessage(@CurrentUser() user: CurrentUserInfo, @ZodBody(IncrementalDto) body: IncrementalDto) {
    return this.queries.messages(user.id, body, false);
  }

  @Post('fetchSessionStateDetail')
  @Operation({
    access: 'owner',
    summary: 'The session state (idle, generating, pending, failed, stopped), its latest generation and task',
    response: stateAnswerSchema,
    errors: OWNED_ERRORS,
  })
  fetchSessionStateDetail(@CurrentUser() user: CurrentUserInfo, @ZodBody(SessionDto) body: SessionDto) {
    return this.queries.state(user.id, body.sessionId);
  }

  @Post('queryAttachmentBySession')
  @Operation({
    access: 'owner',
    summary: 'The attachments uploaded to a session',
    response: attachmentListSchema,
    errors: OWNED_ERRORS,
  })
  queryAttachmentBySession(@CurrentUser() user: CurrentUserInfo, @ZodBody(SessionDto) body: SessionDto) {
    return this.queries.attachmentList(user.id, body.sessionId);
  }

  @Post('queryCompiledAttachmentsBySession')
  @Operation({
    access: 'owner',
    summary: 'The attachments with what the designer gets from them: image palettes, text excerpts',
    response: compiledAttachmentsSchema,
    errors: OWNED_ERRORS,
  })
  queryCompiledAttachmentsBySession(@CurrentUser() user: CurrentUserInfo, @ZodBody(SessionDto) body: SessionDto) {
    return this.queries.compiledAttachments(user.id, body.sessionId);
  }

  @Post('querySessionTokenUsage')
  @Operation({
    access: 'owner',
    summary: 'Credits and tokens a session spent (net of refunds; the built-in designer uses no tokens)',
    response: usageAnswerSchema,
    errors: OWNED_ERRORS,
  })
  querySessionTokenUsage(@CurrentUser() user: CurrentUserInfo, @ZodBody(SessionDto) body: SessionDto) {
    return this.queries.usage(user.id, body.sessionId);
  }

  @Post('queryTokenUsageBySession')
  @Operation({
    access: 'owner',
    summary: 'Credits and tokens per generation (and its prompt message) of a session',
    response: usageBySessionSchema,
    errors: OWNED_ERRORS,
  })
  queryTokenUsageBySession(@CurrentUser() user: CurrentUserInfo, @ZodBody(SessionDto) body: SessionDto) {
    return this.queries.usageBySession(user.id, body.sessionId);
  }
}
