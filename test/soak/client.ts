import { codeIn, passwordHash, readOutbox, SUPPORT } from '../support/accounts';

// 'Service unavailable, please try again later' (server/common/errors/error-codes.ts).
const UNAVAILABLE = 50300001;

export type Data = Record<string, unknown>;
export type Envelope = { code: number; data: Data; msg: string };
export type Answer = Envelope & { status: number };

// What the API answered over the whole soak: every 503 is counted, anything else 5xx is a defect.
export class Tally {
  unavailable = 0;
  readonly defects: string[] = [];
  firstUnavailable?: number;
  lastUnavailable?: number;

  note(path: string, answer: Answer): void {
    if (answer.status === 503) {
      this.unavailable += 1;
      this.firstUnavailable ??= Date.now();
      this.lastUnavailable = Date.now();
      if (answer.code !== UNAVAILABLE || !answer.msg) this.defects.push(`${path}: 503 ${answer.code} ${answer.msg}`);
    } else if (answer.status >= 500) {
      this.defects.push(`${path}: ${answer.status} ${answer.code} ${answer.msg}`);
    }
  }
}

export class Api {
  constructor(
    readonly url: string,
    readonly tally: Tally,
  ) {}

  async send(method: 'GET' | 'POST', path: string, token?: string, body?: unknown): Promise<Answer> {
    const res = await fetch(`${this.url}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        'prefer-language': 'en-US',
        ...(token ? { 'access-token': token } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30000),
    });
    const text = await res.text();
    let envelope: Envelope;
    try {
      envelope = JSON.parse(text) as Envelope;
    } catch {
      envelope = { code: -1, data: {}, msg: text.slice(0, 200) };
    }
    const answer = { ...envelope, status: res.status };
    this.tally.note(path, answer);
    return answer;
  }

  post(path: string, token: string | undefined, body: unknown): Promise<Answer> {
    return this.send('POST', path, token, body);
  }

  get(path: string, token: string, query: Record<string, string>): Promise<Answer> {
    return this.send('GET', `${path}?${new URLSearchParams(query)}`, token);
  }

  // Answers the envelope's data, or throws with what came back.
  async ok(path: string, token: string | undefined, body: unknown): Promise<Data> {
    const answer = await this.post(path, token, body);
    if (answer.code !== 0) throw new Error(`${path} answered ${answer.status} ${answer.code} ${answer.msg}`);
    return answer.data;
  }

  // Registers with the e-mailed code (the outbox under DATA_DIR) and signs in.
  async signUp(dataDir: string, email: string): Promise<string> {
    await this.ok(`${SUPPORT}/VerificationCode/sendEmailVerifyCode`, undefined, { email });
    const code = codeIn(readOutbox(dataDir, email)!);
    const password = passwordHash('correct horse');
    await this.ok(`${SUPPORT}/Support/registryByVerifyCode`, undefined, {
      email,
      password,
      product: 12,
      verifyCode: Number(code),
    });
    const login = await this.ok(`${SUPPORT}/Support/login`, undefined, { email, password, product: 12 });
    return login.token as string;
  }
}
