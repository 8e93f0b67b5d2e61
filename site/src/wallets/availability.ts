/**
 * Whether a third-party service (the vote service, bNEO, Flamingo) is usable: the configuration can switch it off
 * (`unavailable`, `discontinued`); otherwise what the chain answered decides (undefined while not known yet).
 * An unusable service shows SPEC §8's temporary-unavailability message, never a crash.
 */
import type { ServiceSetting } from './config.ts';

export function serviceUsable(setting: ServiceSetting, chainAnswered: boolean | undefined): boolean | undefined {
  if (setting !== 'auto') return false;
  return chainAnswered;
}
