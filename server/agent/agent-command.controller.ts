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

import { AgentService } from './agent.service';
import { AttachmentService } from './attachments/attachment.service';
import {
  acceptAnswerSchema,
  boxifyChatAnswerSchema,
  BoxifyChatDto,
  chatAnswerSchema,
  ChatDto,
  discardAnswerSchema,
  feedbackAnswerSchema,
  FeedbackDto,
  AcceptDto,
  GenerationActionDto,
  SessionDto,
  stopAnswerSchema,
  uploadAnswerSchema,
  UploadAttachmentDto,
} from './dto/agent.dto';

@ApiTags('AgentCommand')
@Authenticated()
@Controller('uxa-center/agent/AgentCommand')
export class AgentCommandController {
  constructor(
    private readonly agent: AgentService,
    private readonly attachments: AttachmentService,
  ) {}

  @Post('boxifyChat')
  @Operation({
    access: 'owner',
    summary: 'Ask the Boxify designer to generate, edit or optimise a panel: starts or continues a session',
    description:
      'Answers the session, the prompt message and the task; follow it with AgentQuery/fetchIncrementalMessage. ' +
      '`cost` is the estimate (the most it costs). Free and plus plans pay when sending (a free generation chance ' +
      'first), pro on acceptance; short of credits → 40200001 with data {action: "upgrade"}. `dryRun` only answers ' +
      'the estimate. Optimisation is refused while another optimisation runs or is pending, while a component is ' +
      'generating, while AI content is pending, and on an empty canvas.',
    response: boxifyChatAnswerSchema,
    errors: [
      ...OWNED_ERRORS,
      ErrorCode.CreditNotEnough,
      ErrorCode.DesignerBusy,
      ErrorCode.OptimisationRunning,
      ErrorCode.OptimisationPending,
      ErrorCode.ComponentGenerating,
      ErrorCode.AiContentPending,
      ErrorCode.EmptyCanvas,
    ],
  })
  boxifyChat(@CurrentUser() user: CurrentUserInfo, @ZodBody(BoxifyChatDto) body: BoxifyChatDto) {
    return this.agent.boxifyChat(user.id, body);
  }

  @Post('chat')
  @Operation({
    access: 'owner',
    summary: 'Send a plain message: the designer says what it understood, without generating (free)',
    response: chatAnswerSchema,
    errors: OWNED_ERRORS,
  })
  chat(@CurrentUser() user: CurrentUserInfo, @ZodBody(ChatDto) body: ChatDto, @CallerLanguage() language: Language) {
    return this.agent.chat(user.id, body, language);
  }

  @Post('stopSession')
  @Operation({
    access: 'owner',
    summary: 'Stop the running generation of a session (a stopped generation costs nothing)',
    response: stopAnswerSchema,
    errors: OWNED_ERRORS,
  })
  stopSession(@CurrentUser() user: CurrentUserInfo, @ZodBody(SessionDto) body: SessionDto) {
    return this.agent.stopSession(user.id, body.sessionId);
  }

  @Post('acceptBoxifyGeneration')
  @Operation({
    access: 'owner',
    summary: 'Apply the pending result to the panel (pro pays here)',
    description:
      'With `version`, a panel changed since then is refused with 40900002 and the current version. `direction` names the direction taken when the generation made several: exactly that one is written (pro pays for that one only); `open` creates other directions as panels beside it.',
    response: acceptAnswerSchema,
    errors: [...OWNED_ERRORS, ErrorCode.NothingPending, ErrorCode.VersionConflict, ErrorCode.CreditNotEnough],
  })
  acceptBoxifyGeneration(
    @CurrentUser() user: CurrentUserInfo,
    @ZodBody(AcceptDto) body: AcceptDto,
    @CallerLanguage() language: Language,
  ) {
    return this.agent.accept(user.id, body, language);
  }

  @Post('discardBoxifyGeneration')
  @Operation({
    access: 'owner',
    summary: 'Drop the pending result: the panel stays as it was before the generation',
    description: 'Nothing is charged on pro; on free and plus the credits paid when sending are not returned.',
    response: discardAnswerSchema,
    errors: [...OWNED_ERRORS, ErrorCode.NothingPending],
  })
  discardBoxifyGeneration(
    @CurrentUser() user: CurrentUserInfo,
    @ZodBody(GenerationActionDto) body: GenerationActionDto,
  ) {
    return this.agent.discard(user.id, body);
  }

  @Post('feedback')
  @Operation({
    access: 'owner',
    summary: 'Send feedback on a session or one of its messages (valuable feedback earns 1 to 10 credits)',
    response: feedbackAnswerSchema,
    errors: OWNED_ERRORS,
  })
  feedback(@CurrentUser() user: CurrentUserInfo, @ZodBody(FeedbackDto) body: FeedbackDto) {
    return this.agent.feedback(user.id, body);
  }

  @Post('uploadAttachment')
  @Operation({
    access: 'owner',
    summary: 'Upload an AI attachment (base64 JSON): images PNG/JPG/JPEG/WEBP, or .json/.txt/.md files',
    description:
      'At most 5 MB each; at most 5 images and 10 other files per session. The bytes must match the extension. ' +
      'Images give style hints (dominant colours) to the designer; text files go along with the prompt. ' +
      'Without `sessionId` a session starts for `panelId`.',
    response: uploadAnswerSchema,
    errors: [...OWNED_ERRORS, ErrorCode.AttachmentTooLarge, ErrorCode.AttachmentUnsupported, ErrorCode.AttachmentLimit],
  })
  uploadAttachment(
    @CurrentUser() user: CurrentUserInfo,
    @ZodBody(UploadAttachmentDto) body: UploadAttachmentDto,
    @CallerLanguage() language: Language,
  ) {
    return this.attachments.upload(user.id, body, language);
  }
}
