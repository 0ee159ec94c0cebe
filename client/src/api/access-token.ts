// The request layer sends an `access-token` header but knows nothing of who is signed in: the account
// feature registers where the token comes from (client/src/features/account/session-storage.ts).
type AccessTokenProvider = () => string | undefined;

let provider: AccessTokenProvider = () => undefined;

export function provideAccessToken(next: AccessTokenProvider): void {
  provider = next;
}

// The token to send now; undefined while signed out or before any provider is registered.
export function currentAccessToken(): string | undefined {
  return provider();
}
