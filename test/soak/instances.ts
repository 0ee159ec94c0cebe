import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { freePort } from '../support/server-process';

// Private Postgres and Redis for the soak: started on spare ports under a temporary directory,
// never the machine's shared ones, and stopped whatever fails.

function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((version) => join(root, version, 'bin')).find((bin) => existsSync(join(bin, 'initdb')));
  if (!found) throw new Error('No Postgres binaries under /usr/lib/postgresql/*/bin (initdb, pg_ctl)');
  return found;
}

// initdb refuses root: as root, the cluster belongs to the postgres user.
function asOwner(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

function run(command: string, args: string[]): string {
  const [file, argv] = asOwner(command, args);
  return execFileSync(file, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

export class PrivatePostgres {
  private readonly bin = postgresBin();
  private readonly dataDir: string;
  port = 0;

  constructor(private readonly dir: string) {
    this.dataDir = join(dir, 'pg');
  }

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/boxify`;
  }

  async init(): Promise<void> {
    mkdirSync(this.dataDir, { recursive: true, mode: 0o700 });
    if (process.getuid?.() === 0) {
      const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }));
      for (const path of [this.dir, this.dataDir]) chownSync(path, id('-u'), id('-g'));
    }
    run(join(this.bin, 'initdb'), ['-D', this.dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
    this.port = await freePort();
    await this.start();
    run(join(this.bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(this.port), '-U', 'postgres', 'boxify']);
  }

  async start(): Promise<void> {
    const options = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c max_connections=100`;
    run(join(this.bin, 'pg_ctl'), ['-D', this.dataDir, '-l', join(this.dir, 'pg.log'), '-w', '-o', options, 'start']);
  }

  // `immediate` is a crash: committed work must come back through recovery.
  stop(mode: 'fast' | 'immediate' = 'immediate'): void {
    run(join(this.bin, 'pg_ctl'), ['-D', this.dataDir, '-m', mode, '-w', 'stop']);
  }

  // Whatever state it is in: pg_ctl first, then the postmaster's pid.
  kill(): void {
    try {
      this.stop('immediate');
    } catch {
      const pidFile = join(this.dataDir, 'postmaster.pid');
      if (!existsSync(pidFile)) return;
      const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  }
}

export class PrivateRedis {
  private child?: ChildProcess;
  port = 0;

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  // Keeps nothing on disk: a restart comes back empty, as a lost Redis would.
  async start(): Promise<void> {
    this.port ||= await freePort();
    const child = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore', detached: true },
    );
    this.child = child;
    for (let i = 0; i < 100; i += 1) {
      try {
        execFileSync('redis-cli', ['-p', String(this.port), 'ping'], { stdio: 'ignore' });
        return;
      } catch {
        if (child.exitCode !== null) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    throw new Error(`redis-server did not start on port ${this.port}`);
  }

  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }
}
