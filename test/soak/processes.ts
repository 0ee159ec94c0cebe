import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';

import { ROOT } from '../support/server-process';

// The built API and worker as their own process groups, so a kill takes their render threads too.
export class NodeProcess {
  private child?: ChildProcess;
  private tail = '';
  starts = 0;
  starting = false;

  constructor(
    readonly name: string,
    private readonly script: string,
    private readonly env: Record<string, string>,
    private readonly logFile: string,
  ) {}

  get running(): boolean {
    return !!this.child && this.child.exitCode === null && this.child.signalCode === null;
  }

  output(): string {
    return this.tail;
  }

  // Starts it and waits until `ready` says so (or it exits).
  async start(ready: () => Promise<boolean>, timeoutMs = 60000): Promise<void> {
    const log = createWriteStream(this.logFile, { flags: 'a' });
    const child = spawn(process.execPath, [join(ROOT, 'dist', 'server', this.script)], {
      cwd: ROOT,
      env: { ...process.env, ...this.env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    this.child = child;
    this.starts += 1;
    this.tail = '';
    const keep = (chunk: Buffer) => {
      log.write(chunk);
      this.tail = (this.tail + chunk.toString()).slice(-20000);
    };
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    child.once('exit', () => log.end());
    const deadline = Date.now() + timeoutMs;
    this.starting = true;
    try {
      while (!(await ready())) {
        if (!this.running) throw new Error(`${this.name} exited while starting:\n${this.tail}`);
        if (Date.now() > deadline) throw new Error(`${this.name} did not start in ${timeoutMs} ms:\n${this.tail}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    } finally {
      this.starting = false;
    }
  }

  // kill -9 of the whole group; resolves once the process is gone.
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || !this.running) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      child.kill('SIGKILL');
    }
    await exited;
  }
}
