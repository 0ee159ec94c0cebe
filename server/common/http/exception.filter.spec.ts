import type { Request } from 'express';
import { Client } from 'pg';
import { QueryFailedError } from 'typeorm';

import { ErrorCode, messageFor } from '@server/common/errors/error-codes';

import { toAppException } from './exception.filter';

const request = { headers: {}, path: '/api/x', originalUrl: '/api/x' } as Request;

// What pg throws when Postgres is not there: a real refused connection.
async function refusedConnection(): Promise<unknown> {
  const client = new Client({ host: '127.0.0.1', port: 1, user: 'postgres', connectionTimeoutMillis: 2000 });
  return client.connect().then(
    () => new Error('connected to port 1'),
    (error: unknown) => error,
  );
}

describe('an error of the database connection', () => {
  it('answers 503 "try again later" in both languages, not 500', async () => {
    const exception = toAppException(await refusedConnection(), request)!;
    expect(exception.code).toBe(ErrorCode.Unavailable);
    expect(exception.options.headers).toEqual({ 'Retry-After': '5' });
    expect(messageFor(exception.code, 'en', {})).toBe('Service unavailable, please try again later');
    expect(messageFor(exception.code, 'zh', {})).toBe('服务暂不可用，请稍后重试');
  });

  it('is told apart from a query that is wrong', () => {
    const shutdown = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    expect(toAppException(new QueryFailedError('SELECT 1', [], shutdown), request)?.code).toBe(ErrorCode.Unavailable);
    const syntax = Object.assign(new Error('syntax error at or near "SELEC"'), { code: '42601' });
    expect(toAppException(new QueryFailedError('SELEC 1', [], syntax), request)).toBeUndefined();
  });
});
