/**
 * Browser stand-in for neon-core's `u/basic/curve.js` (see ../vite-aliases.ts). The site signs nothing itself (the
 * wallets do), so signing, verifying and deriving keys are left out of the browser build. What the pages do use is
 * kept, on the same library neon-core uses: `decodePublicKey`, through which neon-core checks that a public key is a
 * point of the curve (`wallet.isPublicKey`, e.g. the candidate key of a vote's `PublicKey` parameter), is
 * @noble/curves' `ProjectivePoint.fromHex(…).toHex(false)`, exactly as in neon-core.
 */
import { p256 } from '@noble/curves/nist';
import { secp256k1 } from '@noble/curves/secp256k1';

const notSigning = (): never => {
  throw new Error('Signing and key derivation are not part of the site build: wallets sign');
};

/** neon-core's curve presets (a TypeScript enum there: names to numbers and back). */
export const EllipticCurvePreset = { SECP256R1: 0, SECP256K1: 1, 0: 'SECP256R1', 1: 'SECP256K1' } as const;
type Preset = 0 | 1;

export class EllipticCurve {
  private readonly curve: typeof p256 | typeof secp256k1;
  constructor(preset: 'p256' | 'secp256k1') {
    this.curve = preset === 'p256' ? p256 : secp256k1;
  }
  sign(_message: string, _privateKey: string, _k?: unknown): { r: string; s: string } {
    return notSigning();
  }
  verify(_message: string, _signature: { r: string; s: string }, _publicKey: string): boolean {
    return notSigning();
  }
  getPublicKey(_privateKey: string, _encode = true): string {
    return notSigning();
  }
  /**
   * A public key (hex: 33 bytes 02/03 + x, or 65 bytes 04 + x + y) as its uncompressed form, `04` + x + y, lowercase
   * hex; throws when it is not a point of the curve.
   */
  decodePublicKey(publicKey: string): string {
    return this.curve.ProjectivePoint.fromHex(publicKey).toHex(false);
  }
}

const curves: Record<Preset, EllipticCurve> = {
  [EllipticCurvePreset.SECP256R1]: new EllipticCurve('p256'),
  [EllipticCurvePreset.SECP256K1]: new EllipticCurve('secp256k1'),
};

/** The curve of a preset; throws on an unknown one. */
export function getCurve(curveName: number): EllipticCurve {
  const curve = curves[curveName as Preset];
  if (curve === undefined) throw new Error(`Unsupported curve preset: ${curveName}`);
  return curve;
}
