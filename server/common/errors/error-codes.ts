import type { Language, Localized } from '@boxify/design/locale';

// The one table of Boxify's answer codes. A code never changes meaning once released;
// the OpenAPI file documents this table and each operation lists the codes it can answer.
export enum ErrorCode {
  Success = 0,
  SilentReject = 1000011,
  NoPermission = 44002001,
  BadRequest = 40000001,
  MalformedJson = 40000002,
  ValidationFailed = 42200001,
  Unauthenticated = 40100001,
  NotFound = 40400001,
  RouteNotFound = 40400002,
  MethodNotAllowed = 40500001,
  Conflict = 40900001,
  VersionConflict = 40900002,
  DesignChangeRefused = 42200002,
  ImportFailed = 42200003,
  DesignTooDeep = 42200006,
  DesignTooManyLayers = 42200007,
  TextTooLong = 42200008,
  ImageTooLarge = 41300003,
  DesignTooComplexToDraw = 42200009,
  LinkExpired = 41000001,
  PairingCodeInvalid = 41000002,
  PayloadTooLarge = 41300001,
  UnsupportedMediaType = 41500001,
  RateLimited = 42900001,
  InvalidCredentials = 40100002,
  InvalidIdToken = 40100003,
  ThirdPartyLoginFailed = 40100004,
  InvalidAuthCode = 40100005,
  AccountNotActivated = 40300002,
  ProviderDisabled = 40300003,
  InvalidVerifyCode = 40000003,
  RedirectNotAllowed = 40000004,
  CreditNotEnough = 40200001,
  DesignerBusy = 40900003,
  OptimisationRunning = 40900004,
  OptimisationPending = 40900005,
  ComponentGenerating = 40900006,
  AiContentPending = 40900007,
  NothingPending = 40900008,
  EmptyCanvas = 42200004,
  AttachmentLimit = 42200005,
  AttachmentTooLarge = 41300002,
  AttachmentUnsupported = 41500002,
  UnsupportedContentEncoding = 41500003,
  HeadersTooLarge = 43100001,
  AnalyticsUnknownEvent = 42200010,
  AnalyticsBatchTooLarge = 41300004,
  PaymentUrlNotFound = 50200001,
  PaymentFailed = 50200002,
  PaymentSessionExpired = 41000003,
  PlanNotForSale = 42200011,
  WebhookSignatureInvalid = 40000005,
  Internal = 50000001,
  Unavailable = 50300001,
}

export type ErrorCodeInfo = {
  status: number;
  en: string;
  zh: string;
};

// `{name}` placeholders are filled from the exception's params.
export const ERROR_CODES: Record<ErrorCode, ErrorCodeInfo> = {
  [ErrorCode.Success]: { status: 200, en: 'success', zh: '成功' },
  [ErrorCode.SilentReject]: { status: 400, en: 'Rejected', zh: '已拒绝' },
  [ErrorCode.NoPermission]: { status: 403, en: 'No permission', zh: '没有权限' },
  [ErrorCode.BadRequest]: { status: 400, en: 'Bad request: {reason}', zh: '请求有误：{reason}' },
  [ErrorCode.MalformedJson]: {
    status: 400,
    en: 'The request body is not valid JSON',
    zh: '请求体不是合法的 JSON',
  },
  [ErrorCode.ValidationFailed]: { status: 422, en: 'Invalid {field}: {reason}', zh: '{field} 无效：{reason}' },
  [ErrorCode.Unauthenticated]: { status: 401, en: 'Please log in first', zh: '请先登录' },
  [ErrorCode.NotFound]: { status: 404, en: '{what} not found', zh: '未找到{what}' },
  [ErrorCode.RouteNotFound]: { status: 404, en: 'No such operation: {path}', zh: '没有这个接口：{path}' },
  [ErrorCode.MethodNotAllowed]: { status: 405, en: 'Method not allowed', zh: '不支持该请求方法' },
  [ErrorCode.Conflict]: { status: 409, en: 'Conflict: {reason}', zh: '冲突：{reason}' },
  [ErrorCode.VersionConflict]: {
    status: 409,
    en: 'This was changed elsewhere; reload to see the latest version',
    zh: '内容已在别处修改，请重新加载最新版本',
  },
  [ErrorCode.PayloadTooLarge]: {
    status: 413,
    en: 'The request body is larger than {limit}',
    zh: '请求体超过了 {limit} 的上限',
  },
  [ErrorCode.UnsupportedMediaType]: {
    status: 415,
    en: 'Unsupported content type {type}; send {expected}',
    zh: '不支持的内容类型 {type}，请使用 {expected}',
  },
  [ErrorCode.UnsupportedContentEncoding]: {
    status: 415,
    en: 'Unsupported Content-Encoding {encoding}; send the body as is, or gzip, deflate or br',
    zh: '不支持的 Content-Encoding {encoding}，请直接发送请求体，或使用 gzip、deflate、br',
  },
  [ErrorCode.HeadersTooLarge]: {
    status: 431,
    en: 'The URL and headers are larger than {limit}',
    zh: '网址和请求头超过了 {limit} 的上限',
  },
  [ErrorCode.RateLimited]: {
    status: 429,
    en: 'Too many attempts, try again in {seconds} s',
    zh: '尝试次数过多，请在 {seconds} 秒后重试',
  },
  [ErrorCode.InvalidCredentials]: {
    status: 401,
    en: 'Login failed. Please try again.',
    zh: '登录失败，请重试。',
  },
  [ErrorCode.InvalidIdToken]: { status: 401, en: 'Login failed: Invalid token', zh: '登录失败：无效的令牌' },
  [ErrorCode.ThirdPartyLoginFailed]: {
    status: 401,
    en: 'Third-party login failed. Please try again.',
    zh: '第三方登录失败，请重试。',
  },
  [ErrorCode.InvalidAuthCode]: {
    status: 401,
    en: 'This sign-in link has expired or was already used; please sign in again',
    zh: '登录凭证已过期或已被使用，请重新登录',
  },
  [ErrorCode.AccountNotActivated]: {
    status: 403,
    en: 'Please activate your account with the link we e-mailed you',
    zh: '请先通过邮件中的链接激活账号',
  },
  [ErrorCode.ProviderDisabled]: {
    status: 403,
    en: 'Sign-in with {provider} is not enabled on this server',
    zh: '此服务器未启用 {provider} 登录',
  },
  [ErrorCode.InvalidVerifyCode]: {
    status: 400,
    en: 'The verification code is wrong or has expired',
    zh: '验证码错误或已过期',
  },
  [ErrorCode.RedirectNotAllowed]: {
    status: 400,
    en: 'The redirect address is not on an allowed origin',
    zh: '重定向地址不在允许的来源内',
  },
  [ErrorCode.CreditNotEnough]: { status: 402, en: 'Credit is not enough!', zh: '积分不足！' },
  [ErrorCode.DesignerBusy]: {
    status: 409,
    en: 'The designer is still working on this session; wait for it or stop it',
    zh: '设计师仍在处理此会话，请等待或先停止',
  },
  [ErrorCode.OptimisationRunning]: {
    status: 409,
    en: 'An optimisation is already running on this panel',
    zh: '该画板正在进行优化',
  },
  [ErrorCode.OptimisationPending]: {
    status: 409,
    en: 'Accept or discard the pending optimisation result first',
    zh: '请先接受或放弃待处理的优化结果',
  },
  [ErrorCode.ComponentGenerating]: {
    status: 409,
    en: 'A component is being generated on this panel; wait for it to finish',
    zh: '该画板正在生成组件，请等待完成',
  },
  [ErrorCode.AiContentPending]: {
    status: 409,
    en: 'Accept or discard the pending AI content first',
    zh: '请先接受或放弃待处理的 AI 内容',
  },
  [ErrorCode.NothingPending]: {
    status: 409,
    en: 'There is no pending AI result to {action}',
    zh: '没有可{action}的 AI 结果',
  },
  [ErrorCode.EmptyCanvas]: {
    status: 422,
    en: 'The canvas is empty: add some content before optimising',
    zh: '画布为空，请先添加内容再优化',
  },
  [ErrorCode.AttachmentLimit]: {
    status: 422,
    en: 'At most {limit} {what} per session',
    zh: '每个会话最多 {limit} 个{what}',
  },
  [ErrorCode.AttachmentTooLarge]: {
    status: 413,
    en: 'Each file must be at most 5 MB',
    zh: '每个文件不能超过 5 MB',
  },
  [ErrorCode.AttachmentUnsupported]: {
    status: 415,
    en: 'Unsupported file: images must be PNG, JPG, JPEG or WEBP; attachments .json, .txt or .md',
    zh: '不支持的文件：图片须为 PNG、JPG、JPEG 或 WEBP，附件须为 .json、.txt 或 .md',
  },
  [ErrorCode.PaymentUrlNotFound]: { status: 502, en: 'Payment URL not found', zh: '未找到支付链接' },
  [ErrorCode.PaymentFailed]: { status: 502, en: 'Failed to initiate upgrade process', zh: '发起升级失败' },
  [ErrorCode.PaymentSessionExpired]: {
    status: 410,
    en: 'The payment session expired; please start the upgrade again',
    zh: '支付会话已过期，请重新发起升级',
  },
  [ErrorCode.PlanNotForSale]: {
    status: 422,
    en: 'This plan cannot be bought online: {reason}',
    zh: '该套餐不支持在线购买：{reason}',
  },
  [ErrorCode.WebhookSignatureInvalid]: {
    status: 400,
    en: 'The webhook signature is invalid or too old',
    zh: 'Webhook 签名无效或已过期',
  },
  [ErrorCode.Internal]: {
    status: 500,
    en: 'Something went wrong; please contact support if it persists',
    zh: '出错了，如果问题持续请联系客服',
  },
  [ErrorCode.PairingCodeInvalid]: {
    status: 410,
    en: 'This pairing code is unknown, has expired or was already used; start pairing again in the plugin',
    zh: '配对码无效、已过期或已被使用，请在插件中重新配对',
  },
  [ErrorCode.LinkExpired]: {
    status: 410,
    en: 'This link has expired; export again to get a new one',
    zh: '链接已过期，请重新导出',
  },
  [ErrorCode.ImportFailed]: {
    status: 422,
    en: 'JSON file parse failed, please check the format',
    zh: 'JSON 文件解析失败，请检查格式',
  },
  [ErrorCode.DesignChangeRefused]: {
    status: 422,
    en: 'This change cannot be applied: {reason}',
    zh: '无法应用此修改：{reason}',
  },
  // The document limits (README "Limits"); `data.path` names the first node over the limit.
  [ErrorCode.DesignTooDeep]: {
    status: 422,
    en: 'Layers can be nested at most {max} deep',
    zh: '图层最多只能嵌套 {max} 层',
  },
  [ErrorCode.DesignTooManyLayers]: {
    status: 422,
    en: 'A panel can hold at most {max} layers',
    zh: '一个画板最多包含 {max} 个图层',
  },
  [ErrorCode.TextTooLong]: {
    status: 422,
    en: 'A text can be at most {max} characters long',
    zh: '单个文本最多 {max} 个字符',
  },
  [ErrorCode.ImageTooLarge]: { status: 413, en: 'Each image must be at most 5 MB', zh: '每张图片不能超过 5 MB' },
  [ErrorCode.DesignTooComplexToDraw]: {
    status: 422,
    en: 'This design is too complex to draw; simplify it and try again',
    zh: '该设计过于复杂，无法绘制，请简化后重试',
  },
  [ErrorCode.AnalyticsUnknownEvent]: {
    status: 422,
    en: 'Unknown analytics event {name} at {field}',
    zh: '{field} 是未知的统计事件 {name}',
  },
  [ErrorCode.AnalyticsBatchTooLarge]: {
    status: 413,
    en: 'An analytics batch holds at most {maxEvents} events and {maxBytes} bytes',
    zh: '一批统计事件最多 {maxEvents} 条、{maxBytes} 字节',
  },
  [ErrorCode.Unavailable]: {
    status: 503,
    en: 'Service unavailable, please try again later',
    zh: '服务暂不可用，请稍后重试',
  },
};

// A parameter is a plain value or a word in both languages (a noun such as `{ en: 'Panel', zh: '画板' }`).
export type MessageParams = Record<string, string | number | Localized>;

export function formatMessage(template: string, params: MessageParams = {}, language: Language = 'en'): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    if (!(key in params)) return whole;
    const value = params[key];
    return typeof value === 'object' ? value[language] : String(value);
  });
}

export function messageFor(code: ErrorCode, language: Language, params?: MessageParams): string {
  return formatMessage(ERROR_CODES[code][language], params, language);
}
