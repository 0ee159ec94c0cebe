import { useEffect, useEffectEvent, useRef } from 'react';

import type { SandboxFont } from '@client/editor/ui/sandbox/sandbox-fonts';

/** One run of the code; the frame is keyed by `id`, so each run gets a fresh document (timers and globals go). */
export type SandboxRun = { id: number; kind: 'react' | 'html'; code: string; css?: string };
export type SandboxResult = { state: 'running' | 'ok' } | { state: 'error'; message: string; line?: number };

type SandboxFrameProps = {
  run: SandboxRun;
  /** The panel's font faces, sent with the code. */
  fonts: Promise<SandboxFont[]>;
  title: string;
  onResult(result: SandboxResult): void;
};

/**
 * The design running in /sandbox.html: `sandbox="allow-scripts"` without same-origin (an opaque origin, so no
 * cookies, storage or credentials of the app), its own CSP from the server (no connections). The code goes in by
 * postMessage once the document says `ready`; only `ok` and `error` (message, line) come back.
 */
export function SandboxFrame({ run, fonts, title, onResult }: SandboxFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const received = useEffectEvent((event: MessageEvent) => {
    const data = event.data as { boxifySandbox?: boolean; type?: string; message?: unknown; line?: unknown };
    if (event.source !== frame.current?.contentWindow || data?.boxifySandbox !== true) return;
    if (data.type === 'ready') {
      const { kind, code, css } = run;
      const target = frame.current?.contentWindow;
      void fonts.then((faces) => target?.postMessage({ type: 'run', kind, code, css, fonts: faces }, '*'));
    } else if (data.type === 'ok') onResult({ state: 'ok' });
    else if (data.type === 'error')
      onResult({
        state: 'error',
        message: String(data.message).slice(0, 2000),
        line: typeof data.line === 'number' && Number.isInteger(data.line) ? data.line : undefined,
      });
  });

  useEffect(() => {
    const listener = (event: MessageEvent) => received(event);
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, []);

  return (
    <iframe
      ref={frame}
      className="sandbox-frame"
      title={title}
      src="/sandbox.html"
      sandbox="allow-scripts"
      referrerPolicy="no-referrer"
      data-testid="sandbox-frame"
    />
  );
}
