// Signing in by pairing, from the plugin's side: start, show the code and the link, poll every `interval`
// seconds until the user confirms on the site; the token comes once. An expired or unknown code ends it.
import { BoxifyError, type BoxifyApi, type Pairing } from './boxify-api';

export type PairingHooks = {
  /** Shows the code and the address where the signed-in user confirms it. */
  show(code: string, url: string, expiresIn: number): void;
  /** Waits between two polls (tests pass a clock of their own). */
  wait(seconds: number): Promise<void>;
  /** True once the user closed the plugin or cancelled. */
  cancelled?(): boolean;
};

export type PairingResult =
  { status: 'paired'; token: string } | { status: 'expired'; message: string } | { status: 'cancelled' };

export function verificationUrl(server: string, pairing: Pick<Pairing, 'verificationPath' | 'userCode'>): string {
  return `${server}${pairing.verificationPath}?code=${encodeURIComponent(pairing.userCode)}`;
}

export async function pair(api: BoxifyApi, hooks: PairingHooks): Promise<PairingResult> {
  const pairing = await api.startPairing();
  hooks.show(pairing.userCode, verificationUrl(api.server, pairing), pairing.expiresIn);
  for (;;) {
    await hooks.wait(pairing.interval);
    if (hooks.cancelled?.()) return { status: 'cancelled' };
    try {
      const poll = await api.pollPairing(pairing.deviceCode);
      if (poll.status === 'paired' && poll.token) return { status: 'paired', token: poll.token };
    } catch (error) {
      // 410: the code expired or was used; the server's message says so in the user's language.
      if (error instanceof BoxifyError && error.status === 410) return { status: 'expired', message: error.message };
      throw error;
    }
  }
}
