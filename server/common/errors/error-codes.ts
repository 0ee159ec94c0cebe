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
  PayloadTooLarge = 41300001,
  UnsupportedMediaType = 41500001,
  RateLimited = 42900001,
  Internal = 50000001,
  Unavailable = 50300001,
}

export type Language = 'en' | 'zh';

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
  [ErrorCode.RateLimited]: {
    status: 429,
    en: 'Too many attempts, try again in {seconds} s',
    zh: '尝试次数过多，请在 {seconds} 秒后重试',
  },
  [ErrorCode.Internal]: {
    status: 500,
    en: 'Something went wrong; please contact support if it persists',
    zh: '出错了，如果问题持续请联系客服',
  },
  [ErrorCode.Unavailable]: {
    status: 503,
    en: 'Service unavailable, please try again later',
    zh: '服务暂不可用，请稍后重试',
  },
};

export type MessageParams = Record<string, string | number>;

export function formatMessage(template: string, params: MessageParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));
}

export function messageFor(code: ErrorCode, language: Language, params?: MessageParams): string {
  return formatMessage(ERROR_CODES[code][language], params);
}
