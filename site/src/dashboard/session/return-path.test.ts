import { describe, expect, it } from 'vitest';
import { afterSignIn } from './return-path.ts';

describe('afterSignIn', () => {
  it('returns to the cached dashboard path', () => {
    expect(afterSignIn('/dashboard/dapp/edit/3')).toBe('/dashboard/dapp/edit/3');
    expect(afterSignIn('/dashboard/category/list?query=de')).toBe('/dashboard/category/list?query=de');
  });
  it('goes to /dashboard without a usable cached path', () => {
    expect(afterSignIn(null)).toBe('/dashboard');
    expect(afterSignIn('/sign-in')).toBe('/dashboard');
    expect(afterSignIn('https://evil.example/dashboard')).toBe('/dashboard');
    expect(afterSignIn('/dashboards-not')).toBe('/dashboard');
  });
});
